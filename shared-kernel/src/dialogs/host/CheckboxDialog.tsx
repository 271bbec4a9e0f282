import { useState } from 'react';
import type { DialogOf } from '../dialogService';
import { DialogActions } from './DialogActions';
import { DialogFrame } from './DialogFrame';
import styles from './DialogView.module.css';

export function CheckboxDialog({ dialog }: { dialog: DialogOf<'checkbox'> }) {
  const { title, options, selected = [] } = dialog.options;
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(selected));

  const toggle = (value: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });

  return (
    <DialogFrame title={title} onCancel={dialog.cancel}>
      <ul className={styles.choices}>
        {options.map((option) => (
          <li key={option.value}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={checked.has(option.value)}
                onChange={() => toggle(option.value)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      <DialogActions
        onCancel={dialog.cancel}
        confirm={{
          onConfirm: () =>
            dialog.close(options.map((option) => option.value).filter((value) => checked.has(value))),
        }}
      />
    </DialogFrame>
  );
}

import { useState } from 'react';
import type { DialogOf } from '../dialogService';
import { DialogActions } from './DialogActions';
import { DialogFrame } from './DialogFrame';
import styles from './DialogView.module.css';

/** Choices as toggle buttons side by side; the choice counts once confirmed. */
export function SelectButtonDialog({ dialog }: { dialog: DialogOf<'selectButton'> }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <DialogFrame title={dialog.options.title} onCancel={dialog.cancel}>
      <div className={styles.toggles}>
        {dialog.options.options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={chosen === option.value}
            className={styles.toggle}
            onClick={() => setChosen(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <DialogActions
        onCancel={dialog.cancel}
        confirm={{ disabled: chosen === null, onConfirm: () => dialog.close(chosen) }}
      />
    </DialogFrame>
  );
}

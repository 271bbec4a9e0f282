import type { DialogOf } from '../dialogService';
import { DialogActions } from './DialogActions';
import { DialogFrame } from './DialogFrame';
import styles from './DialogView.module.css';

/** A list of choices; choosing one closes the dialog with it. */
export function SelectDialog({ dialog }: { dialog: DialogOf<'select'> }) {
  return (
    <DialogFrame title={dialog.options.title} message={dialog.options.message} onCancel={dialog.cancel}>
      <ul className={styles.choices}>
        {dialog.options.options.map((option) => (
          <li key={option.value}>
            <button type="button" className={styles.choice} onClick={() => dialog.close(option.value)}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      <DialogActions onCancel={dialog.cancel} cancelLabel={dialog.options.cancelLabel} />
    </DialogFrame>
  );
}

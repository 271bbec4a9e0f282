import { useTranslation } from 'react-i18next';
import type { DialogOf } from '../dialogService';
import { DialogFrame } from './DialogFrame';
import styles from './DialogHost.module.css';

/** A list of choices; choosing one closes the dialog with it. */
export function SelectDialog({ dialog }: { dialog: DialogOf<'select'> }) {
  const { t } = useTranslation('dialogs');
  return (
    <DialogFrame title={dialog.options.title} onCancel={dialog.cancel}>
      <ul className={styles.choices}>
        {dialog.options.options.map((option) => (
          <li key={option.value}>
            <button type="button" className={styles.choice} onClick={() => dialog.close(option.value)}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={dialog.cancel}>
          {t('cancel')}
        </button>
      </div>
    </DialogFrame>
  );
}

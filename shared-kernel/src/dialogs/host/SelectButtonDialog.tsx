import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogOf } from '../dialogService';
import { DialogFrame } from './DialogFrame';
import styles from './DialogHost.module.css';

/** Choices as toggle buttons side by side; the choice counts once confirmed. */
export function SelectButtonDialog({ dialog }: { dialog: DialogOf<'selectButton'> }) {
  const { t } = useTranslation('dialogs');
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
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={dialog.cancel}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={chosen === null}
          onClick={() => dialog.close(chosen)}
        >
          {t('confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}

import { useTranslation } from 'react-i18next';
import type { DialogOf } from '../dialogService';
import styles from './DialogView.module.css';

export function Toast({ dialog }: { dialog: DialogOf<'toast'> }) {
  return (
    <p className={styles.toast} data-state={dialog.closing ? 'closing' : 'open'}>
      {dialog.message}
    </p>
  );
}

/** The success animation: a check mark drawn in a circle, with the congratulations text. */
export function SuccessAnimation({ dialog }: { dialog: DialogOf<'success'> }) {
  const { t } = useTranslation('dialogs');
  return (
    <div className={styles.success}>
      <div className={styles.successCard}>
        <svg className={styles.successMark} viewBox="0 0 52 52" aria-hidden="true" focusable="false">
          <circle className={styles.successCircle} cx="26" cy="26" r="24" />
          <path className={styles.successCheck} d="M15 27l7 7 15-16" />
        </svg>
        <p className={styles.successTitle}>{t('congratulations')}</p>
        {dialog.options.message && <p className={styles.message}>{dialog.options.message}</p>}
      </div>
    </div>
  );
}

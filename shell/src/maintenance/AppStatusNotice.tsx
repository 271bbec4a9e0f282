import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  maintenanceCode,
  messageFor,
  refreshAppStatus,
  requestAppUpdate,
  uiStyles,
  updateRequiredCode,
  useAppStatus,
} from 'shared-kernel';
import styles from './app-status.module.css';

/** setTimeout's longest delay; a later end is looked at again then. */
const longestTimer = 2 ** 31 - 1;

/**
 * Instead of every page, while the app cannot be used (issue 36.3): during a maintenance window, its message and
 * expected end, read again at that end or when the person tries again; for a native app older than the minimum,
 * "please update to the new version" with the way to the store.
 */
export function AppStatusNotice({ onShownChange }: { onShownChange: (shown: boolean) => void }) {
  const { t } = useTranslation('shell');
  const { maintenance, updateRequired } = useAppStatus();
  const titleId = useId();
  const shown = maintenance !== null || updateRequired;

  useEffect(() => onShownChange(shown), [onShownChange, shown]);

  useEffect(() => {
    if (!maintenance) return undefined;
    const delay = Math.min(Math.max(Date.parse(maintenance.until) - Date.now(), 0), longestTimer);
    const timer = setTimeout(() => void refreshAppStatus(), delay);
    return () => clearTimeout(timer);
  }, [maintenance]);

  if (maintenance) {
    return (
      <section className={styles.screen} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={uiStyles.areaError}>
          <h1 id={titleId} className={uiStyles.emptyTitle}>
            {t('appStatus.maintenanceTitle')}
          </h1>
          <p className={uiStyles.emptyText}>{messageFor(maintenance.messageCode || maintenanceCode)}</p>
          <p className={uiStyles.emptyText}>
            {t('appStatus.expectedEnd', { time: formatDate(maintenance.until, 'YYYY.MM.DD HH:mm') })}
          </p>
        </div>
        <button type="button" className={uiStyles.button} onClick={() => void refreshAppStatus()}>
          {t('appStatus.tryAgain')}
        </button>
      </section>
    );
  }
  if (updateRequired) {
    return (
      <section className={styles.screen} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={uiStyles.areaError}>
          <h1 id={titleId} className={uiStyles.emptyTitle}>
            {t('appStatus.updateTitle')}
          </h1>
          <p className={uiStyles.emptyText}>{messageFor(updateRequiredCode)}</p>
        </div>
        <button type="button" className={uiStyles.button} onClick={requestAppUpdate}>
          {t('appStatus.update')}
        </button>
      </section>
    );
  }
  return null;
}

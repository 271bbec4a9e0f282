import { useTranslation } from 'react-i18next';
import { useOutboxCount } from 'shared-kernel';
import styles from './bars.module.css';

/**
 * How many entries kept on this phone wait to be sent (the kernel's outbox, every area's), updated live. A
 * polite live region that stays in the frame, so that a screen reader hears the count change, and hears nothing
 * while none wait.
 */
export function PendingCount() {
  const { t } = useTranslation('shell');
  const count = useOutboxCount();
  return (
    <p
      role="status"
      className={count > 0 ? styles.pendingCount : styles.pendingCountEmpty}
      data-pending-count={count}
      {...(count > 0 ? { 'aria-label': t('outbox.waitingLabel', { count }) } : {})}
    >
      {count > 0 ? t('outbox.waiting', { count }) : ''}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNewNotificationCount } from 'shared-kernel';
import styles from './bars.module.css';

/** Counts above this show as "99+": the badge stays small, the accessible name keeps the real number. */
const badgeLimit = 99;

/** The header's way to the notification centre, with the unread count kept live by the kernel's stream. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const count = useNewNotificationCount() ?? 0;
  return (
    <Link
      className={`${styles.headerLink} ${styles.bell}`}
      to="/user/noti"
      aria-label={count > 0 ? t('bell.unread', { count }) : t('notifications')}
    >
      <svg className={styles.bellIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > badgeLimit ? `${badgeLimit}+` : count}
        </span>
      ) : null}
    </Link>
  );
}

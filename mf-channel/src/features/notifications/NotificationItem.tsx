import { useTranslation } from 'react-i18next';
import { absoluteTime, relativeTime } from 'shared-kernel';
import { notificationParamsIn, type AppNotification } from 'shared-kernel/isomorphic';

import styles from './notifications.module.css';

/** One notification: its text (the kind's text with its values), when it came, and whether it is unread. */
export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: AppNotification;
  now: number;
  onOpen: (notification: AppNotification) => void;
}) {
  const { t, i18n } = useTranslation('channel');
  const unread = notification.readAt === 'N';
  const text = t([`common:notifications.kinds.${notification.notiKindCode}`, 'notifications.unknownKind'], {
    ...notificationParamsIn(notification.params, i18n.language),
  });
  return (
    <li>
      <button
        type="button"
        className={unread ? `${styles.item} ${styles.unread}` : styles.item}
        onClick={() => onOpen(notification)}
      >
        {unread ? <span className={styles.unreadMark}>{t('notifications.unread')}</span> : null}
        <span className={styles.text}>{text}</span>
        <time
          className={styles.time}
          dateTime={notification.creatDt}
          title={absoluteTime(notification.creatDt)}
        >
          {relativeTime(notification.creatDt, now)}
        </time>
      </button>
    </li>
  );
}

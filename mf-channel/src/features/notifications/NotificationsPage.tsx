import { useTranslation } from 'react-i18next';
import {
  ApiError,
  dialogs,
  EmptyState,
  Loading,
  markNotificationRead,
  navigate,
  notificationTarget,
  PageHeader,
  uiStyles,
} from 'shared-kernel';
import type { AppNotification } from 'shared-kernel/isomorphic';
import { BrowserNotificationSwitch } from './BrowserNotificationSwitch';
import { NotificationItem } from './NotificationItem';
import { useNotificationList } from './useNotificationList';
import styles from './notifications.module.css';

/** `/user/noti`: the person's notifications, newest first, new ones arriving on top while it is open. */
export function NotificationsPage() {
  const { t } = useTranslation('channel');
  const { list, loadMore, replace, retry } = useNotificationList();
  const now = Date.now();

  /** Tapping marks it read and opens its screen; only a kind this app does not know yet may open none. */
  async function open(notification: AppNotification) {
    const target = notificationTarget(notification);
    const unread = notification.readAt === 'N';
    if (unread) replace({ ...notification, readAt: 'Y' });
    if (target) navigate(target);
    if (!unread) return;
    try {
      replace(await markNotificationRead(notification.notiSn));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Already on another screen, the person is not interrupted: the mark is only not made.
      if (target) return;
      replace(notification);
      void dialogs.toast(t('notifications.readFailed'));
    }
  }

  return (
    <>
      <PageHeader title={t('notifications.title')} />
      <div className={styles.toolbar}>
        <BrowserNotificationSwitch />
      </div>
      {list.state === 'loading' ? <Loading /> : null}
      {list.state === 'failed' ? (
        <section className={styles.failure} role="alert">
          <p>{t('notifications.loadFailed')}</p>
          <p>{list.message}</p>
          <button type="button" className={uiStyles.button} onClick={retry}>
            {t('common:retry')}
          </button>
        </section>
      ) : null}
      {list.state === 'ready' && list.items.length === 0 ? (
        <EmptyState title={t('notifications.emptyTitle')}>{t('notifications.emptyText')}</EmptyState>
      ) : null}
      {list.state === 'ready' && list.items.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={t('notifications.listLabel')}>
            {list.items.map((notification) => (
              <NotificationItem
                key={notification.notiSn}
                notification={notification}
                now={now}
                onOpen={(item) => void open(item)}
              />
            ))}
          </ul>
          {list.more === 'failed' ? (
            <p className={styles.moreFailed} role="alert">
              {t('notifications.loadFailed')}
            </p>
          ) : null}
          {list.items.length < list.totalCount ? (
            <div className={styles.more}>
              <button
                type="button"
                className={uiStyles.button}
                onClick={loadMore}
                disabled={list.more === 'loading'}
              >
                {list.more === 'failed' ? t('common:retry') : t('notifications.more')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}

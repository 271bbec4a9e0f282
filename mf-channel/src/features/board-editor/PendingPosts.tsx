import { useTranslation } from 'react-i18next';
import { pageStyles, useKeptQueue } from 'shared-kernel';
import { keptPostSender, keptPosts } from './keptPosts';

/** Sends the posts kept on this phone (now, when back online, every 30 s while any wait); says how many wait. */
export function PendingPosts() {
  const { t } = useTranslation('feed');
  const count = useKeptQueue(keptPosts, keptPostSender);
  if (count === 0) return null;
  return (
    <p role="status" className={pageStyles.pendingBanner}>
      {t('editor.waiting', { count })}
    </p>
  );
}

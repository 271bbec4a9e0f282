import { useTranslation } from 'react-i18next';
import { pageStyles, useKeptQueue } from 'shared-kernel';
import { keptCommentSender, keptComments } from './keptComments';

/** Sends the comments kept on this phone (now, when back online, every 30 s while any wait); says how many wait. */
export function PendingComments() {
  const { t } = useTranslation('feed');
  const count = useKeptQueue(keptComments, keptCommentSender);
  if (count === 0) return null;
  return (
    <p role="status" className={pageStyles.pendingBanner}>
      {t('comments.waiting', { count })}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { pageStyles, useKeptEntries, useSessionUserId } from 'shared-kernel';
import { keptComments } from './keptComments';

/** Says how many comments kept on this phone wait; the kernel's outbox service sends them from any page. */
export function PendingComments() {
  const { t } = useTranslation('feed');
  const count = useKeptEntries(keptComments, useSessionUserId()).length;
  if (count === 0) return null;
  return (
    <p role="status" className={pageStyles.pendingBanner}>
      {t('comments.waiting', { count })}
    </p>
  );
}

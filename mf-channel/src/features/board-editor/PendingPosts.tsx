import { useTranslation } from 'react-i18next';
import { pageStyles, useKeptEntries, useSessionUserId } from 'shared-kernel';
import { keptPosts } from './keptPosts';

/** Says how many posts kept on this phone wait; the kernel's outbox service sends them from any page. */
export function PendingPosts() {
  const { t } = useTranslation('feed');
  const count = useKeptEntries(keptPosts, useSessionUserId()).length;
  if (count === 0) return null;
  return (
    <p role="status" className={pageStyles.pendingBanner}>
      {t('editor.waiting', { count })}
    </p>
  );
}

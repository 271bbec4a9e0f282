import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, pageStyles } from 'shared-kernel';
import { boardEditorPath, feedPath } from '../feed-common/paths';

/** No post to show: invites to make a family channel when there is none, and to write a post. */
export function EmptyFeed({ hasFamilyChannel }: { hasFamilyChannel: boolean }) {
  const { t } = useTranslation('feed');
  return (
    <EmptyState title={t('feed.emptyTitle')}>
      <p>{hasFamilyChannel ? t('feed.emptyText') : t('feed.noFamilyText')}</p>
      <div className={pageStyles.actions}>
        {hasFamilyChannel ? null : (
          <Link className={pageStyles.primary} to={`${feedPath}/chnForm`}>
            {t('feed.createChannel')}
          </Link>
        )}
        <Link className={hasFamilyChannel ? pageStyles.primary : pageStyles.secondary} to={boardEditorPath}>
          {t('feed.write')}
        </Link>
      </div>
    </EmptyState>
  );
}

import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-kernel';

export function FeedPage() {
  const { t } = useTranslation('channel');
  return <EmptyState title={t('feed.emptyTitle')}>{t('feed.emptyText')}</EmptyState>;
}

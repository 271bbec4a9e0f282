import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function NotificationsPage() {
  const { t } = useTranslation('channel');
  return (
    <>
      <PageHeader title={t('notifications.title')} />
      <EmptyState title={t('notifications.emptyTitle')}>{t('notifications.emptyText')}</EmptyState>
    </>
  );
}

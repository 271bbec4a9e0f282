import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function RoutinePage() {
  const { t } = useTranslation('routine');
  return (
    <>
      <PageHeader title={t('routine.title')} />
      <EmptyState title={t('routine.emptyTitle')}>{t('routine.emptyText')}</EmptyState>
    </>
  );
}

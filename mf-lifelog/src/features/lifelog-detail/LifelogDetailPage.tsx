import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function LifelogDetailPage() {
  const { t } = useTranslation('lifelog');
  return (
    <>
      <PageHeader title={t('detail.title')} />
      <EmptyState title={t('detail.emptyTitle')}>{t('detail.emptyText')}</EmptyState>
    </>
  );
}

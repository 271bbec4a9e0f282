import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function FeedbackBoardPage() {
  const { t } = useTranslation('channel');
  return (
    <>
      <PageHeader title={t('inquiry.title')} />
      <EmptyState title={t('inquiry.emptyTitle')}>{t('inquiry.emptyText')}</EmptyState>
    </>
  );
}

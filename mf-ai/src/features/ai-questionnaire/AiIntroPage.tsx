import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function AiIntroPage() {
  const { t } = useTranslation('ai');
  return (
    <>
      <PageHeader title={t('intro.title')} />
      <EmptyState title={t('intro.emptyTitle')}>{t('intro.emptyText')}</EmptyState>
    </>
  );
}

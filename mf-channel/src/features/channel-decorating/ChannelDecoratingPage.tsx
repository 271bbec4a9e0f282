import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function ChannelDecoratingPage() {
  const { t } = useTranslation('channel');
  return (
    <>
      <PageHeader title={t('decorating.title')} />
      <EmptyState title={t('decorating.emptyTitle')}>{t('decorating.emptyText')}</EmptyState>
    </>
  );
}

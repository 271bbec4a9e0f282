import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function ChannelSettingsPage() {
  const { t } = useTranslation('channel');
  return (
    <>
      <PageHeader title={t('channelSettings.title')} />
      <EmptyState title={t('channelSettings.emptyTitle')}>{t('channelSettings.emptyText')}</EmptyState>
    </>
  );
}

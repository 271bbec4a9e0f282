import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function ParticipantSettingsPage() {
  const { t } = useTranslation('channel');
  return (
    <>
      <PageHeader title={t('participants.title')} />
      <EmptyState title={t('participants.emptyTitle')}>{t('participants.emptyText')}</EmptyState>
    </>
  );
}

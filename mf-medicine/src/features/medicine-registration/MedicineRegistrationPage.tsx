import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from 'shared-kernel';

export function MedicineRegistrationPage() {
  const { t } = useTranslation('medicine');
  return (
    <>
      <PageHeader title={t('registration.title')} />
      <EmptyState title={t('registration.emptyTitle')}>{t('registration.emptyText')}</EmptyState>
    </>
  );
}

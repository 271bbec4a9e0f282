import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-kernel';

export function MedicineSchedulePage() {
  const { t } = useTranslation('medicine');
  return <EmptyState title={t('schedule.emptyTitle')}>{t('schedule.emptyText')}</EmptyState>;
}

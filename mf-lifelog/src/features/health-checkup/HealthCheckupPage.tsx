import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-kernel';

export function HealthCheckupPage() {
  const { t } = useTranslation('lifelog');
  return <EmptyState title={t('checkup.emptyTitle')}>{t('checkup.emptyText')}</EmptyState>;
}

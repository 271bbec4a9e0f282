import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-kernel';

export function HealthGoalDashboardPage() {
  const { t } = useTranslation('routine');
  return <EmptyState title={t('dashboard.emptyTitle')}>{t('dashboard.emptyText')}</EmptyState>;
}

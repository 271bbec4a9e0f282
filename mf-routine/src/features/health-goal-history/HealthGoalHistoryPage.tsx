import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-kernel';

export function HealthGoalHistoryPage() {
  const { t } = useTranslation('routine');
  return <EmptyState title={t('history.emptyTitle')}>{t('history.emptyText')}</EmptyState>;
}

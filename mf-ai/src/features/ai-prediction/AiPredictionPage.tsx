import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-kernel';

export function AiPredictionPage() {
  const { t } = useTranslation('ai');
  return <EmptyState title={t('prediction.emptyTitle')}>{t('prediction.emptyText')}</EmptyState>;
}

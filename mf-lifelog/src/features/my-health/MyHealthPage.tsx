import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-kernel';

export function MyHealthPage() {
  const { t } = useTranslation('lifelog');
  return <EmptyState title={t('my.emptyTitle')}>{t('my.emptyText')}</EmptyState>;
}

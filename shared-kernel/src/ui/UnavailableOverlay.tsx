import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { Sheet } from './Sheet';

/** An overlay whose feature has not been built yet says so plainly, and closes. */
export function UnavailableOverlay({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <Sheet title={title} onClose={onClose}>
      <EmptyState title={title}>{t('notYet')}</EmptyState>
    </Sheet>
  );
}

import { useTranslation } from 'react-i18next';
import { UnavailableOverlay, type OverlayProps } from 'shared-kernel';

export function LifeLogFormOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('lifelog');
  return <UnavailableOverlay title={t('overlays.lifeLogForm')} onClose={onClose} />;
}

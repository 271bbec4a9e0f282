import { useTranslation } from 'react-i18next';
import { UnavailableOverlay, type OverlayProps } from 'shared-kernel';

export function LikeUsersOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('channel');
  return <UnavailableOverlay title={t('overlays.likeUsers')} onClose={onClose} />;
}

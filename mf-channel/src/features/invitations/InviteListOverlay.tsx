import { useTranslation } from 'react-i18next';
import { UnavailableOverlay, type OverlayProps } from 'shared-kernel';

export function InviteListOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('channel');
  return <UnavailableOverlay title={t('overlays.chnInviteList')} onClose={onClose} />;
}

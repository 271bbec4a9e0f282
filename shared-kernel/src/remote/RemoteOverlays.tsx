import { type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchOverlay } from './overlays';
import { OverlayPortal } from './OverlayPortal';

export interface OverlayProps {
  /** Closes the overlay by going back to the page underneath, with the query the page was opened with. */
  onClose: () => void;
}

/** Mounts the remote's overlay whose segment is in the URL, over whatever page is underneath. */
export function RemoteOverlays({ overlays }: { overlays: Record<string, ComponentType<OverlayProps>> }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const match = matchOverlay(pathname, Object.keys(overlays));
  const Overlay = match ? overlays[match.overlay] : undefined;
  if (!match || !Overlay) return null;
  return (
    <OverlayPortal>
      <Overlay onClose={() => navigate(`${match.basePath}${search}`)} />
    </OverlayPortal>
  );
}

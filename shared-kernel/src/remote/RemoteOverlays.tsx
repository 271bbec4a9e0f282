import { type ComponentType, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathBehindCurrentEntry } from './entries-behind';
import { matchOverlay } from './overlays';
import { OverlayPortal } from './OverlayPortal';

export interface OverlayProps {
  /**
   * Closes the overlay. Opened from the page underneath, it goes back there, so the page shows again as it was left
   * (its query, its scroll position) and the browser's back does not reopen the overlay; opened by its own address
   * (a link from elsewhere, a reload), the page's address replaces the overlay's.
   */
  onClose: () => void;
}

/** An overlay with the query parameters only it reads, which the page's address does not get when it closes. */
export interface OverlayEntry {
  Overlay: ComponentType<OverlayProps>;
  ownQuery: readonly string[];
}

function entryOf(registered: ComponentType<OverlayProps> | OverlayEntry): OverlayEntry {
  return 'Overlay' in registered ? registered : { Overlay: registered, ownQuery: [] };
}

/** The overlay's query less the parameters only the overlay reads: what the page underneath was opened with. */
function pageSearch(search: string, ownQuery: readonly string[]): string {
  const query = new URLSearchParams(search);
  for (const name of ownQuery) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** Mounts the remote's overlay whose segment is in the URL, over whatever page is underneath. */
export function RemoteOverlays({
  overlays,
}: {
  overlays: Record<string, ComponentType<OverlayProps> | OverlayEntry>;
}) {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  // A second close of the same overlay (a double tap, a save's close after Escape) must not go back twice.
  const closed = useRef(false);
  useEffect(() => {
    closed.current = false;
  }, [key]);
  const match = matchOverlay(pathname, Object.keys(overlays));
  const registered = match ? overlays[match.overlay] : undefined;
  if (!match || !registered) return null;
  const { Overlay, ownQuery } = entryOf(registered);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    if (pathBehindCurrentEntry() === match.basePath) navigate(-1);
    else navigate(`${match.basePath}${pageSearch(search, ownQuery)}`, { replace: true });
  };
  return (
    <OverlayPortal>
      <Overlay onClose={close} />
    </OverlayPortal>
  );
}

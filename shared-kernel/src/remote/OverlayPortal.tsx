import { type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const OVERLAY_ROOT_ID = 'overlay-root';

/** Draws a remote's overlay in the host's overlay layer, above whatever page is underneath. */
export function OverlayPortal({ children }: { children: ReactNode }) {
  const layer = document.getElementById(OVERLAY_ROOT_ID);
  return layer ? createPortal(children, layer) : null;
}

export { matchOverlay, pathIsUnder, type OverlayMatch } from './overlays';
export {
  createRemoteApplication,
  type RemoteLifecycles,
  type RemoteProps,
} from './create-remote-application';
export { OverlayPortal, OVERLAY_ROOT_ID } from './OverlayPortal';
export { RemoteOverlays, type OverlayEntry, type OverlayProps } from './RemoteOverlays';
export { AppRouter } from './AppRouter';
export { FIRST_VIEW_ID, firstViewOf, holdsFirstView } from './first-view';

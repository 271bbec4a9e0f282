export { requestChannelShare } from './requestChannelShare';
export {
  activityFromQuery,
  pageUnderShareOverlay,
  shareOverlayPath,
  shareOverlaySegment,
  type ActivityFromQuery,
  type ShareRequest,
} from './shareQuery';

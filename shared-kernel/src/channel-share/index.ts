export { channelsOrLastLoaded } from './lastChannels';
export { requestChannelShare } from './requestChannelShare';
export {
  activityFromQuery,
  pageUnderShareOverlay,
  shareOverlayPath,
  shareOverlayQuery,
  shareOverlaySegment,
  type ActivityFromQuery,
  type ShareRequest,
} from './shareQuery';

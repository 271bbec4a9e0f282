// Channels' public surface: what the app, the demo data and other domains may use.
export { leaveEveryChannel } from './channel-management/channel-operations';
export { channelsPlugin, type ChannelsPluginOptions } from './channels-plugin';
export { guideRanges, lifelogCardOf, medicationCardOf, routineAchievementData } from './feed/activity-data';
export { createConfiguredImageStore } from './images/configured-image-store';
export { createDirectoryImageStore, type ImageStore } from './images/image-store';
export { readHealthContentFile } from './health-content/health-content-file';
export { publishHealthContent } from './health-content/health-content-store';

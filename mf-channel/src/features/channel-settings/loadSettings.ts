import {
  channelTypeCodes,
  shareItemTypeCodes,
  type Channel,
  type ChannelActivityInfo,
  type ChannelBasicInfo,
  type ChannelShareItems,
} from 'shared-kernel/isomorphic';
import {
  loadActivityInfo,
  loadBasicInfo,
  loadChannel,
  loadShareItemCodes,
  loadShareItems,
  unknownChannel,
} from '../channel-common';

export interface ShareChoices {
  lifelogs: string[];
  activities: string[];
}

export interface ChannelSettings {
  channel: Channel;
  basicInfo: ChannelBasicInfo;
  activity: ChannelActivityInfo;
  /** Family channels only: a person's own channel shares with nobody. */
  shareItems: ChannelShareItems | null;
  /** What the manager can choose from; null for members. */
  choices: ShareChoices | null;
}

export function isFamily(channel: Channel): boolean {
  return channel.chnTypeCode === channelTypeCodes.family;
}

/** Everything `/chnSetting` shows; a channel that is not the caller's is refused like the API does (M0105). */
export async function loadSettings(chnSn: number): Promise<ChannelSettings> {
  const channel = await loadChannel(chnSn);
  if (!channel) throw unknownChannel();
  const family = isFamily(channel);
  const manager = family && channel.mngrAt === 'Y';
  const [basicInfo, activity, shareItems, lifelogs, activities] = await Promise.all([
    loadBasicInfo(chnSn),
    loadActivityInfo(chnSn),
    family ? loadShareItems(chnSn) : null,
    manager ? loadShareItemCodes(shareItemTypeCodes.requiredLifelog) : null,
    manager ? loadShareItemCodes(shareItemTypeCodes.activity) : null,
  ]);
  return {
    channel,
    basicInfo,
    activity,
    shareItems,
    choices: lifelogs && activities ? { lifelogs, activities } : null,
  };
}

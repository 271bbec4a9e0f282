import { channelTypeCodes, type Channel, type FeedBackgroundCode } from 'shared-kernel/isomorphic';

/** What the editor's screens share while the person writes (the photos are usePhotos'). */
export interface Draft {
  feedTitle: string;
  feedCn: string;
  feedBgCode: FeedBackgroundCode | null;
  /** The channels chosen, or null until the person chooses (then `defaultChannels`). */
  chnSnList: number[] | null;
}

export const emptyDraft: Draft = { feedTitle: '', feedCn: '', feedBgCode: null, chnSnList: null };

/** The channel the feed shows when it is one, else the family channels, else the person's own channel. */
export function defaultChannels(channels: readonly Channel[], curChnSn: number | undefined): number[] {
  if (curChnSn !== undefined && channels.some((channel) => channel.chnSn === curChnSn)) return [curChnSn];
  const family = channels.filter((channel) => channel.chnTypeCode === channelTypeCodes.family);
  const chosen =
    family.length > 0 ? family : channels.filter((channel) => channel.chnTypeCode === channelTypeCodes.my);
  return chosen.map((channel) => channel.chnSn);
}

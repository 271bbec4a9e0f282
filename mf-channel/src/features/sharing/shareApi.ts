// The calls of the shareChn overlay (contract: shared-kernel/isomorphic/channels/types.ts).
import { userApi } from 'shared-kernel';
import {
  channelTypeCodes,
  type ActivityShareInput,
  type Channel,
  type ChannelList,
  type PostedFeed,
} from 'shared-kernel/isomorphic';

/** The caller's family channels: a share never goes to the own (my) channel. */
export async function loadFamilyChannels(): Promise<Channel[]> {
  const { data } = await userApi.get<ChannelList>('/api/channel');
  return data.chnList.filter((channel) => channel.chnTypeCode === channelTypeCodes.family);
}

export async function shareActivity(input: ActivityShareInput): Promise<PostedFeed> {
  const { data } = await userApi.post<PostedFeed>('/api/feed/share', input);
  return data;
}

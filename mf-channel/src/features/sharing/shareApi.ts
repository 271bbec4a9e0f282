// The calls of the shareChn overlay (contract: shared-kernel/isomorphic/channels/types.ts).
import { channelsOrLastLoaded, userApi } from 'shared-kernel';
import {
  channelTypeCodes,
  type ActivityShareInput,
  type Channel,
  type ChannelList,
  type PostedFeed,
} from 'shared-kernel/isomorphic';

/**
 * The caller's family channels: a share never goes to the own (my) channel. Offline, those last loaded on this
 * phone, so that a share kept to send later can still name them.
 */
export async function loadFamilyChannels(): Promise<Channel[]> {
  const list = await channelsOrLastLoaded(async () => (await userApi.get<ChannelList>('/api/channel')).data);
  return list.chnList.filter((channel) => channel.chnTypeCode === channelTypeCodes.family);
}

/** `idempotencyKey`: the API shares once however often the call with it arrives. */
export async function shareActivity(input: ActivityShareInput, idempotencyKey: string): Promise<PostedFeed> {
  const { data } = await userApi.post<PostedFeed>('/api/feed/share', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

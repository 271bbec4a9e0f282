// The channel calls of the channel screens (contract: /api/channel, shared-kernel/isomorphic/channels/types.ts).
// Kept in this remote, not the kernel, whose chunk every page loads at start.
import { ApiError, messageFor, userApi } from 'shared-kernel';
import type {
  Channel,
  ChannelActivityInfo,
  ChannelBasicInfo,
  ChannelInput,
  ChannelList,
  ChannelShareItems,
  CreatedChannel,
  InvitationInput,
  InvitationResult,
  InviteCheck,
  InviteCheckList,
  ParticipantList,
  Participant,
  ShareItemCodeList,
  ShareItemTypeCode,
  WaitingInvitation,
  WaitingInvitationList,
} from 'shared-kernel/isomorphic';

const base = '/api/channel';
const created = { validateStatus: (status: number) => status === 201 };

export async function loadChannels(): Promise<Channel[]> {
  const { data } = await userApi.get<ChannelList>(base);
  return data.chnList;
}

/** One of the caller's channels from their list (the API has no single-channel read); null when it is not theirs. */
export async function loadChannel(chnSn: number): Promise<Channel | null> {
  return (await loadChannels()).find((channel) => channel.chnSn === chnSn) ?? null;
}

/** Creates a family channel and sends its first invitations; only a 201 counts. Says which numbers got no text. */
export async function createChannel(input: ChannelInput): Promise<CreatedChannel> {
  const { data } = await userApi.post<CreatedChannel>(base, input, created);
  return data;
}

export async function loadParticipants(chnSn: number): Promise<Participant[]> {
  const { data } = await userApi.get<ParticipantList>(`${base}/${chnSn}/prtcpnt`);
  return data.prtcpntList;
}

/** The new invitations, and which of their numbers got no text and why. */
export async function invite(input: InvitationInput): Promise<InvitationResult> {
  const { data } = await userApi.post<InvitationResult>(`${base}/prtcpnt`, input, created);
  return data;
}

export async function checkInvitees(chnSn: number | null, mphonNoList: string[]): Promise<InviteCheck[]> {
  const { data } = await userApi.post<InviteCheckList>(`${base}/prtcpnt/checking`, { chnSn, mphonNoList });
  return data.checkList;
}

export async function loadWaitingInvitations(): Promise<WaitingInvitation[]> {
  const { data } = await userApi.get<WaitingInvitationList>(`${base}/prtcpnt/wait`);
  return data.waitList;
}

export async function acceptInvitation(prtcpntSn: number): Promise<Channel> {
  const { data } = await userApi.put<Channel>(`${base}/prtcpnt/${prtcpntSn}/accept`);
  return data;
}

export async function rejectInvitation(prtcpntSn: number): Promise<void> {
  await userApi.put(`${base}/prtcpnt/${prtcpntSn}/reject`);
}

export async function loadBasicInfo(chnSn: number): Promise<ChannelBasicInfo> {
  const { data } = await userApi.get<ChannelBasicInfo>(`${base}/${chnSn}/basicInfo`);
  return data;
}

export async function saveBasicInfo(chnSn: number, info: ChannelBasicInfo): Promise<ChannelBasicInfo> {
  const { data } = await userApi.put<ChannelBasicInfo>(`${base}/${chnSn}/basicInfo`, info);
  return data;
}

export async function loadActivityInfo(chnSn: number): Promise<ChannelActivityInfo> {
  const { data } = await userApi.get<ChannelActivityInfo>(`${base}/${chnSn}/act/info`);
  return data;
}

export async function loadShareItemCodes(shareItemTypeCode: ShareItemTypeCode): Promise<string[]> {
  const { data } = await userApi.get<ShareItemCodeList>(`${base}/share/itemCode`, {
    params: { shareItemTypeCode },
  });
  return data.shareItemList;
}

export async function loadShareItems(chnSn: number): Promise<ChannelShareItems> {
  const { data } = await userApi.get<ChannelShareItems>(`${base}/${chnSn}/share/item`);
  return data;
}

export async function saveShareItems(chnSn: number, items: ChannelShareItems): Promise<ChannelShareItems> {
  const { data } = await userApi.post<ChannelShareItems>(`${base}/${chnSn}/share/item`, items);
  return data;
}

export async function closeChannel(chnSn: number): Promise<void> {
  await userApi.put(`${base}/${chnSn}/close`);
}

export async function excludeParticipant(chnSn: number, prtcpntSn: number): Promise<void> {
  await userApi.put(`${base}/${chnSn}/prtcpnt/except`, { prtcpntSn });
}

export async function delegateManager(chnSn: number, prtcpntSn: number): Promise<void> {
  await userApi.post(`${base}/${chnSn}/manager/delegate`, { prtcpntSn });
}

export async function leaveChannel(chnSn: number): Promise<void> {
  await userApi.put(`${base}/${chnSn}/prtcpnt/secsn`);
}

/** How a page refuses a channel that is not among the caller's, the way the API does (M0105). */
export function unknownChannel(): ApiError {
  return new ApiError(404, 'M0105', messageFor('M0105'));
}

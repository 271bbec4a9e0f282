import { userApi } from 'shared-kernel';
import { expectAnswer, isRecord } from '../../api-answers/answers';

export interface SharedPerson {
  userId: string;
  userNm: string;
}

/** My request not answered yet: only the id I typed (the API never says whether an account has it). */
export interface PendingRequest {
  userId: string;
  requestDt: string;
  expiryDt: string;
}

/** Someone asking to share their health records with me. */
export interface IncomingRequest extends SharedPerson {
  requestDt: string;
}

/** What every sharing call answers. */
export interface SharingLists {
  sharedUserList: SharedPerson[];
  sharedWithMeList: SharedPerson[];
  pendingSharedUserList: PendingRequest[];
  shareRequestList: IncomingRequest[];
}

const isPerson = (value: unknown): value is SharedPerson =>
  isRecord(value) && typeof value.userId === 'string' && typeof value.userNm === 'string';
const isPending = (value: unknown): value is PendingRequest =>
  isRecord(value) &&
  typeof value.userId === 'string' &&
  typeof value.requestDt === 'string' &&
  typeof value.expiryDt === 'string';
const isIncoming = (value: unknown): value is IncomingRequest =>
  isPerson(value) && typeof (value as { requestDt?: unknown }).requestDt === 'string';
const listOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);

function isSharingLists(data: unknown): data is SharingLists {
  return (
    isRecord(data) &&
    listOf(data.sharedUserList, isPerson) &&
    listOf(data.sharedWithMeList, isPerson) &&
    listOf(data.pendingSharedUserList, isPending) &&
    listOf(data.shareRequestList, isIncoming)
  );
}

export async function fetchSharing(): Promise<SharingLists> {
  return expectAnswer(await userApi.get<unknown>('/api/user/sharedUserList'), isSharingLists);
}

const post = async (path: string, userId: string) =>
  expectAnswer(await userApi.post<unknown>(`/api/user/${path}`, { userId }), isSharingLists);

/** Asks `userId` to accept my health records (202 whatever the id names). */
export const requestSharing = (userId: string) => post('sharedUser', userId);
/** Stops sharing with `userId`, or cancels my request to them. */
export const stopSharing = (userId: string) => post('removeSharedUser', userId);
export const acceptRequest = (requesterId: string) => post('acceptSharedUser', requesterId);
export const declineRequest = (requesterId: string) => post('declineSharedUser', requesterId);

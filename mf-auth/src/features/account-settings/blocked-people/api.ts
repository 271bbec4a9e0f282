import { userApi } from 'shared-kernel';
import type { BlockedPerson, BlockList } from 'shared-kernel/isomorphic';
import { expectAnswer, isRecord } from '../../api-answers/answers';

function isBlockedPerson(value: unknown): value is BlockedPerson {
  return (
    isRecord(value) &&
    typeof value.userId === 'string' &&
    typeof value.userNm === 'string' &&
    typeof value.blockDt === 'string'
  );
}

function isBlockList(data: unknown): data is BlockList {
  return isRecord(data) && Array.isArray(data.blockList) && data.blockList.every(isBlockedPerson);
}

/** The people the person blocked (`GET /api/user/block`), last blocked first. */
export async function fetchBlockedPeople(): Promise<BlockedPerson[]> {
  return expectAnswer(await userApi.get<unknown>('/api/user/block'), isBlockList).blockList;
}

/** Unblocks one person (`DELETE /api/user/block`); the list after. */
export async function unblockPerson(userId: string): Promise<BlockedPerson[]> {
  const answer = await userApi.delete<unknown>('/api/user/block', { params: { userId } });
  return expectAnswer(answer, isBlockList).blockList;
}

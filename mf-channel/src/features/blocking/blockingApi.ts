import { userApi } from 'shared-kernel';
import type { BlockList, BlockResourceInput, ReportReasonCode } from 'shared-kernel/isomorphic';
import type { PostKey } from '../feed-common/feedApi';

/** Blocks the person: their posts, comments, likes and invitations stop reaching the caller. */
export async function blockPerson(userId: string): Promise<BlockList> {
  return (await userApi.post<BlockList>('/api/user/block', { userId })).data;
}

/** A post (comtSn null) or one of its comments, as `/api/user/block/resource` names it. */
export interface ItemKey extends PostKey {
  comtSn: number | null;
}

export interface Report {
  reasonCode: ReportReasonCode;
  /** Only with "other". */
  reasonText?: string;
}

export async function hideItem(item: ItemKey): Promise<void> {
  const input: BlockResourceInput = { ...item, action: 'hide' };
  await userApi.post('/api/user/block/resource', input);
}

/** Reports the item to the operator; it is hidden for the reporter too. */
export async function reportItem(item: ItemKey, report: Report): Promise<void> {
  const input: BlockResourceInput = { ...item, action: 'report', ...report };
  await userApi.post('/api/user/block/resource', input);
}

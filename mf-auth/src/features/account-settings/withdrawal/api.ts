import { userApi } from 'shared-kernel';
import type { WithdrawalReasonCode } from 'shared-kernel/isomorphic';

export async function unregister(
  unregisterReasonCode: WithdrawalReasonCode,
  unregisterReason?: string,
): Promise<void> {
  await userApi.post<unknown>('/api/user/unregister', {
    unregisterReasonCode,
    ...(unregisterReason && { unregisterReason }),
  });
}

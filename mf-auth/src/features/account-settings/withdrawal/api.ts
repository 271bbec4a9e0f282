import { userApi } from 'shared-kernel';
import type { WithdrawalReasonCode } from 'shared-kernel/isomorphic';

export interface Withdrawal {
  unregisterReasonCode: WithdrawalReasonCode;
  /** The person's own words, for the reason "other". */
  unregisterReason?: string;
  /** Confirms that the account holder withdraws (400 M1172 when wrong). */
  userPassword: string;
}

export async function unregister(withdrawal: Withdrawal): Promise<void> {
  await userApi.post<unknown>('/api/user/unregister', withdrawal);
}

import { openApi } from 'shared-kernel';
import { expectAnswer, isRecord } from '../api-answers/answers';
import type { Agreement } from '../terms';

export interface Identity {
  userNm: string;
  userBrthdyDe: string;
  userGenderCode: string;
  mobilePhone: string;
  verificationId: string;
}

/** `exist: true` comes with the M-code to show: M1171 (taken by someone else) or M0075 (withdrawn, never again). */
export type IdAvailability = { exist: false } | { exist: true; code: string };

export interface SignUp extends Identity {
  userId: string;
  userPassword: string;
  userEmail?: string;
  height?: number;
  agreements: Agreement[];
}

function isAvailability(data: unknown): data is IdAvailability {
  return isRecord(data) && (data.exist === false || (data.exist === true && typeof data.code === 'string'));
}

function isMemberStatus(data: unknown): data is { memberStatus: string } {
  return isRecord(data) && typeof data.memberStatus === 'string';
}

export async function checkUserId(userId: string): Promise<IdAvailability> {
  return expectAnswer(
    await openApi.get<unknown>(`/register/${encodeURIComponent(userId)}/exist`),
    isAvailability,
  );
}

/** The membership check once the phone is verified; resolves for a new member, rejects with M0177/M0168. */
export async function identifyMember(identity: Identity): Promise<void> {
  expectAnswer(await openApi.post<unknown>('/register/identify', identity), isMemberStatus);
}

export async function signUp(account: SignUp): Promise<void> {
  await openApi.post<unknown>('/register', account);
}

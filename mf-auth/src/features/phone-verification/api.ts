import { openApi, userApi } from 'shared-kernel';
import { normalizeMobilePhone, type VerificationPurpose } from 'shared-kernel/isomorphic';
import { expectAnswer, isRecord } from '../api-answers/answers';

type OpenPurpose = Extract<VerificationPurpose, 'register' | 'findId' | 'resetPassword'>;

/** Anonymous flows verify through the open API with a purpose; a logged-in person through the user API. */
export type VerificationChannel = { kind: 'open'; purpose: OpenPurpose } | { kind: 'user' };

export interface CodeRequest {
  mobilePhone: string;
  userNm?: string;
  userId?: string;
}

export interface SentCode {
  verificationId: string;
  /** Seconds the code can be checked. */
  expiresIn: number;
}

function isSentCode(data: unknown): data is SentCode {
  return isRecord(data) && typeof data.verificationId === 'string' && typeof data.expiresIn === 'number';
}

function isCheckAnswer(data: unknown): data is { verified: boolean } {
  return isRecord(data) && typeof data.verified === 'boolean';
}

export async function requestCode(channel: VerificationChannel, request: CodeRequest): Promise<SentCode> {
  const mobilePhone = normalizeMobilePhone(request.mobilePhone);
  const response =
    channel.kind === 'open'
      ? await openApi.post<unknown>('/identify/phone', { ...request, mobilePhone, purpose: channel.purpose })
      : await userApi.post<unknown>('/api/user/identify/phone', { mobilePhone });
  return expectAnswer(response, isSentCode);
}

export async function checkCode(
  channel: VerificationChannel,
  verificationId: string,
  authCode: string,
): Promise<boolean> {
  const body = { verificationId, authCode };
  const response =
    channel.kind === 'open'
      ? await openApi.post<unknown>('/identify/check', body)
      : await userApi.post<unknown>('/api/user/identify/check', body);
  return expectAnswer(response, isCheckAnswer).verified;
}

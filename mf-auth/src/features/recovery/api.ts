import { openApi } from 'shared-kernel';
import { expectAnswer, isRecord } from '../api-answers/answers';

export interface FoundId {
  userId: string;
  /** YYYY-MM-DD */
  registeredDe: string;
}

function isFoundId(data: unknown): data is FoundId {
  return isRecord(data) && typeof data.userId === 'string' && typeof data.registeredDe === 'string';
}

export async function findUserId(request: {
  userNm: string;
  mobilePhone: string;
  verificationId: string;
}): Promise<FoundId> {
  return expectAnswer(await openApi.post<unknown>('/register/search', request), isFoundId);
}

export async function resetPassword(
  userId: string,
  request: { verificationId: string; userPassword: string },
): Promise<void> {
  await openApi.post<unknown>(`/register/${encodeURIComponent(userId)}/resetpw`, request);
}

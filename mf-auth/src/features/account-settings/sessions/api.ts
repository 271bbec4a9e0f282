import { userApi } from 'shared-kernel';
import { expectAnswer, isRecord, isStringOrNull } from '../../api-answers/answers';

/** One signed-in session (`GET /api/user/sessions`): a device that logged in, never its token. */
export interface SessionItem {
  sessionId: string;
  /** The device's User-Agent as given at login; null when it sent none. */
  userAgent: string | null;
  creatDt: string;
  lastUsedDt: string;
  /** This very device. */
  current: boolean;
}

function isSessionItem(value: unknown): value is SessionItem {
  return (
    isRecord(value) &&
    typeof value.sessionId === 'string' &&
    isStringOrNull(value.userAgent) &&
    typeof value.creatDt === 'string' &&
    typeof value.lastUsedDt === 'string' &&
    typeof value.current === 'boolean'
  );
}

function isSessionList(data: unknown): data is { sessionList: SessionItem[] } {
  return isRecord(data) && Array.isArray(data.sessionList) && data.sessionList.every(isSessionItem);
}

export async function fetchSessions(): Promise<SessionItem[]> {
  return expectAnswer(await userApi.get<unknown>('/api/user/sessions'), isSessionList).sessionList;
}

/** Signs one session out; answers the sessions left. */
export async function signOutSession(sessionId: string): Promise<SessionItem[]> {
  const response = await userApi.delete<unknown>(`/api/user/sessions/${encodeURIComponent(sessionId)}`);
  return expectAnswer(response, isSessionList).sessionList;
}

/** Signs every session but this one out; answers the sessions left. */
export async function signOutOtherSessions(): Promise<SessionItem[]> {
  return expectAnswer(await userApi.post<unknown>('/api/user/sessions/signOutOthers'), isSessionList)
    .sessionList;
}

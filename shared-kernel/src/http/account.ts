import { isSessionUser, session, type SessionUser, type TokenSet } from '../session';
import { endSession } from './endSession';
import { apiErrorFor, serverFailureCode } from './errors';
import { requestTokens, revokeToken } from './tokenApi';
import { userApi } from './userApi';

/** A session is whole only with its user: without user info the tokens are dropped again. */
async function startSession(tokens: TokenSet): Promise<SessionUser> {
  session.setAuth(tokens);
  try {
    const response = await userApi.get<unknown>('/api/user');
    if (!isSessionUser(response.data)) throw apiErrorFor(response.status, serverFailureCode);
    session.setUserInfo(response.data);
    return response.data;
  } catch (error) {
    session.clear();
    throw error;
  }
}

/** Logs in with the password grant and loads the user. Rejects with an ApiError (a 401 also ends the session). */
export async function login(userId: string, password: string): Promise<SessionUser> {
  const tokens = await requestTokens({ grant_type: 'password', username: userId, password });
  return startSession(tokens);
}

/** Takes over the login of a native host (its tokens) and loads the user. */
export function setSessionFromTokens(tokens: TokenSet): Promise<SessionUser> {
  return startSession(tokens);
}

/** Revokes the refresh token (a failure there does not keep anyone logged in), forgets the session, shows login. */
export async function logout(): Promise<void> {
  const refreshToken = session.snapshot().auth?.refresh_token;
  if (refreshToken) await revokeToken(refreshToken).catch(() => undefined);
  endSession();
}

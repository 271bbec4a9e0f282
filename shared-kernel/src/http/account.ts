import {
  isPlatformRegInfo,
  isSessionUser,
  session,
  type PlatformRegInfo,
  type SessionUser,
  type TokenSet,
} from '../session';
import { tellHostLoggedOut } from '../bridge/hostCalls';
import { endSession } from './endSession';
import { apiErrorFor, serverFailureCode } from './errors';
import { loadSettings } from './settings';
import { refreshTokens, requestTokens, revokeToken } from './tokenApi';
import { userApi } from './userApi';

/** What a login leads to: the app, or first the consent of an account migrated from the older platform. */
export type LoginOutcome =
  { kind: 'user'; user: SessionUser } | { kind: 'transfer'; platformRegInfo: PlatformRegInfo };

const transferScope = 'platform.transfer';

/** Tokens of a migrated account that has not consented yet carry the transfer scope and no health scope. */
function grantsTransferOnly(tokens: TokenSet): boolean {
  const scopes = tokens.scope?.split(' ') ?? [];
  return scopes.includes(transferScope) && !scopes.includes('phr.read');
}

/** Loads what the session needs beside its tokens; on failure the tokens are dropped again. */
async function loadIntoSession<Value>(
  path: string,
  isValue: (data: unknown) => data is Value,
  keep: (value: Value) => void,
): Promise<Value> {
  try {
    const response = await userApi.get<unknown>(path);
    if (!isValue(response.data)) throw apiErrorFor(response.status, serverFailureCode);
    keep(response.data);
    return response.data;
  } catch (error) {
    session.clear();
    throw error;
  }
}

/** Settings are part of a whole session: a failure to load them drops the tokens, as the user's does. */
async function loadSettingsIntoSession(): Promise<void> {
  try {
    await loadSettings();
  } catch (error) {
    session.clear();
    throw error;
  }
}

function loadUser(): Promise<SessionUser> {
  return loadIntoSession('/api/user', isSessionUser, (user) => session.setUserInfo(user));
}

/** A session is whole only with its user (or, for a migrated account, its registration info). */
async function startSession(tokens: TokenSet): Promise<LoginOutcome> {
  session.setAuth(tokens);
  if (grantsTransferOnly(tokens)) {
    const platformRegInfo = await loadIntoSession('/api/user/platform', isPlatformRegInfo, (info) =>
      session.setPlatformRegInfo(info),
    );
    return { kind: 'transfer', platformRegInfo };
  }
  const [user] = await Promise.all([loadUser(), loadSettingsIntoSession()]);
  return { kind: 'user', user };
}

/** Logs in with the password grant. Rejects with an ApiError (a 401 also ends the session). */
export async function login(userId: string, password: string): Promise<LoginOutcome> {
  return startSession(await requestTokens({ grant_type: 'password', username: userId, password }));
}

/** Takes over the login of a native host (its tokens). */
export function setSessionFromTokens(tokens: TokenSet): Promise<LoginOutcome> {
  return startSession(tokens);
}

/**
 * After a migrated account consented (`PUT /api/user/platform`): new tokens carry the health scopes, the user
 * is loaded and the registration info is forgotten.
 */
export async function completePlatformTransfer(): Promise<SessionUser> {
  await refreshTokens();
  const [user] = await Promise.all([loadUser(), loadSettingsIntoSession()]);
  session.setPlatformRegInfo(null);
  return user;
}

/**
 * Revokes the refresh token (a failure there does not keep anyone logged in), tells a native host, forgets the
 * session, shows login.
 */
export async function logout(): Promise<void> {
  const refreshToken = session.snapshot().auth?.refresh_token;
  if (refreshToken) await revokeToken(refreshToken).catch(() => undefined);
  tellHostLoggedOut();
  endSession();
}

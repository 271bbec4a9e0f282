import { handTokensToHost } from '../bridge/hostCalls';
import { isTokenSet, session, type TokenSet } from '../session';
import { endSession } from './endSession';
import { apiErrorFor, ApiError, loginAgainCode, serverFailureCode, toApiError } from './errors';
import { isAxiosError, lazyClient } from './lazyClient';
import { atApi, withClientCredentials, withLanguage } from './requestHeaders';

const tokenPath = '/oauth/token';
const revokePath = '/oauth/revoke';

/** The OAuth2 endpoints: form-encoded bodies, client credentials. */
export const tokenApi = lazyClient(
  {
    timeout: 30_000,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
  },
  (client) => {
    client.interceptors.request.use(atApi());
    client.interceptors.request.use(withLanguage);
    client.interceptors.request.use(withClientCredentials);
    client.interceptors.response.use(undefined, (error: unknown) => {
      // Spec 6: a 401 with client credentials ends the session, except on logout, which ends it anyway.
      if (isAxiosError(error) && error.response?.status === 401 && error.config?.url !== revokePath) {
        endSession();
      }
      throw toApiError(error);
    });
  },
);

export async function requestTokens(form: Record<string, string>): Promise<TokenSet> {
  const response = await tokenApi.post<unknown>(tokenPath, new URLSearchParams(form));
  if (!isTokenSet(response.data)) throw apiErrorFor(response.status, serverFailureCode);
  return response.data;
}

export async function revokeToken(token: string): Promise<void> {
  await tokenApi.post(revokePath, new URLSearchParams({ token, token_type_hint: 'refresh_token' }));
}

async function refreshWithStoredToken(): Promise<void> {
  const refreshToken = session.snapshot().auth?.refresh_token;
  if (!refreshToken) {
    endSession();
    throw apiErrorFor(401, loginAgainCode);
  }
  try {
    const tokens = await requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken });
    const refreshed = { ...tokens, refresh_token: tokens.refresh_token ?? refreshToken };
    session.setAuth(refreshed);
    // The refresh spent the refresh token a native host may keep: it takes the new ones.
    handTokensToHost(refreshed);
  } catch (error) {
    // Only a refusal ends the session. Without an answer, or after a server failure, the refresh token may
    // still be good, and a later call can try again.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) endSession();
    throw error;
  }
}

let refreshing: Promise<void> | undefined;

/**
 * Trades the stored refresh token for new tokens. Calls made while one refresh runs share it (single flight).
 * When there is no refresh token or the token endpoint refuses it (4xx), the session ends and this rejects.
 */
export function refreshTokens(): Promise<void> {
  refreshing ??= refreshWithStoredToken().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { session } from '../session';
import { toApiError } from './errors';
import { isAxiosError, lazyClient } from './lazyClient';
import { atApi, withLanguage } from './requestHeaders';
import { refreshTokens } from './tokenApi';

function bearer(): string | undefined {
  const accessToken = session.snapshot().auth?.access_token;
  return accessToken ? `Bearer ${accessToken}` : undefined;
}

function withAccessToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const authorization = bearer();
  // A replayed call still carries the header it failed with.
  if (authorization) config.headers.set('Authorization', authorization);
  else config.headers.delete('Authorization');
  return config;
}

type ReplayConfig = InternalAxiosRequestConfig & { replayAfter401: true };

async function refreshAndReplay(error: unknown): Promise<AxiosResponse> {
  const config =
    isAxiosError(error) && error.response?.status === 401
      ? (error.config as InternalAxiosRequestConfig | undefined)
      : undefined;
  if (!config || 'replayAfter401' in config) throw toApiError(error);
  // A call that failed with tokens that have been refreshed since then only needs to be sent again.
  if (config.headers.get('Authorization') === bearer()) await refreshTokens();
  const replay: ReplayConfig = { ...config, replayAfter401: true };
  return userApi.request(replay);
}

/** Calls with the user's bearer token; callers write the whole path: `/api/user`, `/api/routine/...`, `/fhir/...`. */
export const userApi = lazyClient(
  { timeout: 30_000, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } },
  (client) => {
    client.interceptors.request.use(atApi());
    client.interceptors.request.use(withLanguage);
    client.interceptors.request.use(withAccessToken);
    client.interceptors.response.use(undefined, refreshAndReplay);
  },
);

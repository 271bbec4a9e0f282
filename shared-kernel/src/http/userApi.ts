import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { session } from '../session';
import { toApiError } from './errors';
import { atApi, withLanguage } from './requestHeaders';
import { refreshTokens } from './tokenApi';

/** Calls with the user's bearer token; callers write the whole path: `/api/user`, `/api/routine/...`, `/fhir/...`. */
export const userApi = axios.create({
  timeout: 30_000,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

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
  const config = axios.isAxiosError(error) && error.response?.status === 401 ? error.config : undefined;
  if (!config || 'replayAfter401' in config) throw toApiError(error);
  // A call that failed with tokens that have been refreshed since then only needs to be sent again.
  if (config.headers.get('Authorization') === bearer()) await refreshTokens();
  const replay: ReplayConfig = { ...config, replayAfter401: true };
  return userApi.request(replay);
}

userApi.interceptors.request.use(atApi());
userApi.interceptors.request.use(withLanguage);
userApi.interceptors.request.use(withAccessToken);
userApi.interceptors.response.use(undefined, refreshAndReplay);

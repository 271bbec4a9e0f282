import { endSession } from './endSession';
import { toApiError } from './errors';
import { isAxiosError, lazyClient } from './lazyClient';
import { atApi, withClientCredentials, withLanguage } from './requestHeaders';

/** Registration and recovery calls under `/api/open`, made with client credentials. */
export const openApi = lazyClient(
  { timeout: 30_000, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } },
  (client) => {
    client.interceptors.request.use(atApi('/api/open'));
    client.interceptors.request.use(withLanguage);
    client.interceptors.request.use(withClientCredentials);
    client.interceptors.response.use(undefined, (error: unknown) => {
      if (isAxiosError(error) && error.response?.status === 401) endSession();
      throw toApiError(error);
    });
  },
);

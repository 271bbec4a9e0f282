import axios from 'axios';
import { endSession } from './endSession';
import { toApiError } from './errors';
import { atApi, withClientCredentials, withLanguage } from './requestHeaders';

/** Registration and recovery calls under `/api/open`, made with client credentials. */
export const openApi = axios.create({
  timeout: 30_000,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});
openApi.interceptors.request.use(atApi('/api/open'));
openApi.interceptors.request.use(withLanguage);
openApi.interceptors.request.use(withClientCredentials);
openApi.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) endSession();
  throw toApiError(error);
});

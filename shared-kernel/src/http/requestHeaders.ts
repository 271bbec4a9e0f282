import type { InternalAxiosRequestConfig } from 'axios';
import { kernelConfig } from '../config';
import { currentLanguage } from '../i18n';

/** Points a request at the configured API (read per request: the config is loaded after the kernel). */
export function atApi(path = '') {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    config.baseURL = `${kernelConfig().apiBaseUrl}${path}`;
    return config;
  };
}

export function withLanguage(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set('Language-Code', currentLanguage());
  return config;
}

/** The app is a public OAuth client: its id with an empty secret. */
export function withClientCredentials(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set('Authorization', `Basic ${btoa(`${kernelConfig().clientId}:`)}`);
  return config;
}

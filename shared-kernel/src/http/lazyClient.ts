import type { AxiosInstance, AxiosStatic, CreateAxiosDefaults } from 'axios';
import { fetchable, fetchInstance, type FetchRequestConfig } from './fetchClient';

/**
 * An axios instance whose library loads with the first call that needs it (issue 15): plain JSON calls go out
 * with fetch through the same interceptors (fetchClient.ts), so that the login page and the dashboard draw
 * without axios's 18 KiB. Callers see the instance's methods unchanged; `defaults` may be set before the first
 * call (tests give an adapter, which takes every call through axios) and is the instance's own after it.
 */
export type LazyClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete' | 'request'> & {
  defaults: AxiosInstance['defaults'];
};

let library: Promise<AxiosStatic> | undefined;

/** axios itself, imported once. */
export function loadAxios(): Promise<AxiosStatic> {
  library ??= import(/* webpackChunkName: "axios" */ 'axios').then((module) => module.default);
  return library;
}

export function lazyClient(
  config: CreateAxiosDefaults,
  setUp: (instance: AxiosInstance) => void,
): LazyClient {
  let instance: AxiosInstance | undefined;
  let creating: Promise<AxiosInstance> | undefined;
  // What is set on `defaults` before the instance exists, applied over its defaults when it is made.
  const early: Partial<AxiosInstance['defaults']> = {};
  const ready = (): Promise<AxiosInstance> =>
    (creating ??= loadAxios().then((axios) => {
      const created = axios.create(config);
      Object.assign(created.defaults, early);
      setUp(created);
      instance = created;
      return created;
    }));
  // Plain JSON calls go out with fetch, through the same interceptors (fetchClient.ts): axios loads only for the
  // others (issue 15).
  const viaFetch = fetchInstance(config, setUp);
  const send = <T>(request: FetchRequestConfig, viaAxios: (it: AxiosInstance) => Promise<T>) =>
    fetchable(request, client.defaults) ? viaFetch.request(request) : ready().then(viaAxios);
  const options = (config: unknown) => config as FetchRequestConfig | undefined;
  const client = {
    get: (...args: Parameters<AxiosInstance['get']>) =>
      send({ ...options(args[1]), method: 'get', url: args[0] }, (it) => it.get(...args)),
    post: (...args: Parameters<AxiosInstance['post']>) =>
      send({ ...options(args[2]), method: 'post', url: args[0], data: args[1] }, (it) => it.post(...args)),
    put: (...args: Parameters<AxiosInstance['put']>) =>
      send({ ...options(args[2]), method: 'put', url: args[0], data: args[1] }, (it) => it.put(...args)),
    patch: (...args: Parameters<AxiosInstance['patch']>) =>
      send({ ...options(args[2]), method: 'patch', url: args[0], data: args[1] }, (it) => it.patch(...args)),
    delete: (...args: Parameters<AxiosInstance['delete']>) =>
      send({ ...options(args[1]), method: 'delete', url: args[0] }, (it) => it.delete(...args)),
    request: (...args: Parameters<AxiosInstance['request']>) =>
      send(options(args[0]) ?? {}, (it) => it.request(...args)),
    get defaults() {
      return instance?.defaults ?? (early as AxiosInstance['defaults']);
    },
  };
  return client as unknown as LazyClient;
}

/** `axios.isAxiosError` without axios loaded: every error axios makes carries this flag. */
export function isAxiosError(
  error: unknown,
): error is { isAxiosError: true; response?: { status: number; data: unknown }; config?: { url?: string } } {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** `axios.isCancel` without axios loaded. */
export function isCancel(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true
  );
}

import type { AxiosInstance, AxiosStatic, CreateAxiosDefaults } from 'axios';

/**
 * An axios instance whose library loads with the first call (issue 15): the login page then draws without
 * axios's 18 KiB, which it needs only once the user submits. Callers see the instance's methods unchanged;
 * `defaults` may be set before the first call (tests give an adapter) and is the instance's own after it.
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
  const client = {
    get: (...args: Parameters<AxiosInstance['get']>) => ready().then((it) => it.get(...args)),
    post: (...args: Parameters<AxiosInstance['post']>) => ready().then((it) => it.post(...args)),
    put: (...args: Parameters<AxiosInstance['put']>) => ready().then((it) => it.put(...args)),
    patch: (...args: Parameters<AxiosInstance['patch']>) => ready().then((it) => it.patch(...args)),
    delete: (...args: Parameters<AxiosInstance['delete']>) => ready().then((it) => it.delete(...args)),
    request: (...args: Parameters<AxiosInstance['request']>) => ready().then((it) => it.request(...args)),
    get defaults() {
      return instance?.defaults ?? (early as AxiosInstance['defaults']);
    },
  };
  return client as LazyClient;
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

import type { AxiosInstance, CreateAxiosDefaults } from 'axios';

/**
 * The kernel clients' fetch path (issue 15: the dashboard within 200 KiB): a plain JSON call — a method, a path,
 * flat query parameters, a JSON or form body, headers, a signal, a status check — goes out with `fetch`, through
 * the same interceptors, with the answer and the failures shaped as axios shapes them, so that no page loads
 * axios's 18 KiB for it. Everything else (a custom adapter as the tests give, `responseType`, FormData and other
 * bodies, nested parameters, any other option) goes through axios, which `lazyClient` loads for it.
 *
 * What it does as axios 1.x does: request interceptors run last-registered first, response interceptors in order;
 * headers are the instance's and then the call's; `Content-Type` is dropped when there is no body; parameters
 * without a value (null, undefined) are left out and the others encoded as axios's `buildURL` encodes them; an
 * answer's text is parsed as JSON when it is JSON; a status outside 2xx (or the call's `validateStatus`) fails
 * with `response`, no answer with `ERR_NETWORK` or, after `timeout`, `ECONNABORTED`; an aborted signal with a
 * `CanceledError` (`__CANCEL__`).
 */

/** The call options the fetch path knows; a call with any other goes through axios. */
const knownOptions = new Set([
  'method',
  'url',
  'baseURL',
  'params',
  'data',
  'headers',
  'timeout',
  'signal',
  'validateStatus',
  // userApi's mark on a call sent again after a token refresh
  'replayAfter401',
]);

/** Header names compared without case, as axios's AxiosHeaders does. */
export class FetchHeaders {
  private readonly values = new Map<string, { name: string; value: string }>();

  constructor(...sources: (Record<string, unknown> | FetchHeaders | undefined)[]) {
    for (const source of sources) {
      if (source instanceof FetchHeaders) {
        for (const { name, value } of source.values.values()) this.set(name, value);
      } else if (source) {
        for (const [name, value] of Object.entries(source)) {
          if (value !== undefined && value !== null) this.set(name, String(value));
        }
      }
    }
  }

  set(name: string, value: string): this {
    this.values.set(name.toLowerCase(), { name, value });
    return this;
  }

  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase())?.value;
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  delete(name: string): boolean {
    return this.values.delete(name.toLowerCase());
  }

  toJSON(): Record<string, string> {
    return Object.fromEntries([...this.values.values()].map(({ name, value }) => [name, value]));
  }
}

export interface FetchRequestConfig {
  method?: string;
  url?: string;
  baseURL?: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, unknown> | FetchHeaders;
  timeout?: number;
  signal?: AbortSignal;
  validateStatus?: ((status: number) => boolean) | null;
  [option: string]: unknown;
}

interface SentConfig extends FetchRequestConfig {
  method: string;
  headers: FetchHeaders;
}

export interface FetchResponse {
  data: unknown;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: SentConfig;
  request: undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const isFlatValue = (value: unknown) =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Whether the fetch path sends this call exactly as axios would; `defaults` are the client's own (an adapter
 * function there, as tests set, takes every call through axios; axios's own default is a list of names).
 */
export function fetchable(config: FetchRequestConfig, defaults: { adapter?: unknown }): boolean {
  if (typeof defaults.adapter === 'function' || typeof fetch !== 'function') return false;
  if (!Object.keys(config).every((option) => knownOptions.has(option))) return false;
  const { params, data, headers } = config;
  if (params !== undefined && !(isPlainObject(params) && Object.values(params).every(isFlatValue)))
    return false;
  if (headers !== undefined && !(headers instanceof FetchHeaders) && !isPlainObject(headers)) return false;
  return data === undefined || Array.isArray(data) || isPlainObject(data) || data instanceof URLSearchParams;
}

/** axios's `buildURL` encoding of one key or value. */
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');

function urlOf({ baseURL, url = '', params }: FetchRequestConfig): string {
  let full =
    baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)
      ? url
        ? `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`
        : baseURL
      : url;
  const query = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encode(key.trim())}=${encode(String(value))}`)
    .join('&');
  if (query) {
    const hash = full.indexOf('#');
    if (hash !== -1) full = full.slice(0, hash);
    full += (full.includes('?') ? '&' : '?') + query;
  }
  return full;
}

function bodyOf({ data, headers }: SentConfig): string | undefined {
  if (data === undefined) {
    headers.delete('Content-Type');
    return undefined;
  }
  if (data instanceof URLSearchParams) {
    if (!headers.has('Content-Type'))
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=utf-8');
    return data.toString();
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** An answer's text as axios gives it without a `responseType`: parsed when it is JSON. */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function axiosError(message: string, code: string, config: SentConfig, response?: FetchResponse) {
  return Object.assign(new Error(message), {
    name: 'AxiosError',
    isAxiosError: true,
    code,
    config,
    response,
  });
}

function canceledError(config: SentConfig) {
  return Object.assign(axiosError('canceled', 'ERR_CANCELED', config), {
    name: 'CanceledError',
    __CANCEL__: true,
  });
}

async function send(config: SentConfig): Promise<FetchResponse> {
  const { signal, timeout = 0 } = config;
  if (signal?.aborted) throw canceledError(config);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  try {
    const body = bodyOf(config);
    const headers = config.headers.toJSON();
    let answer: Response;
    let text: string;
    try {
      answer = await fetch(urlOf(config), {
        method: config.method.toUpperCase(),
        headers,
        body,
        signal: controller.signal,
      });
      text = await answer.text();
    } catch {
      if (timedOut) throw axiosError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', config);
      if (signal?.aborted) throw canceledError(config);
      throw axiosError('Network Error', 'ERR_NETWORK', config);
    }
    const response: FetchResponse = {
      data: parsed(text),
      status: answer.status,
      statusText: answer.statusText,
      headers: Object.fromEntries(answer.headers.entries()),
      config,
      request: undefined,
    };
    const validateStatus = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (!validateStatus(answer.status)) {
      throw axiosError(
        `Request failed with status code ${answer.status}`,
        answer.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
        config,
        response,
      );
    }
    return response;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

type RequestInterceptor = (config: SentConfig) => SentConfig | Promise<SentConfig>;
type ResponseInterceptor = [
  ((response: unknown) => unknown) | undefined,
  ((error: unknown) => unknown) | undefined,
];

export interface FetchInstance {
  request(config: FetchRequestConfig): Promise<FetchResponse>;
}

/**
 * A fetch instance with the options of `axios.create(config)` and the interceptors `setUp` adds (it is given a
 * stand-in that has only `interceptors`, which is all the kernel's clients set up).
 */
export function fetchInstance(
  config: CreateAxiosDefaults,
  setUp: (instance: AxiosInstance) => void,
): FetchInstance {
  const requestInterceptors: RequestInterceptor[] = [];
  const responseInterceptors: ResponseInterceptor[] = [];
  const standIn = {
    interceptors: {
      request: { use: (onFulfilled: RequestInterceptor) => requestInterceptors.push(onFulfilled) },
      response: {
        use: (...handlers: ResponseInterceptor) => responseInterceptors.push(handlers),
      },
    },
  };
  setUp(standIn as unknown as AxiosInstance);
  const { headers: instanceHeaders, ...instanceOptions } = config;

  return {
    async request({ headers, ...options }: FetchRequestConfig): Promise<FetchResponse> {
      const sent: SentConfig = {
        ...(instanceOptions as FetchRequestConfig),
        ...options,
        method: (options.method ?? 'get').toLowerCase(),
        headers: new FetchHeaders(instanceHeaders as Record<string, unknown> | undefined, headers),
      };
      // One promise chain as axios builds it: the request interceptors last-registered first, the call, then the
      // response interceptors in order (a request interceptor's failure reaches them too).
      let chain: Promise<unknown> = Promise.resolve(sent);
      for (const intercept of [...requestInterceptors].reverse())
        chain = chain.then((config) => intercept(config as SentConfig));
      chain = chain.then((config) => send(config as SentConfig));
      for (const [onFulfilled, onRejected] of responseInterceptors)
        chain = chain.then(onFulfilled, onRejected);
      return chain as Promise<FetchResponse>;
    },
  };
}

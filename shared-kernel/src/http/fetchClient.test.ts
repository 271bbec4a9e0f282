/** @jest-environment node */
import axios, { type AxiosInstance } from 'axios';
import { fetchable, fetchInstance, FetchHeaders, type FetchRequestConfig } from './fetchClient';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const sent: Sent[] = [];
let answer: () => Promise<Response> = async () => new Response('{"ok":true}', { status: 200 });

beforeEach(() => {
  sent.length = 0;
  answer = async () => new Response('{"ok":true}', { status: 200 });
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body as string | undefined,
    });
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      void answer().then(resolve, reject);
    });
  }) as typeof fetch;
});

/** A client set up as the kernel's userApi is: base URL, language and token by interceptors. */
function apiClient(extra?: (instance: AxiosInstance) => void) {
  return fetchInstance(
    { timeout: 30_000, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } },
    (client) => {
      client.interceptors.request.use((config) => {
        config.baseURL = 'https://api.example/';
        return config;
      });
      client.interceptors.request.use((config) => {
        config.headers.set('Language-Code', 'en');
        return config;
      });
      extra?.(client);
    },
  );
}

describe('the fetch path of the kernel clients', () => {
  it('builds the URL and the query as axios does', async () => {
    const params = {
      from: '2026-11-23',
      to: '2026 11:29',
      list: 'a,b',
      cost: '$5',
      none: null,
      gone: undefined,
    };
    await apiClient().request({ url: '/api/routine/dashboard2', params });
    const viaAxios = axios.getUri({
      baseURL: 'https://api.example/',
      url: '/api/routine/dashboard2',
      params,
    });
    expect(sent[0]?.url).toBe(viaAxios);
    expect(sent[0]?.url).toBe(
      'https://api.example/api/routine/dashboard2?from=2026-11-23&to=2026+11:29&list=a,b&cost=$5',
    );
  });

  it('keeps an absolute URL and adds the query after an existing one', async () => {
    await apiClient().request({
      url: 'https://other.example/fhir/Observation?code=1#x',
      params: { page: 2 },
    });
    expect(sent[0]?.url).toBe(
      axios.getUri({ url: 'https://other.example/fhir/Observation?code=1#x', params: { page: 2 } }),
    );
  });

  it('sends the instance headers, the call headers and the interceptors’ ones, without Content-Type when there is no body', async () => {
    await apiClient().request({ method: 'get', url: '/api/user', headers: { 'X-Extra': '1' } });
    expect(sent[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(sent[0]?.headers).toEqual({ Accept: 'application/json', 'X-Extra': '1', 'Language-Code': 'en' });
  });

  it('sends a JSON body, and a form body with the instance content type', async () => {
    await apiClient().request({ method: 'post', url: '/api/x', data: { a: 1, b: [true] } });
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{"a":1,"b":[true]}' });
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');

    const form = fetchInstance(
      { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      () => {},
    );
    await form.request({
      method: 'post',
      url: 'https://api.example/oauth/token',
      data: new URLSearchParams({ a: 'b c' }),
    });
    expect(sent[1]).toMatchObject({ body: 'a=b+c' });
    expect(sent[1]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('answers as axios does: parsed JSON, a text as it is, an empty body as an empty string', async () => {
    await expect(apiClient().request({ url: '/a' })).resolves.toMatchObject({
      status: 200,
      data: { ok: true },
    });
    answer = async () => new Response('plain', { status: 200 });
    await expect(apiClient().request({ url: '/a' })).resolves.toMatchObject({ data: 'plain' });
    answer = async () => new Response(null, { status: 204 });
    await expect(apiClient().request({ url: '/a' })).resolves.toMatchObject({ status: 204, data: '' });
  });

  it('fails a status outside 2xx with the answer, unless validateStatus accepts it', async () => {
    answer = async () => new Response('{"code":"M0187","message":"bad"}', { status: 400 });
    await expect(apiClient().request({ url: '/a' })).rejects.toMatchObject({
      isAxiosError: true,
      code: 'ERR_BAD_REQUEST',
      response: { status: 400, data: { code: 'M0187', message: 'bad' } },
    });
    answer = async () => new Response('{}', { status: 404 });
    await expect(
      apiClient().request({ url: '/a', validateStatus: (status) => status === 404 }),
    ).resolves.toMatchObject({ status: 404 });
  });

  it('fails without an answer as a network error, after the timeout as ECONNABORTED, on abort as a cancel', async () => {
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(apiClient().request({ url: '/a' })).rejects.toMatchObject({
      isAxiosError: true,
      code: 'ERR_NETWORK',
      response: undefined,
    });

    answer = () => new Promise(() => undefined);
    await expect(apiClient().request({ url: '/a', timeout: 20 })).rejects.toMatchObject({
      code: 'ECONNABORTED',
      message: 'timeout of 20ms exceeded',
    });

    const controller = new AbortController();
    const call = apiClient().request({ url: '/a', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ __CANCEL__: true, name: 'CanceledError' });
    await expect(apiClient().request({ url: '/a', signal: controller.signal })).rejects.toMatchObject({
      __CANCEL__: true,
    });
  });

  it('runs the request interceptors last-registered first and the response interceptors in order', async () => {
    const order: string[] = [];
    const client = apiClient((instance) => {
      instance.interceptors.request.use((config) => (order.push('first'), config));
      instance.interceptors.request.use((config) => (order.push('second'), config));
      instance.interceptors.response.use(undefined, (error: { response?: { status: number } }) => {
        order.push(`rejected ${error.response?.status}`);
        return { replayed: true };
      });
    });
    answer = async () => new Response('{}', { status: 401 });
    await expect(client.request({ url: '/a' })).resolves.toEqual({ replayed: true });
    expect(order).toEqual(['second', 'first', 'rejected 401']);
  });

  it('takes only plain JSON calls; the others go through axios', () => {
    const plain: FetchRequestConfig = { method: 'get', url: '/a', params: { a: 1, b: null } };
    expect(fetchable(plain, {})).toBe(true);
    expect(fetchable(plain, { adapter: ['xhr', 'http', 'fetch'] })).toBe(true);
    expect(fetchable({ ...plain, headers: new FetchHeaders({ A: 'b' }), replayAfter401: true }, {})).toBe(
      true,
    );
    expect(fetchable(plain, { adapter: () => undefined })).toBe(false);
    expect(fetchable({ ...plain, responseType: 'blob' }, {})).toBe(false);
    expect(fetchable({ ...plain, params: { list: [1, 2] } }, {})).toBe(false);
    expect(fetchable({ method: 'post', url: '/a', data: new FormData() }, {})).toBe(false);
    expect(fetchable({ method: 'post', url: '/a', data: 'text' }, {})).toBe(false);
  });
});

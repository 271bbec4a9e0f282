import { configureKernel } from '../config';
import { openApi, tokenApi, userApi } from '../http';
import { session, type SessionUser } from '../session';

export interface Reply {
  status: number;
  data: unknown;
}

/** What a route handler sees of the request besides its body. */
export interface FakeRequest {
  query: URLSearchParams;
  headers: Record<string, unknown>;
}

type Route = Reply | ((body: unknown, request: FakeRequest) => Reply);

interface RequestConfig {
  baseURL?: string;
  url?: string;
  method?: string;
  data?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, unknown>;
  validateStatus?: ((status: number) => boolean) | null;
}

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return Object.fromEntries(new URLSearchParams(data));
  }
}

/** The API's error envelope with its status. */
export function refusal(status: number, code: string, message: string, field?: string): Reply {
  return { status, data: { code, message, ...(field && { field }) } };
}

/**
 * A stand-in for the platform API behind the kernel's three HTTP clients (token, open, user), at the HTTP
 * level: the code under test makes its real calls. Routes are `METHOD /path` as the API spells them.
 */
export function fakeApi() {
  configureKernel({ apiBaseUrl: 'http://api.test' });
  const routes = new Map<string, Route>();
  const calls: { route: string; body: unknown }[] = [];

  async function adapter(config: RequestConfig) {
    const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`, 'http://api.test');
    for (const [name, value] of Object.entries(config.params ?? {})) url.searchParams.set(name, value);
    const route = `${(config.method ?? 'get').toUpperCase()} ${decodeURIComponent(url.pathname)}`;
    const body = parsed(config.data);
    calls.push({ route, body });
    const handler = routes.get(route);
    const reply = !handler
      ? refusal(404, 'M0187', `No fake answer for ${route}`)
      : typeof handler === 'function'
        ? handler(body, { query: url.searchParams, headers: { ...config.headers } })
        : handler;
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    const accepted = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (!accepted) {
      throw Object.assign(new Error(`HTTP ${reply.status}`), { isAxiosError: true, config, response });
    }
    return response;
  }

  for (const client of [openApi, userApi, tokenApi]) client.defaults.adapter = adapter as never;

  return {
    on(route: string, reply: Route) {
      routes.set(route, reply);
      return this;
    },
    /** Routes called, oldest first (`GET /fhir/Observation`...). */
    routes(): string[] {
      return calls.map((call) => call.route);
    },
    /** Bodies sent to a route, oldest first. */
    bodies(route: string): unknown[] {
      return calls.filter((call) => call.route === route).map((call) => call.body);
    },
  };
}

export const demoUser: SessionUser = {
  userId: 'mina01',
  userNm: '김민아',
  userBrthdyDe: '1990-03-04',
  userGenderCode: '0002',
  userMphonNo: '01023456781',
  userEmail: null,
  height: 162.5,
  fhirResId: '7d5e1c8a-3f2b-4e6a-9c1d-2b8f4a6e0c11',
  userAge: 36,
};

/** A logged-in session with full scopes, without going through the login page. */
export function logIn(user: SessionUser = demoUser, scope = 'phr.read phr.write'): void {
  session.setAuth({ access_token: 'access', refresh_token: 'refresh', expires_in: 600, scope });
  session.setUserInfo(user);
}

export function resetSession(): void {
  session.clear();
  localStorage.clear();
}

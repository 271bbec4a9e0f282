/** @jest-environment jsdom */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Catalog } from 'locales';
import { configureKernel } from '../config';
import { changeLanguage, currentLanguage, initI18n } from '../i18n';
import { defaultUserSettings } from '../isomorphic/settings';
import { session, type SessionUser } from '../session';
import {
  ApiError,
  completePlatformTransfer,
  login,
  logout,
  openApi,
  refreshTokens,
  setSessionFromTokens,
  tokenApi,
  userApi,
} from './index';

jest.mock('locales', () => {
  const actual = jest.requireActual<typeof import('locales')>('locales');
  return {
    ...actual,
    loadCatalog: (language: string) =>
      Promise.resolve({
        ...(Object.fromEntries(actual.namespaces.map((namespace) => [namespace, {}])) as Catalog),
        messages: {
          M0073: `${language}: server problem`,
          M0139: `${language}: log in again`,
          M0145: `${language}: try again`,
        },
      }),
  };
});

const user: SessionUser = {
  userId: 'kim01',
  userNm: '김민수',
  userBrthdyDe: '1980-01-02',
  userGenderCode: '0001',
  userMphonNo: '01012345678',
  fhirResId: 'patient-1',
  myChnSn: 7,
};
const firstTokens = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 1800 };
const clientCredentials = `Basic ${btoa('family-health-app:')}`;

type Reply = { status: number; data?: unknown } | 'network failure';

interface SeenRequest {
  url: string;
  method: string | undefined;
  headers: Record<string, unknown>;
  body: unknown;
}

/** Answers every call of the three clients with `answer`, and records what was sent. */
function serve(answer: (request: SeenRequest) => Reply | Promise<Reply>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      method: config.method,
      headers: config.headers.toJSON(),
      body: config.data,
    };
    seen.push(request);
    const reply = await answer(request);
    if (reply === 'network failure') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.data,
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  for (const client of [tokenApi, openApi, userApi]) client.defaults.adapter = adapter;
  return seen;
}

function formOf(request: SeenRequest | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(request?.body)));
}

const isRefresh = (request: SeenRequest) => request.url.endsWith('/oauth/token');
const isUserCall = (request: SeenRequest) => request.url.includes('/api/user');

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  configureKernel({ apiBaseUrl: 'http://api.test' });
  await changeLanguage('en');
  session.clear();
  window.history.replaceState(null, '', '/main/my');
});

describe('the three call families', () => {
  it('send Language-Code with the current language on every call', async () => {
    const seen = serve(() => ({ status: 200, data: {} }));
    await changeLanguage('km');

    await tokenApi.post('/oauth/revoke', new URLSearchParams({ token: 't' }));
    await openApi.get('/register/kim01/exist');
    await userApi.get('/api/service/noti');

    expect(seen.map((request) => request.headers['Language-Code'])).toEqual(['km', 'km', 'km']);
  });

  it('send JSON to open and user calls and a form to the token endpoint', async () => {
    const seen = serve(() => ({ status: 200, data: {} }));

    await tokenApi.post('/oauth/token', new URLSearchParams({ grant_type: 'client_credentials' }));
    await openApi.post('/register/identify', { mobilePhone: '01012345678' });
    await userApi.put('/api/user', { height: 170 });

    expect(seen.map((request) => request.headers['Content-Type'])).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
      'application/json',
    ]);
    expect(seen[0]?.body).toBe('grant_type=client_credentials');
    expect(seen[1]?.body).toBe('{"mobilePhone":"01012345678"}');
  });

  it('use the configured API base: token and user paths as written, open paths under /api/open', async () => {
    const seen = serve(() => ({ status: 200, data: {} }));

    await tokenApi.post('/oauth/token');
    await openApi.get('/register/stplat');
    await userApi.get('/fhir/Observation');

    expect(seen.map((request) => request.url)).toEqual([
      'http://api.test/oauth/token',
      'http://api.test/api/open/register/stplat',
      'http://api.test/fhir/Observation',
    ]);
  });

  it('authenticate token and open calls with Basic client credentials, user calls with the bearer token', async () => {
    const seen = serve(() => ({ status: 200, data: {} }));
    session.setAuth(firstTokens);

    await tokenApi.post('/oauth/token');
    await openApi.get('/register/stplat');
    await userApi.get('/api/user');

    expect(seen.map((request) => request.headers.Authorization)).toEqual([
      clientCredentials,
      clientCredentials,
      'Bearer access-1',
    ]);
  });
});

describe('errors', () => {
  it('reject with the API envelope: status, M-code, message and field', async () => {
    serve(() => ({
      status: 400,
      data: { code: 'M0127', message: 'Use 8 to 12 characters.', field: 'userPassword' },
    }));

    const failure = openApi.post('/register', {});

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'M0127',
      message: 'Use 8 to 12 characters.',
      field: 'userPassword',
    });
  });

  it('reject a server failure without an envelope as M0073 in the current language', async () => {
    serve(() => ({ status: 502, data: '<html>Bad gateway</html>' }));

    await expect(userApi.get('/api/service/noti')).rejects.toMatchObject({
      status: 502,
      code: 'M0073',
      message: 'en: server problem',
    });
  });

  it('reject a network failure or time-out as M0145 with status 0', async () => {
    serve(() => 'network failure');

    await expect(openApi.get('/register/stplat')).rejects.toMatchObject({
      status: 0,
      code: 'M0145',
      message: 'en: try again',
    });
  });

  it('pass a cancelled call through as a cancellation, not as an ApiError', async () => {
    serve(() => ({ status: 200, data: {} }));
    const controller = new AbortController();
    controller.abort();

    await expect(userApi.get('/api/user', { signal: controller.signal })).rejects.toMatchObject({
      code: AxiosError.ERR_CANCELED,
    });
  });
});

describe('a 401 on a client-credentials call', () => {
  it('logs out and goes to /intro/login', async () => {
    serve(() => ({ status: 401, data: { code: 'M0139', message: 'Log in again.' } }));
    session.setAuth(firstTokens);

    await expect(openApi.get('/register/stplat')).rejects.toMatchObject({ status: 401, code: 'M0139' });

    expect(session.isLoggedIn()).toBe(false);
    expect(window.location.pathname).toBe('/intro/login');
  });

  it('does not log out when it is the revoke call of a logout', async () => {
    serve(() => ({ status: 401, data: { code: 'M0139', message: 'Log in again.' } }));
    session.setAuth(firstTokens);

    await expect(
      tokenApi.post('/oauth/revoke', new URLSearchParams({ token: 'refresh-1' })),
    ).rejects.toBeInstanceOf(ApiError);

    expect(session.isLoggedIn()).toBe(true);
    expect(window.location.pathname).toBe('/main/my');
  });
});

describe('a 401 on a user call', () => {
  /** The API of a token that expired: the old access token is refused, the refresh gives access-2. */
  function serveExpiredToken(refreshReply: () => Reply | Promise<Reply>) {
    return serve((request) => {
      if (isRefresh(request)) return refreshReply();
      if (request.headers.Authorization === 'Bearer access-1') {
        return { status: 401, data: { code: 'M0182', message: 'Expired.' } };
      }
      return { status: 200, data: { path: request.url } };
    });
  }

  it('causes exactly one refresh for five concurrent calls, then replays all five with the new token', async () => {
    const seen = serveExpiredToken(() => ({
      status: 200,
      data: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 1800 },
    }));
    session.setAuth(firstTokens);

    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => userApi.get<{ path: string }>(`/api/service/noti/${n}`)),
    );

    const refreshes = seen.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(formOf(refreshes[0])).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    const replays = seen.filter((request) => request.headers.Authorization === 'Bearer access-2');
    expect(replays).toHaveLength(5);
    expect(results.map((result) => result.data.path)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `http://api.test/api/service/noti/${n}`),
    );
    expect(session.snapshot().auth).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('replays without another refresh a call whose 401 arrives after the refresh is done', async () => {
    let answerLateCall = () => {};
    const lateAnswer = new Promise<void>((resolve) => {
      answerLateCall = resolve;
    });
    const seen = serve(async (request) => {
      if (isRefresh(request)) {
        return {
          status: 200,
          data: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 1800 },
        };
      }
      if (request.headers.Authorization === 'Bearer access-2') return { status: 200, data: {} };
      if (request.url.endsWith('/late')) await lateAnswer;
      return { status: 401, data: { code: 'M0182', message: 'Expired.' } };
    });
    session.setAuth(firstTokens);

    const lateCall = userApi.get('/api/service/late');
    await userApi.get('/api/service/noti');
    answerLateCall();
    await lateCall;

    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(seen.filter((request) => request.headers.Authorization === 'Bearer access-2')).toHaveLength(2);
  });

  it('logs out to /intro/login when there is no refresh token, and the call rejects', async () => {
    const seen = serveExpiredToken(() => ({ status: 500 }));
    session.setAuth({ access_token: 'access-1', expires_in: 1800 });

    await expect(userApi.get('/api/user')).rejects.toMatchObject({ status: 401, code: 'M0139' });

    expect(seen.filter(isRefresh)).toHaveLength(0);
    expect(session.isLoggedIn()).toBe(false);
    expect(window.location.pathname).toBe('/intro/login');
  });

  it('logs out to /intro/login when the refresh is refused, and every waiting call rejects', async () => {
    serveExpiredToken(() => ({ status: 400, data: { code: 'M0139', message: 'Log in again.' } }));
    session.setAuth(firstTokens);

    const calls = [userApi.get('/api/user'), userApi.get('/api/service/noti')];

    await expect(calls[0]).rejects.toMatchObject({ code: 'M0139' });
    await expect(calls[1]).rejects.toMatchObject({ code: 'M0139' });
    expect(session.isLoggedIn()).toBe(false);
    expect(window.location.pathname).toBe('/intro/login');
  });

  it.each<[string, Reply, number, string]>([
    ['no answer (network)', 'network failure', 0, 'M0145'],
    ['a server failure', { status: 503 }, 503, 'M0073'],
  ])(
    'keeps the session when the refresh gets %s, and the call rejects',
    async (_, refreshReply, status, code) => {
      serveExpiredToken(() => refreshReply);
      session.setAuth(firstTokens);

      await expect(userApi.get('/api/user')).rejects.toMatchObject({ status, code });

      expect(session.snapshot().auth?.refresh_token).toBe('refresh-1');
      expect(window.location.pathname).toBe('/main/my');
    },
  );

  it('rejects, without refreshing again, a replayed call that gets a 401 again', async () => {
    const seen = serve((request) =>
      isRefresh(request)
        ? { status: 200, data: { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 1800 } }
        : { status: 401, data: { code: 'M0105', message: 'Invalid access.' } },
    );
    session.setAuth(firstTokens);

    await expect(userApi.get('/api/user/block')).rejects.toMatchObject({ status: 401, code: 'M0105' });

    expect(seen.filter(isRefresh)).toHaveLength(1);
    expect(seen.filter(isUserCall)).toHaveLength(2);
  });
});

describe('refreshTokens', () => {
  it('stores the new tokens, keeping the refresh token when the answer has none', async () => {
    serve(() => ({ status: 200, data: { access_token: 'access-2', expires_in: 600 } }));
    session.setAuth(firstTokens);

    await refreshTokens();

    expect(session.snapshot().auth).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-1',
      expires_in: 600,
    });
  });

  it('rejects as M0073 a token answer without an access token', async () => {
    serve(() => ({ status: 200, data: { token: 'x' } }));
    session.setAuth(firstTokens);

    await expect(refreshTokens()).rejects.toMatchObject({ status: 200, code: 'M0073' });
  });
});

describe('login', () => {
  it('uses the password grant, stores the tokens, then loads and stores the user', async () => {
    const seen = serve((request) => {
      if (isRefresh(request)) return { status: 200, data: firstTokens };
      return { status: 200, data: request.url.endsWith('/setting') ? defaultUserSettings : user };
    });

    await expect(login('kim01', 'pass!word1')).resolves.toEqual({ kind: 'user', user });

    expect(formOf(seen[0])).toEqual({ grant_type: 'password', username: 'kim01', password: 'pass!word1' });
    expect(seen[0]?.headers.Authorization).toBe(clientCredentials);
    expect(seen[1]).toMatchObject({ url: 'http://api.test/api/user', method: 'get' });
    expect(seen[1]?.headers.Authorization).toBe('Bearer access-1');
    expect(session.snapshot().auth?.access_token).toBe('access-1');
    expect(session.snapshot().userInfo).toEqual(user);
  });

  it("loads the person's settings before the app is entered (spec 2) and shows the language they chose for every device", async () => {
    await changeLanguage('ko');
    const chosen = { ...defaultUserSettings, language: 'en' as const };
    const seen = serve((request) => {
      if (isRefresh(request)) return { status: 200, data: firstTokens };
      return { status: 200, data: request.url.endsWith('/setting') ? chosen : user };
    });

    await login('kim01', 'pass!word1');

    expect(seen.map((request) => request.url)).toContain('http://api.test/api/service/setting');
    expect(session.snapshot().settings).toEqual(chosen);
    expect(currentLanguage()).toBe('en');
    await changeLanguage('ko');
  });

  it('drops the tokens again when the settings cannot be loaded, as when the user cannot', async () => {
    serve((request) => {
      if (isRefresh(request)) return { status: 200, data: firstTokens };
      return request.url.endsWith('/setting')
        ? { status: 200, data: { language: 'xx' } }
        : { status: 200, data: user };
    });

    await expect(login('kim01', 'pass!word1')).rejects.toMatchObject({ code: 'M0073' });
    expect(session.isLoggedIn()).toBe(false);
  });

  it('rejects a refused login with the M-code of the answer and stays on /intro/login (spec 8)', async () => {
    serve(() => ({ status: 401, data: { code: 'M0139', message: 'Check your id or password.' } }));
    window.history.replaceState(null, '', '/intro/login');
    const historyLength = window.history.length;

    await expect(login('kim01', 'wrong')).rejects.toMatchObject({ status: 401, code: 'M0139' });

    expect(session.isLoggedIn()).toBe(false);
    expect(window.location.pathname).toBe('/intro/login');
    expect(window.history.length).toBe(historyLength);
  });

  it('keeps the path to return to when the login is refused', async () => {
    serve(() => ({ status: 401, data: { code: 'M0139', message: 'Check your id or password.' } }));
    session.setPathName('/main/medicine');

    await expect(login('kim01', 'wrong')).rejects.toBeInstanceOf(ApiError);

    expect(session.snapshot().pathName).toBe('/main/medicine');
  });

  it('drops the tokens again when the user cannot be loaded', async () => {
    serve((request) => (isRefresh(request) ? { status: 200, data: firstTokens } : { status: 500 }));

    await expect(login('kim01', 'pass!word1')).rejects.toMatchObject({ code: 'M0073' });

    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('rejects as M0073 a user answer that lacks required fields', async () => {
    serve((request) =>
      isRefresh(request) ? { status: 200, data: firstTokens } : { status: 200, data: { userId: 'kim01' } },
    );

    await expect(login('kim01', 'pass!word1')).rejects.toMatchObject({ code: 'M0073' });
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('migrated accounts', () => {
  const transferTokens = { ...firstTokens, scope: 'platform.transfer' };
  const platformRegInfo = {
    isAgreeTransfer: false,
    agreeInfo: { stplatList: [] },
    userInfo: { userId: 'old01', userNm: '박순자' },
    missingFields: ['mobilePhone'],
  };

  it('loads the registration info instead of the user when the tokens only allow the transfer', async () => {
    const seen = serve((request) =>
      isRefresh(request) ? { status: 200, data: transferTokens } : { status: 200, data: platformRegInfo },
    );

    await expect(login('old01', 'pass!word1')).resolves.toEqual({ kind: 'transfer', platformRegInfo });

    expect(seen[1]).toMatchObject({ url: 'http://api.test/api/user/platform', method: 'get' });
    expect(session.snapshot()).toMatchObject({ userInfo: null, platformRegInfo });
    expect(session.isLoggedIn()).toBe(true);
  });

  it('after consent, refreshes to full tokens, loads the user and forgets the registration info', async () => {
    const fullTokens = { ...firstTokens, access_token: 'access-2', scope: 'phr.read phr.write' };
    const seen = serve((request) => {
      if (formOf(request)['grant_type'] === 'password') return { status: 200, data: transferTokens };
      if (isRefresh(request)) return { status: 200, data: fullTokens };
      if (request.url.endsWith('/setting')) return { status: 200, data: defaultUserSettings };
      return { status: 200, data: request.url.endsWith('/platform') ? platformRegInfo : user };
    });
    await login('old01', 'pass!word1');

    await expect(completePlatformTransfer()).resolves.toEqual(user);

    expect(formOf(seen[2])).toMatchObject({ grant_type: 'refresh_token' });
    expect(seen[3]?.headers.Authorization).toBe('Bearer access-2');
    expect(session.snapshot()).toMatchObject({ userInfo: user, platformRegInfo: null });
    expect(localStorage.getItem('platformRegInfo')).toBeNull();
  });
});

describe('setSessionFromTokens', () => {
  it('stores the tokens a native host hands over and loads the user and settings with them', async () => {
    const seen = serve((request) => ({
      status: 200,
      data: request.url.endsWith('/setting') ? defaultUserSettings : user,
    }));

    await expect(setSessionFromTokens(firstTokens)).resolves.toEqual({ kind: 'user', user });

    expect(seen.map((request) => request.url)).toEqual([
      'http://api.test/api/user',
      'http://api.test/api/service/setting',
    ]);
    expect(seen[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(session.snapshot()).toMatchObject({ auth: { access_token: 'access-1' }, userInfo: user });
  });
});

describe('logout', () => {
  it('revokes the refresh token with client credentials, clears the session and goes to /intro/login', async () => {
    const seen = serve(() => ({ status: 200 }));
    session.setAuth(firstTokens);
    session.setUserInfo(user);

    await logout();

    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('http://api.test/oauth/revoke');
    expect(seen[0]?.headers.Authorization).toBe(clientCredentials);
    expect(formOf(seen[0])).toEqual({ token: 'refresh-1', token_type_hint: 'refresh_token' });
    expect(session.snapshot()).toMatchObject({ auth: null, userInfo: null });
    expect(window.location.pathname).toBe('/intro/login');
  });

  it('still logs out when the revoke fails', async () => {
    serve(() => 'network failure');
    session.setAuth(firstTokens);

    await expect(logout()).resolves.toBeUndefined();

    expect(session.isLoggedIn()).toBe(false);
    expect(window.location.pathname).toBe('/intro/login');
  });
});

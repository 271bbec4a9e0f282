/** @jest-environment jsdom */
import type { BusEvent } from '../bus';
import type { SessionSnapshot, SessionUser } from './index';
import { defaultUserSettings } from '../isomorphic/settings';

const user: SessionUser = {
  userId: 'kim01',
  userNm: '김민수',
  userBrthdyDe: '1980-01-02',
  userGenderCode: '0001',
  userMphonNo: '01012345678',
  userEmail: null,
  height: 172.5,
  myChnSn: 7,
  pscstrSttusCode: '0001',
  fhirResId: 'patient-1',
  userAge: 45,
};
const tokens = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 1800 };

/** A fresh kernel, as a page load would give, reading whatever local storage holds now. */
async function loadKernel() {
  jest.resetModules();
  const { session } = await import('./index');
  const { bus } = await import('../bus');
  const sessionEvents: BusEvent<'session.changed'>['payload'][] = [];
  bus.on('session.changed').subscribe((event) => sessionEvents.push(event.payload));
  return { session, sessionEvents };
}

function stored(key: string): unknown {
  const text = localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('session', () => {
  it('starts logged out and empty when nothing is stored', async () => {
    const { session } = await loadKernel();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.snapshot()).toEqual({
      auth: null,
      userInfo: null,
      platformRegInfo: null,
      pathName: null,
      settings: null,
      channel: {},
    });
  });

  it('keeps the tokens under "auth" with their expiry in epoch milliseconds', async () => {
    jest.useFakeTimers({ now: new Date('2025-03-01T00:00:00Z') });
    const { session } = await loadKernel();

    session.setAuth(tokens);

    const expected = { ...tokens, authExpiry: Date.parse('2025-03-01T00:30:00Z') };
    expect(session.snapshot().auth).toEqual(expected);
    expect(stored('auth')).toEqual(expected);
    expect(session.isLoggedIn()).toBe(true);
  });

  it('keeps user info, platform registration info and path name in local storage under their spec names', async () => {
    const { session } = await loadKernel();
    const platformRegInfo = { isAgreeTransfer: false, agreeInfo: null, userInfo: { userNm: '김민수' } };

    session.setUserInfo(user);
    session.setPlatformRegInfo(platformRegInfo);
    session.setPathName('/main/my');

    expect(stored('userInfo')).toEqual(user);
    expect(stored('platformRegInfo')).toEqual(platformRegInfo);
    expect(stored('pathName')).toBe('/main/my');
  });

  it('restores what local storage kept when the app starts again', async () => {
    const first = await loadKernel();
    first.session.setAuth(tokens);
    first.session.setUserInfo(user);
    first.session.setPathName('/routine/list');

    const { session } = await loadKernel();

    expect(session.isLoggedIn()).toBe(true);
    expect(session.snapshot().auth?.access_token).toBe('access-1');
    expect(session.snapshot().userInfo).toEqual(user);
    expect(session.snapshot().pathName).toBe('/routine/list');
  });

  it('ignores corrupt or wrongly shaped stored values instead of throwing', async () => {
    localStorage.setItem('auth', '{not json');
    localStorage.setItem('userInfo', JSON.stringify({ userId: 42 }));
    localStorage.setItem('platformRegInfo', JSON.stringify('yes'));
    localStorage.setItem('pathName', JSON.stringify({ path: '/main/my' }));

    const { session } = await loadKernel();

    expect(session.isLoggedIn()).toBe(false);
    expect(session.snapshot()).toMatchObject({
      auth: null,
      userInfo: null,
      platformRegInfo: null,
      pathName: null,
    });
  });

  it('keeps working in memory when local storage refuses to store', async () => {
    const { session } = await loadKernel();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });

    expect(() => session.setAuth(tokens)).not.toThrow();
    expect(session.isLoggedIn()).toBe(true);
  });

  it('forgets the path name, in storage too, when given null', async () => {
    const { session } = await loadKernel();
    session.setPathName('/main/my');

    session.setPathName(null);

    expect(session.snapshot().pathName).toBeNull();
    expect(localStorage.getItem('pathName')).toBeNull();
  });

  it('keeps settings and channel state in memory only, merging channel changes', async () => {
    const { session } = await loadKernel();

    session.setSettings(defaultUserSettings);
    session.setChannelState({ curChnSn: 3, curChnNm: '우리 가족' });
    session.setChannelState({ curChnMngrAt: 'Y' });

    expect(session.snapshot().settings).toEqual(defaultUserSettings);
    expect(session.snapshot().channel).toEqual({ curChnSn: 3, curChnNm: '우리 가족', curChnMngrAt: 'Y' });
    expect(localStorage.length).toBe(0);
  });

  it("takes the user's own channel (myChnSn) from the user info into the channel state", async () => {
    const { session } = await loadKernel();
    session.setChannelState({ curChnSn: 3 });

    session.setUserInfo(user);

    expect(session.snapshot().channel).toEqual({ curChnSn: 3, myChnSn: 7 });
  });

  it('clear() removes everything, local storage included', async () => {
    const { session } = await loadKernel();
    session.setAuth(tokens);
    session.setUserInfo(user);
    session.setPlatformRegInfo({ isAgreeTransfer: true });
    session.setPathName('/main/my');
    session.setSettings(defaultUserSettings);
    session.setChannelState({ curChnSn: 3 });
    localStorage.setItem('language', 'en');

    session.clear();

    expect(session.isLoggedIn()).toBe(false);
    expect(session.snapshot()).toEqual({
      auth: null,
      userInfo: null,
      platformRegInfo: null,
      pathName: null,
      settings: null,
      channel: {},
    });
    for (const key of ['auth', 'userInfo', 'platformRegInfo', 'pathName']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('emits the current snapshot on subscribe and a new snapshot on every change', async () => {
    const { session } = await loadKernel();
    const seen: SessionSnapshot[] = [];
    const subscription = session.changes$.subscribe((snapshot) => seen.push(snapshot));

    session.setPathName('/main/feed');
    subscription.unsubscribe();

    expect(seen.map((snapshot) => snapshot.pathName)).toEqual([null, '/main/feed']);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('publishes session.changed on login, when the user becomes known, and on logout, not on a token refresh', async () => {
    const { session, sessionEvents } = await loadKernel();

    session.setAuth(tokens);
    session.setUserInfo(user);
    session.setAuth({ ...tokens, access_token: 'access-2' });
    session.setPathName('/main/my');
    session.clear();
    session.clear();

    expect(sessionEvents).toEqual([
      { loggedIn: true },
      { loggedIn: true, userId: 'kim01' },
      { loggedIn: false },
    ]);
  });

  it('does not publish session.changed when a stored session is restored at start-up', async () => {
    const first = await loadKernel();
    first.session.setAuth(tokens);

    const { sessionEvents } = await loadKernel();

    expect(sessionEvents).toEqual([]);
  });
});

import type { SessionSnapshot } from 'shared-kernel';
import { decideRoute, sessionAccess } from './route-decision';
import { parseRegistry } from '../composition/registry';
import { workspaceRegistryFile as registryFile } from '../composition/testing/workspace-registry';

const registry = parseRegistry(registryFile);

describe('route decisions of spec section 2', () => {
  it('sends the root and unknown paths to the health-goal dashboard', () => {
    expect(decideRoute('/', registry, 'full')).toEqual({
      kind: 'redirect',
      to: '/main/health-goal-dashboard',
    });
    expect(decideRoute('/no/such/page', registry, 'full')).toEqual({
      kind: 'redirect',
      to: '/main/health-goal-dashboard',
    });
    expect(decideRoute('/main', registry, 'full')).toEqual({
      kind: 'redirect',
      to: '/main/health-goal-dashboard',
    });
  });

  it('shows the error page to anyone', () => {
    expect(decideRoute('/error', registry, 'none')).toEqual({ kind: 'show' });
  });

  it('opens anonymous routes without a session', () => {
    expect(decideRoute('/intro/login', registry, 'none')).toEqual({ kind: 'show' });
    expect(decideRoute('/register/info/a', registry, 'none')).toEqual({ kind: 'show' });
  });

  it('asks for login on any other route without a session, including logged-in registration routes', () => {
    expect(decideRoute('/main/my', registry, 'none')).toEqual({ kind: 'login' });
    expect(decideRoute('/register/platform/transfer', registry, 'none')).toEqual({ kind: 'login' });
    expect(decideRoute('/register/user/identify', registry, 'none')).toEqual({ kind: 'login' });
  });

  it('shows protected routes once a session exists', () => {
    expect(decideRoute('/main/my/lifeLogForm', registry, 'full')).toEqual({ kind: 'show' });
  });

  it('shows a migrated account only its consent pages and the anonymous ones until it consents', () => {
    expect(decideRoute('/register/platform/add/info', registry, 'transferOnly')).toEqual({ kind: 'show' });
    expect(decideRoute('/register/user/identify', registry, 'transferOnly')).toEqual({ kind: 'show' });
    expect(decideRoute('/intro/login', registry, 'transferOnly')).toEqual({ kind: 'show' });
    expect(decideRoute('/main/my', registry, 'transferOnly')).toEqual({
      kind: 'redirect',
      to: '/register/platform/transfer',
    });
  });

  it('lets anyone see the page that confirms a deleted account', () => {
    expect(decideRoute('/user/myChn/setting/profile/deleteComplete', registry, 'none')).toEqual({
      kind: 'show',
    });
    expect(decideRoute('/user/myChn/setting/profile', registry, 'none')).toEqual({ kind: 'login' });
  });
});

describe('session access', () => {
  const base: SessionSnapshot = {
    auth: null,
    userInfo: null,
    platformRegInfo: null,
    pathName: null,
    settings: null,
    channel: {},
  };
  const auth = { access_token: 'a', expires_in: 900, authExpiry: 0 };
  const user = {
    userId: 'demo',
    userNm: '김민준',
    userBrthdyDe: '1991-04-17',
    userGenderCode: '0001',
    userMphonNo: '01023456781',
    fhirResId: 'f',
  };

  it('is none without tokens, full with a user, transfer-only for a migrated account that has not consented', () => {
    expect(sessionAccess(base)).toBe('none');
    expect(sessionAccess({ ...base, auth, userInfo: user })).toBe('full');
    expect(sessionAccess({ ...base, auth, platformRegInfo: { isAgreeTransfer: false } })).toBe(
      'transferOnly',
    );
  });
});

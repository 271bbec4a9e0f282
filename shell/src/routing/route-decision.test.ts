import { decideRoute } from './route-decision';
import { parseRegistry } from '../composition/registry';
import registryFile from '../../public/remotes.json';

const registry = parseRegistry(registryFile);

describe('route decisions of spec section 2', () => {
  it('sends the root and unknown paths to the health-goal dashboard', () => {
    expect(decideRoute('/', registry, true)).toEqual({ kind: 'redirect', to: '/main/health-goal-dashboard' });
    expect(decideRoute('/no/such/page', registry, true)).toEqual({
      kind: 'redirect',
      to: '/main/health-goal-dashboard',
    });
    expect(decideRoute('/main', registry, true)).toEqual({
      kind: 'redirect',
      to: '/main/health-goal-dashboard',
    });
  });

  it('shows the error page to anyone', () => {
    expect(decideRoute('/error', registry, false)).toEqual({ kind: 'show' });
  });

  it('opens anonymous routes without a session', () => {
    expect(decideRoute('/intro/login', registry, false)).toEqual({ kind: 'show' });
    expect(decideRoute('/register/info/a', registry, false)).toEqual({ kind: 'show' });
  });

  it('asks for login on any other route without a session, including logged-in registration routes', () => {
    expect(decideRoute('/main/my', registry, false)).toEqual({ kind: 'login' });
    expect(decideRoute('/register/platform/transfer', registry, false)).toEqual({ kind: 'login' });
    expect(decideRoute('/register/user/identify', registry, false)).toEqual({ kind: 'login' });
  });

  it('shows protected routes once a session exists', () => {
    expect(decideRoute('/main/my/lifeLogForm', registry, true)).toEqual({ kind: 'show' });
  });
});

import { pageOf, routeOf } from './routing';

const origin = 'https://app.example';
const set = {
  files: new Set([
    '/main.js',
    '/remotes/mf-medicine/0.1.0-abcdef12/remoteEntry.js',
    '/manifest.webmanifest?lang=ko',
  ]),
  page: '/index.html?release=f',
  screens: [
    { route: '/main', page: '/main?release=f' },
    { route: '/main/medicine', page: '/main/medicine?release=f' },
    { route: '/intro', page: '/intro?release=f' },
  ],
};
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('what the worker answers', () => {
  it('answers every screen with the page of its set written for the remote that draws it', () => {
    expect(routeOf(get('/main/medicine?day=2026-12-07', 'navigate'), origin, set)).toEqual({
      kind: 'cache',
      key: '/main/medicine?release=f',
    });
    expect(routeOf(get('/main/health-goal-dashboard', 'navigate'), origin, set)).toEqual({
      kind: 'cache',
      key: '/main?release=f',
    });
    for (const path of ['/', '/index.html', '/intros', '/user/noti']) {
      expect(routeOf(get(path, 'navigate'), origin, set)).toEqual({
        kind: 'cache',
        key: '/index.html?release=f',
      });
    }
  });

  it('picks the longest route a path is under, as the server does', () => {
    expect(pageOf('/main/medicine/search', set)).toBe('/main/medicine?release=f');
    expect(pageOf('/main/medicines', set)).toBe('/main?release=f');
    expect(pageOf('/intro/login', set)).toBe('/intro?release=f');
  });

  it('answers the files of its set from its cache, by path and query', () => {
    expect(routeOf(get('/main.js'), origin, set)).toEqual({ kind: 'cache', key: '/main.js' });
    expect(routeOf(get('/manifest.webmanifest?lang=ko'), origin, set)).toEqual({
      kind: 'cache',
      key: '/manifest.webmanifest?lang=ko',
    });
    expect(routeOf(get('/manifest.webmanifest?lang=xx'), origin, set)).toEqual({ kind: 'network' });
    expect(routeOf(get('/remotes/mf-medicine/0.1.0-00000000/remoteEntry.js'), origin, set)).toEqual({
      kind: 'network',
    });
  });

  it('leaves the API, health data and tokens to the network, navigations to them too', () => {
    for (const path of ['/api/user', '/oauth/token', '/fhir/Observation?code=x', '/health', '/api']) {
      expect(routeOf(get(path), origin, set)).toEqual({ kind: 'network' });
      expect(routeOf(get(path, 'navigate'), origin, set)).toEqual({ kind: 'network' });
    }
    // A screen whose path only begins like the API's is still a screen.
    expect(routeOf(get('/apiary', 'navigate'), origin, set)).toEqual({
      kind: 'cache',
      key: '/index.html?release=f',
    });
  });

  it('leaves writes, other origins and navigations to files to the network', () => {
    expect(routeOf({ ...get('/main.js'), method: 'POST' }, origin, set)).toEqual({ kind: 'network' });
    expect(
      routeOf({ method: 'GET', url: 'http://localhost:9082/main.js', mode: 'cors' }, origin, set),
    ).toEqual({
      kind: 'network',
    });
    expect(routeOf(get('/main.js', 'navigate'), origin, set)).toEqual({ kind: 'network' });
  });
});

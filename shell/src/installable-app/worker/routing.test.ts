import { routeOf } from './routing';

const origin = 'https://app.example';
const files = new Set([
  '/main.js',
  '/remotes/mf-medicine/0.1.0-abcdef12/remoteEntry.js',
  '/manifest.webmanifest?lang=ko',
]);
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('what the worker answers', () => {
  it('answers every screen with the page of its set', () => {
    for (const path of ['/', '/main/health-goal-dashboard', '/main/medicine?day=2026-12-07', '/index.html']) {
      expect(routeOf(get(path, 'navigate'), origin, files)).toEqual({ kind: 'page' });
    }
  });

  it('answers the files of its set from its cache, by path and query', () => {
    expect(routeOf(get('/main.js'), origin, files)).toEqual({ kind: 'file', key: '/main.js' });
    expect(routeOf(get('/manifest.webmanifest?lang=ko'), origin, files)).toEqual({
      kind: 'file',
      key: '/manifest.webmanifest?lang=ko',
    });
    expect(routeOf(get('/manifest.webmanifest?lang=xx'), origin, files)).toEqual({ kind: 'network' });
    expect(routeOf(get('/remotes/mf-medicine/0.1.0-00000000/remoteEntry.js'), origin, files)).toEqual({
      kind: 'network',
    });
  });

  it('leaves the API, health data and tokens to the network, navigations to them too', () => {
    for (const path of ['/api/user', '/oauth/token', '/fhir/Observation?code=x', '/health', '/api']) {
      expect(routeOf(get(path), origin, files)).toEqual({ kind: 'network' });
      expect(routeOf(get(path, 'navigate'), origin, files)).toEqual({ kind: 'network' });
    }
    // A screen whose path only begins like the API's is still a screen.
    expect(routeOf(get('/apiary', 'navigate'), origin, files)).toEqual({ kind: 'page' });
  });

  it('leaves writes, other origins and navigations to files to the network', () => {
    expect(routeOf({ ...get('/main.js'), method: 'POST' }, origin, files)).toEqual({ kind: 'network' });
    expect(
      routeOf({ method: 'GET', url: 'http://localhost:9082/main.js', mode: 'cors' }, origin, files),
    ).toEqual({
      kind: 'network',
    });
    expect(routeOf(get('/main.js', 'navigate'), origin, files)).toEqual({ kind: 'network' });
  });
});

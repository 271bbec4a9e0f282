/** @jest-environment jsdom */
import { navigate } from './index';

let listening: AbortController;

function recordPopstates(): string[] {
  const paths: string[] = [];
  window.addEventListener('popstate', () => paths.push(window.location.pathname), {
    signal: listening.signal,
  });
  return paths;
}

beforeEach(() => {
  listening = new AbortController();
  window.history.replaceState(null, '', '/start');
  delete window.singleSpaNavigate;
});

afterEach(() => listening.abort());

describe('navigate without single-spa', () => {
  it('adds a history entry and fires popstate so that routers notice', () => {
    const popstates = recordPopstates();
    const lengthBefore = window.history.length;

    navigate('/main/my');

    expect(window.location.pathname).toBe('/main/my');
    expect(window.history.length).toBe(lengthBefore + 1);
    expect(popstates).toEqual(['/main/my']);
  });

  it('replaces the current entry when asked, and still fires popstate', () => {
    const popstates = recordPopstates();
    const lengthBefore = window.history.length;

    navigate('/intro/login', { replace: true });

    expect(window.location.pathname).toBe('/intro/login');
    expect(window.history.length).toBe(lengthBefore);
    expect(popstates).toEqual(['/intro/login']);
  });

  it('adds no entry for the page it is already on, like a router link', () => {
    window.history.replaceState(null, '', '/main/feed?chn=2');
    const lengthBefore = window.history.length;

    navigate('/main/feed?chn=2');

    expect(window.history.length).toBe(lengthBefore);
  });
});

describe('navigate with single-spa running', () => {
  it('pushes through the (single-spa patched) history and fires no popstate of its own', () => {
    const popstates = recordPopstates();
    const lengthBefore = window.history.length;
    window.singleSpaNavigate = jest.fn();

    navigate('/main/feed');

    expect(window.location.pathname).toBe('/main/feed');
    expect(window.history.length).toBe(lengthBefore + 1);
    expect(popstates).toEqual([]);
  });

  it('replaces through the (single-spa patched) history and fires no popstate of its own', () => {
    const popstates = recordPopstates();
    window.singleSpaNavigate = jest.fn();

    navigate('/intro/login', { replace: true });

    expect(window.location.pathname).toBe('/intro/login');
    expect(popstates).toEqual([]);
  });
});

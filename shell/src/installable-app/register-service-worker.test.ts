/** @jest-environment jsdom */
import { registerServiceWorker } from './register-service-worker';

let register: jest.Mock;

beforeEach(() => {
  document.head.innerHTML = '';
  register = jest.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});

function pageAsks(script: string) {
  const meta = document.createElement('meta');
  meta.name = 'service-worker';
  meta.content = script;
  document.head.append(meta);
}

describe('registering the service worker', () => {
  it('registers the worker the page names, for the whole app, checked against the server', () => {
    pageAsks('/sw.js');
    // jsdom's document has loaded by the time a test runs.
    registerServiceWorker();

    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('waits for the page’s load event before registering', () => {
    pageAsks('/sw.js');
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('registers nothing when the page asks for none (the kill switch, a dev server)', () => {
    registerServiceWorker();

    expect(register).not.toHaveBeenCalled();
  });

  it('registers nothing in a browser without service workers', () => {
    pageAsks('/sw.js');
    Reflect.deleteProperty(navigator, 'serviceWorker');

    expect(() => registerServiceWorker()).not.toThrow();
  });
});

/** @jest-environment jsdom */
import { restoreScrollOnBack } from './scroll-restoration';

function routingEvent(name: string, oldUrl: string, newUrl: string, originalEvent?: Event) {
  window.dispatchEvent(new CustomEvent(name, { detail: { oldUrl, newUrl, originalEvent } }));
}

describe('scroll position on back (spec 2)', () => {
  let scrolledTo: number[];

  beforeAll(() => restoreScrollOnBack());
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    scrolledTo = [];
    window.scrollTo = ((_x: number, y: number) => {
      scrolledTo.push(y);
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo;
  });
  afterEach(() => jest.useRealTimers());

  it('restores the position a page had when the person comes back to it', () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    routingEvent('single-spa:before-routing-event', 'http://app/main/feed', 'http://app/main/my');
    routingEvent(
      'single-spa:routing-event',
      'http://app/main/feed',
      'http://app/main/my',
      new PopStateEvent('popstate'),
    );
    jest.runOnlyPendingTimers();
    expect(scrolledTo.at(-1)).toBe(0);

    routingEvent('single-spa:before-routing-event', 'http://app/main/my', 'http://app/main/feed');
    routingEvent(
      'single-spa:routing-event',
      'http://app/main/my',
      'http://app/main/feed',
      new PopStateEvent('popstate'),
    );
    jest.runOnlyPendingTimers();
    expect(scrolledTo.at(-1)).toBe(640);
  });

  it('starts a newly opened page at the top', () => {
    const pushed = Object.assign(new PopStateEvent('popstate'), { singleSpa: true });
    routingEvent('single-spa:routing-event', 'http://app/main/my', 'http://app/main/feed', pushed);
    expect(scrolledTo).toEqual([0]);
  });
});

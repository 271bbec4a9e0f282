// Test support: a fixed clock for the remotes' tests. Only tests import this file.

/** The tests' usual morning: Wednesday 2026-03-11, 10:00 in Seoul; its week runs from Monday 03-09 to Sunday 03-15. */
export const testToday = '2026-03-11';
export const testNow = new Date('2026-03-11T10:00:00+09:00');

/** Fakes the clock only (timers stay real, so that dialogs, debounce and waits run as they do). */
export function fixClock(at: Date = testNow): void {
  jest.useFakeTimers({
    now: at,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

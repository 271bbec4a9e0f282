/** @jest-environment jsdom */
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

describe('failed code-chunk load', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises webpack chunk load errors', () => {
    const error = new Error('Loading chunk 123 failed.\n(error: http://localhost:8082/123.js)');
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
  });

  it('reloads the page once, never in a loop', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(1_000_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(1_005_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again for a failure long after the last reload', () => {
    const reload = jest.fn();
    reloadOnceForChunkError(1_000_000, reload);
    expect(reloadOnceForChunkError(1_000_000 + 61_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

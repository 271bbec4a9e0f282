import { pointerMarkOf, swipeStep } from './swipe';

const start = { x: 200, y: 300, at: 1000 };

describe('a swipe, the one rule of the week strip and the feed photos (spec section 9: at most 300 ms, 60 px sideways, 80 px up or down)', () => {
  it('right to left asks for the next, left to right the previous', () => {
    expect(swipeStep(start, { x: 140, y: 300, at: 1300 })).toBe(1);
    expect(swipeStep(start, { x: 260, y: 300, at: 1300 })).toBe(-1);
  });

  it('is no swipe when slower than 300 ms', () => {
    expect(swipeStep(start, { x: 40, y: 300, at: 1301 })).toBeNull();
  });

  it('is no swipe when shorter than 60 px sideways', () => {
    expect(swipeStep(start, { x: 141, y: 300, at: 1100 })).toBeNull();
  });

  it('is no swipe when it moves more than 80 px up or down', () => {
    expect(swipeStep(start, { x: 40, y: 380, at: 1100 })).toBe(1);
    expect(swipeStep(start, { x: 40, y: 381, at: 1100 })).toBeNull();
  });
});

describe('pointerMarkOf', () => {
  it('keeps where and when the pointer was', () => {
    expect(pointerMarkOf({ clientX: 12, clientY: 34, timeStamp: 56 })).toEqual({ x: 12, y: 34, at: 56 });
  });
});

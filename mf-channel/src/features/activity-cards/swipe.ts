/** Spec section 9: a swipe lasts at most 300 ms, moves at least 60 px sideways and at most 80 px up or down. */
export const swipeLimits = { maxMs: 300, minSideways: 60, maxUpDown: 80 } as const;

/** Where and when a pointer went down or up (`timeStamp` of the pointer event, in ms). */
export interface PointerMark {
  x: number;
  y: number;
  at: number;
}

/** The photo a swipe asks for: right to left shows the next one, left to right the previous; null if no swipe. */
export function swipeStep(from: PointerMark, to: PointerMark): 1 | -1 | null {
  const sideways = to.x - from.x;
  if (to.at - from.at > swipeLimits.maxMs) return null;
  if (Math.abs(to.y - from.y) > swipeLimits.maxUpDown) return null;
  if (Math.abs(sideways) < swipeLimits.minSideways) return null;
  return sideways < 0 ? 1 : -1;
}

/** Spec section 9: a swipe lasts at most 300 ms, moves at least 60 px sideways and at most 80 px up or down. */
export const swipeLimits = { maxMs: 300, minSideways: 60, maxUpDown: 80 } as const;

/** Where and when a pointer went down or up (`timeStamp` of the pointer event, in ms). */
export interface PointerMark {
  x: number;
  y: number;
  at: number;
}

/** The mark of a pointer event (a React or a DOM one). */
export function pointerMarkOf(event: { clientX: number; clientY: number; timeStamp: number }): PointerMark {
  return { x: event.clientX, y: event.clientY, at: event.timeStamp };
}

/**
 * The step a swipe asks for, by spec section 9's limits: right to left the next (1), left to right the previous
 * (-1); null if it is no swipe. The week strip's days and the feed's photos follow it.
 */
export function swipeStep(from: PointerMark, to: PointerMark): 1 | -1 | null {
  const sideways = to.x - from.x;
  if (to.at - from.at > swipeLimits.maxMs) return null;
  if (Math.abs(to.y - from.y) > swipeLimits.maxUpDown) return null;
  if (Math.abs(sideways) < swipeLimits.minSideways) return null;
  return sideways < 0 ? 1 : -1;
}

/** A clock that runs with the machine's and can be moved forward, so a person or a test can see tomorrow today. */
export interface AdjustableClock {
  now(): Date;
  advance(milliseconds: number): Date;
}

export function createAdjustableClock(machineNow: () => number = Date.now): AdjustableClock {
  let offsetMs = 0;
  const now = () => new Date(machineNow() + offsetMs);
  return {
    now,
    advance(milliseconds) {
      offsetMs += milliseconds;
      return now();
    },
  };
}

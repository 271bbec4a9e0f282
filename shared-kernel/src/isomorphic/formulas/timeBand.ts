import type { TimeOfDay } from '../codes';

/** Time band of an hour of the day: dawn 0-6, morning 6-12, afternoon 12-18, evening 18-24. */
export function timeBandOf(hour: number | null | undefined): TimeOfDay | null {
  if (typeof hour !== 'number' || !(hour >= 0 && hour < 24)) return null;
  if (hour < 6) return 'dawn';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

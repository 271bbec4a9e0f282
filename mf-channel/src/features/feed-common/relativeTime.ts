import { formatDate, translate } from 'shared-kernel';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** When something was written, to the minute, in Seoul time as every date of the app. */
export function absoluteTime(creatDt: string): string {
  return formatDate(creatDt, 'YYYY.MM.DD HH:mm');
}

/**
 * "방금", "5분 전", "3시간 전" within a day, then the date and time. Written with the catalogue rather than
 * Intl.RelativeTimeFormat, which some browsers lack for Khmer.
 */
export function relativeTime(creatDt: string, now: number): string {
  const age = now - Date.parse(creatDt);
  if (!Number.isFinite(age) || age >= dayMs) return absoluteTime(creatDt);
  if (age < minuteMs) return translate('feed:time.justNow');
  if (age < hourMs) return translate('feed:time.minutesAgo', { count: Math.floor(age / minuteMs) });
  return translate('feed:time.hoursAgo', { count: Math.floor(age / hourMs) });
}

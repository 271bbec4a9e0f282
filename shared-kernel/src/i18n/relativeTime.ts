import { formatDate } from './dates';
import { translate } from './i18n';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** When something happened, to the minute, in Seoul time as every date of the app. */
export function absoluteTime(instant: string): string {
  return formatDate(instant, 'YYYY.MM.DD HH:mm');
}

/**
 * "방금", "5분 전", "3시간 전" within a day, then the date and time. Written with the catalogue rather than
 * Intl.RelativeTimeFormat, which some browsers lack for Khmer.
 */
export function relativeTime(instant: string, now: number): string {
  const age = now - Date.parse(instant);
  if (!Number.isFinite(age) || age >= dayMs) return absoluteTime(instant);
  if (age < minuteMs) return translate('ui:time.justNow');
  if (age < hourMs) return translate('ui:time.minutesAgo', { count: Math.floor(age / minuteMs) });
  return translate('ui:time.hoursAgo', { count: Math.floor(age / hourMs) });
}

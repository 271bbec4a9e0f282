import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { emptyValue } from '../isomorphic';

dayjs.extend(utc);
dayjs.extend(timezone);

const defaultTimeZone = 'Asia/Seoul';
const defaultDateFormat = 'YYYY.MM.DD';

/** An ISO string ending with `Z` or `+09:00` names an instant; without it, it is a wall-clock date. */
const namesAnInstant = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/**
 * Formats a date in a time zone (Seoul by default). A wire date such as `2025-03-01` or `20250301` (the spec's
 * `...De` fields) is that calendar day wherever the browser is; a timestamp or a Date is converted into the zone.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  format = defaultDateFormat,
  timeZone = defaultTimeZone,
): string {
  if (value === null || value === undefined || value === '') return emptyValue;
  const date =
    typeof value === 'string' && !namesAnInstant.test(value)
      ? dayjs.tz(value, timeZone)
      : dayjs(value).tz(timeZone);
  return date.isValid() ? date.format(format) : emptyValue;
}

import { isCalendarDate } from '../dates';

/**
 * Age in completed years (international age) on `day`, both `YYYY-MM-DD`. Someone born on 29 February
 * turns a year older on 1 March in common years. Null when a date is missing, invalid or before birth.
 */
export function ageOn(
  userBrthdyDe: string | null | undefined,
  day: string | null | undefined,
): number | null {
  if (!userBrthdyDe || !day || !isCalendarDate(userBrthdyDe) || !isCalendarDate(day)) return null;
  if (day < userBrthdyDe) return null;
  const years = Number(day.slice(0, 4)) - Number(userBrthdyDe.slice(0, 4));
  const birthdayPassed = day.slice(5) >= userBrthdyDe.slice(5);
  return birthdayPassed ? years : years - 1;
}

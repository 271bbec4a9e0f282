// Weekdays as the routine screens show them: Monday first, named in the person's language (the kernel's
// weekdayName: the browser's own calendar data, Khmer written by the kernel where the browser lacks it).
import { weekdayCodesFromMonday, weekdayName } from 'shared-kernel';
import type { WeekdayCode } from 'shared-kernel/isomorphic';

/** Names of the codes, in the order of the week (Monday first), joined for a summary line. */
export function weekdayNames(codes: readonly WeekdayCode[], language: string): string {
  return weekdayCodesFromMonday
    .filter((code) => codes.includes(code))
    .map((code) => weekdayName(code, language))
    .join(' · ');
}

import { addDays, weekdayIndex, type RoutineDay } from 'shared-kernel/isomorphic';
import { exerciseStatus, type ExerciseStatus } from '../routine-common/exerciseStatus';

/** The first day of the month that holds `date`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `by` months after the one that starts on `start`. */
export function shiftMonth(start: string, by: number): string {
  const [year = NaN, month = NaN] = start.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 + by, 1));
  return shifted.toISOString().slice(0, 10);
}

export function monthEnd(start: string): string {
  return addDays(shiftMonth(start, 1), -1);
}

/** The month's days in weeks of seven, Monday first; null pads the first and last weeks. */
export function monthGrid(start: string): (string | null)[][] {
  const end = monthEnd(start);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(start) }, () => null);
  for (let day = start; day <= end; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export type StatusCounts = Record<ExerciseStatus, number>;

export const statusOrder: readonly ExerciseStatus[] = ['done', 'missed', 'postponed', 'planned'];

export function statusCounts(day: RoutineDay | undefined, today: string): StatusCounts {
  const counts: StatusCounts = { done: 0, missed: 0, postponed: 0, planned: 0 };
  for (const detail of day?.helthGoalExrciseDtlsList ?? []) counts[exerciseStatus(detail, today)] += 1;
  return counts;
}

/** What a day's mark shows: all done; else anything missed; else anything postponed; else planned; or nothing. */
export function dayMark(counts: StatusCounts): ExerciseStatus | null {
  const total = statusOrder.reduce((sum, status) => sum + counts[status], 0);
  if (total === 0) return null;
  if (counts.done === total) return 'done';
  if (counts.missed > 0) return 'missed';
  if (counts.postponed > 0) return 'postponed';
  return counts.planned > 0 ? 'planned' : 'done';
}

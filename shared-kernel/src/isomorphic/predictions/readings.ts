import { calendarDateIn } from '../dates';
import { roundTo } from '../numbers';

/**
 * Blood pressure as the guidelines measure it: one reading varies by 10 mmHg or more from minute to minute,
 * so a level is the mean of several readings. Home blood pressure is the mean of the readings of up to seven
 * days (2023 ESH Guidelines for the management of arterial hypertension, Mancia et al., J Hypertens
 * 2023;41:1874-2071, section 4.3; Korean Society of Hypertension 2022 guideline, home blood pressure), and
 * the ACC/AHA 2017 guideline (Whelton et al., Hypertension 2018;71:e13-e115, section 4.2) estimates a
 * person's level from the average of at least two readings on at least two occasions.
 *
 * The rule here: the mean of every blood-pressure life-log of the seven calendar days (in the app's time zone)
 * that end with the day of the newest reading. The window hangs from the newest reading rather than from
 * today, so that a person who last measured a month ago still gets their level. The first day is not dropped
 * as in a home-monitoring week: life-logs are taken when the person thinks of it, not on a schedule, and
 * dropping a day would often leave a single reading.
 */
export const bloodPressureMeanDays = 7;

/** A blood-pressure reading: both values of one record, and when it was measured (ISO date-time). */
export interface BloodPressureReading {
  systolic: number;
  diastolic: number;
  date: string;
}

/** How a value was derived from several records: their mean, over `count` records measured from `from` to `to`. */
export interface MeanOfReadings {
  count: number;
  /** ISO date-time of the first record used. */
  from: string;
  /** ISO date-time of the last record used. */
  to: string;
}

export interface BloodPressureLevel {
  /** mmHg, the mean to one decimal. */
  systolic: number;
  diastolic: number;
  mean: MeanOfReadings;
}

/** The day `days` before a `YYYY-MM-DD` day. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The person's blood-pressure level from their readings (any order): the mean of the readings of the
 * `bloodPressureMeanDays` days ending with the newest reading's day in `timeZone`; null without readings.
 */
export function bloodPressureLevel(
  readings: readonly BloodPressureReading[],
  timeZone: string,
): BloodPressureLevel | null {
  const time = (reading: BloodPressureReading) => Date.parse(reading.date);
  const newest = readings.reduce<BloodPressureReading | null>(
    (found, reading) => (found === null || time(reading) > time(found) ? reading : found),
    null,
  );
  if (!newest) return null;
  const firstDay = daysBefore(calendarDateIn(timeZone, new Date(newest.date)), bloodPressureMeanDays - 1);
  const used = readings
    .filter((reading) => calendarDateIn(timeZone, new Date(reading.date)) >= firstDay)
    .sort((one, other) => time(one) - time(other));
  const meanOf = (values: number[]) =>
    roundTo(values.reduce((sum, value) => sum + value, 0) / values.length, 1);
  return {
    systolic: meanOf(used.map((reading) => reading.systolic)),
    diastolic: meanOf(used.map((reading) => reading.diastolic)),
    mean: { count: used.length, from: used[0]?.date ?? newest.date, to: newest.date },
  };
}

import type { Observation } from 'fhir/r4';
import {
  buildLifelogObservation,
  glucoseMeasurementTimeCodes,
  roundLifelogValue,
  type GlucoseMeasurementTimeCode,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { seededRandom, type SeededRandom } from './seeded-random';

interface Pressure {
  sbp: number;
  dbp: number;
}

/** How a demo person's measurements look over the period; [start, end] pairs drift linearly. */
export interface DemoMeasurementProfile {
  weightKg: readonly [number, number];
  percentageBodyFat: readonly [number, number];
  waistCm: readonly [number, number];
  hipCm: number;
  /** Morning pressure; with `treated`, medication from that day on brings it down over about three weeks. */
  bloodPressure: Pressure & { readonly treated?: Pressure & { fromDay: number } };
  fastingGlucose: number;
  afterMealGlucose: number;
  dailySteps: number;
  /** Hours of the day (Asia/Seoul) the person is up: steps are counted from `wakeHour` until `bedHour`. */
  wakeHour: number;
  bedHour: number;
  restingHeartRate: number;
  sleepMinutes: number;
  waterCupsPerDay: readonly [number, number];
  triglyceride: number;
  hdlCholesterol: number;
  totalCholesterol: number;
}

/** Days of measurements, ending today: about four months. */
export const demoPeriodDays = 122;

/** Asia/Seoul has kept UTC+9 without daylight saving since 1988. */
const seoulOffset = '+09:00';

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `date` at a local time given in minutes after its midnight (1,470 is 00:30 the next day). */
function localTime(date: string, minutes: number): string {
  const whole = Math.round(minutes);
  const day = addDays(date, Math.floor(whole / 1440));
  const minuteOfDay = ((whole % 1440) + 1440) % 1440;
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const mm = String(minuteOfDay % 60).padStart(2, '0');
  return `${day}T${hh}:${mm}:00${seoulOffset}`;
}

const hour = 60;

/** Share of the day's steps in each waking hour: commutes, lunch and an evening walk stand out. */
function hourWeight(hourOfDay: number): number {
  if (hourOfDay === 8 || hourOfDay === 18 || hourOfDay === 19) return 2.2;
  if (hourOfDay === 12) return 1.8;
  return 1;
}

function drift([start, end]: readonly [number, number], fraction: number): number {
  return start + (end - start) * fraction;
}

function pressureOn(profile: DemoMeasurementProfile, day: number): Pressure {
  const { treated } = profile.bloodPressure;
  if (!treated || day < treated.fromDay) return profile.bloodPressure;
  const effect = 1 - Math.exp(-(day - treated.fromDay) / 7);
  return {
    sbp: profile.bloodPressure.sbp + (treated.sbp - profile.bloodPressure.sbp) * effect,
    dbp: profile.bloodPressure.dbp + (treated.dbp - profile.bloodPressure.dbp) * effect,
  };
}

const waterCups = [150, 200, 250, 300, 350, 500] as const;

/**
 * The life-log records of one demo person for the `demoPeriodDays` days ending on `today` (Asia/Seoul),
 * none later than `now`, each value rounded as spec section 9 says. The same seed gives the same records.
 */
export function demoMeasurements(
  profile: DemoMeasurementProfile,
  subjectId: string,
  today: string,
  now: Date,
  seed: string,
): Observation[] {
  const random: SeededRandom = seededRandom(seed);
  const observations: Observation[] = [];
  const add = (
    typeKey: LifelogTypeKey,
    values: Record<string, number>,
    effectiveDateTime: string,
    extra: { effectiveEnd?: string; measurementTime?: GlucoseMeasurementTimeCode } = {},
  ) => {
    if (new Date(extra.effectiveEnd ?? effectiveDateTime) > now) return;
    const rounded = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, roundLifelogValue(typeKey, value)]),
    );
    observations.push(
      buildLifelogObservation({ typeKey, subjectId, values: rounded, effectiveDateTime, ...extra }),
    );
  };

  for (let day = 0; day < demoPeriodDays; day += 1) {
    const date = addDays(today, day - (demoPeriodDays - 1));
    const fraction = day / (demoPeriodDays - 1);
    const weekday = weekdayOf(date);
    const wake = profile.wakeHour * hour + random.between(-20, 25);

    const sleepStart = profile.bedHour * hour - 1440 + random.between(-30, 40);
    const asleep = Math.round(random.normal(profile.sleepMinutes, 25));
    const awake = Math.round(random.between(5, 35));
    add('sleep', { sleepDuration: asleep }, localTime(date, sleepStart), {
      effectiveEnd: localTime(date, sleepStart + asleep + awake),
    });

    add(
      'heartRate',
      { heartRate: Math.round(random.normal(profile.restingHeartRate, 3)) },
      localTime(date, wake + 10),
    );

    if (random.chance(0.85)) {
      const pressure = pressureOn(profile, day);
      const sbp = Math.round(random.normal(pressure.sbp, 5));
      const dbp = Math.round(random.normal(pressure.dbp, 4));
      add('bloodPressure', { sbp, dbp }, localTime(date, wake + random.between(15, 50)));
    }
    if (random.chance(0.5)) {
      add(
        'bloodGlucose',
        { bloodSugarLevel: Math.round(random.normal(profile.fastingGlucose, 5)) },
        localTime(date, wake + 20),
        {
          measurementTime: glucoseMeasurementTimeCodes.fasting,
        },
      );
    }
    if (random.chance(0.45)) {
      const afterLunch = 14 * hour + random.between(0, 30);
      add(
        'bloodGlucose',
        { bloodSugarLevel: Math.round(random.normal(profile.afterMealGlucose, 12)) },
        localTime(date, afterLunch),
        {
          measurementTime: glucoseMeasurementTimeCodes.afterMeal,
        },
      );
    }

    const dayFactor = Math.max(0.3, random.normal(weekday === 0 || weekday === 6 ? 1.1 : 1, 0.2));
    const wakingHours = Array.from(
      { length: profile.bedHour - profile.wakeHour },
      (_, index) => profile.wakeHour + index,
    );
    const totalWeight = wakingHours.reduce((sum, hourOfDay) => sum + hourWeight(hourOfDay), 0);
    for (const hourOfDay of wakingHours) {
      const stepCount = Math.round(
        ((profile.dailySteps * dayFactor * hourWeight(hourOfDay)) / totalWeight) * random.between(0.5, 1.5),
      );
      if (stepCount > 0) {
        add('step', { stepCount }, localTime(date, hourOfDay * hour), {
          effectiveEnd: localTime(date, (hourOfDay + 1) * hour),
        });
      }
    }

    const [fewestCups, mostCups] = profile.waterCupsPerDay;
    const cups = Math.floor(random.between(fewestCups, mostCups + 1));
    for (let cup = 0; cup < cups; cup += 1) {
      const waterIntake = waterCups[Math.floor(random.next() * waterCups.length)] ?? 200;
      add('meal', { waterIntake }, localTime(date, 8 * hour + (cup + random.next()) * ((13 * hour) / cups)));
    }

    if (weekday === 0) {
      const morning = localTime(date, wake + 30);
      add('weight', { weight: random.normal(drift(profile.weightKg, fraction), 0.3) }, morning);
      const bodyFat = random.normal(drift(profile.percentageBodyFat, fraction), 0.4);
      add('bodyComposition', { percentageBodyFat: bodyFat }, morning);
    }
    if (date.endsWith('-01')) {
      const evening = localTime(date, 21 * hour);
      const waist = random.normal(drift(profile.waistCm, fraction), 0.3);
      add('waistCircumference', { waistCircumference: waist }, evening);
      add('hipCircumference', { hipCircumference: random.normal(profile.hipCm, 0.3) }, evening);
    }
    if (day % 58 === 5) {
      const clinic = localTime(date, 9 * hour + 30);
      add('triglyceride', { triglyceride: Math.round(random.normal(profile.triglyceride, 12)) }, clinic);
      add('hdlCholesterol', { hdlCholesterol: Math.round(random.normal(profile.hdlCholesterol, 3)) }, clinic);
      add(
        'totalCholesterol',
        { totalCholesterolQuantification: Math.round(random.normal(profile.totalCholesterol, 8)) },
        clinic,
      );
    }
  }
  return observations;
}

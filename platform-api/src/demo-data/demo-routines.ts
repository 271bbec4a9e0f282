// The demo family's routines, relative to the seeding day in Asia/Seoul and the same for the same day: `demo`
// is four weeks into a twelve-week weight goal with its history entered (most exercises done, a few missed, one
// postponed; no-smoking and drinking with some failures); `demo-mom` has a goal that ended last month and one
// that begins next week.
import {
  addDays,
  calendarDateIn,
  caloriesBurnt,
  defaultTimeZone,
  glassCountOf,
  pureAlcoholGrams,
  weekStart,
  weekdayIndex,
  type GlassCounts,
  type HealthGoalInput,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../platform/database/database';
import {
  drinkingRowsInRange,
  exerciseMets,
  exerciseRowsInRange,
  generateDailyDetails,
  generateExerciseDetails,
  insertGoal,
  noSmokingRowsInRange,
  readRoutinePerson,
  replaceTargetsAndPlan,
  type ExerciseRow,
} from '../routines';
import { seededRandom, type SeededRandom } from './seeded-random';

/**
 * Weight and waist used when the person has no record yet: `seedDemoData` adds the family before
 * `seedDemoHealthData` gives them measurements, so on a first start these stand in for the latest values of
 * their profiles in demo-health-data.ts.
 */
const standInValues: Readonly<Record<string, { weightKg: number; waistCm: number }>> = {
  demo: { weightKg: 76.6, waistCm: 87.6 },
  'demo-mom': { weightKg: 61.5, waistCm: 86 },
};

const everyDay = ['0001', '0002', '0003', '0004', '0005', '0006', '0007'] as const;
const weekdays = (...codes: (typeof everyDay)[number][]) => codes.map((dowCode) => ({ dowCode }));

interface DemoPerson {
  userId: string;
  weightKg: number;
  waistCm: number;
}

async function demoPerson(db: Queryable, userId: string): Promise<DemoPerson> {
  const stored = await readRoutinePerson(db, userId);
  const standIn = standInValues[userId] ?? { weightKg: 70, waistCm: 85 };
  return {
    userId,
    weightKg: stored.weightKg ?? standIn.weightKg,
    waistCm: stored.waistCm ?? standIn.waistCm,
  };
}

/** Stores a goal with its plan and days as the API would, from any begin date (the API only takes today on). */
async function storeGoal(db: Queryable, userId: string, goal: HealthGoalInput, at: Date): Promise<number> {
  const helthGoalSn = await insertGoal(db, userId, goal, at);
  await replaceTargetsAndPlan(db, helthGoalSn, goal);
  const target = { helthGoalSn, userId };
  const plan = goal.helthGoalExrciseList.map((exercise) => ({
    ...exercise,
    dowCodes: exercise.helthGoalExrciseDowList.map((weekday) => weekday.dowCode),
    metsVal: exerciseMets(exercise.exrciseItemCode),
  }));
  await generateExerciseDetails(db, target, goal.goalBeginDe, goal.goalEndDe, plan);
  if (goal.nosmkngAt === 'Y')
    await generateDailyDetails(db, 'noSmoking', target, goal.goalBeginDe, goal.goalEndDe);
  if (goal.alchlGoal) await generateDailyDetails(db, 'drinking', target, goal.goalBeginDe, goal.goalEndDe);
  return helthGoalSn;
}

interface History {
  /** Share of exercises done; the others were missed (N). */
  doneShare: number;
  /** Share of days without smoking. */
  noSmokingShare: number;
  /** Glasses of soju on a drinking day: Friday and Saturday evenings. */
  weekendSoju: readonly [number, number];
  /** The plan date of the one exercise postponed (morning → afternoon, then done). */
  postponedOn?: string;
}

/** Enters the days before `today`, as the person would have: checks, one postponement, daily entries. */
async function enterHistory(
  db: Queryable,
  person: DemoPerson,
  period: { from: string; to: string },
  history: History,
  random: SeededRandom,
): Promise<void> {
  const { userId, weightKg } = person;
  const calories = (row: ExerciseRow) =>
    caloriesBurnt({ mets: row.metsVal, minutes: row.exrciseTimeMi, weightKg });
  const exercises = (await exerciseRowsInRange(db, userId, period.from, period.to)).map((row) => {
    const postponed = row.exrcisePlanDe === history.postponedOn && row.exrciseTodCode === '0002';
    const done = postponed || random.chance(history.doneShare);
    return {
      sn: row.exrciseExecutDtlsSn,
      done: done ? 'Y' : 'N',
      calories: done ? calories(row) : null,
      tod: postponed ? '0003' : row.exrciseTodCode,
      delayed: postponed ? 'Y' : 'N',
    };
  });
  await db.query(
    `UPDATE exercise_details AS detail
     SET exrcise_at = entry.done, cnsum_cal_val = entry.calories, exrcise_tod_code = entry.tod,
         delay_exrcise_at = entry.delayed
     FROM jsonb_to_recordset($1::jsonb) AS entry(sn int, done text, calories numeric, tod text, delayed text)
     WHERE detail.exrcise_execut_dtls_sn = entry.sn`,
    [JSON.stringify(exercises)],
  );

  const noSmoking = (await noSmokingRowsInRange(db, userId, period.from, period.to)).map((row) => ({
    sn: row.nosmkngExecutDtlsSn,
    entered: random.chance(history.noSmokingShare) ? 'Y' : 'N',
  }));
  await db.query(
    `UPDATE no_smoking_details AS detail SET nosmkng_at = entry.entered
     FROM jsonb_to_recordset($1::jsonb) AS entry(sn int, entered text)
     WHERE detail.nosmkng_execut_dtls_sn = entry.sn`,
    [JSON.stringify(noSmoking)],
  );

  const [fewest, most] = history.weekendSoju;
  const drinking = (await drinkingRowsInRange(db, userId, period.from, period.to)).map((row) => {
    // Friday (4) and Saturday (5) in the ISO week of weekdayIndex.
    const drank = weekdayIndex(row.alchlPlanDe) >= 4 && weekdayIndex(row.alchlPlanDe) <= 5;
    const glasses: GlassCounts | null = drank ? { soju: Math.round(random.between(fewest, most)) } : null;
    return {
      sn: row.alchlExecutDtlsSn,
      entered: drank ? 'Y' : 'N',
      count: glassCountOf(drank ? 'Y' : 'N', glasses),
      glasses,
      grams: glasses ? pureAlcoholGrams(glasses) : 0,
    };
  });
  await db.query(
    `UPDATE drinking_details AS detail
     SET alchl_at = entry.entered, alchl_glass_cnt = entry.count, alchl_glass_cnt_dtl = entry.glasses,
         alchl_gram_val = entry.grams
     FROM jsonb_to_recordset($1::jsonb) AS entry(sn int, entered text, count int, glasses jsonb, grams numeric)
     WHERE detail.alchl_execut_dtls_sn = entry.sn`,
    [JSON.stringify(drinking)],
  );
}

/** The son: twelve weeks from the Monday four weeks ago, 4 kg off his latest weight. */
async function seedSon(db: Queryable, today: string, at: Date): Promise<void> {
  const person = await demoPerson(db, 'demo');
  const begin = addDays(weekStart(today), -28);
  const goal: HealthGoalInput = {
    goalBeginDe: begin,
    goalEndDe: addDays(begin, 83),
    helthGoalDetailList: [
      {
        helthGoalItemCode: '0001',
        beforeVal: person.weightKg,
        goalVal: Math.round((person.weightKg - 4) * 10) / 10,
      },
    ],
    helthGoalExrciseList: [
      {
        exrciseItemCode: '0401',
        exrciseTimeMi: 30,
        exrciseTodCode: '0002',
        exrciseCreatTypeCode: '0001',
        helthGoalExrciseDowList: weekdays('0002', '0004', '0006'),
      },
      {
        exrciseItemCode: '0101',
        exrciseTimeMi: 15,
        exrciseTodCode: '0004',
        exrciseCreatTypeCode: '0001',
        helthGoalExrciseDowList: weekdays(...everyDay),
      },
      {
        exrciseItemCode: '0601',
        exrciseTimeMi: 20,
        exrciseTodCode: '0003',
        exrciseCreatTypeCode: '0002',
        helthGoalExrciseDowList: weekdays('0003', '0005'),
      },
    ],
    nosmkngAt: 'Y',
    alchlGoal: { alchlCo: 2, alchlGlassCnt: 2, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
  };
  await storeGoal(db, person.userId, goal, new Date(at.getTime() - 28 * 86_400_000));
  await enterHistory(
    db,
    person,
    { from: begin, to: addDays(today, -1) },
    // He walks, cycles and stretches most days; quit smoking but slipped twice; soju on weekend evenings.
    { doneShare: 0.85, noSmokingShare: 0.93, weekendSoju: [1, 4], postponedOn: addDays(begin, 16) },
    seededRandom(`routine:demo:${today}`),
  );
}

/** The mother: a waist goal that ran four weeks to the end of last month, and the next one from next week. */
async function seedMother(db: Queryable, today: string, at: Date): Promise<void> {
  const person = await demoPerson(db, 'demo-mom');
  const endedOn = addDays(`${today.slice(0, 7)}-01`, -1);
  const endedGoal: HealthGoalInput = {
    goalBeginDe: addDays(endedOn, -27),
    goalEndDe: endedOn,
    helthGoalDetailList: [
      {
        helthGoalItemCode: '0002',
        beforeVal: person.waistCm,
        goalVal: Math.round((person.waistCm - 2) * 10) / 10,
      },
    ],
    helthGoalExrciseList: [
      {
        exrciseItemCode: '0402',
        exrciseTimeMi: 30,
        exrciseTodCode: '0002',
        exrciseCreatTypeCode: '0001',
        helthGoalExrciseDowList: weekdays('0003', '0005', '0007'),
      },
      {
        exrciseItemCode: '0101',
        exrciseTimeMi: 10,
        exrciseTodCode: '0004',
        exrciseCreatTypeCode: '0001',
        helthGoalExrciseDowList: weekdays('0002', '0004', '0006'),
      },
    ],
    nosmkngAt: 'Y',
    alchlGoal: null,
  };
  await storeGoal(db, person.userId, endedGoal, new Date(at.getTime() - 60 * 86_400_000));
  await enterHistory(
    db,
    person,
    { from: endedGoal.goalBeginDe, to: endedGoal.goalEndDe },
    // She walked on most planned days; she still smokes on most days.
    { doneShare: 0.7, noSmokingShare: 0.3, weekendSoju: [0, 0] },
    seededRandom(`routine:demo-mom:${today}`),
  );

  const nextMonday = addDays(weekStart(today), 7);
  await storeGoal(
    db,
    person.userId,
    {
      ...endedGoal,
      goalBeginDe: nextMonday,
      goalEndDe: addDays(nextMonday, 55),
      helthGoalExrciseList: [
        {
          exrciseItemCode: '0401',
          exrciseTimeMi: 30,
          exrciseTodCode: '0002',
          exrciseCreatTypeCode: '0001',
          helthGoalExrciseDowList: weekdays('0002', '0004', '0006'),
        },
        { ...endedGoal.helthGoalExrciseList[1]!, helthGoalExrciseDowList: weekdays(...everyDay) },
      ],
    },
    at,
  );
}

const demoRoutines: Readonly<Record<string, (db: Queryable, today: string, at: Date) => Promise<void>>> = {
  demo: seedSon,
  'demo-mom': seedMother,
};

/** The routines of the demo people just added (`userIds`), relative to `now`'s day in Asia/Seoul. */
export async function seedDemoRoutines(db: Queryable, userIds: readonly string[], now: Date): Promise<void> {
  const today = calendarDateIn(defaultTimeZone, now);
  for (const userId of userIds) await demoRoutines[userId]?.(db, today, now);
}

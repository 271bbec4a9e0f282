// SQL of the days of a goal: exercise, no-smoking and drinking details. A goal of 371 days is written in one
// statement per kind (generate_series over its days), and the dashboard reads a range in one statement per kind.
import type {
  ExerciseCreationTypeCode,
  GlassCounts,
  TimeOfDayCode,
  WeekdayCode,
  YesNo,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

/** One exercise of the weekly plan, as the days are generated from it. */
export interface PlannedExercise {
  exrciseItemCode: string;
  exrciseTimeMi: number;
  exrciseTodCode: TimeOfDayCode;
  exrciseCreatTypeCode: ExerciseCreationTypeCode;
  dowCodes: readonly WeekdayCode[];
  metsVal: number;
}

/** An exercise detail as stored; `cnsumCalVal` only once it was checked done with a weight known. */
export interface ExerciseRow {
  exrciseExecutDtlsSn: number;
  helthGoalSn: number;
  exrciseItemCode: string;
  exrciseCreatTypeCode: ExerciseCreationTypeCode;
  exrcisePlanDe: string;
  exrciseAt: YesNo | null;
  exrciseTimeMi: number;
  exrciseTodCode: TimeOfDayCode;
  delayExrciseAt: YesNo;
  metsVal: number;
  storedCalories: number | null;
  manual: boolean;
}

export interface NoSmokingRow {
  nosmkngExecutDtlsSn: number;
  helthGoalSn: number;
  nosmkngPlanDe: string;
  nosmkngAt: YesNo | null;
}

export interface DrinkingRow {
  alchlExecutDtlsSn: number;
  helthGoalSn: number;
  alchlPlanDe: string;
  alchlAt: YesNo | null;
  alchlGlassCnt: number | null;
  alchlGlassCntDtl: GlassCounts | null;
  alchlGramVal: number | null;
}

/** The days `from` to `to` (both included) as a derived table `day(de)`; none when `from` is after `to`. */
const daysOf = (from: string, to: string) =>
  `(SELECT ${from}::date + offset_days AS de
    FROM generate_series(0, ${to}::date - ${from}::date) AS offset_days) AS day`;

/**
 * Inserts the exercise details of `plan` for every day from `from` to `to` whose weekday the exercise is planned
 * on (dowCode 0001 is Sunday, PostgreSQL's dow 0), in day and time-of-day order.
 */
export async function generateExerciseDetails(
  db: Queryable,
  target: { helthGoalSn: number; userId: string },
  from: string,
  to: string,
  plan: readonly PlannedExercise[],
): Promise<void> {
  if (plan.length === 0 || from > to) return;
  await db.query(
    `INSERT INTO exercise_details (helth_goal_sn, user_id, exrcise_item_code, exrcise_plan_de, exrcise_tod_code,
                                   exrcise_time_mi, exrcise_creat_type_code, mets_val)
     SELECT $1, $2, plan.item, day.de, plan.tod, plan.minutes, plan.creat, plan.mets
     FROM ${daysOf('$3', '$4')}
     CROSS JOIN jsonb_to_recordset($5::jsonb)
       AS plan(ordr int, item text, tod text, minutes int, creat text, mets numeric, dows text[])
     WHERE lpad((extract(dow FROM day.de)::int + 1)::text, 4, '0') = ANY (plan.dows)
     ORDER BY day.de, plan.tod, plan.ordr`,
    [
      target.helthGoalSn,
      target.userId,
      from,
      to,
      JSON.stringify(
        plan.map((exercise, ordr) => ({
          ordr,
          item: exercise.exrciseItemCode,
          tod: exercise.exrciseTodCode,
          minutes: exercise.exrciseTimeMi,
          creat: exercise.exrciseCreatTypeCode,
          mets: exercise.metsVal,
          dows: exercise.dowCodes,
        })),
      ),
    ],
  );
}

export type DailyKind = 'noSmoking' | 'drinking';

const dailyTables = {
  noSmoking: { table: 'no_smoking_details', day: 'nosmkng_plan_de', entered: 'nosmkng_at' },
  drinking: { table: 'drinking_details', day: 'alchl_plan_de', entered: 'alchl_at' },
} as const;

/** One no-smoking or drinking detail for each day from `from` to `to` that has none yet. */
export async function generateDailyDetails(
  db: Queryable,
  kind: DailyKind,
  target: { helthGoalSn: number; userId: string },
  from: string,
  to: string,
): Promise<void> {
  if (from > to) return;
  const { table, day } = dailyTables[kind];
  await db.query(
    `INSERT INTO ${table} (helth_goal_sn, user_id, ${day})
     SELECT $1, $2, day.de FROM ${daysOf('$3', '$4')}
     ON CONFLICT (helth_goal_sn, ${day}) DO NOTHING`,
    [target.helthGoalSn, target.userId, from, to],
  );
}

/** Removes the no-smoking or drinking days from `from` on that nobody entered. */
export async function deleteUnenteredDailyDetails(
  db: Queryable,
  kind: DailyKind,
  helthGoalSn: number,
  from: string,
): Promise<void> {
  const { table, day, entered } = dailyTables[kind];
  await db.query(`DELETE FROM ${table} WHERE helth_goal_sn = $1 AND ${day} >= $2 AND ${entered} IS NULL`, [
    helthGoalSn,
    from,
  ]);
}

/** Removes the exercises generated from the plan from `from` on that were not done; recorded ones stay. */
export async function deletePlannedExercisesFrom(
  db: Queryable,
  helthGoalSn: number,
  from: string,
): Promise<void> {
  await db.query(
    `DELETE FROM exercise_details
     WHERE helth_goal_sn = $1 AND exrcise_plan_de >= $2 AND NOT manual AND exrcise_at IS DISTINCT FROM 'Y'`,
    [helthGoalSn, from],
  );
}

/**
 * Removes every day of a goal after `day` (all of them when `day` is null). Only days up to today can be
 * entered or checked, so the days after today removed here were never done.
 */
export async function deleteDetailsAfter(
  db: Queryable,
  helthGoalSn: number,
  day: string | null,
): Promise<void> {
  const after = day ?? '0001-01-01';
  await db.query('DELETE FROM exercise_details WHERE helth_goal_sn = $1 AND exrcise_plan_de > $2', [
    helthGoalSn,
    after,
  ]);
  for (const kind of Object.values(dailyTables))
    await db.query(`DELETE FROM ${kind.table} WHERE helth_goal_sn = $1 AND ${kind.day} > $2`, [
      helthGoalSn,
      after,
    ]);
}

const exerciseColumns = `
  detail.exrcise_execut_dtls_sn AS "exrciseExecutDtlsSn", detail.helth_goal_sn AS "helthGoalSn",
  detail.exrcise_item_code AS "exrciseItemCode", detail.exrcise_creat_type_code AS "exrciseCreatTypeCode",
  to_char(detail.exrcise_plan_de, 'YYYY-MM-DD') AS "exrcisePlanDe", detail.exrcise_at AS "exrciseAt",
  detail.exrcise_time_mi AS "exrciseTimeMi", detail.exrcise_tod_code AS "exrciseTodCode",
  detail.delay_exrcise_at AS "delayExrciseAt", detail.mets_val::float8 AS "metsVal",
  detail.cnsum_cal_val::float8 AS "storedCalories", detail.manual`;

const noSmokingColumns = `
  detail.nosmkng_execut_dtls_sn AS "nosmkngExecutDtlsSn", detail.helth_goal_sn AS "helthGoalSn",
  to_char(detail.nosmkng_plan_de, 'YYYY-MM-DD') AS "nosmkngPlanDe", detail.nosmkng_at AS "nosmkngAt"`;

const drinkingColumns = `
  detail.alchl_execut_dtls_sn AS "alchlExecutDtlsSn", detail.helth_goal_sn AS "helthGoalSn",
  to_char(detail.alchl_plan_de, 'YYYY-MM-DD') AS "alchlPlanDe", detail.alchl_at AS "alchlAt",
  detail.alchl_glass_cnt AS "alchlGlassCnt", detail.alchl_glass_cnt_dtl AS "alchlGlassCntDtl",
  detail.alchl_gram_val::float8 AS "alchlGramVal"`;

/**
 * The person's exercise details from `from` to `to`, by day, time of day and creation. The codes are ASCII
 * digits: sorting them bytewise (COLLATE "C") gives the same order as the database's locale, several times faster
 * (a year of details spent most of its time in the locale's comparisons).
 */
export function exerciseRowsInRange(db: Queryable, userId: string, from: string, to: string) {
  return db.query<ExerciseRow>(
    `SELECT ${exerciseColumns} FROM exercise_details AS detail
     WHERE detail.user_id = $1 AND detail.exrcise_plan_de BETWEEN $2 AND $3
     ORDER BY detail.exrcise_plan_de, detail.exrcise_tod_code COLLATE "C", detail.exrcise_execut_dtls_sn`,
    [userId, from, to],
  );
}

export function noSmokingRowsInRange(db: Queryable, userId: string, from: string, to: string) {
  return db.query<NoSmokingRow>(
    `SELECT ${noSmokingColumns} FROM no_smoking_details AS detail
     WHERE detail.user_id = $1 AND detail.nosmkng_plan_de BETWEEN $2 AND $3`,
    [userId, from, to],
  );
}

export function drinkingRowsInRange(db: Queryable, userId: string, from: string, to: string) {
  return db.query<DrinkingRow>(
    `SELECT ${drinkingColumns} FROM drinking_details AS detail
     WHERE detail.user_id = $1 AND detail.alchl_plan_de BETWEEN $2 AND $3`,
    [userId, from, to],
  );
}

/** What a change of one detail needs to know about the goal that holds it. */
export interface HoldingGoal {
  goalBeginDe: string;
  goalEndDe: string;
}

const holdingGoalColumns = `
  to_char(goal.goal_begin_de, 'YYYY-MM-DD') AS "goalBeginDe",
  to_char(goal.goal_end_de, 'YYYY-MM-DD') AS "goalEndDe"`;

/** One of the person's exercise details in a goal not deleted, locked for the change that follows. */
export async function findExerciseRow(
  db: Queryable,
  userId: string,
  sn: number,
): Promise<(ExerciseRow & HoldingGoal) | undefined> {
  const [row] = await db.query<ExerciseRow & HoldingGoal>(
    `SELECT ${exerciseColumns}, ${holdingGoalColumns}
     FROM exercise_details AS detail JOIN health_goals AS goal USING (helth_goal_sn)
     WHERE detail.exrcise_execut_dtls_sn = $1 AND detail.user_id = $2 AND goal.deleted_at IS NULL
     FOR UPDATE OF detail`,
    [sn, userId],
  );
  return row;
}

export async function findNoSmokingRow(db: Queryable, userId: string, sn: number) {
  const [row] = await db.query<NoSmokingRow>(
    `SELECT ${noSmokingColumns}
     FROM no_smoking_details AS detail JOIN health_goals AS goal USING (helth_goal_sn)
     WHERE detail.nosmkng_execut_dtls_sn = $1 AND detail.user_id = $2 AND goal.deleted_at IS NULL`,
    [sn, userId],
  );
  return row;
}

export async function findDrinkingRow(db: Queryable, userId: string, sn: number) {
  const [row] = await db.query<DrinkingRow>(
    `SELECT ${drinkingColumns}
     FROM drinking_details AS detail JOIN health_goals AS goal USING (helth_goal_sn)
     WHERE detail.alchl_execut_dtls_sn = $1 AND detail.user_id = $2 AND goal.deleted_at IS NULL`,
    [sn, userId],
  );
  return row;
}

/** The values an exercise detail can change to (check, postponement, manual replace). */
export interface ExerciseChange {
  exrciseItemCode: string;
  exrcisePlanDe: string;
  exrciseTodCode: TimeOfDayCode;
  exrciseTimeMi: number;
  exrciseAt: YesNo | null;
  delayExrciseAt: YesNo;
  metsVal: number;
  storedCalories: number | null;
  helthGoalSn: number;
}

const exerciseChangeParams = (change: ExerciseChange) => [
  change.exrciseItemCode,
  change.exrcisePlanDe,
  change.exrciseTodCode,
  change.exrciseTimeMi,
  change.exrciseAt,
  change.delayExrciseAt,
  change.metsVal,
  change.storedCalories,
  change.helthGoalSn,
];

export async function updateExerciseRow(
  db: Queryable,
  sn: number,
  change: ExerciseChange,
): Promise<ExerciseRow> {
  const [row] = await db.query<ExerciseRow>(
    `UPDATE exercise_details AS detail
     SET exrcise_item_code = $2, exrcise_plan_de = $3, exrcise_tod_code = $4, exrcise_time_mi = $5,
         exrcise_at = $6, delay_exrcise_at = $7, mets_val = $8, cnsum_cal_val = $9, helth_goal_sn = $10
     WHERE detail.exrcise_execut_dtls_sn = $1
     RETURNING ${exerciseColumns}`,
    [sn, ...exerciseChangeParams(change)],
  );
  if (!row) throw new Error(`exercise detail ${sn} vanished`);
  return row;
}

/** Records an exercise by hand (creation type 0002). */
export async function insertManualExerciseRow(
  db: Queryable,
  userId: string,
  change: ExerciseChange,
): Promise<ExerciseRow> {
  const [row] = await db.query<ExerciseRow>(
    `INSERT INTO exercise_details AS detail
       (exrcise_item_code, exrcise_plan_de, exrcise_tod_code, exrcise_time_mi, exrcise_at, delay_exrcise_at,
        mets_val, cnsum_cal_val, helth_goal_sn, user_id, exrcise_creat_type_code, manual)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '0002', true)
     RETURNING ${exerciseColumns}`,
    [...exerciseChangeParams(change), userId],
  );
  if (!row) throw new Error('manual exercise not inserted');
  return row;
}

export async function deleteExerciseRow(db: Queryable, sn: number): Promise<void> {
  await db.query('DELETE FROM exercise_details WHERE exrcise_execut_dtls_sn = $1', [sn]);
}

export async function updateNoSmokingRow(db: Queryable, sn: number, nosmkngAt: YesNo): Promise<NoSmokingRow> {
  const [row] = await db.query<NoSmokingRow>(
    `UPDATE no_smoking_details AS detail SET nosmkng_at = $2 WHERE detail.nosmkng_execut_dtls_sn = $1
     RETURNING ${noSmokingColumns}`,
    [sn, nosmkngAt],
  );
  if (!row) throw new Error(`no-smoking detail ${sn} vanished`);
  return row;
}

export async function updateDrinkingRow(
  db: Queryable,
  sn: number,
  entry: Pick<DrinkingRow, 'alchlAt' | 'alchlGlassCnt' | 'alchlGlassCntDtl' | 'alchlGramVal'>,
): Promise<DrinkingRow> {
  const [row] = await db.query<DrinkingRow>(
    `UPDATE drinking_details AS detail
     SET alchl_at = $2, alchl_glass_cnt = $3, alchl_glass_cnt_dtl = $4::jsonb, alchl_gram_val = $5
     WHERE detail.alchl_execut_dtls_sn = $1
     RETURNING ${drinkingColumns}`,
    [
      sn,
      entry.alchlAt,
      entry.alchlGlassCnt,
      entry.alchlGlassCntDtl === null ? null : JSON.stringify(entry.alchlGlassCntDtl),
      entry.alchlGramVal,
    ],
  );
  if (!row) throw new Error(`drinking detail ${sn} vanished`);
  return row;
}

/**
 * The days of the goals `helthGoalSns` counted for their results, grouped so that a goal of 371 days is a few
 * dozen rows: exercises by METs, minutes and done flag (with the calories stored when checked), no-smoking by
 * entry, drinking by entry and glasses.
 */
export interface ResultGroup {
  kind: 'exercise' | 'noSmoking' | 'drinking';
  helthGoalSn: number;
  entered: YesNo | null;
  metsVal: number | null;
  minutes: number | null;
  glasses: number | null;
  days: number;
  storedCalories: number | null;
  storedDays: number;
}

export function resultGroups(db: Queryable, helthGoalSns: readonly number[]): Promise<ResultGroup[]> {
  if (helthGoalSns.length === 0) return Promise.resolve([]);
  return db.query<ResultGroup>(
    `SELECT 'exercise' AS kind, helth_goal_sn AS "helthGoalSn", exrcise_at AS entered,
            mets_val::float8 AS "metsVal", exrcise_time_mi::int AS minutes, NULL::int AS glasses,
            count(*)::int AS days, sum(cnsum_cal_val)::float8 AS "storedCalories",
            count(cnsum_cal_val)::int AS "storedDays"
     FROM exercise_details WHERE helth_goal_sn = ANY ($1::int[])
     GROUP BY helth_goal_sn, exrcise_at, mets_val, exrcise_time_mi
     UNION ALL
     SELECT 'noSmoking', helth_goal_sn, nosmkng_at, NULL, NULL, NULL, count(*)::int, NULL, 0
     FROM no_smoking_details WHERE helth_goal_sn = ANY ($1::int[])
     GROUP BY helth_goal_sn, nosmkng_at
     UNION ALL
     SELECT 'drinking', helth_goal_sn, alchl_at, NULL, NULL, alchl_glass_cnt::int, count(*)::int, NULL, 0
     FROM drinking_details WHERE helth_goal_sn = ANY ($1::int[])
     GROUP BY helth_goal_sn, alchl_at, alchl_glass_cnt`,
    [helthGoalSns],
  );
}

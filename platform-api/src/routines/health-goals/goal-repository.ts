// SQL of the goals themselves: the goal row, its weight/waist targets and its weekly exercise plan.
import type {
  DrinkingGoal,
  ExerciseCreationTypeCode,
  HealthGoalInput,
  HealthGoalItemCode,
  TimeOfDayCode,
  WeekdayCode,
  YesNo,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

/** A goal as stored, with its targets and plan. `goalEndDe` is the day it was ended on when ended early. */
export interface StoredGoal {
  helthGoalSn: number;
  goalBeginDe: string;
  goalEndDe: string;
  endedEarly: boolean;
  nosmkngAt: YesNo;
  alchlGoal: DrinkingGoal | null;
  targets: StoredTarget[];
  exercises: StoredPlanExercise[];
}

export interface StoredTarget {
  helthGoalItemCode: HealthGoalItemCode;
  beforeVal: number;
  goalVal: number;
}

export interface StoredPlanExercise {
  exrciseItemCode: string;
  exrciseTimeMi: number;
  exrciseTodCode: TimeOfDayCode;
  exrciseCreatTypeCode: ExerciseCreationTypeCode;
  dowCodes: WeekdayCode[];
}

interface GoalRow extends Omit<StoredGoal, 'alchlGoal'> {
  alchlCo: number | null;
  alchlGlassCnt: number | null;
  alchlCoExecutAt: YesNo | null;
  alchlGlassCntExecutAt: YesNo | null;
}

/** Which of a person's goals (never the deleted ones) to read. */
export type GoalSelection =
  { kind: 'all' } | { kind: 'one'; helthGoalSn: number } | { kind: 'touching'; from: string; to: string };

const selectionFilters = {
  all: '',
  one: 'AND goal.helth_goal_sn = $2',
  touching: 'AND goal.goal_begin_de <= $3::date AND goal.goal_end_de >= $2::date',
} as const;

function selectionParams(selection: GoalSelection): unknown[] {
  switch (selection.kind) {
    case 'all':
      return [];
    case 'one':
      return [selection.helthGoalSn];
    case 'touching':
      return [selection.from, selection.to];
  }
}

/** A person's goals, newest first, with their targets and plans, in one statement whatever their number. */
export async function readStoredGoals(
  db: Queryable,
  userId: string,
  selection: GoalSelection,
): Promise<StoredGoal[]> {
  const rows = await db.query<GoalRow>(
    `SELECT goal.helth_goal_sn AS "helthGoalSn",
            to_char(goal.goal_begin_de, 'YYYY-MM-DD') AS "goalBeginDe",
            to_char(goal.goal_end_de, 'YYYY-MM-DD') AS "goalEndDe",
            goal.ended_early_at IS NOT NULL AS "endedEarly",
            goal.nosmkng_at AS "nosmkngAt",
            goal.alchl_co AS "alchlCo", goal.alchl_glass_cnt AS "alchlGlassCnt",
            goal.alchl_co_execut_at AS "alchlCoExecutAt",
            goal.alchl_glass_cnt_execut_at AS "alchlGlassCntExecutAt",
            COALESCE((
              SELECT json_agg(json_build_object(
                       'helthGoalItemCode', target.helth_goal_item_code,
                       'beforeVal', target.before_val::float8,
                       'goalVal', target.goal_val::float8)
                     ORDER BY target.helth_goal_item_code)
              FROM health_goal_targets AS target WHERE target.helth_goal_sn = goal.helth_goal_sn
            ), '[]'::json) AS targets,
            COALESCE((
              SELECT json_agg(json_build_object(
                       'exrciseItemCode', plan.exrcise_item_code,
                       'exrciseTimeMi', plan.exrcise_time_mi,
                       'exrciseTodCode', plan.exrcise_tod_code,
                       'exrciseCreatTypeCode', plan.exrcise_creat_type_code,
                       'dowCodes', plan.dow_codes)
                     ORDER BY plan.exrcise_ordr)
              FROM health_goal_exercises AS plan WHERE plan.helth_goal_sn = goal.helth_goal_sn
            ), '[]'::json) AS exercises
     FROM health_goals AS goal
     WHERE goal.user_id = $1 AND goal.deleted_at IS NULL ${selectionFilters[selection.kind]}
     ORDER BY goal.goal_begin_de DESC, goal.helth_goal_sn DESC`,
    [userId, ...selectionParams(selection)],
  );
  return rows.map(({ alchlCo, alchlGlassCnt, alchlCoExecutAt, alchlGlassCntExecutAt, ...goal }) => ({
    ...goal,
    alchlGoal:
      alchlCo === null || alchlGlassCnt === null || alchlCoExecutAt === null || alchlGlassCntExecutAt === null
        ? null
        : { alchlCo, alchlGlassCnt, alchlCoExecutAt, alchlGlassCntExecutAt },
  }));
}

/** One goal of the person (not deleted), or undefined: whether it is someone else's is never told apart. */
export async function findStoredGoal(
  db: Queryable,
  userId: string,
  helthGoalSn: number,
): Promise<StoredGoal | undefined> {
  const [goal] = await readStoredGoals(db, userId, { kind: 'one', helthGoalSn });
  return goal;
}

/**
 * Locks the person's account row until the transaction ends: every change of a person's goals takes this lock
 * first, so that two requests that check for overlapping goals and then write one run one after the other.
 */
export async function lockPersonGoals(db: Queryable, userId: string): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [userId]);
}

type GoalHeader = Pick<HealthGoalInput, 'goalBeginDe' | 'goalEndDe' | 'nosmkngAt' | 'alchlGoal'>;

function headerParams({ goalBeginDe, goalEndDe, nosmkngAt, alchlGoal }: GoalHeader): unknown[] {
  return [
    goalBeginDe,
    goalEndDe,
    nosmkngAt,
    alchlGoal?.alchlCo ?? null,
    alchlGoal?.alchlGlassCnt ?? null,
    alchlGoal?.alchlCoExecutAt ?? null,
    alchlGoal?.alchlGlassCntExecutAt ?? null,
  ];
}

export async function insertGoal(db: Queryable, userId: string, goal: GoalHeader, at: Date): Promise<number> {
  const [row] = await db.query<{ helthGoalSn: number }>(
    `INSERT INTO health_goals (user_id, goal_begin_de, goal_end_de, nosmkng_at, alchl_co, alchl_glass_cnt,
                               alchl_co_execut_at, alchl_glass_cnt_execut_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     RETURNING helth_goal_sn AS "helthGoalSn"`,
    [userId, ...headerParams(goal), at],
  );
  if (!row) throw new Error('health goal not inserted');
  return row.helthGoalSn;
}

export async function updateGoalHeader(
  db: Queryable,
  helthGoalSn: number,
  goal: GoalHeader,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE health_goals
     SET goal_begin_de = $2, goal_end_de = $3, nosmkng_at = $4, alchl_co = $5, alchl_glass_cnt = $6,
         alchl_co_execut_at = $7, alchl_glass_cnt_execut_at = $8, updated_at = $9
     WHERE helth_goal_sn = $1`,
    [helthGoalSn, ...headerParams(goal), at],
  );
}

/** Replaces a goal's weight/waist targets and its weekly plan: two deletes and two multi-row inserts. */
export async function replaceTargetsAndPlan(
  db: Queryable,
  helthGoalSn: number,
  goal: Pick<HealthGoalInput, 'helthGoalDetailList' | 'helthGoalExrciseList'>,
): Promise<void> {
  await db.query('DELETE FROM health_goal_targets WHERE helth_goal_sn = $1', [helthGoalSn]);
  await db.query('DELETE FROM health_goal_exercises WHERE helth_goal_sn = $1', [helthGoalSn]);
  if (goal.helthGoalDetailList.length > 0)
    await db.query(
      `INSERT INTO health_goal_targets (helth_goal_sn, helth_goal_item_code, before_val, goal_val)
       SELECT $1, target.code, target.before_val, target.goal_val
       FROM jsonb_to_recordset($2::jsonb) AS target(code text, before_val numeric, goal_val numeric)`,
      [
        helthGoalSn,
        JSON.stringify(
          goal.helthGoalDetailList.map((target) => ({
            code: target.helthGoalItemCode,
            before_val: target.beforeVal,
            goal_val: target.goalVal,
          })),
        ),
      ],
    );
  await db.query(
    `INSERT INTO health_goal_exercises (helth_goal_sn, exrcise_ordr, exrcise_item_code, exrcise_time_mi,
                                        exrcise_tod_code, exrcise_creat_type_code, dow_codes)
     SELECT $1, plan.ordr, plan.item, plan.minutes, plan.tod, plan.creat, string_to_array(plan.dows, ',')
     FROM jsonb_to_recordset($2::jsonb)
       AS plan(ordr int, item text, minutes int, tod text, creat text, dows text)`,
    [
      helthGoalSn,
      JSON.stringify(
        goal.helthGoalExrciseList.map((exercise, ordr) => ({
          ordr,
          item: exercise.exrciseItemCode,
          minutes: exercise.exrciseTimeMi,
          tod: exercise.exrciseTodCode,
          creat: exercise.exrciseCreatTypeCode,
          dows: exercise.helthGoalExrciseDowList
            .map((weekday) => weekday.dowCode)
            .sort()
            .join(','),
        })),
      ),
    ],
  );
}

/** Marks a goal ended on `today`: its end moves to that day. */
export async function markGoalEnded(
  db: Queryable,
  helthGoalSn: number,
  today: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE health_goals SET goal_end_de = $2, ended_early_at = $3, updated_at = $3 WHERE helth_goal_sn = $1`,
    [helthGoalSn, today, at],
  );
}

/** Marks a goal deleted; its rows of days go with it (nothing answers them any more). */
export async function markGoalDeleted(db: Queryable, helthGoalSn: number, at: Date): Promise<void> {
  await db.query('UPDATE health_goals SET deleted_at = $2, updated_at = $2 WHERE helth_goal_sn = $1', [
    helthGoalSn,
    at,
  ]);
  for (const table of ['exercise_details', 'no_smoking_details', 'drinking_details'])
    await db.query(`DELETE FROM ${table} WHERE helth_goal_sn = $1`, [helthGoalSn]);
}

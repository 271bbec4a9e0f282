// Stored goals and days as the API answers them: names in the request's language, the state on today's
// calendar, calories from the latest weight (else the one a weight target began from), and the results recomputed from the days at every read (so that
// every entry of a goal moves them at once, with nothing stored to fall out of step).
import {
  caloriesBurnt,
  dayCount,
  drinkingResults,
  goalStatusCodeOn,
  healthGoalItemCodes,
  noSmokingSuccessDays,
  type DrinkingDetail,
  type ExerciseDetail,
  type HealthGoal,
  type HealthGoalResults,
  type NoSmokingDetail,
} from 'shared-kernel/isomorphic';
import type { Language } from 'locales';
import type { Queryable } from '../../platform/database/database';
import {
  resultGroups,
  type DrinkingRow,
  type ExerciseRow,
  type NoSmokingRow,
  type ResultGroup,
} from '../daily-records/detail-repository';
import { exerciseItemName, exerciseMets } from '../exercise-catalogue/exercise-items';
import { readStoredGoals, type GoalSelection, type StoredGoal } from './goal-repository';
import type { RoutinePerson } from '../routine-common/routine-person';

/** What every answer depends on besides the rows. */
export interface AnswerContext {
  today: string;
  language: Language;
  person: RoutinePerson;
}

/** Sums of one-decimal calories, kept to one decimal against floating-point drift. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** Kilocalories of an exercise: as stored when it was checked done, else from the latest weight (or null). */
function exerciseCalories(
  row: Pick<ExerciseRow, 'metsVal' | 'exrciseTimeMi' | 'storedCalories'>,
  weightKg: number | null,
): number | null {
  return row.storedCalories ?? caloriesBurnt({ mets: row.metsVal, minutes: row.exrciseTimeMi, weightKg });
}

export function exerciseDetailAnswer(row: ExerciseRow, context: AnswerContext): ExerciseDetail {
  return {
    exrciseExecutDtlsSn: row.exrciseExecutDtlsSn,
    helthGoalSn: row.helthGoalSn,
    exrciseItemCode: row.exrciseItemCode,
    exrciseItemNm: exerciseItemName(row.exrciseItemCode, context.language),
    exrciseCreatTypeCode: row.exrciseCreatTypeCode,
    exrcisePlanDe: row.exrcisePlanDe,
    exrciseAt: row.exrciseAt,
    exrciseTimeMi: row.exrciseTimeMi,
    exrciseTodCode: row.exrciseTodCode,
    delayExrciseAt: row.delayExrciseAt,
    cnsumCalVal: exerciseCalories(row, context.person.calorieWeightKg),
    metsVal: row.metsVal,
  };
}

export const noSmokingDetailAnswer = (row: NoSmokingRow): NoSmokingDetail => ({ ...row });

export const drinkingDetailAnswer = (row: DrinkingRow): DrinkingDetail => ({ ...row });

/** Repeats each group's value once per day it stands for: the kernel's counting rules take the days. */
const daysOfGroups = <Day>(groups: readonly ResultGroup[], day: (group: ResultGroup) => Day): Day[] =>
  groups.flatMap((group) => Array.from({ length: group.days }, () => day(group)));

/** A goal's results from its grouped days: minutes and calories planned and done, success days, glasses. */
export function goalResults(
  goal: Pick<StoredGoal, 'alchlGoal'>,
  groups: readonly ResultGroup[],
  weightKg: number | null,
): HealthGoalResults {
  const results: HealthGoalResults = {
    exrciseTimeMiGoalTot: 0,
    exrciseTimeMiTot: 0,
    cnsumCalValGoal: 0,
    cnsumCalValTot: 0,
    nosmkngPlanDayCnt: 0,
    nosmkngSuccessDayCnt: 0,
    alchlPlanDayCnt: 0,
    alchlSuccessDayCnt: 0,
    alchlGlassCntAvg: 0,
  };
  for (const group of groups.filter((candidate) => candidate.kind === 'exercise')) {
    const minutes = (group.minutes ?? 0) * group.days;
    const expected = caloriesBurnt({ mets: group.metsVal, minutes: group.minutes, weightKg }) ?? 0;
    const calories = (group.storedCalories ?? 0) + (group.days - group.storedDays) * expected;
    results.exrciseTimeMiGoalTot += minutes;
    results.cnsumCalValGoal += calories;
    if (group.entered === 'Y') {
      results.exrciseTimeMiTot += minutes;
      results.cnsumCalValTot += calories;
    }
  }
  results.cnsumCalValGoal = tenth(results.cnsumCalValGoal);
  results.cnsumCalValTot = tenth(results.cnsumCalValTot);

  const noSmokingDays = daysOfGroups(
    groups.filter((group) => group.kind === 'noSmoking'),
    (group) => ({ nosmkngAt: group.entered }),
  );
  results.nosmkngPlanDayCnt = noSmokingDays.length;
  results.nosmkngSuccessDayCnt = noSmokingSuccessDays(noSmokingDays);

  const drinkingDays = daysOfGroups(
    groups.filter((group) => group.kind === 'drinking'),
    (group) => ({ alchlAt: group.entered, alchlGlassCnt: group.glasses }),
  );
  results.alchlPlanDayCnt = drinkingDays.length;
  if (goal.alchlGoal) Object.assign(results, drinkingResults(drinkingDays, goal.alchlGoal));
  return results;
}

const latestValueOf = (person: RoutinePerson, itemCode: string): number | null =>
  itemCode === healthGoalItemCodes.weight ? person.weightKg : person.waistCm;

export function goalAnswer(
  goal: StoredGoal,
  groups: readonly ResultGroup[],
  context: AnswerContext,
): HealthGoal {
  const { language, person, today } = context;
  return {
    helthGoalSn: goal.helthGoalSn,
    goalBeginDe: goal.goalBeginDe,
    goalEndDe: goal.goalEndDe,
    goalTotDayCnt: dayCount(goal.goalBeginDe, goal.goalEndDe),
    goalSttusCode: goalStatusCodeOn(goal, today),
    helthGoalDetailList: goal.targets.map((target) => ({
      ...target,
      healthGoalItemVal: latestValueOf(person, target.helthGoalItemCode),
    })),
    helthGoalExrciseList: goal.exercises.map((exercise) => ({
      exrciseItemCode: exercise.exrciseItemCode,
      exrciseItemNm: exerciseItemName(exercise.exrciseItemCode, language),
      metsVal: exerciseMets(exercise.exrciseItemCode),
      exrciseTimeMi: exercise.exrciseTimeMi,
      exrciseTodCode: exercise.exrciseTodCode,
      exrciseCreatTypeCode: exercise.exrciseCreatTypeCode,
      helthGoalExrciseDowList: exercise.dowCodes.map((dowCode) => ({ dowCode })),
    })),
    nosmkngAt: goal.nosmkngAt,
    alchlGoal: goal.alchlGoal,
    ...goalResults(goal, groups, person.calorieWeightKg),
  };
}

/** The person's goals of `selection` as answered, results included: two statements whatever their number. */
export async function readGoalAnswers(
  db: Queryable,
  userId: string,
  selection: GoalSelection,
  context: AnswerContext,
): Promise<HealthGoal[]> {
  const goals = await readStoredGoals(db, userId, selection);
  const groups = await resultGroups(
    db,
    goals.map((goal) => goal.helthGoalSn),
  );
  return goals.map((goal) =>
    goalAnswer(
      goal,
      groups.filter((group) => group.helthGoalSn === goal.helthGoalSn),
      context,
    ),
  );
}

// GET /dashboard2: the goals that touch a range of days and every day of the range that has a plan. Five
// statements whatever the range (goals, their results, and one per kind of day): no query per day or goal.
import {
  goalStatus,
  type HealthGoal,
  type RoutineDashboard,
  type RoutineDay,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../database/database';
import { drinkingRowsInRange, exerciseRowsInRange, noSmokingRowsInRange } from './detail-repository';
import {
  drinkingDetailAnswer,
  exerciseDetailAnswer,
  noSmokingDetailAnswer,
  readGoalAnswers,
  type AnswerContext,
} from './goal-answers';

/**
 * The goal a day belongs to: the one that holds it, the one not ended first (a goal ended today and a new one
 * begun today both hold today); else the goal of one of its details.
 */
function goalOfDay(goals: readonly HealthGoal[], day: string, detailGoalSn: number | null): number | null {
  const holding = goals.filter((goal) => goal.goalBeginDe <= day && day <= goal.goalEndDe);
  const goal = holding.find((candidate) => candidate.goalSttusCode !== goalStatus.ended) ?? holding[0];
  return goal?.helthGoalSn ?? detailGoalSn;
}

export async function readDashboard(
  db: Queryable,
  userId: string,
  range: { fromSearchDt: string; toSearchDt: string },
  context: AnswerContext,
): Promise<RoutineDashboard> {
  const { fromSearchDt: from, toSearchDt: to } = range;
  // Independent reads: on a PostgreSQL pool they run side by side, so a long range waits for the longest only.
  const [goals, exercises, noSmoking, drinking] = await Promise.all([
    readGoalAnswers(db, userId, { kind: 'touching', from, to }, context),
    exerciseRowsInRange(db, userId, from, to),
    noSmokingRowsInRange(db, userId, from, to),
    drinkingRowsInRange(db, userId, from, to),
  ]);

  const days = new Map<string, RoutineDay>();
  const dayOf = (routhLapseDe: string, helthGoalSn: number): RoutineDay => {
    let day = days.get(routhLapseDe);
    if (!day) {
      day = {
        routhLapseDe,
        helthGoalSn: goalOfDay(goals, routhLapseDe, helthGoalSn),
        helthGoalExrciseDtlsList: [],
        // Doses of the day come from the medication plans, which the medication domain adds.
        helthTkmdPlanList: [],
        helthGoalNosmkngDtls: null,
        helthGoalAlchlDtls: null,
      };
      days.set(routhLapseDe, day);
    }
    return day;
  };
  for (const row of exercises)
    dayOf(row.exrcisePlanDe, row.helthGoalSn).helthGoalExrciseDtlsList.push(
      exerciseDetailAnswer(row, context),
    );
  // A day two goals hold shows the no-smoking and drinking entries of the goal it belongs to.
  for (const row of noSmoking) {
    const day = dayOf(row.nosmkngPlanDe, row.helthGoalSn);
    if (!day.helthGoalNosmkngDtls || row.helthGoalSn === day.helthGoalSn)
      day.helthGoalNosmkngDtls = noSmokingDetailAnswer(row);
  }
  for (const row of drinking) {
    const day = dayOf(row.alchlPlanDe, row.helthGoalSn);
    if (!day.helthGoalAlchlDtls || row.helthGoalSn === day.helthGoalSn)
      day.helthGoalAlchlDtls = drinkingDetailAnswer(row);
  }

  return {
    helthGoalList: goals,
    routhLapseList: [...days.values()].sort((a, b) => (a.routhLapseDe < b.routhLapseDe ? -1 : 1)),
  };
}

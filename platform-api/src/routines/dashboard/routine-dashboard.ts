// GET /dashboard2: the goals that touch a range of days and every day of the range that has a plan or a dose.
// A few statements whatever the range (goals, their results, one per kind of day, and the doses, made first
// where the range has none yet): no query per day or goal.
import {
  doseStatusOn,
  goalStatus,
  type HealthGoal,
  type RoutineDashboard,
  type RoutineDay,
} from 'shared-kernel/isomorphic';
import type { Database } from '../../platform/database/database';
import { readDoses } from '../../medication';
import {
  drinkingRowsInRange,
  exerciseRowsInRange,
  noSmokingRowsInRange,
} from '../daily-records/detail-repository';
import {
  drinkingDetailAnswer,
  exerciseDetailAnswer,
  noSmokingDetailAnswer,
  readGoalAnswers,
  type AnswerContext,
} from '../health-goals/goal-answers';

/**
 * The goal a day belongs to: the one that holds it, the one not ended first (a goal ended today and a new one
 * begun today both hold today); else the goal of one of its details.
 */
function goalOfDay(goals: readonly HealthGoal[], day: string, detailGoalSn: number | null): number | null {
  const holding = goals.filter((goal) => goal.goalBeginDe <= day && day <= goal.goalEndDe);
  const goal = holding.find((candidate) => candidate.goalSttusCode !== goalStatus.ended) ?? holding[0];
  return goal?.helthGoalSn ?? detailGoalSn;
}

/** `at`: the moment of the request, which stamps doses made for the range (see medication/dose-generation). */
export async function readDashboard(
  db: Database,
  userId: string,
  range: { fromSearchDt: string; toSearchDt: string },
  context: AnswerContext,
  at: Date,
): Promise<RoutineDashboard> {
  const { fromSearchDt: from, toSearchDt: to } = range;
  // Independent reads: on a PostgreSQL pool they run side by side, so a long range waits for the longest only.
  const [goals, exercises, noSmoking, drinking, doses] = await Promise.all([
    readGoalAnswers(db, userId, { kind: 'touching', from, to }, context),
    exerciseRowsInRange(db, userId, from, to),
    noSmokingRowsInRange(db, userId, from, to),
    drinkingRowsInRange(db, userId, from, to),
    readDoses(db, userId, { from, to }, at),
  ]);

  const days = new Map<string, RoutineDay>();
  const dayOf = (routhLapseDe: string, helthGoalSn: number | null): RoutineDay => {
    let day = days.get(routhLapseDe);
    if (!day) {
      day = {
        routhLapseDe,
        helthGoalSn: goalOfDay(goals, routhLapseDe, helthGoalSn),
        helthGoalExrciseDtlsList: [],
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
  // The doses of each day, in time order; a day with doses and no goal is a day of the dashboard too.
  for (const dose of doses)
    dayOf(dose.planDt.slice(0, 10), null).helthTkmdPlanList.push({
      tkmdSn: dose.tkmdSn,
      tkmdDtlsSn: dose.tkmdDtlsSn,
      tkmdNm: dose.tkmdNm,
      itemEngName: dose.itemEngName,
      tkmdPlanDt: dose.planDt,
      tkmdSttusCode: doseStatusOn(dose.status, dose.planDt, context.today),
    });

  return {
    helthGoalList: goals,
    routhLapseList: [...days.values()].sort((a, b) => (a.routhLapseDe < b.routhLapseDe ? -1 : 1)),
  };
}

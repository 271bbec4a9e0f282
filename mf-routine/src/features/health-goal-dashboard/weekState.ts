// The week as loaded, changed detail by detail: a check moves the goal's done minutes and calories at once
// (exrciseTimeMiTot and cnsumCalValTot sum the details done), a postponement moves the detail to its new slot.
import {
  glassCountOf,
  pureAlcoholGrams,
  type DrinkingDetail,
  type ExerciseDetail,
  type HealthGoal,
  type NoSmokingDetail,
  type RoutineDay,
  type RoutineMedicationDose,
} from 'shared-kernel/isomorphic';
import { pendingKeyOf } from '../routine-common/dashboard';
import type { KeptSave } from '../pending-routine-saves';

export interface WeekData {
  fromSearchDt: string;
  toSearchDt: string;
  goals: HealthGoal[];
  days: RoutineDay[];
}

function findExercise(data: WeekData, id: number): ExerciseDetail | undefined {
  for (const day of data.days) {
    const found = day.helthGoalExrciseDtlsList.find((detail) => detail.exrciseExecutDtlsSn === id);
    if (found) return found;
  }
  return undefined;
}

const doneMinutes = (detail: ExerciseDetail | undefined) =>
  detail?.exrciseAt === 'Y' ? detail.exrciseTimeMi : 0;
const doneCalories = (detail: ExerciseDetail | undefined) =>
  detail?.exrciseAt === 'Y' ? (detail.cnsumCalVal ?? 0) : 0;

/** One decimal, as the API keeps calories. */
const tenths = (value: number) => Math.round(value * 10) / 10;

function emptyDay(routhLapseDe: string, helthGoalSn: number): RoutineDay {
  return {
    routhLapseDe,
    helthGoalSn,
    helthGoalExrciseDtlsList: [],
    helthTkmdPlanList: [],
    helthGoalNosmkngDtls: null,
    helthGoalAlchlDtls: null,
  };
}

const byTimeOfDay = (a: ExerciseDetail, b: ExerciseDetail) =>
  a.exrciseTodCode.localeCompare(b.exrciseTodCode) || a.exrciseExecutDtlsSn - b.exrciseExecutDtlsSn;

/**
 * The week with `detail` as it now stands: replaced where it was, or moved to its (new) day and time of day, or
 * added; its goal's done minutes and calories follow. A day outside the week is not shown.
 */
export function withExercise(data: WeekData, detail: ExerciseDetail): WeekData {
  const before = findExercise(data, detail.exrciseExecutDtlsSn);
  const inWeek = data.fromSearchDt <= detail.exrcisePlanDe && detail.exrcisePlanDe <= data.toSearchDt;
  let days = data.days.map((day) => ({
    ...day,
    helthGoalExrciseDtlsList: day.helthGoalExrciseDtlsList.filter(
      (exercise) => exercise.exrciseExecutDtlsSn !== detail.exrciseExecutDtlsSn,
    ),
  }));
  if (inWeek) {
    if (!days.some((day) => day.routhLapseDe === detail.exrcisePlanDe)) {
      days = [...days, emptyDay(detail.exrcisePlanDe, detail.helthGoalSn)].sort((a, b) =>
        a.routhLapseDe.localeCompare(b.routhLapseDe),
      );
    }
    days = days.map((day) =>
      day.routhLapseDe === detail.exrcisePlanDe
        ? { ...day, helthGoalExrciseDtlsList: [...day.helthGoalExrciseDtlsList, detail].sort(byTimeOfDay) }
        : day,
    );
  }
  const minutes = doneMinutes(detail) - doneMinutes(before);
  const calories = doneCalories(detail) - doneCalories(before);
  const goals = data.goals.map((goal) =>
    goal.helthGoalSn === detail.helthGoalSn && (minutes !== 0 || calories !== 0)
      ? {
          ...goal,
          exrciseTimeMiTot: goal.exrciseTimeMiTot + minutes,
          cnsumCalValTot: tenths(goal.cnsumCalValTot + calories),
        }
      : goal,
  );
  return { ...data, days, goals };
}

export function withNoSmoking(data: WeekData, detail: NoSmokingDetail): WeekData {
  return {
    ...data,
    days: data.days.map((day) =>
      day.helthGoalNosmkngDtls?.nosmkngExecutDtlsSn === detail.nosmkngExecutDtlsSn
        ? { ...day, helthGoalNosmkngDtls: detail }
        : day,
    ),
  };
}

export function withDrinking(data: WeekData, detail: DrinkingDetail): WeekData {
  return {
    ...data,
    days: data.days.map((day) =>
      day.helthGoalAlchlDtls?.alchlExecutDtlsSn === detail.alchlExecutDtlsSn
        ? { ...day, helthGoalAlchlDtls: detail }
        : day,
    ),
  };
}

export function findDose(data: WeekData, tkmdDtlsSn: number): RoutineMedicationDose | undefined {
  for (const day of data.days) {
    const found = day.helthTkmdPlanList.find((dose) => dose.tkmdDtlsSn === tkmdDtlsSn);
    if (found) return found;
  }
  return undefined;
}

/** The week with a dose's status as it now stands (a dose stays on its day and time). */
export function withDose(
  data: WeekData,
  dose: Pick<RoutineMedicationDose, 'tkmdDtlsSn' | 'tkmdSttusCode'>,
): WeekData {
  return {
    ...data,
    days: data.days.map((day) =>
      day.helthTkmdPlanList.some((candidate) => candidate.tkmdDtlsSn === dose.tkmdDtlsSn)
        ? {
            ...day,
            helthTkmdPlanList: day.helthTkmdPlanList.map((candidate) =>
              candidate.tkmdDtlsSn === dose.tkmdDtlsSn
                ? { ...candidate, tkmdSttusCode: dose.tkmdSttusCode }
                : candidate,
            ),
          }
        : day,
    ),
  };
}

/** A drinking detail as an entry sets it (what the API would answer). */
export function drinkingAfter(
  detail: DrinkingDetail,
  entry: { alchlAt: 'Y' | 'N'; alchlGlassCntDtl?: DrinkingDetail['alchlGlassCntDtl'] },
): DrinkingDetail {
  const counts = entry.alchlAt === 'Y' ? (entry.alchlGlassCntDtl ?? null) : null;
  return {
    ...detail,
    alchlAt: entry.alchlAt,
    alchlGlassCntDtl: counts,
    alchlGlassCnt: glassCountOf(entry.alchlAt, counts),
    alchlGramVal: counts ? pureAlcoholGrams(counts) : entry.alchlAt === 'N' ? 0 : null,
  };
}

/** The week with the values kept on this phone in place of the loaded ones, and the keys of those details. */
export function withKeptSaves(
  data: WeekData,
  kept: readonly KeptSave[],
): { data: WeekData; pendingKeys: Set<string> } {
  const pendingKeys = new Set<string>();
  let week = data;
  for (const save of kept) {
    if (save.kind === 'exercise') {
      const detail = findExercise(week, save.id);
      if (!detail) continue;
      week = withExercise(week, { ...detail, exrciseAt: save.body.exrciseAt });
    } else if (save.kind === 'noSmoking') {
      const detail = week.days.find(
        (day) => day.helthGoalNosmkngDtls?.nosmkngExecutDtlsSn === save.id,
      )?.helthGoalNosmkngDtls;
      if (!detail) continue;
      week = withNoSmoking(week, { ...detail, nosmkngAt: save.body.nosmkngAt });
    } else if (save.kind === 'dose') {
      if (!findDose(week, save.id)) continue;
      week = withDose(week, { tkmdDtlsSn: save.id, tkmdSttusCode: save.body.tkmdSttusCode });
    } else {
      const detail = week.days.find(
        (day) => day.helthGoalAlchlDtls?.alchlExecutDtlsSn === save.id,
      )?.helthGoalAlchlDtls;
      if (!detail) continue;
      week = withDrinking(week, drinkingAfter(detail, save.body));
    }
    pendingKeys.add(pendingKeyOf(save.kind, save.id));
  }
  return { data: week, pendingKeys };
}

export { findExercise };

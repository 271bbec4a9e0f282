// Test data of the medication part of the routine dashboard: one person's doses in the fixtures' week (today is
// Wednesday 2026-03-11). Only tests import this file.
import type { RoutineDay, RoutineMedicationDose } from 'shared-kernel/isomorphic';

function dose(
  tkmdSn: number,
  tkmdDtlsSn: number,
  tkmdNm: string,
  tkmdPlanDt: string,
  tkmdSttusCode: string,
  itemEngName: string | null = null,
): RoutineMedicationDose {
  return { tkmdSn, tkmdDtlsSn, tkmdNm, itemEngName, tkmdPlanDt, tkmdSttusCode };
}

/** Tylenol's name in the catalogue in English; aspirin was named by its person, so it has none. */
export const tylenolEnglish = 'Tylenol Tab. 500mg (Acetaminophen)';

/**
 * Tylenol (plan 1) at 08:00 and 19:00, aspirin (plan 2) at 08:00: this morning's Tylenol taken, yesterday's left
 * unticked (so unchecked), and Friday's still to come.
 */
export const doses = {
  tylenolYesterday: dose(1, 401, '타이레놀', '2026-03-10T08:00:00', '0004', tylenolEnglish),
  tylenolMorning: dose(1, 501, '타이레놀', '2026-03-11T08:00:00', '0002', tylenolEnglish),
  aspirinToday: dose(2, 502, '아스피린', '2026-03-11T08:00:00', '0003'),
  tylenolEvening: dose(1, 503, '타이레놀', '2026-03-11T19:00:00', '0003', tylenolEnglish),
  tylenolFriday: dose(1, 601, '타이레놀', '2026-03-13T08:00:00', '0003', tylenolEnglish),
};

/** The days with the doses of `doses` on theirs (ordered by time, then name, as the API orders them). */
export function withDoses(days: RoutineDay[]): RoutineDay[] {
  const all = Object.values(doses);
  return days.map((day) => ({
    ...day,
    helthTkmdPlanList: all.filter((one) => one.tkmdPlanDt.startsWith(day.routhLapseDe)),
  }));
}

/** `PUT /api/medication/plan/{tkmdSn}/{tkmdDtlsSn}` of a dose, as the fake API names it. */
export function routeOf(one: RoutineMedicationDose): string {
  return `PUT /api/medication/plan/${one.tkmdSn}/${one.tkmdDtlsSn}`;
}

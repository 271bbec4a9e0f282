// How a plan reads on the screens: its times of day, cycle, period and type, in the person's language.
import type { TFunction } from 'i18next';
import { formatDate, weekdayCodesFromMonday, weekdayName } from 'shared-kernel';
import {
  defaultMedicationTimeList,
  hasNoEnd,
  medicationCycleCodes,
  medicineNameIn,
  planTotalDays,
  type MedicationDose,
  type MedicationPlan,
  type MedicationPlanInput,
  type MedicationTypeCode,
} from 'shared-kernel/isomorphic';

/**
 * Names each dose as its plan is named in `language` (kernel medicineNameIn): a dose carries only the name its
 * plan was registered with.
 */
export function doseNamer(
  language: string,
  plans: readonly MedicationPlan[],
): (dose: Pick<MedicationDose, 'tkmdSn' | 'tkmdNm'>) => string {
  const names = new Map(plans.map((plan) => [plan.tkmdSn, medicineNameIn(language, plan)]));
  return (dose) => names.get(dose.tkmdSn) ?? dose.tkmdNm;
}

/** The spec's name of a default time (after waking 07:00 ... before bed 22:00), or null for any other time. */
export function defaultTimeName(t: TFunction, time: string): string | null {
  const match = defaultMedicationTimeList.find((candidate) => candidate.time === time);
  return match ? t(`medicine:times.${match.name}`) : null;
}

/** "아침 08:00" for a default time, "15:30" for any other. */
export function timeLabel(t: TFunction, time: string): string {
  const name = defaultTimeName(t, time);
  return name ? `${name} ${time}` : time;
}

export function timesText(t: TFunction, times: readonly string[]): string {
  return [...times]
    .sort()
    .map((time) => timeLabel(t, time))
    .join(', ');
}

export function typeName(t: TFunction, code: MedicationTypeCode): string {
  return t(`medicine:types.${code}`);
}

export function cycleText(
  t: TFunction,
  language: string,
  plan: Pick<MedicationPlanInput, 'tkmdCycleCode' | 'tkmdDowList' | 'tkmdIntrvlDayCnt'>,
): string {
  switch (plan.tkmdCycleCode) {
    case medicationCycleCodes.everyDay:
      return t('medicine:cycle.everyDay');
    case medicationCycleCodes.weekdays:
      return t('medicine:cycle.onWeekdays', {
        days: weekdayCodesFromMonday
          .filter((code) => plan.tkmdDowList.includes(code))
          .map((code) => weekdayName(code, language))
          .join(' · '),
      });
    case medicationCycleCodes.everyNDays:
      return t('medicine:cycle.everyN', { count: plan.tkmdIntrvlDayCnt ?? 0 });
  }
}

/** "2026.03.11 – 2026.04.09 (30일)", or "2026.03.11 – 종료일 없음". */
export function periodText(
  t: TFunction,
  plan: Pick<MedicationPlanInput, 'tkmdBeginDe' | 'tkmdEndDe'>,
): string {
  const days = planTotalDays(plan);
  if (hasNoEnd(plan.tkmdEndDe) || days === null) {
    return t('medicine:period.fromNoEnd', { begin: formatDate(plan.tkmdBeginDe) });
  }
  return t('medicine:period.fromTo', {
    begin: formatDate(plan.tkmdBeginDe),
    end: formatDate(plan.tkmdEndDe),
    count: days,
  });
}

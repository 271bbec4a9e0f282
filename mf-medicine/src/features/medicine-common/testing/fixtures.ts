// Test data of the medicine screens: one person's plans and doses, answered by the fake API the way the
// medication API answers (`GET /schedules` gives the doses of the asked range, in order).
import { waitFor } from '@testing-library/react';
import { dialogs, type DialogKind, type DialogOf, type OpenDialog } from 'shared-kernel';
import {
  fixClock,
  testNow as now,
  testToday as today,
  type fakeApi,
  type Reply,
} from 'shared-kernel/testing';
import {
  adherenceOf,
  medicationCycleCodes,
  medicationStatusCodes,
  medicationTypeCodes,
  planDoseTimes,
  type MedicationDose,
  type MedicationPlan,
  type MedicationStatusCode,
} from 'shared-kernel/isomorphic';

export type FakeApi = ReturnType<typeof fakeApi>;

export const base = '/api/medication';

/** Wednesday 2026-03-11, 10:00 in Seoul (the kernel's test morning), and a clock fixed there. */
export { fixClock, now, today };

/** Tylenol twice a day (08:00, 19:00) since Monday 03-02 for 30 days, reminder on. */
export function plan(overrides: Partial<MedicationPlan> = {}): MedicationPlan {
  return {
    tkmdSn: 1,
    tkmdNm: '타이레놀',
    itemSeq: '200300001',
    tkmdTypeCode: medicationTypeCodes.pill,
    tkmdCycleCode: medicationCycleCodes.everyDay,
    tkmdDowList: [],
    tkmdIntrvlDayCnt: null,
    tkmdBeginDe: '2026-03-02',
    tkmdEndDe: '2026-03-31',
    tkmdTimeList: ['08:00', '19:00'],
    notiAt: 'Y',
    missedAlertMi: 60,
    tkmdTotDayCnt: 30,
    planState: 'ongoing',
    entpName: '한국얀센',
    strength: '500mg',
    itemEngName: 'Tylenol Tab. 500mg (Acetaminophen)',
    adherence: adherenceOf(17, 19),
    ...overrides,
  };
}

/** A vitamin from next week, and a cold medicine that ended last week. */
export const scheduledPlan = plan({
  tkmdSn: 2,
  tkmdNm: '비타민D',
  itemSeq: null,
  tkmdBeginDe: '2026-03-16',
  tkmdEndDe: '9999-12-31T23:59:59',
  tkmdTimeList: ['15:30'],
  tkmdTotDayCnt: null,
  planState: 'scheduled',
  entpName: null,
  strength: null,
  itemEngName: null,
  notiAt: 'N',
  adherence: adherenceOf(0, 0),
});
export const endedPlan = plan({
  tkmdSn: 3,
  tkmdNm: '판콜',
  itemEngName: 'Pancol-A Soln. (Acetaminophen)',
  tkmdBeginDe: '2026-02-23',
  tkmdEndDe: '2026-03-01',
  tkmdTimeList: ['13:00'],
  tkmdTotDayCnt: 7,
  planState: 'ended',
  adherence: adherenceOf(5, 7),
});

/** tkmdDtlsSn of a dose: the plan's serial, then the day and time (`1_0311_0800` → 103110800). */
export function doseSn(tkmdSn: number, tkmdPlanDt: string): number {
  return Number(
    `${tkmdSn}${tkmdPlanDt.slice(5, 7)}${tkmdPlanDt.slice(8, 10)}${tkmdPlanDt.slice(11, 13)}${tkmdPlanDt.slice(14, 16)}`,
  );
}

/**
 * The plan's doses from 03-02 to 03-17: everything before today taken except the evenings of 03-04 and 03-10 (unchecked);
 * today.s and later ones unticked. This week: 3 of 5 due taken (60 %); this month: 16 of 19 (84.2 %).
 */
export function dosesOf(
  ofPlan: MedicationPlan,
  status: (tkmdPlanDt: string) => MedicationStatusCode = (dt) =>
    dt >= `${today}T00:00:00`
      ? medicationStatusCodes.scheduled
      : dt === '2026-03-10T19:00:00' || dt === '2026-03-04T19:00:00'
        ? medicationStatusCodes.unchecked
        : medicationStatusCodes.taking,
): MedicationDose[] {
  return planDoseTimes(ofPlan, '2026-03-01', '2026-03-17').map((tkmdPlanDt) => ({
    tkmdSn: ofPlan.tkmdSn,
    tkmdDtlsSn: doseSn(ofPlan.tkmdSn, tkmdPlanDt),
    tkmdNm: ofPlan.tkmdNm,
    tkmdTypeCode: ofPlan.tkmdTypeCode,
    tkmdPlanDt,
    tkmdDt: status(tkmdPlanDt) === medicationStatusCodes.taking ? `${tkmdPlanDt}+09:00` : null,
    tkmdSttusCode: status(tkmdPlanDt),
  }));
}

/** Answers `GET /plan` and `GET /schedules` with these plans and doses (the range the call asks for). */
export function answerBoard(api: FakeApi, plans: MedicationPlan[], doses: MedicationDose[]): void {
  api.on(`GET ${base}/plan`, { status: 200, data: { tkmdPlanList: plans } });
  api.on(`GET ${base}/schedules`, (_body, request): Reply => {
    const from = request.query.get('fromPeriodDt') ?? '';
    const to = request.query.get('toPeriodDt') ?? '';
    const inRange = doses
      .filter((dose) => dose.tkmdPlanDt.slice(0, 10) >= from && dose.tkmdPlanDt.slice(0, 10) <= to)
      .sort((a, b) => a.tkmdPlanDt.localeCompare(b.tkmdPlanDt) || a.tkmdNm.localeCompare(b.tkmdNm));
    return { status: 200, data: { tkmdDtlsList: inRange, adherence: adherenceOf(0, 0) } };
  });
}

/**
 * Answers each dose PUT with the dose at its new status, as the API does, and keeps the new status in `doses`
 * (the array `answerBoard` answers from), so that a later read sees it.
 */
export function answerTicks(api: FakeApi, doses: MedicationDose[], reply?: () => Reply | null): void {
  doses.forEach((dose, index) => {
    api.on(`PUT ${base}/plan/${dose.tkmdSn}/${dose.tkmdDtlsSn}`, (body) => {
      const refused = reply?.();
      if (refused) return refused;
      const { tkmdSttusCode } = body as { tkmdSttusCode: MedicationStatusCode };
      const ticked: MedicationDose = {
        ...dose,
        tkmdSttusCode,
        tkmdDt: tkmdSttusCode === medicationStatusCodes.scheduled ? null : now.toISOString(),
      };
      doses[index] = ticked;
      return { status: 200, data: ticked };
    });
  });
}

/** The open dialog of a kind, once it shows. */
export async function dialogOf<K extends DialogKind>(kind: K): Promise<DialogOf<K>> {
  let found: OpenDialog | undefined;
  const subscription = dialogs.state$.subscribe((open) => {
    found = open.find((dialog) => dialog.kind === kind) ?? found;
  });
  try {
    await waitFor(() => expect(found).toBeDefined());
    return found as DialogOf<K>;
  } finally {
    subscription.unsubscribe();
  }
}

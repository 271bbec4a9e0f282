import { medicationStatusCodes, noEndDate, weekdayCodes } from '../codes';
import { medicationCycleCodes, medicationTypeOfForm } from './codes';
import {
  adherenceOf,
  doseStatusOn,
  doseTickError,
  hasNoEnd,
  instantOfSeoulDateTime,
  isDoseDue,
  isPlanDay,
  isTimeOfDay,
  medicationPlanInputOf,
  medicationPlanProblem,
  medicineNameIn,
  planDaysBetween,
  planDoseTimes,
  planStateOn,
  planTotalDays,
  seoulDateTimeOf,
} from './rules';
import type { MedicationPlanInput } from './types';

const { notTaking, taking, scheduled, unchecked } = medicationStatusCodes;

/** Twice a day (08:00, 20:00) through March 2026, from Monday the 2nd. */
function plan(overrides: Partial<MedicationPlanInput> = {}): MedicationPlanInput {
  return {
    tkmdNm: '타이레놀',
    itemSeq: null,
    tkmdTypeCode: '0001',
    tkmdCycleCode: medicationCycleCodes.everyDay,
    tkmdDowList: [],
    tkmdIntrvlDayCnt: null,
    tkmdBeginDe: '2026-03-02',
    tkmdEndDe: '2026-03-31',
    tkmdTimeList: ['08:00', '20:00'],
    notiAt: 'Y',
    missedAlertMi: 60,
    ...overrides,
  };
}

describe('times of day (spec section 5: HH:mm)', () => {
  it.each(['00:00', '07:00', '13:30', '23:59'])('takes %s', (time) => expect(isTimeOfDay(time)).toBe(true));
  it.each(['7:00', '24:00', '07:60', '07:00:00', '0700', ' 07:00', '07:00 ', '', '０７:００'])(
    'refuses %j',
    (time) => expect(isTimeOfDay(time)).toBe(false),
  );
});

describe('Seoul wall time (UTC+9, spec section 9)', () => {
  it('reads an instant as Seoul wall time and back, across the day boundary', () => {
    expect(seoulDateTimeOf(new Date('2026-03-01T15:30:00Z'))).toBe('2026-03-02T00:30:00');
    expect(instantOfSeoulDateTime('2026-03-02T00:30').toISOString()).toBe('2026-03-01T15:30:00.000Z');
    expect(instantOfSeoulDateTime('2026-03-02T08:00:00').toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });
});

describe('period', () => {
  it('counts days from begin to end, both included; none with no end', () => {
    expect(planTotalDays(plan())).toBe(30);
    expect(planTotalDays(plan({ tkmdEndDe: '2026-03-02' }))).toBe(1);
    expect(planTotalDays(plan({ tkmdEndDe: noEndDate }))).toBeNull();
    expect(hasNoEnd(noEndDate)).toBe(true);
    expect(hasNoEnd('9999-12-31')).toBe(false);
  });

  it('is scheduled before its begin, ongoing through its end day, ended after', () => {
    expect(planStateOn(plan(), '2026-03-01')).toBe('scheduled');
    expect(planStateOn(plan(), '2026-03-02')).toBe('ongoing');
    expect(planStateOn(plan(), '2026-03-31')).toBe('ongoing');
    expect(planStateOn(plan(), '2026-04-01')).toBe('ended');
    expect(planStateOn(plan({ tkmdEndDe: noEndDate }), '2099-01-01')).toBe('ongoing');
  });
});

describe('cycle expansion', () => {
  it('every day: each day of the period, clipped to it, times in order', () => {
    const times = planDoseTimes(plan({ tkmdTimeList: ['20:00', '08:00'] }), '2026-02-27', '2026-03-03');
    expect(times).toEqual([
      '2026-03-02T08:00:00',
      '2026-03-02T20:00:00',
      '2026-03-03T08:00:00',
      '2026-03-03T20:00:00',
    ]);
    expect(planDaysBetween(plan(), '2026-03-30', '2026-04-03')).toEqual(['2026-03-30', '2026-03-31']);
  });

  it('weekdays: only the chosen ones (0001 Sunday ... 0007 Saturday)', () => {
    const mondayAndFriday = plan({
      tkmdCycleCode: medicationCycleCodes.weekdays,
      tkmdDowList: [weekdayCodes.monday, weekdayCodes.friday],
    });
    expect(planDaysBetween(mondayAndFriday, '2026-03-01', '2026-03-14')).toEqual([
      '2026-03-02',
      '2026-03-06',
      '2026-03-09',
      '2026-03-13',
    ]);
    const sunday = plan({ tkmdCycleCode: medicationCycleCodes.weekdays, tkmdDowList: [weekdayCodes.sunday] });
    expect(isPlanDay(sunday, '2026-03-08')).toBe(true);
    expect(isPlanDay(sunday, '2026-03-07')).toBe(false);
  });

  it('every N days: counted from the begin day, whatever the range asked', () => {
    const everyThird = plan({ tkmdCycleCode: medicationCycleCodes.everyNDays, tkmdIntrvlDayCnt: 3 });
    expect(planDaysBetween(everyThird, '2026-03-01', '2026-03-12')).toEqual([
      '2026-03-02',
      '2026-03-05',
      '2026-03-08',
      '2026-03-11',
    ]);
    expect(planDaysBetween(everyThird, '2026-03-06', '2026-03-12')).toEqual(['2026-03-08', '2026-03-11']);
  });

  it('crosses month ends and the leap day', () => {
    const everySecond = plan({
      tkmdCycleCode: medicationCycleCodes.everyNDays,
      tkmdIntrvlDayCnt: 2,
      tkmdBeginDe: '2028-02-27',
      tkmdEndDe: '2028-03-04',
    });
    expect(planDaysBetween(everySecond, '2028-02-01', '2028-03-31')).toEqual([
      '2028-02-27',
      '2028-02-29',
      '2028-03-02',
      '2028-03-04',
    ]);
    const monthEnd = plan({ tkmdBeginDe: '2026-01-30', tkmdEndDe: '2026-02-02', tkmdTimeList: ['22:00'] });
    expect(planDoseTimes(monthEnd, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-30T22:00:00',
      '2026-01-31T22:00:00',
      '2026-02-01T22:00:00',
      '2026-02-02T22:00:00',
    ]);
    expect(
      planDaysBetween(
        plan({ tkmdBeginDe: '2027-02-27', tkmdEndDe: '2027-03-01' }),
        '2027-01-01',
        '2027-12-31',
      ),
    ).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it('no end: any range, years ahead, costs only its own days', () => {
    const forever = plan({ tkmdEndDe: noEndDate, tkmdTimeList: ['09:00'] });
    expect(planDoseTimes(forever, '2036-02-28', '2036-03-01')).toEqual([
      '2036-02-28T09:00:00',
      '2036-02-29T09:00:00',
      '2036-03-01T09:00:00',
    ]);
    expect(planDoseTimes(forever, '2026-01-01', '2026-03-01')).toEqual([]);
  });
});

describe('dose status (spec section 4)', () => {
  it('answers an unticked dose unchecked (0004) once its day is over, scheduled (0003) until then', () => {
    expect(doseStatusOn(scheduled, '2026-03-02T08:00:00', '2026-03-02')).toBe(scheduled);
    expect(doseStatusOn(scheduled, '2026-03-02T23:59:00', '2026-03-03')).toBe(unchecked);
    expect(doseStatusOn(unchecked, '2026-03-04T08:00:00', '2026-03-03')).toBe(scheduled);
  });

  it('keeps a ticked dose as ticked', () => {
    expect(doseStatusOn(taking, '2026-03-01T08:00:00', '2026-03-03')).toBe(taking);
    expect(doseStatusOn(notTaking, '2026-03-01T08:00:00', '2026-03-03')).toBe(notTaking);
  });

  it('refuses ticking a later day’s dose (M1105), not a later dose of today', () => {
    expect(doseTickError('2026-03-03T08:00:00', '2026-03-02')).toBe('M1105');
    expect(doseTickError('2026-03-02T23:00:00', '2026-03-02')).toBeNull();
    expect(doseTickError('2026-02-01T08:00:00', '2026-03-02')).toBeNull();
  });

  it('counts a dose due once its time has come, or earlier once ticked', () => {
    expect(isDoseDue(scheduled, '2026-03-02T08:00:00', '2026-03-02T08:00:00')).toBe(true);
    expect(isDoseDue(scheduled, '2026-03-02T20:00:00', '2026-03-02T08:00:00')).toBe(false);
    expect(isDoseDue(taking, '2026-03-02T20:00:00', '2026-03-02T08:00:00')).toBe(true);
    expect(isDoseDue(notTaking, '2026-03-02T20:00:00', '2026-03-02T08:00:00')).toBe(true);
  });
});

describe('adherence (spec section 9: compliant at 80 %)', () => {
  it('is taken of due, one decimal, compliant from 80 %', () => {
    expect(adherenceOf(4, 5)).toEqual({ takenCnt: 4, dueCnt: 5, rate: 80, compliant: true });
    expect(adherenceOf(79, 100)).toEqual({ takenCnt: 79, dueCnt: 100, rate: 79, compliant: false });
    expect(adherenceOf(2, 3)).toEqual({ takenCnt: 2, dueCnt: 3, rate: 66.7, compliant: false });
    expect(adherenceOf(0, 0)).toEqual({ takenCnt: 0, dueCnt: 0, rate: null, compliant: null });
  });
});

describe('medicationPlanProblem', () => {
  const today = '2026-03-02';
  it('finds nothing wrong with a plan from today, with an end or none', () => {
    expect(medicationPlanProblem(plan(), today, true)).toBeNull();
    expect(medicationPlanProblem(plan({ tkmdEndDe: noEndDate }), today, true)).toBeNull();
  });

  it.each<[string, string, Partial<MedicationPlanInput>, boolean?]>([
    ['generic.required', 'tkmdNm', { tkmdNm: '   ' }],
    ['generic.invalid', 'tkmdBeginDe', { tkmdBeginDe: '2026-02-30' }],
    ['M1107', 'tkmdBeginDe', { tkmdBeginDe: '2026-03-01' }],
    ['generic.invalid', 'tkmdEndDe', { tkmdEndDe: '2026-04-31' }],
    ['M0159', 'tkmdEndDe', { tkmdBeginDe: '2026-02-01', tkmdEndDe: '2026-03-01' }, false],
    ['M1109', 'tkmdEndDe', { tkmdBeginDe: '2026-03-10', tkmdEndDe: '2026-03-09' }],
    ['M1108', 'tkmdEndDe', { tkmdEndDe: '2029-03-04' }],
    ['M1103', 'tkmdDowList', { tkmdCycleCode: medicationCycleCodes.weekdays }],
    ['M1104', 'tkmdIntrvlDayCnt', { tkmdCycleCode: medicationCycleCodes.everyNDays }],
    ['M1101', 'tkmdTimeList', { tkmdTimeList: [] }],
    ['M1100', 'tkmdTimeList', { tkmdTimeList: ['08:00', '8:30'] }],
    ['M1102', 'tkmdTimeList', { tkmdTimeList: ['08:00', '08:00'] }],
  ])('answers %s on %s', (code, field, overrides, isNew = true) => {
    expect(medicationPlanProblem(plan(overrides), today, isNew)).toEqual({ field, code });
  });

  it('lets a running plan keep a begin day in the past, and allows the longest period (1098 days)', () => {
    expect(medicationPlanProblem(plan({ tkmdBeginDe: '2026-01-01' }), today, false)).toBeNull();
    expect(medicationPlanProblem(plan({ tkmdEndDe: '2029-03-03' }), today, true)).toBeNull();
  });
});

describe('medicineNameIn (issue 35: names in the person’s language)', () => {
  const tylenol = { tkmdNm: '타이레놀정500밀리그램', itemEngName: 'Tylenol Tab. 500mg (Acetaminophen)' };
  const typed = { tkmdNm: '할머니 혈압약', itemEngName: null };

  it('shows the catalogue’s English name in English and Khmer, the Korean name in Korean', () => {
    expect(medicineNameIn('en', tylenol)).toBe('Tylenol Tab. 500mg (Acetaminophen)');
    expect(medicineNameIn('km', tylenol)).toBe('Tylenol Tab. 500mg (Acetaminophen)');
    expect(medicineNameIn('ko', tylenol)).toBe('타이레놀정500밀리그램');
    expect(medicineNameIn('ko-KR', tylenol)).toBe('타이레놀정500밀리그램');
  });

  it('keeps the name a person typed when the catalogue has no English name', () => {
    expect(medicineNameIn('en', typed)).toBe('할머니 혈압약');
    expect(medicineNameIn('km', { ...tylenol, itemEngName: '' })).toBe('타이레놀정500밀리그램');
  });
});

describe('medicationTypeOfForm', () => {
  it('takes an injection form (주사제) as an injection and every other form as a pill', () => {
    expect(medicationTypeOfForm('주사제')).toBe('0002');
    expect(medicationTypeOfForm('Injection')).toBe('0002');
    expect(medicationTypeOfForm('필름코팅정')).toBe('0001');
    expect(medicationTypeOfForm('')).toBe('0001');
  });
});

describe('medicationPlanInputOf', () => {
  it('keeps exactly the input fields of a saved plan', () => {
    const input = plan({ tkmdDowList: [weekdayCodes.monday] });
    const saved = {
      ...input,
      tkmdSn: 7,
      tkmdTotDayCnt: 30,
      planState: 'ongoing',
      entpName: null,
      strength: null,
    };
    expect(medicationPlanInputOf(saved)).toStrictEqual(input);
    expect(Object.keys(medicationPlanInputOf(saved))).toEqual(Object.keys(input));
  });
});

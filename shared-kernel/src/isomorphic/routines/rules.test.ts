import { caloriesBurnt } from '../formulas';
import {
  dailyEntryError,
  dayCount,
  drinkingResults,
  glassCountOf,
  goalPeriodError,
  goalPlanError,
  goalTargetError,
  goalStateOn,
  noSmokingSuccessDays,
  postponement,
  pureAlcoholGrams,
  todaysGoal,
  weekdayCodeOf,
  weekdayIndex,
} from './rules';

const exercise = (plan: string, tod: '0001' | '0002' | '0003' | '0004') => ({
  exrcisePlanDe: plan,
  exrciseTodCode: tod,
  delayExrciseAt: 'N' as const,
  exrciseAt: null,
});

describe('routine period (spec section 5, 9)', () => {
  it('counts both ends of the period', () => {
    expect(dayCount('2026-03-02', '2026-03-08')).toBe(7);
  });
  it('accepts 7 and 371 days, refuses 6 and 372 (M1060)', () => {
    expect(goalPeriodError('2026-03-02', '2026-03-08', '2026-03-02')).toBeNull();
    expect(goalPeriodError('2026-03-02', '2027-03-07', '2026-03-02')).toBeNull();
    expect(dayCount('2026-03-02', '2027-03-07')).toBe(371);
    expect(goalPeriodError('2026-03-02', '2026-03-07', '2026-03-02')).toBe('M1060');
    expect(goalPeriodError('2026-03-02', '2027-03-08', '2026-03-02')).toBe('M1060');
  });
  it('refuses a begin date before today (M1065)', () => {
    expect(goalPeriodError('2026-03-01', '2026-03-31', '2026-03-02')).toBe('M1065');
  });
});

describe('goal plan (spec section 5)', () => {
  const walking = {
    exrciseItemCode: '0401',
    exrciseTimeMi: 30,
    exrciseTodCode: '0002' as const,
    exrciseCreatTypeCode: '0002' as const,
    helthGoalExrciseDowList: [{ dowCode: '0002' as const }],
  };
  it('needs at least one exercise goal (M1064)', () => {
    expect(goalPlanError({ helthGoalExrciseList: [], helthGoalDetailList: [] })?.code).toBe('M1064');
  });
  it('needs at least one session a week (M1064)', () => {
    const none = { ...walking, helthGoalExrciseDowList: [] };
    expect(goalPlanError({ helthGoalExrciseList: [none], helthGoalDetailList: [] })?.code).toBe('M1064');
  });
  it('needs a target below the starting value (M1066)', () => {
    const detail = { helthGoalItemCode: '0001' as const, beforeVal: 70, goalVal: 70 };
    expect(goalPlanError({ helthGoalExrciseList: [walking], helthGoalDetailList: [detail] })?.code).toBe(
      'M1066',
    );
    expect(
      goalPlanError({ helthGoalExrciseList: [walking], helthGoalDetailList: [{ ...detail, goalVal: 67 }] }),
    ).toBeNull();
  });
  it('judges a target alone, naming the field (M1066, M0137 for a waist over 500 cm)', () => {
    expect(goalTargetError({ helthGoalItemCode: '0001', beforeVal: 70, goalVal: 72 })).toEqual({
      code: 'M1066',
      field: 'goalVal',
    });
    expect(goalTargetError({ helthGoalItemCode: '0002', beforeVal: 501, goalVal: 90 })).toEqual({
      code: 'M0137',
      field: 'beforeVal',
    });
    expect(goalTargetError({ helthGoalItemCode: '0002', beforeVal: 95, goalVal: 88.5 })).toBeNull();
  });
});

describe('postponement table (spec section 4)', () => {
  const end = '2026-03-29';
  it('moves dawn to morning, morning to afternoon, afternoon to evening on the same day', () => {
    expect(postponement(exercise('2026-03-04', '0001'), end)).toEqual({
      postponed: true,
      exrcisePlanDe: '2026-03-04',
      exrciseTodCode: '0002',
    });
    expect(postponement(exercise('2026-03-04', '0002'), end)).toMatchObject({ exrciseTodCode: '0003' });
    expect(postponement(exercise('2026-03-04', '0003'), end)).toMatchObject({ exrciseTodCode: '0004' });
  });
  it("moves an evening to the next day's dawn", () => {
    expect(postponement(exercise('2026-03-04', '0004'), end)).toEqual({
      postponed: true,
      exrcisePlanDe: '2026-03-05',
      exrciseTodCode: '0001',
    });
  });
  it('refuses Sunday evening (M1074)', () => {
    expect(postponement(exercise('2026-03-08', '0004'), end)).toEqual({ postponed: false, code: 'M1074' });
  });
  it("refuses the routine's last evening (M1075)", () => {
    expect(postponement(exercise('2026-03-27', '0004'), '2026-03-27')).toEqual({
      postponed: false,
      code: 'M1075',
    });
  });
  it('refuses postponing twice (M1076)', () => {
    expect(postponement({ ...exercise('2026-03-04', '0002'), delayExrciseAt: 'Y' }, end)).toEqual({
      postponed: false,
      code: 'M1076',
    });
  });
  it('refuses postponing a checked exercise (M0187)', () => {
    expect(postponement({ ...exercise('2026-03-04', '0002'), exrciseAt: 'Y' }, end)).toEqual({
      postponed: false,
      code: 'M0187',
    });
  });
});

describe("today's goal (spec section 4)", () => {
  const goals = [{ goalBeginDe: '2026-03-02', goalEndDe: '2026-03-29' }];
  const loaded = { fromSearchDt: '2026-03-30', toSearchDt: '2026-04-05' };
  it('is the goal whose begin and end hold today, ends included', () => {
    expect(todaysGoal(goals, '2026-03-29', loaded)).toBe(goals[0]);
    expect(todaysGoal(goals, '2026-03-02', loaded)).toBe(goals[0]);
  });
  it('is the empty goal when none holds today and today is within the loaded range', () => {
    expect(todaysGoal(goals, '2026-03-30', loaded)).toBeNull();
  });
  it('is unknown when today is outside the loaded range', () => {
    expect(todaysGoal(goals, '2026-04-06', loaded)).toBeUndefined();
  });
  it('weekday index is ISO weekday minus one; dowCode counts from Sunday', () => {
    expect(weekdayIndex('2026-03-02')).toBe(0);
    expect(weekdayIndex('2026-03-08')).toBe(6);
    expect(weekdayCodeOf('2026-03-08')).toBe('0001');
    expect(weekdayCodeOf('2026-03-07')).toBe('0007');
  });
});

describe('routine states in the calendar (spec section 4)', () => {
  const goal = { goalBeginDe: '2026-03-02', goalEndDe: '2026-03-29', endedEarly: false };
  it('is scheduled before, in progress within, ended after its period', () => {
    expect(goalStateOn(goal, '2026-03-01')).toBe('scheduled');
    expect(goalStateOn(goal, '2026-03-29')).toBe('inProgress');
    expect(goalStateOn(goal, '2026-03-30')).toBe('ended');
    expect(goalStateOn({ ...goal, endedEarly: true }, '2026-03-10')).toBe('ended');
  });
});

describe('success counts (spec section 4)', () => {
  it('counts an unchecked no-smoking day as failed', () => {
    expect(noSmokingSuccessDays([{ nosmkngAt: 'Y' }, { nosmkngAt: null }, { nosmkngAt: 'N' }])).toBe(1);
  });
  it('counts a drinking day within the glass limit as success and averages glasses over days drunk on', () => {
    const results = drinkingResults(
      [
        { alchlAt: 'N', alchlGlassCnt: 0 },
        { alchlAt: 'Y', alchlGlassCnt: 2 },
        { alchlAt: 'Y', alchlGlassCnt: 5 },
        { alchlAt: null, alchlGlassCnt: null },
      ],
      { alchlGlassCnt: 3, alchlGlassCntExecutAt: 'Y' },
    );
    expect(results).toEqual({ alchlSuccessDayCnt: 2, alchlGlassCntAvg: 3.5 });
  });
  it('counts one glass for a drinking day entered without glasses', () => {
    expect(glassCountOf('Y', {})).toBe(1);
    expect(glassCountOf('Y', { soju: 3, beer: 1 })).toBe(4);
    expect(glassCountOf('N', { soju: 3 })).toBe(0);
  });
  it('gives the grams of pure alcohol of the glasses (soju 45 ml at 16.5 %)', () => {
    expect(pureAlcoholGrams({ soju: 1 })).toBe(5.9);
    expect(pureAlcoholGrams({ beer: 2 })).toBe(12.8);
  });
  it('opens a day’s no-smoking or drinking entry only from the next day (M1077)', () => {
    expect(dailyEntryError('2026-03-02', '2026-03-02')).toBe('M1077');
    expect(dailyEntryError('2026-03-01', '2026-03-02')).toBeNull();
  });
});

describe('calorie formula (spec section 9)', () => {
  it('burns mets × minutes × kg / 57.142857 kilocalories', () => {
    expect(caloriesBurnt({ mets: 3.5, minutes: 30, weightKg: 70 })).toBe(128.6);
  });
});

import { goalResults } from './goal-answers';
import type { ResultGroup } from '../daily-records/detail-repository';

const group = (values: Partial<ResultGroup>): ResultGroup => ({
  kind: 'exercise',
  helthGoalSn: 1,
  entered: null,
  metsVal: null,
  minutes: null,
  glasses: null,
  days: 1,
  storedCalories: null,
  storedDays: 0,
  ...values,
});

describe('goal results, recomputed from the days', () => {
  const noDrinking = { alchlGoal: null };

  it('sums the minutes and calories planned, and of the exercises done (calories as stored when done)', () => {
    const results = goalResults(
      noDrinking,
      [
        group({ metsVal: 3.8, minutes: 30, days: 10 }),
        group({ metsVal: 3.8, minutes: 30, days: 2, entered: 'Y', storedCalories: 2 * 159.6, storedDays: 2 }),
        group({ metsVal: 3.8, minutes: 30, days: 1, entered: 'N' }),
      ],
      80,
    );

    expect(results).toMatchObject({
      exrciseTimeMiGoalTot: 13 * 30,
      exrciseTimeMiTot: 60,
      cnsumCalValGoal: 2074.8,
      cnsumCalValTot: 319.2,
    });
  });

  it('counts no calories while no weight is known, except those stored when done', () => {
    const results = goalResults(
      noDrinking,
      [
        group({ metsVal: 3.8, minutes: 30, days: 3 }),
        group({ metsVal: 3.8, minutes: 30, entered: 'Y', storedCalories: 150, storedDays: 1 }),
      ],
      null,
    );

    expect(results).toMatchObject({ cnsumCalValGoal: 150, cnsumCalValTot: 150 });
  });

  it('counts success days of no-smoking (an unchecked day fails) and of drinking within the glass limit', () => {
    const results = goalResults(
      { alchlGoal: { alchlCo: 2, alchlGlassCnt: 2, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' } },
      [
        group({ kind: 'noSmoking', entered: 'Y', days: 5 }),
        group({ kind: 'noSmoking', entered: 'N', days: 1 }),
        group({ kind: 'noSmoking', entered: null, days: 22 }),
        group({ kind: 'drinking', entered: 'N', glasses: 0, days: 3 }),
        group({ kind: 'drinking', entered: 'Y', glasses: 2, days: 2 }),
        group({ kind: 'drinking', entered: 'Y', glasses: 5, days: 1 }),
        group({ kind: 'drinking', entered: null, days: 22 }),
      ],
      80,
    );

    expect(results).toMatchObject({
      nosmkngPlanDayCnt: 28,
      nosmkngSuccessDayCnt: 5,
      alchlPlanDayCnt: 28,
      alchlSuccessDayCnt: 5,
      alchlGlassCntAvg: 3,
    });
  });
});

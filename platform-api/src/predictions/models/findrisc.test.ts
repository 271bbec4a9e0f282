import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { findriscModel } from './findrisc';

/** Every answer at its 0-point level. */
const zero: PredictionInputs = {
  sex: 'male',
  age: 40,
  bmi: 22,
  waist: 85,
  dailyActivity: true,
  dailyVegetables: true,
  everBpMedication: false,
  everHighGlucose: false,
  familyDiabetes: 'none',
};

function outputOf(inputs: PredictionInputs): ModelOutput {
  const answer = findriscModel.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

function pointsFor(change: PredictionInputs): number {
  return outputOf({ ...zero, ...change }).score ?? Number.NaN;
}

describe('findriscModel (FINDRISC, Lindström & Tuomilehto 2003)', () => {
  it('scores 0 when every answer is at its 0-point level', () => {
    expect(outputOf(zero)).toMatchObject({ score: 0, scoreMax: 26, band: 'low', risk: 1, severity: 'low' });
  });

  it.each([
    [44, 0],
    [45, 2],
    [54, 2],
    [55, 3],
    [64, 3],
    [65, 4],
  ])('gives age %d years %d points', (age, points) => {
    expect(pointsFor({ age })).toBe(points);
  });

  it.each([
    [24.9, 0],
    [25, 1],
    [30, 1],
    [30.1, 3],
  ])('gives BMI %d kg/m² %d points', (bmi, points) => {
    expect(pointsFor({ bmi })).toBe(points);
  });

  it.each([
    ['male', 93.9, 0],
    ['male', 94, 3],
    ['male', 102, 3],
    ['male', 102.1, 4],
    ['female', 79.9, 0],
    ['female', 80, 3],
    ['female', 88, 3],
    ['female', 88.1, 4],
  ] as const)('gives a %s waist of %d cm %d points (European cut-offs)', (sex, waist, points) => {
    expect(pointsFor({ sex, waist })).toBe(points);
  });

  it.each([
    [{ dailyActivity: false }, 2],
    [{ dailyVegetables: false }, 1],
    [{ everBpMedication: true }, 2],
    [{ everHighGlucose: true }, 5],
    [{ familyDiabetes: 'second-degree' }, 3],
    [{ familyDiabetes: 'first-degree' }, 5],
  ] as const)('gives %j its points (%d)', (change, points) => {
    expect(pointsFor(change)).toBe(points);
  });

  it('adds the items: a 58-year-old woman, BMI 28, waist 90 cm, inactive, daily vegetables, on BP drugs, no high glucose, diabetic mother scores 3+1+4+2+0+2+0+5 = 17 (high, about 1 in 3)', () => {
    const output = outputOf({
      sex: 'female',
      age: 58,
      bmi: 28,
      waist: 90,
      dailyActivity: false,
      dailyVegetables: true,
      everBpMedication: true,
      everHighGlucose: false,
      familyDiabetes: 'first-degree',
    });
    expect(output).toMatchObject({ score: 17, band: 'high', risk: 33, severity: 'high' });
    expect(output.contributions[0]).toEqual({
      input: 'familyDiabetes',
      value: 'first-degree',
      reference: 'none',
      effect: 5,
      unit: 'points',
    });
    expect(output.contributions.find((c) => c.input === 'waist')).toEqual({
      input: 'waist',
      value: 90,
      reference: 79.9,
      effect: 4,
      unit: 'points',
    });
    expect(output.contributions.reduce((sum, c) => sum + c.effect, 0)).toBe(17);
  });

  it.each([
    [6, 'low', 1, 'low'],
    [7, 'slightlyElevated', 4, 'moderate'],
    [11, 'slightlyElevated', 4, 'moderate'],
    [12, 'moderate', 17, 'moderate'],
    [14, 'moderate', 17, 'moderate'],
    [15, 'high', 33, 'high'],
    [20, 'high', 33, 'high'],
    [21, 'veryHigh', 50, 'high'],
    [26, 'veryHigh', 50, 'high'],
  ])('puts a score of %d in the band %s (about %d %%)', (score, band, risk, severity) => {
    expect(outputOf(profileScoring(score))).toMatchObject({ score, band, risk, severity });
  });

  it('lists exactly the missing answers, in the order of the catalogue', () => {
    expect(findriscModel.predict({ sex: 'male', age: 50, bmi: 24 })).toEqual({
      status: 'missingInputs',
      missing: [
        'waist',
        'dailyActivity',
        'dailyVegetables',
        'everBpMedication',
        'everHighGlucose',
        'familyDiabetes',
      ],
    });
  });

  it('answers outOfRange under 18 years', () => {
    expect(findriscModel.predict({ ...zero, age: 17 })).toEqual({
      status: 'outOfRange',
      input: 'age',
      min: 18,
      max: 120,
    });
  });
});

/** A profile with the given score, built from the items' points (high glucose 5, family 5, waist 4, age 4, BMI 3, activity 2, BP drugs 2, vegetables 1). */
function profileScoring(score: number): PredictionInputs {
  const items: [number, PredictionInputs][] = [
    [5, { everHighGlucose: true }],
    [5, { familyDiabetes: 'first-degree' }],
    [4, { waist: 110 }],
    [4, { age: 70 }],
    [3, { bmi: 32 }],
    [2, { dailyActivity: false }],
    [2, { everBpMedication: true }],
    [1, { dailyVegetables: false }],
  ];
  let remaining = score;
  let profile = { ...zero };
  for (const [points, change] of items) {
    if (points <= remaining) {
      profile = { ...profile, ...change };
      remaining -= points;
    }
  }
  if (remaining !== 0) throw new Error(`cannot build a score of ${score}`);
  return profile;
}

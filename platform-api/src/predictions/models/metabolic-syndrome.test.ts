import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { metabolicSyndromeModel } from './metabolic-syndrome';

/** No criterion met, every value recorded. */
const healthyMan: PredictionInputs = {
  sex: 'male',
  age: 45,
  waist: 80,
  triglyceride: 100,
  hdlCholesterol: 60,
  systolicBp: 115,
  diastolicBp: 75,
  fastingGlucose: 90,
  bpTreated: false,
  diabetic: false,
};
const healthyWoman: PredictionInputs = { ...healthyMan, sex: 'female' };

function outputOf(inputs: PredictionInputs): ModelOutput {
  const answer = metabolicSyndromeModel.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

function metOf(inputs: PredictionInputs, key: string): boolean | undefined {
  return outputOf(inputs).criteria?.find((criterion) => criterion.key === key)?.met;
}

describe('metabolicSyndromeModel (NCEP ATP III, Korean waist cut-offs)', () => {
  it('lists the five criteria in order with values and thresholds', () => {
    expect(outputOf(healthyMan)).toEqual({
      present: false,
      band: 'absent',
      severity: 'low',
      contributions: [],
      criteria: [
        { key: 'waist', met: false, values: [80], threshold: '≥ 90 cm' },
        { key: 'triglyceride', met: false, values: [100], threshold: '≥ 150 mg/dL' },
        { key: 'hdlCholesterol', met: false, values: [60], threshold: '< 40 mg/dL' },
        { key: 'bloodPressure', met: false, values: [115, 75], treated: false, threshold: '≥ 130/85 mmHg' },
        { key: 'fastingGlucose', met: false, values: [90], treated: false, threshold: '≥ 100 mg/dL' },
      ],
    });
  });

  it.each([
    ['male', 'waist', 89.9, false],
    ['male', 'waist', 90, true],
    ['female', 'waist', 84.9, false],
    ['female', 'waist', 85, true],
    ['male', 'triglyceride', 149, false],
    ['male', 'triglyceride', 150, true],
    ['female', 'triglyceride', 150, true],
    ['male', 'hdlCholesterol', 40, false],
    ['male', 'hdlCholesterol', 39, true],
    ['female', 'hdlCholesterol', 50, false],
    ['female', 'hdlCholesterol', 49, true],
    ['male', 'fastingGlucose', 99, false],
    ['male', 'fastingGlucose', 100, true],
  ] as const)('judges for a %s the %s criterion at %d: met %s', (sex, key, value, met) => {
    expect(metOf({ ...healthyMan, sex, [key]: value }, key)).toBe(met);
  });

  it('shows the woman’s thresholds', () => {
    const criteria = outputOf(healthyWoman).criteria ?? [];
    expect(criteria[0]?.threshold).toBe('≥ 85 cm');
    expect(criteria[2]?.threshold).toBe('< 50 mg/dL');
  });

  it.each([
    [{ systolicBp: 129, diastolicBp: 84 }, false],
    [{ systolicBp: 130, diastolicBp: 84 }, true],
    [{ systolicBp: 129, diastolicBp: 85 }, true],
    [{ bpTreated: true }, true],
  ])('judges blood pressure %j: met %s', (change, met) => {
    expect(metOf({ ...healthyMan, ...change }, 'bloodPressure')).toBe(met);
    expect(metOf({ ...healthyWoman, ...change }, 'bloodPressure')).toBe(met);
  });

  it('counts drug treatment of diabetes as the glucose criterion met', () => {
    const output = outputOf({ ...healthyMan, diabetic: true });
    expect(output.criteria?.[4]).toEqual({
      key: 'fastingGlucose',
      met: true,
      values: [90],
      treated: true,
      threshold: '≥ 100 mg/dL',
    });
    expect(output.contributions).toEqual([
      { input: 'diabetic', value: true, reference: false, effect: 1, unit: 'criteria' },
    ]);
  });

  it('is present with three criteria met and absent with two', () => {
    const two: PredictionInputs = { ...healthyMan, waist: 95, triglyceride: 200 };
    expect(outputOf(two)).toMatchObject({ present: false, band: 'absent', severity: 'low' });
    const three = outputOf({ ...two, hdlCholesterol: 35 });
    expect(three).toMatchObject({ present: true, band: 'present', severity: 'high' });
    expect(three.contributions).toEqual([
      { input: 'waist', value: 95, reference: 90, effect: 1, unit: 'criteria' },
      { input: 'triglyceride', value: 200, reference: 150, effect: 1, unit: 'criteria' },
      { input: 'hdlCholesterol', value: 35, reference: 40, effect: 1, unit: 'criteria' },
    ]);
  });

  it('is present when the recorded values already meet three criteria, whatever is missing', () => {
    const output = outputOf({ sex: 'female', waist: 88, triglyceride: 180, systolicBp: 135 });
    expect(output).toMatchObject({ present: true, band: 'present' });
    expect(output.criteria?.map((criterion) => criterion.key)).toEqual([
      'waist',
      'triglyceride',
      'bloodPressure',
    ]);
    expect(output.criteria?.[2]).toMatchObject({ met: true, values: [135] });
  });

  it('answers missingInputs with what is missing when fewer than three are met', () => {
    expect(
      metabolicSyndromeModel.predict({ sex: 'male', waist: 95, triglyceride: 180, systolicBp: 120 }),
    ).toEqual({
      status: 'missingInputs',
      missing: ['hdlCholesterol', 'diastolicBp', 'bpTreated', 'fastingGlucose', 'diabetic'],
    });
  });

  it('leaves a normal pressure or glucose open until the treatment question is answered', () => {
    const untold: PredictionInputs = { ...healthyMan, waist: 95, triglyceride: 200 };
    delete untold.bpTreated;
    delete untold.diabetic;
    expect(metabolicSyndromeModel.predict(untold)).toEqual({
      status: 'missingInputs',
      missing: ['bpTreated', 'diabetic'],
    });
  });

  it('does not ask for values a treatment already answers', () => {
    expect(
      metabolicSyndromeModel.predict({
        sex: 'male',
        waist: 80,
        triglyceride: 100,
        bpTreated: true,
        diabetic: true,
      }),
    ).toEqual({
      status: 'missingInputs',
      missing: ['hdlCholesterol'],
    });
  });

  it('needs the sex for the waist and HDL criteria', () => {
    expect(metabolicSyndromeModel.predict({ ...healthyMan, sex: undefined })).toEqual({
      status: 'missingInputs',
      missing: ['sex'],
    });
  });

  it('answers outOfRange under 20 years', () => {
    expect(metabolicSyndromeModel.predict({ ...healthyMan, age: 19 })).toEqual({
      status: 'outOfRange',
      input: 'age',
      min: 20,
      max: 120,
    });
  });
});

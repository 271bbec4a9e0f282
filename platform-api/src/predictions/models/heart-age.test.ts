import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { framinghamCvdModel } from './framingham-cvd';
import { heartAgeModel } from './heart-age';

const normal = { systolicBp: 125, bpTreated: false, smoker: false, diabetic: false } as const;

function outputOf(inputs: PredictionInputs): ModelOutput {
  const answer = heartAgeModel.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

describe("heartAgeModel (D'Agostino 2008 heart age, solved exactly)", () => {
  it.each([
    ['laboratory', { totalCholesterol: 180, hdlCholesterol: 45 }],
    ['bmi', { bmi: 22.5 }],
  ] as const)('gives heart age = age for a person at the normal levels (%s model)', (variant, levels) => {
    for (const sex of ['male', 'female'] as const) {
      const output = outputOf({ ...normal, ...levels, sex, age: 47 });
      expect(output.heartAge).toBeCloseTo(47, 10);
      expect(output).toMatchObject({ variant, band: 'notOlder', severity: 'low' });
    }
  });

  it('gives 50 · exp(0.65451 / 3.06117) ≈ 61.9 years for a 50-year-old man who smokes, all else normal (hand computation)', () => {
    const output = outputOf({
      ...normal,
      sex: 'male',
      age: 50,
      totalCholesterol: 180,
      hdlCholesterol: 45,
      smoker: true,
    });
    expect(output.heartAge).toBeCloseTo(50 * Math.exp(0.65451 / 3.06117), 10);
    expect(output).toMatchObject({ band: 'older', severity: 'high' });
  });

  // CDC's heart-age calculator (BMI model) as quoted by Ali Y, verywellhealth.com, 2016: a 30-year-old woman,
  // untreated systolic 118 mmHg, non-smoker, non-diabetic, BMI 22.5 has a heart age of 28.
  it("gives 28 years for CDC's example woman of 30 with an untreated systolic 118 mmHg and BMI 22.5", () => {
    const output = outputOf({ ...normal, sex: 'female', age: 30, systolicBp: 118, bmi: 22.5 });
    expect(Math.round(output.heartAge ?? 0)).toBe(28);
    expect(output).toMatchObject({ band: 'notOlder', severity: 'low', variant: 'bmi' });
  });

  it('gives with the heart age the person’s own general-CVD risk (model 10)', () => {
    const inputs: PredictionInputs = { ...normal, sex: 'female', age: 50, bmi: 31, smoker: true };
    const cvd = framinghamCvdModel.predict(inputs);
    expect(cvd.status === 'result' && outputOf(inputs).risk === cvd.output.risk).toBe(true);
  });

  it('is moderate when the heart is older by less than 10 years (presentational split)', () => {
    const output = outputOf({
      ...normal,
      sex: 'male',
      age: 50,
      totalCholesterol: 180,
      hdlCholesterol: 45,
      systolicBp: 140,
    });
    const excess = (output.heartAge ?? 0) - 50;
    expect(excess).toBeGreaterThan(0);
    expect(excess).toBeLessThan(10);
    expect(output).toMatchObject({ band: 'older', severity: 'moderate' });
  });

  it('gives contributions in years: heart age minus heart age with that input at normal', () => {
    const smoker: PredictionInputs = {
      ...normal,
      sex: 'male',
      age: 50,
      totalCholesterol: 220,
      hdlCholesterol: 45,
      smoker: true,
    };
    const output = outputOf(smoker);
    const smoking = output.contributions.find((c) => c.input === 'smoker');
    expect(smoking).toMatchObject({ value: true, reference: false, unit: 'years' });
    expect(smoking?.effect).toBeCloseTo(
      (output.heartAge ?? 0) - (outputOf({ ...smoker, smoker: false }).heartAge ?? 0),
      10,
    );
    const cholesterol = output.contributions.find((c) => c.input === 'totalCholesterol');
    expect(cholesterol).toMatchObject({ value: 220, reference: 180 });
    expect(output.contributions.find((c) => c.input === 'hdlCholesterol')?.effect).toBeCloseTo(0, 10);
  });

  it('needs the lipids or BMI, like the risk model', () => {
    expect(heartAgeModel.predict({ ...normal, sex: 'male', age: 50 })).toEqual({
      status: 'missingInputs',
      missing: ['totalCholesterol', 'hdlCholesterol', 'bmi'],
    });
  });

  it('answers outOfRange outside ages 30 to 74', () => {
    expect(heartAgeModel.predict({ ...normal, sex: 'male', age: 75, bmi: 22.5 })).toEqual({
      status: 'outOfRange',
      input: 'age',
      min: 30,
      max: 74,
    });
  });
});

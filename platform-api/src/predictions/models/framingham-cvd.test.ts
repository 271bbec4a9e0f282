import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { framinghamCvdModel } from './framingham-cvd';

const common = { age: 55, systolicBp: 140, bpTreated: false, smoker: false, diabetic: false } as const;
const laboratoryMan: PredictionInputs = { ...common, sex: 'male', totalCholesterol: 213, hdlCholesterol: 50 };
const bmiMan: PredictionInputs = { ...common, sex: 'male', bmi: 30 };

function outputOf(inputs: PredictionInputs): ModelOutput {
  const answer = framinghamCvdModel.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

describe("framinghamCvdModel (D'Agostino 2008 general CVD)", () => {
  // No worked example of the paper could be read through the search tool; these two values are the test values
  // of an independent implementation (CVrisk R package, tests ascvd_10y_frs and ascvd_10y_frs_simple), to 0.01 %.
  it('gives 13.53 % for a 55-year-old man, TC 213, HDL 50, untreated SBP 140 (laboratory model, CVrisk check)', () => {
    expect(outputOf(laboratoryMan)).toMatchObject({ variant: 'laboratory' });
    expect(outputOf(laboratoryMan).risk?.toFixed(2)).toBe('13.53');
  });

  it('gives 16.75 % for a 55-year-old man, BMI 30, untreated SBP 140 (BMI model, CVrisk check)', () => {
    expect(outputOf(bmiMan)).toMatchObject({ variant: 'bmi' });
    expect(outputOf(bmiMan).risk?.toFixed(2)).toBe('16.75');
  });

  it('follows 1 − S0^exp(Σβx − mean) for a woman, laboratory model (hand computation)', () => {
    const woman: PredictionInputs = {
      ...common,
      sex: 'female',
      age: 61,
      totalCholesterol: 180,
      hdlCholesterol: 47,
      systolicBp: 124,
      smoker: true,
    };
    const sum =
      2.32888 * Math.log(61) +
      1.20904 * Math.log(180) -
      0.70833 * Math.log(47) +
      2.76157 * Math.log(124) +
      0.52873;
    expect(outputOf(woman).risk).toBeCloseTo(100 * (1 - 0.95012 ** Math.exp(sum - 26.1931)), 10);
  });

  it('follows 1 − S0^exp(Σβx − mean) for a treated diabetic woman, BMI model (hand computation)', () => {
    const woman: PredictionInputs = { ...common, sex: 'female', bmi: 27, bpTreated: true, diabetic: true };
    const sum = 2.72107 * Math.log(55) + 0.51125 * Math.log(27) + 2.88267 * Math.log(140) + 0.77763;
    expect(outputOf(woman).risk).toBeCloseTo(100 * (1 - 0.94833 ** Math.exp(sum - 26.0145)), 10);
  });

  it('uses the laboratory model when both lipids and BMI are recorded', () => {
    expect(outputOf({ ...laboratoryMan, bmi: 30 }).risk).toBe(outputOf(laboratoryMan).risk);
  });

  it('uses the BMI model when only one lipid is recorded', () => {
    expect(outputOf({ ...bmiMan, totalCholesterol: 213 })).toMatchObject({
      variant: 'bmi',
      risk: outputOf(bmiMan).risk,
    });
  });

  it('lists the lipids and BMI as missing when neither variant can run', () => {
    expect(framinghamCvdModel.predict({ ...common, sex: 'male' })).toEqual({
      status: 'missingInputs',
      missing: ['totalCholesterol', 'hdlCholesterol', 'bmi'],
    });
  });

  it('lists the missing required inputs first, then what the variants lack', () => {
    expect(framinghamCvdModel.predict({ sex: 'female', age: 50, hdlCholesterol: 50 })).toEqual({
      status: 'missingInputs',
      missing: ['systolicBp', 'bpTreated', 'smoker', 'diabetic', 'totalCholesterol', 'bmi'],
    });
  });

  it.each([29, 75])('answers outOfRange for age %d (valid 30 to 74)', (age) => {
    expect(framinghamCvdModel.predict({ ...laboratoryMan, age })).toEqual({
      status: 'outOfRange',
      input: 'age',
      min: 30,
      max: 74,
    });
  });

  it.each([30, 74])('computes at the edge age %d', (age) => {
    expect(framinghamCvdModel.predict({ ...laboratoryMan, age }).status).toBe('result');
  });

  it.each([
    [{ ...laboratoryMan, age: 40, systolicBp: 120 }, 'low', 'low'],
    [laboratoryMan, 'intermediate', 'moderate'],
    [{ ...laboratoryMan, smoker: true, diabetic: true }, 'high', 'high'],
  ])('bands the risk at < 10 / 10 to < 20 / ≥ 20 %% (%#)', (inputs, band, severity) => {
    const output = outputOf(inputs);
    expect(output).toMatchObject({ band, severity });
    const risk = output.risk ?? Number.NaN;
    if (band === 'low') expect(risk).toBeLessThan(10);
    if (band === 'intermediate') expect(risk >= 10 && risk < 20).toBe(true);
    if (band === 'high') expect(risk).toBeGreaterThanOrEqual(20);
  });

  it("compares each input with the paper's normal level (lipids for the laboratory model, BMI for the BMI model)", () => {
    const laboratory = outputOf({ ...laboratoryMan, smoker: true }).contributions;
    expect(laboratory.map((c) => c.input).sort()).toEqual(
      ['age', 'bpTreated', 'diabetic', 'hdlCholesterol', 'smoker', 'systolicBp', 'totalCholesterol'].sort(),
    );
    expect(laboratory.find((c) => c.input === 'systolicBp')).toMatchObject({
      value: 140,
      reference: 125,
      unit: 'percentPoints',
    });
    expect(laboratory.find((c) => c.input === 'age')).toMatchObject({ reference: 30 });
    const smoking = laboratory.find((c) => c.input === 'smoker');
    expect(smoking?.effect).toBeCloseTo(
      (outputOf({ ...laboratoryMan, smoker: true }).risk ?? 0) - (outputOf(laboratoryMan).risk ?? 0),
      12,
    );
    const bmi = outputOf(bmiMan).contributions;
    expect(bmi.find((c) => c.input === 'bmi')).toMatchObject({ value: 30, reference: 22.5 });
    expect(bmi.some((c) => c.input === 'totalCholesterol')).toBe(false);
  });
});

import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { pooledCohortBandOf, pooledCohortModel } from './pooled-cohort';

/** The profile of Goff 2013's Table A examples: 55 years, TC 213, HDL 50, untreated SBP 120, non-smoker, non-diabetic. */
const tableAProfile = {
  age: 55,
  totalCholesterol: 213,
  hdlCholesterol: 50,
  systolicBp: 120,
  bpTreated: false,
  smoker: false,
  diabetic: false,
} as const;

const whiteWoman: PredictionInputs = { ...tableAProfile, sex: 'female', race: 'white' };

function outputOf(inputs: PredictionInputs): ModelOutput {
  const answer = pooledCohortModel.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

function riskOf(inputs: PredictionInputs): number {
  const { risk } = outputOf(inputs);
  if (risk === undefined) throw new Error('expected a risk');
  return risk;
}

describe('pooledCohortModel (ACC/AHA Pooled Cohort Equations, Goff 2013)', () => {
  it('gives 2.1 % for the 55-year-old white woman of Goff 2013 (PCE worked example, Table A)', () => {
    expect(riskOf(whiteWoman).toFixed(1)).toBe('2.1');
  });

  it('uses the white equations for a race other than white or African-American', () => {
    expect(riskOf({ ...whiteWoman, race: 'other' })).toBe(riskOf(whiteWoman));
  });

  it('uses the African-American equations for an African-American person', () => {
    expect(riskOf({ ...whiteWoman, race: 'african-american' })).not.toBe(riskOf(whiteWoman));
  });

  it('raises the risk of a smoker, of a diabetic person and of treated blood pressure', () => {
    const base = riskOf(whiteWoman);
    expect(riskOf({ ...whiteWoman, smoker: true })).toBeGreaterThan(base);
    expect(riskOf({ ...whiteWoman, diabetic: true })).toBeGreaterThan(base);
    expect(riskOf({ ...whiteWoman, bpTreated: true })).toBeGreaterThan(base);
  });

  it('lists exactly the missing inputs, in the order of the catalogue', () => {
    expect(pooledCohortModel.predict({ sex: 'male', age: 50, smoker: false })).toEqual({
      status: 'missingInputs',
      missing: ['race', 'totalCholesterol', 'hdlCholesterol', 'systolicBp', 'bpTreated', 'diabetic'],
    });
  });

  it('checks missing inputs before ranges', () => {
    expect(pooledCohortModel.predict({ ...whiteWoman, age: 35, race: undefined })).toEqual({
      status: 'missingInputs',
      missing: ['race'],
    });
  });

  it.each([
    ['age', 39, 40, 79],
    ['age', 80, 40, 79],
    ['totalCholesterol', 129, 130, 320],
    ['totalCholesterol', 321, 130, 320],
    ['hdlCholesterol', 19, 20, 100],
    ['hdlCholesterol', 101, 20, 100],
    ['systolicBp', 89, 90, 200],
    ['systolicBp', 201, 90, 200],
  ] as const)('answers outOfRange for %s %d (valid %d to %d)', (input, value, min, max) => {
    expect(pooledCohortModel.predict({ ...whiteWoman, [input]: value })).toEqual({
      status: 'outOfRange',
      input,
      min,
      max,
    });
  });

  it.each([
    ['age', 40],
    ['age', 79],
    ['totalCholesterol', 130],
    ['totalCholesterol', 320],
    ['hdlCholesterol', 20],
    ['hdlCholesterol', 100],
    ['systolicBp', 90],
    ['systolicBp', 200],
  ] as const)('computes at the edge of the valid range (%s %d)', (input, value) => {
    expect(pooledCohortModel.predict({ ...whiteWoman, [input]: value }).status).toBe('result');
  });

  it.each([
    [4.9, 'low', 'low'],
    [5, 'borderline', 'moderate'],
    [7.4, 'borderline', 'moderate'],
    [7.5, 'intermediate', 'moderate'],
    [19.9, 'intermediate', 'moderate'],
    [20, 'high', 'high'],
  ])('puts a risk of %d %% in the 2018 AHA/ACC band %s', (risk, band, severity) => {
    expect(pooledCohortBandOf(risk)).toEqual({ band, severity });
  });

  it('puts the white woman of Table A (2.1 %) in the low band', () => {
    expect(outputOf(whiteWoman)).toMatchObject({ band: 'low', severity: 'low' });
  });

  it('gives each contribution as the risk minus the risk with that input at the optimal level', () => {
    const smoker: PredictionInputs = { ...whiteWoman, smoker: true, systolicBp: 140 };
    const output = outputOf(smoker);
    const risk = riskOf(smoker);
    const smoking = output.contributions.find((contribution) => contribution.input === 'smoker');
    expect(smoking).toEqual({
      input: 'smoker',
      value: true,
      reference: false,
      effect: risk - riskOf({ ...smoker, smoker: false }),
      unit: 'percentPoints',
    });
    const age = output.contributions.find((contribution) => contribution.input === 'age');
    expect(age).toMatchObject({ value: 55, reference: 40, effect: risk - riskOf({ ...smoker, age: 40 }) });
    const sbp = output.contributions.find((contribution) => contribution.input === 'systolicBp');
    expect(sbp).toMatchObject({ value: 140, reference: 110 });
  });

  it('sorts contributions by the size of their effect, largest first', () => {
    const effects = outputOf({ ...whiteWoman, smoker: true, diabetic: true }).contributions.map((c) =>
      Math.abs(c.effect),
    );
    expect(effects).toEqual([...effects].sort((a, b) => b - a));
    expect(effects).toHaveLength(7);
  });
});

import type { PredictionInputs } from 'shared-kernel/isomorphic';
import { endStageKidneyModel, kfreRisk, type KfreProfile } from './kfre';

/**
 * The 4-variable Kidney Failure Risk Equation, non-North-American calibration (Tangri 2011/2016).
 * - lshpaner/kfre's own: README "Single Patient Risk Calculation" (57.28-year-old woman, eGFR 15, ACR 1762.00184
 *   mg/g: 2-year 44.66 %, 5-year 89.89 %) and unittests/test_input_validation.py, test_paper_patient_2_unchanged
 *   (56.88 years, otherwise the same: 5-year 0.9009 ± 0.0005).
 * - Others: lshpaner/kfre src/kfre/main.py risk_pred (4 variables, is_north_american False) transcribed into a
 *   throwaway Python script, printed with %.12f; the first two people are lshpaner/kfre_r's end-to-end toy
 *   patients (tests/testthat/test-end-to-end.R), there run with the North-American constants.
 */
const kfreOutputs: { name: string; profile: KfreProfile; twoYear: number; fiveYear: number }[] = [
  {
    name: 'a 55-year-old man, eGFR 45, ACR 120 mg/g',
    profile: { sex: 'male', age: 55, egfr: 45, urineAcr: 120 },
    twoYear: 0.836274652999,
    fiveYear: 3.199542475511,
  },
  {
    name: 'a 72-year-old woman, eGFR 28, ACR 800 mg/g',
    profile: { sex: 'female', age: 72, egfr: 28, urineAcr: 800 },
    twoYear: 6.806446388244,
    fiveYear: 23.887550855527,
  },
  {
    name: 'a 66-year-old man, eGFR 42, ACR 150 mg/g',
    profile: { sex: 'male', age: 66, egfr: 42, urineAcr: 150 },
    twoYear: 1.012942388932,
    fiveYear: 3.865626899091,
  },
  {
    name: 'a 48-year-old woman, eGFR 55, ACR 35 mg/g',
    profile: { sex: 'female', age: 48, egfr: 55, urineAcr: 35 },
    twoYear: 0.1441284956,
    fiveYear: 0.556941542007,
  },
  {
    name: 'an 80-year-old man, eGFR 20, ACR 2000 mg/g',
    profile: { sex: 'male', age: 80, egfr: 20, urineAcr: 2000 },
    twoYear: 24.322154748563,
    fiveYear: 66.010738728637,
  },
];

function riskOf(answer: ReturnType<typeof endStageKidneyModel.predict>): number {
  if (answer.status !== 'result' || answer.output.risk === undefined) throw new Error(JSON.stringify(answer));
  return answer.output.risk;
}

describe('kfreRisk', () => {
  it("gives lshpaner/kfre's README patient (woman 57.28, eGFR 15, ACR 1762.00184) 44.66 % in 2 years, 89.89 % in 5", () => {
    const profile: KfreProfile = { sex: 'female', age: 57.28, egfr: 15, urineAcr: 1762.00184 };
    expect(kfreRisk(profile, 2)).toBeCloseTo(44.66, 2);
    expect(kfreRisk(profile, 5)).toBeCloseTo(89.89, 2);
  });

  it("gives lshpaner/kfre's paper patient (woman 56.88, eGFR 15, ACR 1762.04) a 5-year risk of 0.9009 ± 0.0005", () => {
    const risk = kfreRisk({ sex: 'female', age: 56.88, egfr: 15, urineAcr: 1762.04 }, 5) / 100;
    expect(Math.abs(risk - 0.9009)).toBeLessThan(5e-4);
  });

  it.each(kfreOutputs)(
    "gives lshpaner/kfre's risk_pred's 2- and 5-year risks to $name",
    ({ profile, twoYear, fiveYear }) => {
      expect(kfreRisk(profile, 2)).toBeCloseTo(twoYear, 9);
      expect(kfreRisk(profile, 5)).toBeCloseTo(fiveYear, 9);
    },
  );
});

describe('end-stage kidney disease (model esrd), eGFR under 60: KFRE', () => {
  const woman: PredictionInputs = { sex: 'female', age: 72, egfr: 28, urineAcr: 800 };

  it('gives the 5-year KFRE risk and says KFRE answered, whatever QKidney would need', () => {
    expect(endStageKidneyModel.predict(woman)).toMatchObject({
      status: 'result',
      output: { variant: 'kfre', band: 'high', severity: 'high' },
    });
    expect(riskOf(endStageKidneyModel.predict(woman))).toBeCloseTo(23.887550855527, 9);
  });

  it('needs the urine albumin-to-creatinine ratio, and an eGFR to know which equation applies', () => {
    const withoutAcr = { ...woman, urineAcr: undefined };
    expect(endStageKidneyModel.predict(withoutAcr)).toEqual({
      status: 'missingInputs',
      missing: ['urineAcr'],
    });
    expect(endStageKidneyModel.predict({ sex: 'female', age: 72 })).toEqual({
      status: 'missingInputs',
      missing: ['egfr'],
    });
  });

  it('bands the 5-year risk as KDIGO 2024 and NICE NG203 refer: under 3 % low, 3 to under 5 % borderline', () => {
    expect(endStageKidneyModel.predict({ sex: 'female', age: 48, egfr: 55, urineAcr: 35 })).toMatchObject({
      output: { band: 'low', severity: 'low' },
    });
    expect(endStageKidneyModel.predict({ sex: 'male', age: 66, egfr: 42, urineAcr: 150 })).toMatchObject({
      output: { band: 'borderline', severity: 'moderate' },
    });
  });

  it('takes an eGFR of 59 to KFRE and one of 60 to QKidney', () => {
    expect(endStageKidneyModel.predict({ ...woman, egfr: 59 })).toMatchObject({
      output: { variant: 'kfre' },
    });
    expect(endStageKidneyModel.predict({ ...woman, egfr: 60 })).toEqual({
      status: 'missingInputs',
      missing: ['race', 'bmi', 'systolicBp', 'bpTreated', 'diabetic', 'smokingStatus'],
    });
  });

  it('refuses an ACR under 1 mg/g and an age under 18', () => {
    expect(endStageKidneyModel.predict({ ...woman, urineAcr: 0 })).toEqual({
      status: 'outOfRange',
      input: 'urineAcr',
      min: 1,
      max: 10000,
    });
    expect(endStageKidneyModel.predict({ ...woman, age: 17 })).toMatchObject({
      status: 'outOfRange',
      input: 'age',
    });
  });

  it('compares eGFR with 60 and the ACR with a normal 10 mg/g in what moved the number', () => {
    const answer = endStageKidneyModel.predict(woman);
    if (answer.status !== 'result') throw new Error('no result');
    expect(answer.output.contributions.map((c) => [c.input, c.reference])).toEqual(
      expect.arrayContaining([
        ['egfr', 60],
        ['urineAcr', 10],
      ]),
    );
    expect(answer.output.contributions.every((c) => c.effect > 0)).toBe(true);
  });
});

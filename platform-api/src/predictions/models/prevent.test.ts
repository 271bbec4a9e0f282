import type { ModelOutput, PredictionInputs, Sex } from 'shared-kernel/isomorphic';
import type { PredictionModel } from './model';
import { preventBandOf, preventHeartAttackModel, preventRiskPercent, preventStrokeModel } from './prevent';

/**
 * The profile of the PREVENT paper's worked examples (Khan et al., Circulation 2024, supplemental Table S12, as
 * replicated by bcjaeger/PooledCohort `tests/testthat/test-predict_10yr_chd_risk.R` and
 * `test-predict_10yr_stroke_risk.R`, base model): 50 years, total cholesterol 200, HDL 45, systolic 160 on
 * blood-pressure medicine, diabetes, non-smoker, BMI 35, eGFR 90, no statin.
 */
const tableS12 = {
  age: 50,
  totalCholesterol: 200,
  hdlCholesterol: 45,
  systolicBp: 160,
  bpTreated: true,
  onStatin: false,
  smoker: false,
  diabetic: true,
  egfr: 90,
  bmi: 35,
} as const;

const woman: PredictionInputs = { ...tableS12, sex: 'female' };
const man: PredictionInputs = { ...tableS12, sex: 'male' };

function outputOf(model: PredictionModel, inputs: PredictionInputs): ModelOutput {
  const answer = model.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

function riskOf(model: PredictionModel, inputs: PredictionInputs): number {
  const { risk } = outputOf(model, inputs);
  if (risk === undefined) throw new Error('expected a risk');
  return risk;
}

/** A profile as the models read it (every required input, BMI left out). */
function profile(
  sex: Sex,
  age: number,
  totalCholesterol: number,
  hdlCholesterol: number,
  systolicBp: number,
  bpTreated: boolean,
  onStatin: boolean,
  smoker: boolean,
  diabetic: boolean,
  egfr: number,
): PredictionInputs {
  return {
    sex,
    age,
    totalCholesterol,
    hdlCholesterol,
    systolicBp,
    bpTreated,
    onStatin,
    smoker,
    diabetic,
    egfr,
  };
}

describe('preventHeartAttackModel (AHA PREVENT base model, coronary heart disease, 10 years)', () => {
  it('gives the 4.41 % and 5.57 % of the PREVENT paper’s Table S12 example (woman, man; PooledCohort test)', () => {
    expect(riskOf(preventHeartAttackModel, woman).toFixed(2)).toBe('4.41');
    expect(riskOf(preventHeartAttackModel, man).toFixed(2)).toBe('5.57');
  });

  it('gives preventr’s 4.1 % / 5.2 % when the same woman and man take no blood-pressure medicine', () => {
    // martingmayer/preventr tests/testthat/_snaps/estimate_risk.md, "BP treatment validation works", bp_tx 0.
    expect(riskOf(preventHeartAttackModel, { ...woman, bpTreated: false }).toFixed(1)).toBe('4.1');
    expect(riskOf(preventHeartAttackModel, { ...man, bpTreated: false }).toFixed(1)).toBe('5.2');
  });

  it('gives preventr’s 1.6 % / 2.4 % when the same woman and man have no diabetes', () => {
    // martingmayer/preventr tests/testthat/_snaps/estimate_risk.md, "Diabetes mellitus validation works", dm 0.
    expect(riskOf(preventHeartAttackModel, { ...woman, diabetic: false }).toFixed(1)).toBe('1.6');
    expect(riskOf(preventHeartAttackModel, { ...man, diabetic: false }).toFixed(1)).toBe('2.4');
  });

  // Outputs of PooledCohort's `._prevent` (R/prevent.R, base model, 10 years) transcribed line by line into a
  // throwaway Python script with the coefficients read from data-raw/coefs_prevent.xlsx.
  it.each([
    [
      'a 62-year-old treated, smoking man with eGFR 72',
      profile('male', 62, 225, 42, 146, true, false, true, false, 72),
      6.822689101337282,
    ],
    [
      'a 45-year-old woman on a statin',
      profile('female', 45, 190, 62, 118, false, true, false, false, 105),
      0.2430262676524024,
    ],
    [
      'a 71-year-old diabetic man on a statin with eGFR 48',
      profile('male', 71, 180, 38, 132, true, true, false, true, 48),
      11.480514517547933,
    ],
    [
      'a 78-year-old smoking woman with eGFR 25',
      profile('female', 78, 240, 55, 172, false, false, true, false, 25),
      14.463438676641365,
    ],
    [
      'a 33-year-old woman with systolic 100',
      profile('female', 33, 160, 70, 100, false, false, false, false, 120),
      0.04245935378720721,
    ],
  ])('gives PooledCohort’s risk for %s', (_name, inputs, expected) => {
    expect(riskOf(preventHeartAttackModel, inputs)).toBeCloseTo(expected, 10);
  });
});

describe('preventStrokeModel (AHA PREVENT base model, stroke, 10 years)', () => {
  it('gives the 5.40 % and 5.21 % of the PREVENT paper’s Table S12 example (woman, man; PooledCohort test)', () => {
    expect(riskOf(preventStrokeModel, woman).toFixed(2)).toBe('5.40');
    expect(riskOf(preventStrokeModel, man).toFixed(2)).toBe('5.21');
  });

  it('gives preventr’s 4.3 % / 4.1 % when the same woman and man take no blood-pressure medicine', () => {
    // martingmayer/preventr tests/testthat/_snaps/estimate_risk.md, "BP treatment validation works", bp_tx 0.
    expect(riskOf(preventStrokeModel, { ...woman, bpTreated: false }).toFixed(1)).toBe('4.3');
    expect(riskOf(preventStrokeModel, { ...man, bpTreated: false }).toFixed(1)).toBe('4.1');
  });

  it('gives preventr’s 2.2 % / 2.4 % when the same woman and man have no diabetes', () => {
    // martingmayer/preventr tests/testthat/_snaps/estimate_risk.md, "Diabetes mellitus validation works", dm 0.
    expect(riskOf(preventStrokeModel, { ...woman, diabetic: false }).toFixed(1)).toBe('2.2');
    expect(riskOf(preventStrokeModel, { ...man, diabetic: false }).toFixed(1)).toBe('2.4');
  });

  // PooledCohort's `._prevent` transcribed into a throwaway Python script, as above.
  it.each([
    [
      'a 62-year-old treated, smoking man with eGFR 72',
      profile('male', 62, 225, 42, 146, true, false, true, false, 72),
      5.598331236500234,
    ],
    [
      'a 45-year-old woman on a statin',
      profile('female', 45, 190, 62, 118, false, true, false, false, 105),
      0.34007134371255127,
    ],
    [
      'a 71-year-old diabetic man on a statin with eGFR 48',
      profile('male', 71, 180, 38, 132, true, true, false, true, 48),
      8.50485121037298,
    ],
    [
      'a 78-year-old smoking woman with eGFR 25',
      profile('female', 78, 240, 55, 172, false, false, true, false, 25),
      9.129003734241797,
    ],
    [
      'a 33-year-old woman with systolic 100',
      profile('female', 33, 160, 70, 100, false, false, false, false, 120),
      0.0897287424908391,
    ],
  ])('gives PooledCohort’s risk for %s', (_name, inputs, expected) => {
    expect(riskOf(preventStrokeModel, inputs)).toBeCloseTo(expected, 10);
  });
});

describe.each([
  ['heart attack (14)', preventHeartAttackModel],
  ['stroke (5)', preventStrokeModel],
] as const)('PREVENT %s: inputs, ranges and exclusions', (_name, model) => {
  it('does not read BMI (PREVENT’s CHD and stroke equations have no BMI term)', () => {
    const withoutBmi: PredictionInputs = { ...woman };
    delete withoutBmi.bmi;
    expect(riskOf(model, withoutBmi)).toBe(riskOf(model, woman));
    expect(riskOf(model, { ...woman, bmi: 17 })).toBe(riskOf(model, woman));
  });

  it('is race-free: a Korean user (race "other") gets the same number as anyone', () => {
    expect(riskOf(model, { ...woman, race: 'other' })).toBe(riskOf(model, { ...woman, race: 'white' }));
  });

  it('lists exactly the missing inputs, in the order of the catalogue (eGFR and statin use included)', () => {
    expect(model.predict({ sex: 'male', age: 50, smoker: false })).toEqual({
      status: 'missingInputs',
      missing: [
        'totalCholesterol',
        'hdlCholesterol',
        'systolicBp',
        'bpTreated',
        'onStatin',
        'diabetic',
        'egfr',
      ],
    });
  });

  it('answers notApplicable for known cardiovascular disease or heart failure, before asking for anything', () => {
    expect(model.predict({ sex: 'male', cardiovascularDisease: true })).toEqual({
      status: 'notApplicable',
      input: 'cardiovascularDisease',
      reason: 'cardiovascularDisease',
    });
    expect(model.predict({ ...woman, heartFailure: true })).toEqual({
      status: 'notApplicable',
      input: 'heartFailure',
      reason: 'cardiovascularDisease',
    });
  });

  it('counts an unanswered or "no" cardiovascular disease as absent', () => {
    expect(riskOf(model, { ...woman, cardiovascularDisease: false, heartFailure: false })).toBe(
      riskOf(model, woman),
    );
  });

  it.each([
    ['age', 29, 30, 79],
    ['age', 80, 30, 79],
    ['totalCholesterol', 129, 130, 320],
    ['totalCholesterol', 321, 130, 320],
    ['hdlCholesterol', 19, 20, 100],
    ['hdlCholesterol', 101, 20, 100],
    ['systolicBp', 89, 90, 200],
    ['systolicBp', 201, 90, 200],
    ['egfr', 14, 15, 140],
    ['egfr', 141, 15, 140],
  ] as const)('answers outOfRange for %s %d (valid %d to %d)', (input, value, min, max) => {
    expect(model.predict({ ...woman, [input]: value })).toEqual({ status: 'outOfRange', input, min, max });
  });

  it.each([
    ['age', 30],
    ['age', 79],
    ['totalCholesterol', 130],
    ['totalCholesterol', 320],
    ['hdlCholesterol', 20],
    ['hdlCholesterol', 100],
    ['systolicBp', 90],
    ['systolicBp', 200],
    ['egfr', 15],
    ['egfr', 140],
  ] as const)('computes at the edge of the valid range (%s %d)', (input, value) => {
    expect(model.predict({ ...woman, [input]: value }).status).toBe('result');
  });

  it('raises the risk of a smoker, of higher blood pressure and of lower kidney function', () => {
    const base = riskOf(model, woman);
    expect(riskOf(model, { ...woman, smoker: true })).toBeGreaterThan(base);
    expect(riskOf(model, { ...woman, systolicBp: 180 })).toBeGreaterThan(base);
    expect(riskOf(model, { ...woman, egfr: 45 })).toBeGreaterThan(base);
  });

  it('gives each contribution as the risk minus the risk with that input at the optimal level', () => {
    const smoker: PredictionInputs = { ...man, smoker: true, egfr: 50 };
    const output = outputOf(model, smoker);
    const risk = riskOf(model, smoker);
    expect(output.contributions.find((c) => c.input === 'smoker')).toEqual({
      input: 'smoker',
      value: true,
      reference: false,
      effect: risk - riskOf(model, { ...smoker, smoker: false }),
      unit: 'percentPoints',
    });
    expect(output.contributions.find((c) => c.input === 'egfr')).toMatchObject({
      value: 50,
      reference: 90,
      effect: risk - riskOf(model, { ...smoker, egfr: 90 }),
    });
    expect(output.contributions.find((c) => c.input === 'age')).toMatchObject({ value: 50, reference: 30 });
    const effects = output.contributions.map((c) => Math.abs(c.effect));
    expect(effects).toEqual([...effects].sort((a, b) => b - a));
    expect(effects).toHaveLength(9);
  });
});

describe('preventRiskPercent and its bands', () => {
  it('is the logistic of the linear predictor: the constant alone at the centring values', () => {
    // Age 55, non-HDL 3.5 mmol/L, HDL 1.3 mmol/L, systolic 130, eGFR 90, nothing else: every term is 0.
    const centre = {
      sex: 'female' as const,
      age: 55,
      totalCholesterol: (3.5 + 1.3) / 0.02586,
      hdlCholesterol: 1.3 / 0.02586,
      systolicBp: 130,
      bpTreated: false,
      onStatin: false,
      smoker: false,
      diabetic: false,
      egfr: 90,
    };
    expect(preventRiskPercent('chd', centre)).toBeCloseTo(100 / (1 + Math.exp(4.608751)), 10);
    expect(preventRiskPercent('stroke', centre)).toBeCloseTo(100 / (1 + Math.exp(4.409199)), 10);
  });

  it.each([
    [9.9, 'low', 'low'],
    [10, 'intermediate', 'moderate'],
    [19.9, 'intermediate', 'moderate'],
    [20, 'high', 'high'],
  ])('puts a risk of %d %% in the NCEP ATP III band %s', (risk, band, severity) => {
    expect(preventBandOf(risk)).toEqual({ band, severity });
  });

  it('puts the Table S12 woman (4.4 %) in the low band', () => {
    expect(outputOf(preventHeartAttackModel, woman)).toMatchObject({ band: 'low', severity: 'low' });
  });
});

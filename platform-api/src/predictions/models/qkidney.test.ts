import type { PredictionInputs } from 'shared-kernel/isomorphic';
import { qKidneyCkdModel } from './qkidney';
import { endStageKidneyModel } from './kfre';

/**
 * Reference outputs: QKidney-2010's own C code (nhsland/clinrisk-modules qKidney/, ClinRisk's LGPL release of
 * 10 November 2010) compiled with gcc: the library functions neph3_female / neph3_male (moderate-severe CKD) and
 * neph5_female / neph5_male (end-stage kidney disease) called with surv 5 and town 0 and printed with %.12f; the
 * rows marked "commandLine" also with ClinRisk's own commandLine programs, which print %f. ClinRisk publishes no
 * worked example of its own. Arguments as the C code names them.
 */
type Row = {
  name: string;
  inputs: PredictionInputs;
  ckd: number;
  eskd: number;
  cArgs: string;
};

const none = {
  bpTreated: false,
  diabetic: false,
  smokingStatus: 'never',
} as const;

const rows: Row[] = [
  {
    name: 'a 50-year-old Korean woman with no risk factors (BMI 22, systolic 120)',
    inputs: { sex: 'female', age: 50, race: 'other', bmi: 22, systolicBp: 120, ...none },
    ckd: 0.459721063572, // commandLine neph3_0: 0.459721
    eskd: 0.091925836755,
    cArgs: 'age 50, ethrisk 5 (other Asian), bmi 22, sbp 120, smoke_cat 0, all b_* 0',
  },
  {
    name: 'a 64-year-old Korean man, treated hypertension, type 2 diabetes, past heart attack, 15 cigarettes a day',
    inputs: {
      sex: 'male',
      age: 64,
      race: 'other',
      bmi: 27,
      systolicBp: 140,
      bpTreated: true,
      diabetic: true,
      diabetesType: 'type2',
      smokingStatus: 'current',
      cigarettesPerDay: 15,
      cardiovascularDisease: true,
    },
    ckd: 22.341530043058,
    eskd: 3.491813000553,
    cArgs: 'age 64, b_cvd 1, b_treatedhyp 1, b_type2 1, bmi 27, ethrisk 5, sbp 140, smoke_cat 3',
  },
  {
    name: 'a 70-year-old white woman, type 1 diabetes, lupus, arthritis, stones, NSAIDs, kidney disease in the family',
    inputs: {
      sex: 'female',
      age: 70,
      race: 'white',
      bmi: 31.5,
      systolicBp: 155,
      bpTreated: false,
      diabetic: true,
      diabetesType: 'type1',
      smokingStatus: 'former',
      nsaids: true,
      rheumatoidArthritis: true,
      kidneyStones: true,
      lupus: true,
      familyKidneyDisease: true,
    },
    ckd: 98.067582402581,
    eskd: 80.542570580072,
    cArgs:
      'age 70, b_nsaid 1 (CKD only), b_ra 1, b_renalstones 1, b_sle 1, b_type1 1, bmi 31.5, ethrisk 1, fh_kidney 1, sbp 155, smoke_cat 1',
  },
  {
    name: 'a 40-year-old African-American man (Black Caribbean), heart failure, peripheral vascular disease, 25 a day',
    inputs: {
      sex: 'male',
      age: 40,
      race: 'african-american',
      bmi: 24,
      systolicBp: 118,
      ...none,
      smokingStatus: 'current',
      cigarettesPerDay: 25,
      heartFailure: true,
      peripheralVascularDisease: true,
    },
    ckd: 0.56444486747,
    eskd: 0.296459749881,
    cArgs: 'age 40, b_CCF 1, b_pvd 1, bmi 24, ethrisk 6, sbp 118, smoke_cat 4',
  },
  {
    name: 'a 45-year-old Korean man with no risk factors (BMI 25, systolic 120)',
    inputs: { sex: 'male', age: 45, race: 'other', bmi: 25, systolicBp: 120, ...none },
    ckd: 0.293536983605,
    eskd: 0.066571199631,
    cArgs: 'age 45, bmi 25, ethrisk 5, sbp 120, smoke_cat 0',
  },
  {
    name: 'a 58-year-old Korean woman, BMI 20 (the lowest accepted), treated hypertension, type 2 diabetes, 5 a day',
    inputs: {
      sex: 'female',
      age: 58,
      race: 'other',
      bmi: 20,
      systolicBp: 132,
      bpTreated: true,
      diabetic: true,
      diabetesType: 'type2',
      smokingStatus: 'current',
      cigarettesPerDay: 5,
      familyKidneyDisease: true,
    },
    ckd: 19.150823041297, // commandLine neph3_0: 19.150823
    eskd: 21.581188264879,
    cArgs: 'age 58, b_treatedhyp 1, b_type2 1, bmi 20, ethrisk 5, fh_kidney 1, sbp 132, smoke_cat 2',
  },
  {
    name: 'a 62-year-old Korean woman, heart failure, past stroke, peripheral vascular disease, treated hypertension',
    inputs: {
      sex: 'female',
      age: 62,
      race: 'other',
      bmi: 26,
      systolicBp: 146,
      bpTreated: true,
      diabetic: false,
      smokingStatus: 'former',
      heartFailure: true,
      cardiovascularDisease: true,
      peripheralVascularDisease: true,
    },
    ckd: 22.244736553857,
    eskd: 6.539057790159,
    cArgs: 'age 62, b_CCF 1, b_cvd 1, b_pvd 1, b_treatedhyp 1, bmi 26, ethrisk 5, sbp 146, smoke_cat 1',
  },
  {
    name: 'a 52-year-old Korean man, type 1 diabetes, arthritis, NSAIDs, kidney disease in the family',
    inputs: {
      sex: 'male',
      age: 52,
      race: 'other',
      bmi: 23,
      systolicBp: 128,
      bpTreated: false,
      diabetic: true,
      diabetesType: 'type1',
      smokingStatus: 'never',
      nsaids: true,
      rheumatoidArthritis: true,
      familyKidneyDisease: true,
    },
    ckd: 33.63010252912,
    eskd: 16.205345379558,
    cArgs:
      'age 52, b_nsaid 1 (CKD only), b_ra 1, b_type1 1, bmi 23, ethrisk 5, fh_kidney 1, sbp 128, smoke_cat 0',
  },
];

function riskOf(answer: ReturnType<typeof qKidneyCkdModel.predict>): number {
  if (answer.status !== 'result' || answer.output.risk === undefined) throw new Error(JSON.stringify(answer));
  return answer.output.risk;
}

describe('QKidney-2010 moderate-severe chronic kidney disease (model ckd)', () => {
  it.each(rows)("gives QKidney's C code's 5-year risk to $name", ({ inputs, ckd }) => {
    expect(riskOf(qKidneyCkdModel.predict({ ...inputs, egfr: 85 }))).toBeCloseTo(ckd, 9);
  });

  it('is not for someone whose kidney disease is diagnosed or whose eGFR is under 60', () => {
    const [woman] = rows;
    expect(qKidneyCkdModel.predict({ ...woman!.inputs, chronicKidneyDisease: true })).toEqual({
      status: 'notApplicable',
      input: 'chronicKidneyDisease',
      reason: 'existingKidneyDisease',
    });
    expect(qKidneyCkdModel.predict({ ...woman!.inputs, egfr: 59 })).toEqual({
      status: 'notApplicable',
      input: 'egfr',
      reason: 'existingKidneyDisease',
    });
  });

  it('runs without an eGFR (QKidney does not read one) and with one of 60', () => {
    const [woman] = rows;
    expect(riskOf(qKidneyCkdModel.predict(woman!.inputs))).toBeCloseTo(woman!.ckd, 9);
    expect(riskOf(qKidneyCkdModel.predict({ ...woman!.inputs, egfr: 60 }))).toBeCloseTo(woman!.ckd, 9);
  });

  it('refuses a BMI under 20 or over 40 as the C code does, rather than clamping it', () => {
    const [woman] = rows;
    expect(qKidneyCkdModel.predict({ ...woman!.inputs, bmi: 19.9 })).toEqual({
      status: 'outOfRange',
      input: 'bmi',
      min: 20,
      max: 40,
    });
    expect(qKidneyCkdModel.predict({ ...woman!.inputs, bmi: 40.1 })).toMatchObject({ status: 'outOfRange' });
  });

  it('gives no result outside ages 35-74 or systolic 70-210', () => {
    const [woman] = rows;
    expect(qKidneyCkdModel.predict({ ...woman!.inputs, age: 34 })).toEqual({
      status: 'outOfRange',
      input: 'age',
      min: 35,
      max: 74,
    });
    expect(qKidneyCkdModel.predict({ ...woman!.inputs, systolicBp: 215 })).toMatchObject({
      status: 'outOfRange',
      input: 'systolicBp',
    });
  });

  it('names what is missing: the required inputs, cigarettes a day of a smoker, the type of diabetes', () => {
    expect(qKidneyCkdModel.predict({ sex: 'female', age: 50 })).toEqual({
      status: 'missingInputs',
      missing: ['race', 'bmi', 'systolicBp', 'bpTreated', 'diabetic', 'smokingStatus'],
    });
    const [, man] = rows;
    const withoutFollowUps = { ...man!.inputs, cigarettesPerDay: undefined, diabetesType: undefined };
    expect(qKidneyCkdModel.predict(withoutFollowUps)).toEqual({
      status: 'missingInputs',
      missing: ['cigarettesPerDay', 'diabetesType'],
    });
  });

  it('counts an unanswered condition as absent', () => {
    const [, man] = rows;
    const unanswered = { ...man!.inputs, cardiovascularDisease: undefined };
    expect(riskOf(qKidneyCkdModel.predict(unanswered))).toBe(
      riskOf(qKidneyCkdModel.predict({ ...unanswered, cardiovascularDisease: false })),
    );
  });

  it('bands by the ratio to the same age, sex and ethnicity with no risk factors, says QKidney answered', () => {
    const [woman, man] = rows;
    expect(qKidneyCkdModel.predict(woman!.inputs)).toMatchObject({
      status: 'result',
      output: { band: 'low', severity: 'low', variant: 'qkidney' },
    });
    expect(qKidneyCkdModel.predict(man!.inputs)).toMatchObject({
      status: 'result',
      output: { band: 'high', severity: 'high' },
    });
  });

  it('lists what moved the number against the reference profile, largest first', () => {
    const [, man] = rows;
    const answer = qKidneyCkdModel.predict(man!.inputs);
    if (answer.status !== 'result') throw new Error('no result');
    const diabetes = answer.output.contributions.find((c) => c.input === 'diabetic');
    expect(diabetes).toMatchObject({ value: true, reference: false, unit: 'percentPoints' });
    expect(diabetes!.effect).toBeGreaterThan(5);
    const effects = answer.output.contributions.map((c) => Math.abs(c.effect));
    expect(effects).toEqual([...effects].sort((a, b) => b - a));
  });
});

describe('QKidney-2010 end-stage kidney disease (model esrd, eGFR 60 or more)', () => {
  it.each(rows)("gives QKidney's C code's 5-year risk to $name", ({ inputs, eskd }) => {
    expect(endStageKidneyModel.predict({ ...inputs, egfr: 85 })).toMatchObject({
      status: 'result',
      output: { variant: 'qkidney' },
    });
    expect(riskOf(endStageKidneyModel.predict({ ...inputs, egfr: 85 }))).toBeCloseTo(eskd, 9);
  });

  it("maps a Korean man to 'other Asian', never to Chinese, whose coefficient would make the risk 0", () => {
    // commandLine neph5_1, 64, b_treatedhyp 1, bmi 27, sbp 140, smoke_cat 3: ethrisk 5 → 0.924930; ethrisk 8 → 0.000000.
    const man: PredictionInputs = {
      sex: 'male',
      age: 64,
      race: 'other',
      bmi: 27,
      systolicBp: 140,
      bpTreated: true,
      diabetic: false,
      smokingStatus: 'current',
      cigarettesPerDay: 15,
      egfr: 75,
    };
    expect(riskOf(endStageKidneyModel.predict(man))).toBeCloseTo(0.92493, 6);
  });

  it('is not for someone with diagnosed kidney disease whose eGFR is 60 or more', () => {
    const [woman] = rows;
    expect(endStageKidneyModel.predict({ ...woman!.inputs, egfr: 70, chronicKidneyDisease: true })).toEqual({
      status: 'notApplicable',
      input: 'chronicKidneyDisease',
      reason: 'existingKidneyDisease',
    });
  });
});

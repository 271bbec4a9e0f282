import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { predictionModels } from 'shared-kernel/isomorphic';
import { calculatorInputs, predict } from '../risk-predictions/predict';
import { qthrombosisBandOf, qthrombosisModel } from './qthrombosis';

/*
 * Reference outputs: ClinRisk's own QThrombosis-2011 C code (LGPL), rnab/qpred `qthrombosis/` at its stored HEAD,
 * compiled as its Makefile does and run with its command-line programs:
 *
 *   git -C qpred archive HEAD qthrombosis | tar -x -C /tmp/qthromb && cd /tmp/qthromb/qthrombosis
 *   gcc -I include commandLine/Q66_vte_xml_20_vte_0_commandLine.c c/*.c -o vte_0 -lm   (women; _1 for men)
 *
 * Arguments, in the programs' order — women: age antipsychotics_current b_CCF b_anycancer b_copd b_ibd b_renal
 * b_varicosevein bmi cop_current hrt_current smoke_cat surv tamoxifen_current z1_admit; men: age
 * antipsychotics_current b_CCF b_anycancer b_copd b_ibd b_renal b_varicosevein bmi smoke_cat surv z1_admit.
 * `surv` 5 is the 5-year risk; each program prints it with printf("%f"), so the checks allow 5e-6.
 * The Readme and the repository carry no worked example of their own.
 */

function outputOf(inputs: PredictionInputs): ModelOutput {
  const answer = qthrombosisModel.predict(inputs);
  if (answer.status !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer.output;
}

function riskOf(inputs: PredictionInputs): number {
  const { risk } = outputOf(inputs);
  if (risk === undefined) throw new Error('expected a risk');
  return risk;
}

/** A 45-year-old Korean-like woman and a 50-year-old man: BMI 21, never smoked, none of the conditions. */
const woman: PredictionInputs = { sex: 'female', age: 45, bmi: 21, smokingStatus: 'never' };
const man: PredictionInputs = { sex: 'male', age: 50, bmi: 21, smokingStatus: 'never' };

describe('qthrombosisModel (QThrombosis-2011, 5-year risk of venous thromboembolism)', () => {
  it.each([
    [
      'a 64-year-old woman, BMI 28, former smoker, varicose veins, combined HRT',
      { sex: 'female', age: 64, bmi: 28, smokingStatus: 'former', varicoseVeins: true, hrt: 'combined' },
      'Q66_vte_xml_20_vte_0_commandLine 64 0 0 0 0 0 0 1 28 0 1 1 5 0 0',
      1.623958,
    ],
    [
      'a 45-year-old Korean woman, BMI 21, never smoked',
      { sex: 'female', age: 45, bmi: 21, smokingStatus: 'never' },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 0 0 5 0 0',
      0.212458,
    ],
    [
      'a 35-year-old woman smoking 8 a day, on the pill, with bowel disease, lately in hospital',
      {
        sex: 'female',
        age: 35,
        bmi: 24,
        smokingStatus: 'current',
        cigarettesPerDay: 8,
        oralContraceptive: true,
        inflammatoryBowelDisease: true,
        recentHospitalAdmission: true,
      },
      'Q66_vte_xml_20_vte_0_commandLine 35 0 0 0 0 1 0 0 24 1 0 2 5 0 1',
      0.805066,
    ],
    [
      'a 78-year-old woman, BMI 33, 30 a day, six conditions and medicines',
      {
        sex: 'female',
        age: 78,
        bmi: 33,
        smokingStatus: 'current',
        cigarettesPerDay: 30,
        antipsychotics: true,
        heartFailure: true,
        cancerHistory: true,
        copd: true,
        chronicKidneyDisease: true,
        tamoxifen: true,
      },
      'Q66_vte_xml_20_vte_0_commandLine 78 1 1 1 1 0 1 0 33 0 0 4 5 1 0',
      38.887912,
    ],
    [
      'a woman at the oldest age and highest BMI (84, 40)',
      { sex: 'female', age: 84, bmi: 40, smokingStatus: 'never' },
      'Q66_vte_xml_20_vte_0_commandLine 84 0 0 0 0 0 0 0 40 0 0 0 5 0 0',
      5.377119,
    ],
    [
      'a woman at the youngest age and lowest BMI (25, 20)',
      { sex: 'female', age: 25, bmi: 20, smokingStatus: 'never' },
      'Q66_vte_xml_20_vte_0_commandLine 25 0 0 0 0 0 0 0 20 0 0 0 5 0 0',
      0.170452,
    ],
    [
      'a 58-year-old man, BMI 27.5, 15 a day, COPD',
      { sex: 'male', age: 58, bmi: 27.5, smokingStatus: 'current', cigarettesPerDay: 15, copd: true },
      'Q66_vte_xml_20_vte_1_commandLine 58 0 0 0 1 0 0 0 27.5 3 5 0',
      1.476101,
    ],
    [
      'a 50-year-old Korean man, BMI 21, never smoked',
      { sex: 'male', age: 50, bmi: 21, smokingStatus: 'never' },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 0 21 0 5 0',
      0.330904,
    ],
    [
      "a 72-year-old man, BMI 35, 20 a day, every condition of the men's equation",
      {
        sex: 'male',
        age: 72,
        bmi: 35,
        smokingStatus: 'current',
        cigarettesPerDay: 20,
        antipsychotics: true,
        heartFailure: true,
        cancerHistory: true,
        inflammatoryBowelDisease: true,
        chronicKidneyDisease: true,
        varicoseVeins: true,
        recentHospitalAdmission: true,
      },
      'Q66_vte_xml_20_vte_1_commandLine 72 1 1 1 0 1 1 1 35 4 5 1',
      72.960105,
    ],
    [
      'a man at the youngest age and lowest BMI (25, 20)',
      { sex: 'male', age: 25, bmi: 20, smokingStatus: 'never' },
      'Q66_vte_xml_20_vte_1_commandLine 25 0 0 0 0 0 0 0 20 0 5 0',
      0.107388,
    ],
    [
      'a former smoker at the oldest age and highest BMI (84, 40)',
      { sex: 'male', age: 84, bmi: 40, smokingStatus: 'former' },
      'Q66_vte_xml_20_vte_1_commandLine 84 0 0 0 0 0 0 0 40 1 5 0',
      4.377796,
    ],
  ] as const)("gives the C code's 5-year risk for %s (%j; %s → %s)", (_who, inputs, _command, expected) => {
    expect(riskOf(inputs)).toBeCloseTo(expected, 5);
  });

  it.each([
    [
      'antipsychotics',
      { antipsychotics: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 1 0 0 0 0 0 0 21 0 0 0 5 0 0',
      0.328327,
    ],
    [
      'heartFailure',
      { heartFailure: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 1 0 0 0 0 0 21 0 0 0 5 0 0',
      0.29652,
    ],
    [
      'cancerHistory',
      { cancerHistory: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 1 0 0 0 0 21 0 0 0 5 0 0',
      0.392504,
    ],
    ['copd', { copd: true }, 'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 1 0 0 0 21 0 0 0 5 0 0', 0.300467],
    [
      'inflammatoryBowelDisease',
      { inflammatoryBowelDisease: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 1 0 0 21 0 0 0 5 0 0',
      0.307028,
    ],
    [
      'chronicKidneyDisease',
      { chronicKidneyDisease: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 1 0 21 0 0 0 5 0 0',
      0.340592,
    ],
    [
      'varicoseVeins',
      { varicoseVeins: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 1 21 0 0 0 5 0 0',
      0.297812,
    ],
    [
      'recentHospitalAdmission',
      { recentHospitalAdmission: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 0 0 5 0 1',
      0.39586,
    ],
    [
      'oralContraceptive',
      { oralContraceptive: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 1 0 0 5 0 0',
      0.28295,
    ],
    [
      'hrt estrogen-only',
      { hrt: 'estrogen-only' },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 1 0 5 0 0',
      0.255801,
    ],
    [
      'hrt combined',
      { hrt: 'combined' },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 1 0 5 0 0',
      0.255801,
    ],
    [
      'tamoxifen',
      { tamoxifen: true },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 0 0 5 1 0',
      0.313668,
    ],
    [
      'former smoker',
      { smokingStatus: 'former' },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 0 1 5 0 0',
      0.228236,
    ],
    [
      '5 a day',
      { smokingStatus: 'current', cigarettesPerDay: 5 },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 0 2 5 0 0',
      0.259113,
    ],
    [
      '15 a day',
      { smokingStatus: 'current', cigarettesPerDay: 15 },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 0 3 5 0 0',
      0.247962,
    ],
    [
      '25 a day',
      { smokingStatus: 'current', cigarettesPerDay: 25 },
      'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 21 0 0 4 5 0 0',
      0.284319,
    ],
    ['BMI 33', { bmi: 33 }, 'Q66_vte_xml_20_vte_0_commandLine 45 0 0 0 0 0 0 0 33 0 0 0 5 0 0', 0.465477],
    ['age 70', { age: 70 }, 'Q66_vte_xml_20_vte_0_commandLine 70 0 0 0 0 0 0 0 21 0 0 0 5 0 0', 0.794383],
  ] as const)(
    "weighs each term of the women's equation as the C code does: %s (%j; %s → %s)",
    (_term, change, _command, expected) => {
      expect(riskOf({ ...woman, ...change })).toBeCloseTo(expected, 5);
    },
  );

  it.each([
    [
      'antipsychotics',
      { antipsychotics: true },
      'Q66_vte_xml_20_vte_1_commandLine 50 1 0 0 0 0 0 0 21 0 5 0',
      0.607501,
    ],
    [
      'heartFailure',
      { heartFailure: true },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 1 0 0 0 0 0 21 0 5 0',
      0.439536,
    ],
    [
      'cancerHistory',
      { cancerHistory: true },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 1 0 0 0 0 21 0 5 0',
      0.720777,
    ],
    ['copd', { copd: true }, 'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 1 0 0 0 21 0 5 0', 0.534568],
    [
      'inflammatoryBowelDisease',
      { inflammatoryBowelDisease: true },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 1 0 0 21 0 5 0',
      0.495632,
    ],
    [
      'chronicKidneyDisease',
      { chronicKidneyDisease: true },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 1 0 21 0 5 0',
      0.633044,
    ],
    [
      'varicoseVeins',
      { varicoseVeins: true },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 1 21 0 5 0',
      0.457865,
    ],
    [
      'recentHospitalAdmission',
      { recentHospitalAdmission: true },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 0 21 0 5 1',
      0.638941,
    ],
    [
      'former smoker',
      { smokingStatus: 'former' },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 0 21 1 5 0',
      0.351287,
    ],
    [
      '5 a day',
      { smokingStatus: 'current', cigarettesPerDay: 5 },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 0 21 2 5 0',
      0.402796,
    ],
    [
      '15 a day',
      { smokingStatus: 'current', cigarettesPerDay: 15 },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 0 21 3 5 0',
      0.451908,
    ],
    [
      '25 a day',
      { smokingStatus: 'current', cigarettesPerDay: 25 },
      'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 0 21 4 5 0',
      0.49191,
    ],
    ['BMI 33', { bmi: 33 }, 'Q66_vte_xml_20_vte_1_commandLine 50 0 0 0 0 0 0 0 33 0 5 0', 0.573529],
    ['age 70', { age: 70 }, 'Q66_vte_xml_20_vte_1_commandLine 70 0 0 0 0 0 0 0 21 0 5 0', 1.006118],
  ] as const)(
    "weighs each term of the men's equation as the C code does: %s (%j; %s → %s)",
    (_term, change, _command, expected) => {
      expect(riskOf({ ...man, ...change })).toBeCloseTo(expected, 5);
    },
  );

  it('counts a BMI under 20 as 20, the lowest the C code accepts (it refuses 19.9: "bmi must be in range (20,40)")', () => {
    // Q66_vte_xml_20_vte_1_commandLine 25 0 0 0 0 0 0 0 20 0 5 0 → 0.107388
    const youngMan: PredictionInputs = { sex: 'male', age: 25, smokingStatus: 'never' };
    expect(riskOf({ ...youngMan, bmi: 17 })).toBeCloseTo(0.107388, 5);
    expect(riskOf({ ...youngMan, bmi: 19.9 })).toBe(riskOf({ ...youngMan, bmi: 20 }));
  });

  it.each([
    ['age', 24, 25, 84],
    ['age', 85, 25, 84],
  ] as const)('gives no number for %s %d (outOfRange, valid %d to %d)', (input, value, min, max) => {
    expect(qthrombosisModel.predict({ ...woman, [input]: value })).toEqual({
      status: 'outOfRange',
      input,
      min,
      max,
    });
  });

  it('lists the missing inputs, and cigarettes a day for a current smoker', () => {
    expect(qthrombosisModel.predict({})).toEqual({
      status: 'missingInputs',
      missing: ['sex', 'age', 'bmi', 'smokingStatus'],
    });
    expect(qthrombosisModel.predict({ ...woman, smokingStatus: 'current' })).toEqual({
      status: 'missingInputs',
      missing: ['cigarettesPerDay'],
    });
    expect(qthrombosisModel.predict({ sex: 'male', smokingStatus: 'current' })).toEqual({
      status: 'missingInputs',
      missing: ['age', 'bmi', 'cigarettesPerDay'],
    });
  });

  it('counts a condition, medicine or HRT not answered as absent', () => {
    const allNo: PredictionInputs = {
      ...woman,
      hrt: 'none',
      ...Object.fromEntries(predictionModels.vte.conditions.map((key) => [key, false])),
    };
    expect(riskOf(woman)).toBe(riskOf(allNo));
  });

  it("does not read the women's medicines for a man, nor race for anyone (QThrombosis has no ethnicity)", () => {
    expect(riskOf({ ...man, oralContraceptive: true, hrt: 'combined', tamoxifen: true })).toBe(riskOf(man));
    expect(riskOf({ ...woman, race: 'white' })).toBe(riskOf({ ...woman, race: 'other' }));
  });

  it('explains the number by age, BMI, smoking and each condition present, against the reference levels', () => {
    const output = outputOf({
      ...woman,
      age: 64,
      bmi: 28,
      smokingStatus: 'former',
      varicoseVeins: true,
      hrt: 'combined',
      copd: false,
    });
    expect(output.contributions.map((c) => c.input).sort()).toEqual([
      'age',
      'bmi',
      'hrt',
      'smokingStatus',
      'varicoseVeins',
    ]);
    const varicose = output.contributions.find((c) => c.input === 'varicoseVeins');
    expect(varicose).toMatchObject({ value: true, reference: false, unit: 'percentPoints' });
    // Q66_vte_xml_20_vte_0_commandLine 64 0 0 0 0 0 0 1 28 0 1 1 5 0 0 → 1.623958
    // Q66_vte_xml_20_vte_0_commandLine 64 0 0 0 0 0 0 0 28 0 1 1 5 0 0 → 1.160747 (no varicose veins)
    // Q66_vte_xml_20_vte_0_commandLine 25 0 0 0 0 0 0 1 28 0 1 1 5 0 0 → 0.510165 (at 25)
    expect(varicose?.effect).toBeCloseTo(1.623958 - 1.160747, 5);
    const age = output.contributions.find((c) => c.input === 'age');
    expect(age).toMatchObject({ value: 64, reference: 25 });
    expect(age?.effect).toBeCloseTo(1.623958 - 0.510165, 5);
  });

  it('gives no number for a BMI over 40 (outOfRange 20-40): counting it as 40 would hide risk', () => {
    expect(qthrombosisModel.predict({ ...woman, bmi: 40.1 })).toEqual({
      status: 'outOfRange',
      input: 'bmi',
      min: 20,
      max: 40,
    });
  });

  it('keeps with the result the inputs it used: conditions answered yes, not those answered no, nor race', () => {
    const prediction = predict(
      qthrombosisModel,
      calculatorInputs({ ...woman, bmi: 18, race: 'other', copd: true, tamoxifen: false, hrt: 'none' }),
      new Date('2026-01-01T00:00:00Z'),
    );
    if (prediction.status !== 'result') throw new Error(JSON.stringify(prediction));
    expect(prediction.result.inputs).toEqual({
      sex: 'female',
      age: 45,
      bmi: 18,
      smokingStatus: 'never',
      copd: true,
    });
  });

  it.each([
    [0.99, 'low', 'low'],
    [1, 'elevated', 'moderate'],
    [2.99, 'elevated', 'moderate'],
    [3, 'high', 'high'],
  ] as const)('bands a 5-year risk of %d %% as %s (%s)', (risk, band, severity) => {
    expect(qthrombosisBandOf(risk)).toEqual({ band, severity });
  });

  it('is a 5-year ClinRisk model for ages 25-84, with its disclaimer', () => {
    expect(qthrombosisModel.info).toMatchObject({
      horizonYears: 5,
      ages: { min: 25, max: 84 },
      disclaimer: 'clinrisk',
    });
  });
});

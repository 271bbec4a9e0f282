import type { ModelOutput, PredictionInputs } from 'shared-kernel/isomorphic';
import { predictionModels } from 'shared-kernel/isomorphic';
import { calculatorInputs, predict } from '../risk-predictions/predict';
import type { PredictionModel } from './model';
import { hipFractureModel, osteoporoticFractureModel, qfractureBandOf } from './qfracture';

/*
 * Reference outputs: ClinRisk's own QFracture-2012 C code (LGPL), nhsland/clinrisk-modules `qFracture/` at its
 * stored HEAD, compiled as its Makefile does and run with its command-line programs:
 *
 *   git -C clinrisk-modules archive HEAD qFracture | tar -x -C /tmp/qfrac && cd /tmp/qfrac/qFracture
 *   gcc -I include commandLine/Q74_qfracture4_2012_2_0_commandLine.c c/*.c -o fracture4_0 -lm
 *   (likewise _2_1 for men, and Q74_qnof_2012_2_0 / _1 for hip fracture)
 *
 * Arguments, in the programs' order (each program prints them in its usage):
 * - Q74_qfracture4_2012_2_0 (women): age alcohol_cat6 b_antidepressant b_anycancer b_asthmacopd b_corticosteroids
 *   b_cvd b_dementia b_endocrine b_epilepsy2 b_falls b_fracture4 b_hrt_oest b_liver b_malabsorption b_parkinsons
 *   b_ra_sle b_renal b_type1 b_type2 bmi ethrisk fh_osteoporosis smoke_cat surv
 * - Q74_qfracture4_2012_2_1 (men): age alcohol_cat6 b_antidepressant b_anycancer b_asthmacopd b_carehome
 *   b_corticosteroids b_cvd b_dementia b_epilepsy2 b_falls b_fracture4 b_liver b_malabsorption b_parkinsons
 *   b_ra_sle b_renal b_type1 b_type2 bmi ethrisk fh_osteoporosis smoke_cat surv
 * - Q74_qnof_2012_2_0 (women, hip): age alcohol_cat6 b_antidepressant b_anycancer b_asthmacopd b_corticosteroids
 *   b_cvd b_dementia b_endocrine b_epilepsy2 b_falls b_fracture4 b_hrt_oest b_liver b_parkinsons b_ra_sle b_renal
 *   b_type1 b_type2 bmi ethrisk smoke_cat surv
 * - Q74_qnof_2012_2_1 (men, hip): age alcohol_cat6 b_antidepressant b_anycancer b_asthmacopd b_carehome
 *   b_corticosteroids b_cvd b_dementia b_epilepsy2 b_falls b_fracture4 b_liver b_parkinsons b_ra_sle b_renal
 *   b_type1 b_type2 bmi ethrisk fh_osteoporosis smoke_cat surv
 * ethrisk 5 is "other Asian" (race 'other'), 1 white, 6 Black Caribbean (race 'african-american'); `surv` 10 is the
 * 10-year risk; each program prints it with printf("%f"), so the checks allow 5e-6. The Readme and the
 * repository carry no worked example of their own.
 */

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

/** A 65-year-old Korean woman and a 70-year-old Korean man: other Asian, BMI 21, never smoked, no alcohol. */
const woman: PredictionInputs = {
  sex: 'female',
  age: 65,
  race: 'other',
  bmi: 21,
  smokingStatus: 'never',
  alcoholIntake: 'none',
  diabetic: false,
};
const man: PredictionInputs = { ...woman, sex: 'male', age: 70 };

describe('QFracture-2012 (10-year risks of osteoporotic and of hip fracture)', () => {
  it.each([
    [
      'a 65-year-old Korean woman (other Asian, BMI 21)',
      {
        sex: 'female',
        age: 65,
        race: 'other',
        bmi: 21,
        smokingStatus: 'never',
        alcoholIntake: 'none',
        diabetic: false,
      },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.18012,
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.015423,
    ],
    [
      'a 72-year-old white woman with type 2 diabetes, falls, a past fracture, steroids, arthritis and a family history',
      {
        sex: 'female',
        age: 72,
        race: 'white',
        bmi: 24,
        smokingStatus: 'former',
        alcoholIntake: '1-2',
        diabetic: true,
        diabetesType: 'type2',
        falls: true,
        priorFracture: true,
        oralSteroids: true,
        rheumatoidArthritis: true,
        familyOsteoporosis: true,
      },
      'Q74_qfracture4_2012_2_0_commandLine 72 2 0 0 0 1 0 0 0 0 1 1 0 0 0 0 1 0 0 1 24 1 1 1 10',
      40.066322,
      'Q74_qnof_2012_2_0_commandLine 72 2 0 0 0 1 0 0 0 0 1 1 0 0 0 1 0 0 1 24 1 1 10',
      21.605491,
    ],
    [
      'a 55-year-old Korean woman, BMI 20, 5 a day, oestrogen-only HRT, asthma and three more',
      {
        sex: 'female',
        age: 55,
        race: 'other',
        bmi: 20,
        smokingStatus: 'current',
        cigarettesPerDay: 5,
        alcoholIntake: 'under-1',
        diabetic: false,
        hrt: 'estrogen-only',
        asthma: true,
        antidepressants: true,
        endocrineDisorder: true,
        malabsorption: true,
      },
      'Q74_qfracture4_2012_2_0_commandLine 55 1 1 0 1 0 0 0 1 0 0 0 1 0 1 0 0 0 0 0 20 5 0 2 10',
      3.915089,
      'Q74_qnof_2012_2_0_commandLine 55 1 1 0 1 0 0 0 1 0 0 0 1 0 0 0 0 0 0 20 5 2 10',
      0.639688,
    ],
    [
      'an 85-year-old African-American woman with type 1 diabetes and many conditions',
      {
        sex: 'female',
        age: 85,
        race: 'african-american',
        bmi: 38,
        smokingStatus: 'current',
        cigarettesPerDay: 25,
        alcoholIntake: 'over-9',
        diabetic: true,
        diabetesType: 'type1',
        dementia: true,
        parkinsons: true,
        epilepsy: true,
        cardiovascularDisease: true,
        chronicLiverDisease: true,
        chronicKidneyDisease: true,
        cancerHistory: true,
        copd: true,
        lupus: true,
        careHome: true,
        hrt: 'combined',
      },
      'Q74_qfracture4_2012_2_0_commandLine 85 5 0 1 1 0 1 1 0 1 0 0 0 1 0 1 1 1 1 0 38 6 0 4 10',
      94.528592,
      'Q74_qnof_2012_2_0_commandLine 85 5 0 1 1 0 1 1 0 1 0 0 0 1 1 1 1 1 0 38 6 4 10',
      99.999997,
    ],
    [
      'a Korean woman at the oldest age and lowest BMI (100, 20)',
      {
        sex: 'female',
        age: 100,
        race: 'other',
        bmi: 20,
        smokingStatus: 'never',
        alcoholIntake: 'none',
        diabetic: false,
      },
      'Q74_qfracture4_2012_2_0_commandLine 100 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 20 5 0 0 10',
      14.923099,
      'Q74_qnof_2012_2_0_commandLine 100 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 20 5 0 10',
      15.359449,
    ],
    [
      'a white woman at the youngest age and highest BMI (30, 40)',
      {
        sex: 'female',
        age: 30,
        race: 'white',
        bmi: 40,
        smokingStatus: 'never',
        alcoholIntake: '3-6',
        diabetic: false,
      },
      'Q74_qfracture4_2012_2_0_commandLine 30 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 40 1 0 0 10',
      0.298142,
      'Q74_qnof_2012_2_0_commandLine 30 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 40 1 0 10',
      0.007401,
    ],
    [
      'a 70-year-old Korean man (other Asian, BMI 21)',
      {
        sex: 'male',
        age: 70,
        race: 'other',
        bmi: 21,
        smokingStatus: 'never',
        alcoholIntake: 'none',
        diabetic: false,
      },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.579795,
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.647295,
    ],
    [
      'an 80-year-old white man in a care home, with falls, COPD, dementia and a family history',
      {
        sex: 'male',
        age: 80,
        race: 'white',
        bmi: 23,
        smokingStatus: 'former',
        alcoholIntake: '3-6',
        diabetic: false,
        careHome: true,
        falls: true,
        copd: true,
        dementia: true,
        familyOsteoporosis: true,
      },
      'Q74_qfracture4_2012_2_1_commandLine 80 3 0 0 1 1 0 0 1 0 1 0 0 0 0 0 0 0 0 23 1 1 1 10',
      84.915537,
      'Q74_qnof_2012_2_1_commandLine 80 3 0 0 1 1 0 0 1 0 1 0 0 0 0 0 0 0 23 1 1 1 10',
      73.506333,
    ],
    [
      'a 50-year-old African-American man with type 1 diabetes and many conditions',
      {
        sex: 'male',
        age: 50,
        race: 'african-american',
        bmi: 31,
        smokingStatus: 'current',
        cigarettesPerDay: 15,
        alcoholIntake: '7-9',
        diabetic: true,
        diabetesType: 'type1',
        antidepressants: true,
        cancerHistory: true,
        oralSteroids: true,
        cardiovascularDisease: true,
        epilepsy: true,
        priorFracture: true,
        chronicLiverDisease: true,
        malabsorption: true,
        parkinsons: true,
        lupus: true,
        chronicKidneyDisease: true,
        endocrineDisorder: true,
      },
      'Q74_qfracture4_2012_2_1_commandLine 50 4 1 1 0 0 1 1 0 1 0 1 1 1 1 1 1 1 0 31 6 0 3 10',
      84.557142,
      'Q74_qnof_2012_2_1_commandLine 50 4 1 1 0 0 1 1 0 1 0 1 1 1 1 1 1 0 31 6 0 3 10',
      49.296261,
    ],
    [
      'a Korean man at the youngest age and highest BMI (30, 40), 9 a day',
      {
        sex: 'male',
        age: 30,
        race: 'other',
        bmi: 40,
        smokingStatus: 'current',
        cigarettesPerDay: 9,
        alcoholIntake: 'under-1',
        diabetic: false,
      },
      'Q74_qfracture4_2012_2_1_commandLine 30 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 40 5 0 2 10',
      0.258464,
      'Q74_qnof_2012_2_1_commandLine 30 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 40 5 0 2 10',
      0.005025,
    ],
    [
      'a white man with type 2 diabetes at the oldest age and lowest BMI (100, 20)',
      {
        sex: 'male',
        age: 100,
        race: 'white',
        bmi: 20,
        smokingStatus: 'never',
        alcoholIntake: '1-2',
        diabetic: true,
        diabetesType: 'type2',
      },
      'Q74_qfracture4_2012_2_1_commandLine 100 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 20 1 0 0 10',
      36.154444,
      'Q74_qnof_2012_2_1_commandLine 100 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 20 1 0 0 10',
      25.355145,
    ],
  ] as const)(
    "gives the C code's 10-year risks for %s (%j; osteoporotic %s → %s; hip %s → %s)",
    (_who, inputs, _fractureCommand, fracture, _hipCommand, hip) => {
      expect(riskOf(osteoporoticFractureModel, inputs)).toBeCloseTo(fracture, 5);
      expect(riskOf(hipFractureModel, inputs)).toBeCloseTo(hip, 5);
    },
  );

  it.each([
    [
      'antidepressants',
      { antidepressants: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      4.342595,
    ],
    [
      'cancerHistory',
      { cancerHistory: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      4.019148,
    ],
    [
      'copd',
      { copd: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      4.02084,
    ],
    [
      'asthma',
      { asthma: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      4.02084,
    ],
    [
      'careHome',
      { careHome: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.18012,
    ],
    [
      'oralSteroids',
      { oralSteroids: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.842583,
    ],
    [
      'cardiovascularDisease',
      { cardiovascularDisease: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.838025,
    ],
    [
      'dementia',
      { dementia: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      6.15461,
    ],
    [
      'endocrineDisorder',
      { endocrineDisorder: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.91075,
    ],
    [
      'epilepsy',
      { epilepsy: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      4.845389,
    ],
    [
      'falls',
      { falls: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      4.944561,
    ],
    [
      'priorFracture',
      { priorFracture: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.442011,
    ],
    [
      'chronicLiverDisease',
      { chronicLiverDisease: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 21 5 0 0 10',
      5.940203,
    ],
    [
      'malabsorption',
      { malabsorption: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 21 5 0 0 10',
      3.702524,
    ],
    [
      'parkinsons',
      { parkinsons: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 21 5 0 0 10',
      5.167847,
    ],
    [
      'rheumatoidArthritis',
      { rheumatoidArthritis: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 0 10',
      4.222431,
    ],
    [
      'lupus',
      { lupus: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 0 10',
      4.222431,
    ],
    [
      'chronicKidneyDisease',
      { chronicKidneyDisease: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 21 5 0 0 10',
      4.021432,
    ],
    [
      'familyOsteoporosis',
      { familyOsteoporosis: true },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 1 0 10',
      5.457045,
    ],
    [
      'hrt estrogen-only',
      { hrt: 'estrogen-only' },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 21 5 0 0 10',
      2.720083,
    ],
    [
      'hrt combined',
      { hrt: 'combined' },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.18012,
    ],
    [
      'type 1 diabetes',
      { diabetic: true, diabetesType: 'type1' },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 21 5 0 0 10',
      6.016705,
    ],
    [
      'type 2 diabetes',
      { diabetic: true, diabetesType: 'type2' },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 21 5 0 0 10',
      4.007502,
    ],
    [
      'alcohol under-1',
      { alcoholIntake: 'under-1' },
      'Q74_qfracture4_2012_2_0_commandLine 65 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.180875,
    ],
    [
      'alcohol 1-2',
      { alcoholIntake: '1-2' },
      'Q74_qfracture4_2012_2_0_commandLine 65 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.35093,
    ],
    [
      'alcohol 3-6',
      { alcoholIntake: '3-6' },
      'Q74_qfracture4_2012_2_0_commandLine 65 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.730397,
    ],
    [
      'alcohol 7-9',
      { alcoholIntake: '7-9' },
      'Q74_qfracture4_2012_2_0_commandLine 65 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      5.077975,
    ],
    [
      'alcohol over-9',
      { alcoholIntake: 'over-9' },
      'Q74_qfracture4_2012_2_0_commandLine 65 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      5.870826,
    ],
    [
      'former smoker',
      { smokingStatus: 'former' },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 1 10',
      3.298618,
    ],
    [
      '5 a day',
      { smokingStatus: 'current', cigarettesPerDay: 5 },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 2 10',
      3.491975,
    ],
    [
      '15 a day',
      { smokingStatus: 'current', cigarettesPerDay: 15 },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 3 10',
      3.585884,
    ],
    [
      '25 a day',
      { smokingStatus: 'current', cigarettesPerDay: 25 },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 4 10',
      3.725687,
    ],
    [
      'white',
      { race: 'white' },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 1 0 0 10',
      5.642399,
    ],
    [
      'african-american',
      { race: 'african-american' },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 6 0 0 10',
      1.295838,
    ],
    [
      'BMI 30',
      { bmi: 30 },
      'Q74_qfracture4_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 30 5 0 0 10',
      2.110135,
    ],
    [
      'age 80',
      { age: 80 },
      'Q74_qfracture4_2012_2_0_commandLine 80 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      7.745562,
    ],
  ] as const)(
    "weighs each term of the women's osteoporotic-fracture equation as the C code does: %s (%j; %s → %s)",
    (_term, change, _command, expected) => {
      expect(riskOf(osteoporoticFractureModel, { ...woman, ...change })).toBeCloseTo(expected, 5);
    },
  );

  it.each([
    [
      'antidepressants',
      { antidepressants: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.512478,
    ],
    [
      'cancerHistory',
      { cancerHistory: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.468291,
    ],
    [
      'copd',
      { copd: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.10288,
    ],
    [
      'asthma',
      { asthma: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.10288,
    ],
    [
      'careHome',
      { careHome: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.496855,
    ],
    [
      'oralSteroids',
      { oralSteroids: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.117992,
    ],
    [
      'cardiovascularDisease',
      { cardiovascularDisease: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.992633,
    ],
    [
      'dementia',
      { dementia: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.977786,
    ],
    [
      'endocrineDisorder',
      { endocrineDisorder: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.579795,
    ],
    [
      'epilepsy',
      { epilepsy: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.421332,
    ],
    [
      'falls',
      { falls: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.702985,
    ],
    [
      'priorFracture',
      { priorFracture: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 21 5 0 0 10',
      2.134521,
    ],
    [
      'chronicLiverDisease',
      { chronicLiverDisease: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 21 5 0 0 10',
      4.031111,
    ],
    [
      'malabsorption',
      { malabsorption: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 21 5 0 0 10',
      1.964323,
    ],
    [
      'parkinsons',
      { parkinsons: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 21 5 0 0 10',
      3.830188,
    ],
    [
      'rheumatoidArthritis',
      { rheumatoidArthritis: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 0 10',
      2.442994,
    ],
    [
      'lupus',
      { lupus: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 0 10',
      2.442994,
    ],
    [
      'chronicKidneyDisease',
      { chronicKidneyDisease: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 21 5 0 0 10',
      2.482354,
    ],
    [
      'familyOsteoporosis',
      { familyOsteoporosis: true },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 1 0 10',
      8.347166,
    ],
    [
      'hrt estrogen-only',
      { hrt: 'estrogen-only' },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.579795,
    ],
    [
      'hrt combined',
      { hrt: 'combined' },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.579795,
    ],
    [
      'type 1 diabetes',
      { diabetic: true, diabetesType: 'type1' },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 21 5 0 0 10',
      3.638241,
    ],
    [
      'type 2 diabetes',
      { diabetic: true, diabetesType: 'type2' },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 21 5 0 0 10',
      1.968478,
    ],
    [
      'alcohol under-1',
      { alcoholIntake: 'under-1' },
      'Q74_qfracture4_2012_2_1_commandLine 70 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.465987,
    ],
    [
      'alcohol 1-2',
      { alcoholIntake: '1-2' },
      'Q74_qfracture4_2012_2_1_commandLine 70 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.58539,
    ],
    [
      'alcohol 3-6',
      { alcoholIntake: '3-6' },
      'Q74_qfracture4_2012_2_1_commandLine 70 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.763117,
    ],
    [
      'alcohol 7-9',
      { alcoholIntake: '7-9' },
      'Q74_qfracture4_2012_2_1_commandLine 70 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      2.079309,
    ],
    [
      'alcohol over-9',
      { alcoholIntake: 'over-9' },
      'Q74_qfracture4_2012_2_1_commandLine 70 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.357371,
    ],
    [
      'former smoker',
      { smokingStatus: 'former' },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 1 10',
      1.578535,
    ],
    [
      '5 a day',
      { smokingStatus: 'current', cigarettesPerDay: 5 },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 2 10',
      1.844082,
    ],
    [
      '15 a day',
      { smokingStatus: 'current', cigarettesPerDay: 15 },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 3 10',
      2.026282,
    ],
    [
      '25 a day',
      { smokingStatus: 'current', cigarettesPerDay: 25 },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 4 10',
      2.084246,
    ],
    [
      'white',
      { race: 'white' },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 1 0 0 10',
      2.461144,
    ],
    [
      'african-american',
      { race: 'african-american' },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 6 0 0 10',
      0.952462,
    ],
    [
      'BMI 30',
      { bmi: 30 },
      'Q74_qfracture4_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 30 5 0 0 10',
      0.995437,
    ],
    [
      'age 80',
      { age: 80 },
      'Q74_qfracture4_2012_2_1_commandLine 80 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      3.338044,
    ],
  ] as const)(
    "weighs each term of the men's osteoporotic-fracture equation as the C code does: %s (%j; %s → %s)",
    (_term, change, _command, expected) => {
      expect(riskOf(osteoporoticFractureModel, { ...man, ...change })).toBeCloseTo(expected, 5);
    },
  );

  it.each([
    [
      'antidepressants',
      { antidepressants: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.413447,
    ],
    [
      'cancerHistory',
      { cancerHistory: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.32613,
    ],
    [
      'copd',
      { copd: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.252444,
    ],
    [
      'asthma',
      { asthma: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.252444,
    ],
    [
      'careHome',
      { careHome: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.015423,
    ],
    [
      'oralSteroids',
      { oralSteroids: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.202522,
    ],
    [
      'cardiovascularDisease',
      { cardiovascularDisease: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.241717,
    ],
    [
      'dementia',
      { dementia: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      2.585894,
    ],
    [
      'endocrineDisorder',
      { endocrineDisorder: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.351117,
    ],
    [
      'epilepsy',
      { epilepsy: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.635993,
    ],
    [
      'falls',
      { falls: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 21 5 0 10',
      1.563052,
    ],
    [
      'priorFracture',
      { priorFracture: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 21 5 0 10',
      1.753095,
    ],
    [
      'chronicLiverDisease',
      { chronicLiverDisease: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 21 5 0 10',
      1.926361,
    ],
    [
      'malabsorption',
      { malabsorption: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.015423,
    ],
    [
      'parkinsons',
      { parkinsons: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 21 5 0 10',
      2.051818,
    ],
    [
      'rheumatoidArthritis',
      { rheumatoidArthritis: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 10',
      1.706582,
    ],
    [
      'lupus',
      { lupus: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 10',
      1.706582,
    ],
    [
      'chronicKidneyDisease',
      { chronicKidneyDisease: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 21 5 0 10',
      1.529431,
    ],
    [
      'familyOsteoporosis',
      { familyOsteoporosis: true },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.015423,
    ],
    [
      'hrt estrogen-only',
      { hrt: 'estrogen-only' },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 21 5 0 10',
      0.77471,
    ],
    [
      'hrt combined',
      { hrt: 'combined' },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.015423,
    ],
    [
      'type 1 diabetes',
      { diabetic: true, diabetesType: 'type1' },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 21 5 0 10',
      4.613417,
    ],
    [
      'type 2 diabetes',
      { diabetic: true, diabetesType: 'type2' },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 21 5 0 10',
      1.585859,
    ],
    [
      'alcohol under-1',
      { alcoholIntake: 'under-1' },
      'Q74_qnof_2012_2_0_commandLine 65 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      0.893397,
    ],
    [
      'alcohol 1-2',
      { alcoholIntake: '1-2' },
      'Q74_qnof_2012_2_0_commandLine 65 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      0.919445,
    ],
    [
      'alcohol 3-6',
      { alcoholIntake: '3-6' },
      'Q74_qnof_2012_2_0_commandLine 65 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.071743,
    ],
    [
      'alcohol 7-9',
      { alcoholIntake: '7-9' },
      'Q74_qnof_2012_2_0_commandLine 65 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.577151,
    ],
    [
      'alcohol over-9',
      { alcoholIntake: 'over-9' },
      'Q74_qnof_2012_2_0_commandLine 65 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      1.961712,
    ],
    [
      'former smoker',
      { smokingStatus: 'former' },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 1 10',
      1.098978,
    ],
    [
      '5 a day',
      { smokingStatus: 'current', cigarettesPerDay: 5 },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 2 10',
      1.346017,
    ],
    [
      '15 a day',
      { smokingStatus: 'current', cigarettesPerDay: 15 },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 3 10',
      1.384841,
    ],
    [
      '25 a day',
      { smokingStatus: 'current', cigarettesPerDay: 25 },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 4 10',
      1.635601,
    ],
    [
      'white',
      { race: 'white' },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 1 0 10',
      1.739309,
    ],
    [
      'african-american',
      { race: 'african-american' },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 6 0 10',
      0.476236,
    ],
    [
      'BMI 30',
      { bmi: 30 },
      'Q74_qnof_2012_2_0_commandLine 65 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 30 5 0 10',
      0.521532,
    ],
    [
      'age 80',
      { age: 80 },
      'Q74_qnof_2012_2_0_commandLine 80 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 10',
      5.137014,
    ],
  ] as const)(
    "weighs each term of the women's hip-fracture equation as the C code does: %s (%j; %s → %s)",
    (_term, change, _command, expected) => {
      expect(riskOf(hipFractureModel, { ...woman, ...change })).toBeCloseTo(expected, 5);
    },
  );

  it.each([
    [
      'antidepressants',
      { antidepressants: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.088819,
    ],
    [
      'cancerHistory',
      { cancerHistory: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.955006,
    ],
    [
      'copd',
      { copd: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.868892,
    ],
    [
      'asthma',
      { asthma: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.868892,
    ],
    [
      'careHome',
      { careHome: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.322674,
    ],
    [
      'oralSteroids',
      { oralSteroids: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.762048,
    ],
    [
      'cardiovascularDisease',
      { cardiovascularDisease: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.845866,
    ],
    [
      'dementia',
      { dementia: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.691912,
    ],
    [
      'endocrineDisorder',
      { endocrineDisorder: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.647295,
    ],
    [
      'epilepsy',
      { epilepsy: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.581007,
    ],
    [
      'falls',
      { falls: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 21 5 0 0 10',
      1.098783,
    ],
    [
      'priorFracture',
      { priorFracture: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 21 5 0 0 10',
      1.302485,
    ],
    [
      'chronicLiverDisease',
      { chronicLiverDisease: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 21 5 0 0 10',
      1.374429,
    ],
    [
      'malabsorption',
      { malabsorption: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.647295,
    ],
    [
      'parkinsons',
      { parkinsons: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 21 5 0 0 10',
      1.928305,
    ],
    [
      'rheumatoidArthritis',
      { rheumatoidArthritis: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 0 10',
      1.228262,
    ],
    [
      'lupus',
      { lupus: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 21 5 0 0 10',
      1.228262,
    ],
    [
      'chronicKidneyDisease',
      { chronicKidneyDisease: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 21 5 0 0 10',
      1.166785,
    ],
    [
      'familyOsteoporosis',
      { familyOsteoporosis: true },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 1 0 10',
      2.204316,
    ],
    [
      'hrt estrogen-only',
      { hrt: 'estrogen-only' },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.647295,
    ],
    [
      'hrt combined',
      { hrt: 'combined' },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.647295,
    ],
    [
      'type 1 diabetes',
      { diabetic: true, diabetesType: 'type1' },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 21 5 0 0 10',
      3.086052,
    ],
    [
      'type 2 diabetes',
      { diabetic: true, diabetesType: 'type2' },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 21 5 0 0 10',
      0.863068,
    ],
    [
      'alcohol under-1',
      { alcoholIntake: 'under-1' },
      'Q74_qnof_2012_2_1_commandLine 70 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.536492,
    ],
    [
      'alcohol 1-2',
      { alcoholIntake: '1-2' },
      'Q74_qnof_2012_2_1_commandLine 70 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.559822,
    ],
    [
      'alcohol 3-6',
      { alcoholIntake: '3-6' },
      'Q74_qnof_2012_2_1_commandLine 70 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.578274,
    ],
    [
      'alcohol 7-9',
      { alcoholIntake: '7-9' },
      'Q74_qnof_2012_2_1_commandLine 70 4 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      0.84448,
    ],
    [
      'alcohol over-9',
      { alcoholIntake: 'over-9' },
      'Q74_qnof_2012_2_1_commandLine 70 5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.319907,
    ],
    [
      'former smoker',
      { smokingStatus: 'former' },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 1 10',
      0.637278,
    ],
    [
      '5 a day',
      { smokingStatus: 'current', cigarettesPerDay: 5 },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 2 10',
      0.868188,
    ],
    [
      '15 a day',
      { smokingStatus: 'current', cigarettesPerDay: 15 },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 3 10',
      0.995215,
    ],
    [
      '25 a day',
      { smokingStatus: 'current', cigarettesPerDay: 25 },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 4 10',
      1.05838,
    ],
    [
      'white',
      { race: 'white' },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 1 0 0 10',
      1.565442,
    ],
    [
      'african-american',
      { race: 'african-american' },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 6 0 0 10',
      0.348181,
    ],
    [
      'BMI 30',
      { bmi: 30 },
      'Q74_qnof_2012_2_1_commandLine 70 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 30 5 0 0 10',
      0.29179,
    ],
    [
      'age 80',
      { age: 80 },
      'Q74_qnof_2012_2_1_commandLine 80 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 21 5 0 0 10',
      1.890179,
    ],
  ] as const)(
    "weighs each term of the men's hip-fracture equation as the C code does: %s (%j; %s → %s)",
    (_term, change, _command, expected) => {
      expect(riskOf(hipFractureModel, { ...man, ...change })).toBeCloseTo(expected, 5);
    },
  );

  describe.each([
    ['osteoporotic fracture', osteoporoticFractureModel],
    ['hip fracture', hipFractureModel],
  ] as const)('%s', (_outcome, model) => {
    it.each([
      ['bmi', 19.9, 20, 40],
      ['bmi', 17, 20, 40],
      ['bmi', 40.1, 20, 40],
      ['age', 29, 30, 100],
      ['age', 101, 30, 100],
    ] as const)(
      'gives no number for %s %d (outOfRange, valid %d to %d): a low BMI is a strong risk factor, so it is not counted as 20',
      (input, value, min, max) => {
        expect(model.predict({ ...woman, [input]: value })).toEqual({
          status: 'outOfRange',
          input,
          min,
          max,
        });
      },
    );

    it('lists the missing inputs, cigarettes a day for a current smoker and the diabetes type for a person with diabetes', () => {
      expect(model.predict({})).toEqual({
        status: 'missingInputs',
        missing: ['sex', 'age', 'race', 'bmi', 'smokingStatus', 'alcoholIntake', 'diabetic'],
      });
      expect(model.predict({ ...woman, smokingStatus: 'current', diabetic: true })).toEqual({
        status: 'missingInputs',
        missing: ['cigarettesPerDay', 'diabetesType'],
      });
    });

    it('ignores the diabetes type of a person without diabetes', () => {
      expect(riskOf(model, { ...woman, diabetesType: 'type1' })).toBe(riskOf(model, woman));
    });

    it('counts a condition or HRT not answered as absent', () => {
      const allNo: PredictionInputs = {
        ...woman,
        hrt: 'none',
        ...Object.fromEntries(
          predictionModels['osteoporotic-fracture'].conditions.map((key) => [key, false]),
        ),
      };
      expect(riskOf(model, woman)).toBe(riskOf(model, allNo));
    });

    it('takes asthma or COPD as one term, and rheumatoid arthritis or lupus as another', () => {
      expect(riskOf(model, { ...woman, asthma: true, copd: true })).toBe(
        riskOf(model, { ...woman, copd: true }),
      );
      expect(riskOf(model, { ...woman, rheumatoidArthritis: true, lupus: true })).toBe(
        riskOf(model, { ...woman, lupus: true }),
      );
    });

    it('is a 10-year ClinRisk model for ages 30-100, with its disclaimer', () => {
      expect(model.info).toMatchObject({
        horizonYears: 10,
        ages: { min: 30, max: 100 },
        disclaimer: 'clinrisk',
      });
    });
  });

  it('explains the number by age, BMI, smoking, alcohol, diabetes and each condition present, against the reference levels', () => {
    const inputs: PredictionInputs = {
      ...woman,
      age: 72,
      race: 'white',
      bmi: 24,
      smokingStatus: 'former',
      alcoholIntake: '1-2',
      diabetic: true,
      diabetesType: 'type2',
      falls: true,
      priorFracture: true,
      oralSteroids: true,
      rheumatoidArthritis: true,
      familyOsteoporosis: true,
      careHome: true,
    };
    const output = outputOf(osteoporoticFractureModel, inputs);
    // careHome is not in the women's equation, so it explains nothing.
    expect(output.contributions.map((c) => c.input).sort()).toEqual([
      'age',
      'alcoholIntake',
      'bmi',
      'diabetic',
      'falls',
      'familyOsteoporosis',
      'oralSteroids',
      'priorFracture',
      'rheumatoidArthritis',
      'smokingStatus',
    ]);
    // Q74_qfracture4_2012_2_0_commandLine 72 2 0 0 0 1 0 0 0 0 1 1 0 0 0 0 1 0 0 1 24 1 1 1 10 → 40.066322
    // Q74_qfracture4_2012_2_0_commandLine 72 2 0 0 0 1 0 0 0 0 0 1 0 0 0 0 1 0 0 1 24 1 1 1 10 → 27.838119 (no falls)
    const falls = output.contributions.find((c) => c.input === 'falls');
    expect(falls).toMatchObject({ value: true, reference: false, unit: 'percentPoints' });
    expect(falls?.effect).toBeCloseTo(40.066322 - 27.838119, 5);
  });

  it('keeps with the result the inputs it used: conditions answered yes that the equation reads, not the others', () => {
    const prediction = predict(
      hipFractureModel,
      calculatorInputs({
        ...woman,
        falls: true,
        malabsorption: true,
        careHome: true,
        copd: false,
        hrt: 'combined',
      }),
      new Date('2026-01-01T00:00:00Z'),
    );
    if (prediction.status !== 'result') throw new Error(JSON.stringify(prediction));
    // The women's hip equation reads neither malabsorption nor a care home, and only oestrogen-only HRT.
    expect(prediction.result.inputs).toEqual({ ...woman, falls: true });
  });

  it("does not read HRT for a man (only the women's equations have oestrogen-only HRT)", () => {
    expect(riskOf(osteoporoticFractureModel, { ...man, hrt: 'estrogen-only' })).toBe(
      riskOf(osteoporoticFractureModel, man),
    );
  });

  it.each([
    ['osteoporotic', 9.99, 'low', 'low'],
    ['osteoporotic', 10, 'moderate', 'moderate'],
    ['osteoporotic', 19.99, 'moderate', 'moderate'],
    ['osteoporotic', 20, 'high', 'high'],
    ['hip', 2.99, 'low', 'low'],
    ['hip', 3, 'high', 'high'],
  ] as const)('bands a 10-year %s fracture risk of %d %% as %s (%s)', (outcome, risk, band, severity) => {
    expect(qfractureBandOf(outcome, risk)).toEqual({ band, severity });
  });
});

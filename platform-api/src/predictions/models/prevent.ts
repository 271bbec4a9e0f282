/**
 * 10-year risk of a heart attack (coronary heart disease: non-fatal myocardial infarction or coronary death;
 * model 14) and of a stroke (model 5): the base model of the American Heart Association's PREVENT equations.
 * Khan SS, Matsushita K, Sang Y et al. Development and validation of the American Heart Association's Predicting
 * Risk of cardiovascular disease EVENTs (PREVENT) equations. Circulation 2024;149:430-449.
 *
 * - Why PREVENT: the Korean Heart Study's CHD model (Jee SH et al., BMJ Open 2014;4:e005025) would be the first
 *   choice for Korean users, but its coefficients, mean covariates and baseline survival could not be read from
 *   any open source, so it could not be implemented or checked. PREVENT's CHD and stroke equations have open
 *   coefficients and published worked examples (the paper's supplemental Table S12).
 * - Coefficients: the base 10-year model's CHD and stroke columns of `data-raw/coefs_prevent.xlsx` in
 *   bcjaeger/PooledCohort (sheet `base_10`; the supplement's coefficient table). Its total-CVD column matches the
 *   CDC's transcription of the paper, and the equations reproduce Table S12's examples (tests).
 * - Risk = 1 / (1 + e^−x), x = constant + Σβ·term; the terms are centred as in the paper: age (−55)/10,
 *   non-HDL cholesterol −3.5 mmol/L, HDL (−1.3 mmol/L)/0.3, systolic pressure split at 110 mmHg per 20 mmHg,
 *   eGFR split at 60 per −15 mL/min/1.73 m², with the paper's interactions. mg/dL × 0.02586 = mmol/L.
 * - Race-free and sex-specific: the same equations for everyone, Korean users included (no ethnicity mapping).
 *   Derived on US adults only; its calibration in Korea is not known.
 * - BMI is not used: PREVENT's CHD and stroke equations have no BMI term (only its heart-failure one has).
 * - Ages 30–79. Total cholesterol 130–320 mg/dL, HDL 20–100 mg/dL, systolic 90–200 mmHg and eGFR 15–140 are the
 *   ranges of the reference implementation (PooledCohort); outside them no number (`outOfRange`).
 * - For people without known cardiovascular disease: a yes to `cardiovascularDisease` (heart attack, angina,
 *   stroke, TIA) or `heartFailure` gives `notApplicable`; an unanswered one counts as absent.
 * - Bands: < 10 % low, 10 to < 20 % intermediate, ≥ 20 % high, the 10-year bands of NCEP ATP III (Circulation
 *   2002;106:3143-3421), set for coronary heart disease risk and used by the app's Framingham model too; no
 *   guideline sets bands for stroke alone, so stroke uses the same ones.
 */
import {
  predictionModels,
  type PredictionInputs,
  type PredictionSeverity,
  type Sex,
} from 'shared-kernel/isomorphic';
import type { ModelAnswer, PredictionModel } from './model';
import { bandOf, contributionsByReset, outOfRange, requiredValues } from './model-support';

interface PreventCoefficients {
  constant: number;
  agePer10: number;
  nonHdlPerMmol: number;
  hdlPer03Mmol: number;
  sbpBelow110Per20: number;
  sbpFrom110Per20: number;
  diabetes: number;
  currentSmoking: number;
  egfrBelow60PerMinus15: number;
  egfrFrom60PerMinus15: number;
  antihypertensive: number;
  statin: number;
  treatedSbpFrom110: number;
  treatedNonHdl: number;
  ageByNonHdl: number;
  ageByHdl: number;
  ageBySbpFrom110: number;
  ageByDiabetes: number;
  ageBySmoking: number;
  ageByEgfrBelow60: number;
}

export type PreventOutcome = 'chd' | 'stroke';

/**
 * PREVENT base model, 10 years: bcjaeger/PooledCohort `data-raw/coefs_prevent.xlsx`, sheet `base_10`, columns
 * women_chd, men_chd, women_stroke, men_stroke (the age², BMI and optional-predictor rows are 0 there).
 */
export const preventCoefficients: Record<PreventOutcome, Record<Sex, PreventCoefficients>> = {
  chd: {
    female: {
      constant: -4.608751,
      agePer10: 0.7587146,
      nonHdlPerMmol: 0.1810949,
      hdlPer03Mmol: -0.2014507,
      sbpBelow110Per20: -0.0881827,
      sbpFrom110Per20: 0.3547731,
      diabetes: 0.9045358,
      currentSmoking: 0.5410917,
      egfrBelow60PerMinus15: 0.5198725,
      egfrFrom60PerMinus15: 0.0325935,
      antihypertensive: 0.2010642,
      statin: -0.036195,
      treatedSbpFrom110: -0.0891238,
      treatedNonHdl: 0.0750716,
      ageByNonHdl: -0.0683256,
      ageByHdl: 0.0484755,
      ageBySbpFrom110: -0.0898086,
      ageByDiabetes: -0.2569041,
      ageBySmoking: -0.0786607,
      ageByEgfrBelow60: -0.1597513,
    },
    male: {
      constant: -4.156753,
      agePer10: 0.7423283,
      nonHdlPerMmol: 0.2572109,
      hdlPer03Mmol: -0.1820374,
      sbpBelow110Per20: -0.3174515,
      sbpFrom110Per20: 0.312778,
      diabetes: 0.7485249,
      currentSmoking: 0.3912047,
      egfrBelow60PerMinus15: 0.376487,
      egfrFrom60PerMinus15: 0.0193687,
      antihypertensive: 0.1588199,
      statin: -0.0494555,
      treatedSbpFrom110: -0.0577851,
      treatedNonHdl: 0.0809765,
      ageByNonHdl: -0.0517872,
      ageByHdl: 0.0489033,
      ageBySbpFrom110: -0.0850404,
      ageByDiabetes: -0.2107552,
      ageBySmoking: -0.1206397,
      ageByEgfrBelow60: -0.07795,
    },
  },
  stroke: {
    female: {
      constant: -4.409199,
      agePer10: 0.6907849,
      nonHdlPerMmol: 0.0534279,
      hdlPer03Mmol: -0.1055109,
      sbpBelow110Per20: -0.113078,
      sbpFrom110Per20: 0.3665217,
      diabetes: 0.8013721,
      currentSmoking: 0.4187039,
      egfrBelow60PerMinus15: 0.4539767,
      egfrFrom60PerMinus15: 0.0515087,
      antihypertensive: 0.2494624,
      statin: -0.0798829,
      treatedSbpFrom110: -0.0079039,
      treatedNonHdl: 0.0833101,
      ageByNonHdl: -0.0409242,
      ageByHdl: 0.016994,
      ageBySbpFrom110: -0.1191213,
      ageByDiabetes: -0.2480549,
      ageBySmoking: -0.0998063,
      ageByEgfrBelow60: -0.1759075,
    },
    male: {
      constant: -4.20881,
      agePer10: 0.722513,
      nonHdlPerMmol: 0.0263348,
      hdlPer03Mmol: -0.0248959,
      sbpBelow110Per20: -0.268104,
      sbpFrom110Per20: 0.3474634,
      diabetes: 0.684699,
      currentSmoking: 0.3874844,
      egfrBelow60PerMinus15: 0.3877827,
      egfrFrom60PerMinus15: 0.0201965,
      antihypertensive: 0.232963,
      statin: -0.1178935,
      treatedSbpFrom110: 0.0120926,
      treatedNonHdl: 0.155739,
      ageByNonHdl: 0.0141928,
      ageByHdl: -0.0111745,
      ageBySbpFrom110: -0.1155391,
      ageByDiabetes: -0.2123743,
      ageBySmoking: -0.0824133,
      ageByEgfrBelow60: -0.180789,
    },
  },
};

/** mg/dL of cholesterol to mmol/L, as in the paper and its reference implementations. */
const mmolPerMgdl = 0.02586;

/** The ranges of the reference implementation (PooledCohort's `._prevent` checks). */
export const preventInputRanges = {
  totalCholesterol: { min: 130, max: 320 },
  hdlCholesterol: { min: 20, max: 100 },
  systolicBp: { min: 90, max: 200 },
  egfr: { min: 15, max: 140 },
} as const;

interface PreventProfile {
  sex: Sex;
  age: number;
  totalCholesterol: number;
  hdlCholesterol: number;
  systolicBp: number;
  bpTreated: boolean;
  onStatin: boolean;
  smoker: boolean;
  diabetic: boolean;
  egfr: number;
}

const indicator = (value: boolean): number => (value ? 1 : 0);

/** The 10-year risk, in percent, of the outcome for the profile. */
export function preventRiskPercent(outcome: PreventOutcome, profile: PreventProfile): number {
  const c = preventCoefficients[outcome][profile.sex];
  const age = (profile.age - 55) / 10;
  const nonHdl = (profile.totalCholesterol - profile.hdlCholesterol) * mmolPerMgdl - 3.5;
  const hdl = (profile.hdlCholesterol * mmolPerMgdl - 1.3) / 0.3;
  const sbpBelow110 = (Math.min(profile.systolicBp, 110) - 110) / 20;
  const sbpFrom110 = (Math.max(profile.systolicBp, 110) - 130) / 20;
  const egfrBelow60 = (Math.min(profile.egfr, 60) - 60) / -15;
  const egfrFrom60 = (Math.max(profile.egfr, 60) - 90) / -15;
  const diabetes = indicator(profile.diabetic);
  const smoking = indicator(profile.smoker);
  const treated = indicator(profile.bpTreated);
  const statin = indicator(profile.onStatin);
  const x =
    c.constant +
    c.agePer10 * age +
    c.nonHdlPerMmol * nonHdl +
    c.hdlPer03Mmol * hdl +
    c.sbpBelow110Per20 * sbpBelow110 +
    c.sbpFrom110Per20 * sbpFrom110 +
    c.diabetes * diabetes +
    c.currentSmoking * smoking +
    c.egfrBelow60PerMinus15 * egfrBelow60 +
    c.egfrFrom60PerMinus15 * egfrFrom60 +
    c.antihypertensive * treated +
    c.statin * statin +
    c.treatedSbpFrom110 * treated * sbpFrom110 +
    c.treatedNonHdl * statin * nonHdl +
    c.ageByNonHdl * age * nonHdl +
    c.ageByHdl * age * hdl +
    c.ageBySbpFrom110 * age * sbpFrom110 +
    c.ageByDiabetes * age * diabetes +
    c.ageBySmoking * age * smoking +
    c.ageByEgfrBelow60 * age * egfrBelow60;
  return 100 / (1 + Math.exp(-x));
}

const riskBands = [
  { below: 10, band: 'low', severity: 'low' },
  { below: 20, band: 'intermediate', severity: 'moderate' },
] as const;

/** The NCEP ATP III 10-year band of a risk (percent). */
export function preventBandOf(risk: number): { band: string; severity: PredictionSeverity } {
  return bandOf(risk, riskBands, { band: 'high', severity: 'high' });
}

/** Known cardiovascular disease rules the person out (PREVENT is for primary prevention). */
function notApplicable(inputs: PredictionInputs): Extract<ModelAnswer, { status: 'notApplicable' }> | null {
  if (inputs.cardiovascularDisease === true)
    return { status: 'notApplicable', input: 'cardiovascularDisease', reason: 'cardiovascularDisease' };
  if (inputs.heartFailure === true)
    return { status: 'notApplicable', input: 'heartFailure', reason: 'cardiovascularDisease' };
  return null;
}

function preventModel(id: '14' | '5', outcome: PreventOutcome): PredictionModel {
  const info = predictionModels[id];
  const risk = (profile: PreventProfile) => preventRiskPercent(outcome, profile);
  return {
    id,
    info,
    predict(inputs) {
      const excluded = notApplicable(inputs);
      if (excluded) return excluded;
      const required = requiredValues(inputs, info.requiredInputs);
      if (!required.ok) return { status: 'missingInputs', missing: required.missing };
      const profile: PreventProfile = required.values;
      const invalid =
        outOfRange('age', profile.age, info.ages) ??
        outOfRange('totalCholesterol', profile.totalCholesterol, preventInputRanges.totalCholesterol) ??
        outOfRange('hdlCholesterol', profile.hdlCholesterol, preventInputRanges.hdlCholesterol) ??
        outOfRange('systolicBp', profile.systolicBp, preventInputRanges.systolicBp) ??
        outOfRange('egfr', profile.egfr, preventInputRanges.egfr);
      if (invalid) return invalid;

      const value = risk(profile);
      return {
        status: 'result',
        output: {
          risk: value,
          ...preventBandOf(value),
          contributions: contributionsByReset(
            profile,
            { age: info.ages.min, ...info.referenceProfile },
            risk,
            'percentPoints',
          ),
        },
      };
    },
  };
}

/** Model 14: heart attack (PREVENT coronary heart disease), 10 years. */
export const preventHeartAttackModel = preventModel('14', 'chd');

/** Model 5: stroke (PREVENT stroke), 10 years. */
export const preventStrokeModel = preventModel('5', 'stroke');

/**
 * Venous thromboembolism (deep vein thrombosis or pulmonary embolism), 5-year risk: QThrombosis-2011.
 *
 * - Derivation and validation: Hippisley-Cox J, Coupland C. Development and validation of risk prediction
 *   algorithm (QThrombosis) to estimate future risk of venous thromboembolism: prospective cohort study. BMJ
 *   2011;343:d4656. 2,314,701 people aged 25-84 from 564 general practices in England and Wales (QResearch),
 *   with no past venous thromboembolism, not on oral anticoagulants and not pregnant in the past 12 months.
 * - Coefficients: ClinRisk's open-source C code (LGPL v3, © 2011 ClinRisk Ltd), `Q66_vte_xml_20_vte_0.c` (women)
 *   and `Q66_vte_xml_20_vte_1.c` (men), generated 15 Aug 2011, as kept in rnab/qpred `qthrombosis/c/`. Risk =
 *   100 (1 − S0(5)^exp(Σ)), Σ over centred fractional polynomials of age/10 and BMI/10, the smoking category and
 *   the yes/no terms. ClinRisk's licence asks for its disclaimer beside each score (catalogue `disclaimer`).
 * - Horizon: 5 years (the code's `surv` = 5, its longest); never stretched to 10.
 * - Ethnicity: the equation has none (nor the UK deprivation score), so the race answer is not read.
 * - Ages 25-84, the code's validation range.
 * - BMI: the code accepts 20-40. Below 20 the BMI is counted as 20, our choice: in 20-22 the fitted curve is at
 *   its lowest and nearly flat (the women's curve is lowest at 18.7), and below 20 the polynomial, fitted on
 *   nobody there, would climb again (a man of BMI 17 would get 1.3 times the hazard at 20), an artefact rather
 *   than a known risk; refusing would leave many Korean women, often under 20, without a number for an outcome
 *   in which their low weight is not a risk. Above 40 there is no number (`outOfRange`): obesity raises the risk
 *   steeply, and counting 45 as 40 would hide risk.
 * - Smoking: ClinRisk's five categories (`clinRiskSmokingOf`: a current smoker is also asked cigarettes a day).
 * - Conditions and medicines (catalogue `conditions`): not answered counts as absent, as on ClinRisk's
 *   calculator. Women's equation only: combined oral contraceptive, any HRT now (`hrt` other than 'none'; not
 *   answered counts as none) and tamoxifen.
 * - Bands, our choice (QThrombosis publishes none): the derivation cohort's rate of 14.6 per 10,000 person-years
 *   gives an average 5-year risk of about 0.7 %; low below 1 %, elevated from 1 % to 3 %, high from 3 % (about
 *   four times that average).
 */
import {
  predictionModels,
  type HrtAnswer,
  type PredictionInputKey,
  type PredictionSeverity,
  type Sex,
  type SmokingStatus,
} from 'shared-kernel/isomorphic';
import {
  clinRiskBmiRange,
  clinRiskFpSum,
  clinRiskSmokingOf,
  flag,
  type ClinRiskFpTerm,
  type ClinRiskSmoking,
} from './clinrisk';
import type { PredictionModel } from './model';
import { bandOf, contributionsByReset, coxRiskPercent, outOfRange, requiredValues } from './model-support';

/** The yes/no inputs of the equations, with the C code's name of each. */
type VteFactor =
  | 'antipsychotics' // antipsychotics_current
  | 'heartFailure' // b_CCF
  | 'cancerHistory' // b_anycancer
  | 'copd' // b_copd
  | 'inflammatoryBowelDisease' // b_ibd
  | 'chronicKidneyDisease' // b_renal
  | 'varicoseVeins' // b_varicosevein
  | 'recentHospitalAdmission' // z1_admit
  | 'oralContraceptive' // cop_current (women)
  | 'hrt' // hrt_current (women): any HRT now
  | 'tamoxifen'; // tamoxifen_current (women)

interface QThrombosisEquation {
  /** `survivor[5]`: the baseline survival at 5 years. */
  baselineSurvival: number;
  /** `Ismoke[smoke_cat]`. */
  smoking: readonly [number, number, number, number, number];
  age: readonly ClinRiskFpTerm[];
  bmi: readonly ClinRiskFpTerm[];
  factors: Readonly<Partial<Record<VteFactor, number>>>;
}

/** ClinRisk's QThrombosis-2011 C code, `vte_female_raw` and `vte_male_raw`. */
export const qthrombosisEquations: Readonly<Record<Sex, QThrombosisEquation>> = {
  female: {
    baselineSurvival: 0.996520936489105,
    smoking: [0, 0.071716937097809005, 0.19875530722936122, 0.1547104796226689, 0.29171491604114808],
    age: [
      { power: -0.5, mean: 0.453635036945343, coefficient: 42.95797054343322 },
      { power: 0, mean: 1.580924510955811, coefficient: 12.076378271699316 },
    ],
    bmi: [
      { power: -2, mean: 0.146638035774231, coefficient: 2.3287900114265345 },
      { power: -2, timesLn: true, mean: 0.140756979584694, coefficient: -18.766535378435268 },
    ],
    factors: {
      antipsychotics: 0.43584923475489062,
      heartFailure: 0.33379277032077426,
      cancerHistory: 0.61470664222035498,
      copd: 0.34703459982495988,
      inflammatoryBowelDisease: 0.36867002203539012,
      chronicKidneyDisease: 0.47258466044407738,
      varicoseVeins: 0.33814588758417219,
      oralContraceptive: 0.28687999514585205,
      hrt: 0.18587553557209957,
      tamoxifen: 0.39009932881870912,
      recentHospitalAdmission: 0.62323607468779108,
    },
  },
  male: {
    baselineSurvival: 0.996659278869629,
    smoking: [0, 0.059879443704715707, 0.19696342935312178, 0.31225914460329246, 0.39727672418641752],
    age: [
      { power: 3, mean: 101.34850311279297, coefficient: 0.031321181069079759 },
      { power: 3, timesLn: true, mean: 156.02821350097656, coefficient: -0.012251755562238292 },
    ],
    bmi: [
      { power: -2, mean: 0.142084553837776, coefficient: 4.9329818770360587 },
      { power: -2, timesLn: true, mean: 0.138627126812935, coefficient: -20.762851585094197 },
    ],
    factors: {
      antipsychotics: 0.60891506030527731,
      heartFailure: 0.28443670875245231,
      cancerHistory: 0.78046085665560661,
      copd: 0.48065350665467882,
      inflammatoryBowelDisease: 0.40483286507857308,
      chronicKidneyDisease: 0.65022987086438055,
      varicoseVeins: 0.32538407645854961,
      recentHospitalAdmission: 0.65953215696893064,
    },
  },
};

/** The checked inputs of one person; conditions not answered are already `false`. */
export interface VteProfile extends Record<Exclude<VteFactor, 'hrt'>, boolean> {
  sex: Sex;
  age: number;
  bmi: number;
  smokingStatus: SmokingStatus;
  cigarettesPerDay?: number;
  hrt: HrtAnswer;
}

const conditionKeys = [
  'antipsychotics',
  'heartFailure',
  'cancerHistory',
  'copd',
  'inflammatoryBowelDisease',
  'chronicKidneyDisease',
  'varicoseVeins',
  'recentHospitalAdmission',
  'oralContraceptive',
  'tamoxifen',
] as const satisfies readonly Exclude<VteFactor, 'hrt'>[];

function smokingCategory(profile: VteProfile): ClinRiskSmoking {
  const smoking = clinRiskSmokingOf(profile);
  if (!smoking.ok) throw new Error('smoking category checked before the equation');
  return smoking.category;
}

/** The 5-year risk in percent; a BMI under 20 counts as 20 (see above). */
export function qthrombosisRisk(profile: VteProfile): number {
  const equation = qthrombosisEquations[profile.sex];
  const present: Record<VteFactor, boolean> = { ...profile, hrt: profile.hrt !== 'none' };
  let sum =
    equation.smoking[smokingCategory(profile)] +
    clinRiskFpSum(profile.age, equation.age) +
    clinRiskFpSum(Math.max(profile.bmi, clinRiskBmiRange.min), equation.bmi);
  for (const [factor, coefficient] of Object.entries(equation.factors) as [VteFactor, number][]) {
    sum += coefficient * flag(present[factor]);
  }
  return coxRiskPercent(equation.baselineSurvival, sum, 0);
}

const riskBands = [
  { below: 1, band: 'low', severity: 'low' },
  { below: 3, band: 'elevated', severity: 'moderate' },
] as const;

export function qthrombosisBandOf(risk: number): { band: string; severity: PredictionSeverity } {
  return bandOf(risk, riskBands, { band: 'high', severity: 'high' });
}

const info = predictionModels.vte;

/**
 * Each input at its reference level: age at 25, BMI and smoking at the catalogue's levels, and each medicine
 * or condition the person has (and the equation of their sex reads) absent.
 */
function referencesOf(profile: VteProfile): Partial<VteProfile> {
  const factors = qthrombosisEquations[profile.sex].factors;
  const references: Partial<VteProfile> = {
    age: info.ages.min,
    bmi: info.referenceProfile.bmi,
    smokingStatus: info.referenceProfile.smokingStatus,
  };
  if (profile.hrt !== 'none' && factors.hrt !== undefined) references.hrt = info.referenceProfile.hrt;
  for (const key of conditionKeys) {
    if (profile[key] && factors[key] !== undefined) references[key] = false;
  }
  return references;
}

export const qthrombosisModel: PredictionModel = {
  id: 'vte',
  info,
  predict(inputs) {
    const required = requiredValues(inputs, info.requiredInputs);
    const smoking = clinRiskSmokingOf(inputs);
    const missing: PredictionInputKey[] = [
      ...(required.ok ? [] : required.missing),
      ...(smoking.ok || inputs.smokingStatus === undefined ? [] : smoking.missing),
    ];
    if (!required.ok || missing.length > 0) return { status: 'missingInputs', missing };
    const { sex, age, bmi, smokingStatus } = required.values;
    const invalid =
      outOfRange('age', age, info.ages) ??
      (bmi > clinRiskBmiRange.max ? outOfRange('bmi', bmi, clinRiskBmiRange) : null);
    if (invalid) return invalid;

    const profile: VteProfile = {
      sex,
      age,
      bmi,
      smokingStatus,
      ...(inputs.cigarettesPerDay === undefined ? {} : { cigarettesPerDay: inputs.cigarettesPerDay }),
      hrt: inputs.hrt ?? 'none',
      ...(Object.fromEntries(conditionKeys.map((key) => [key, inputs[key] === true])) as Record<
        (typeof conditionKeys)[number],
        boolean
      >),
    };
    const risk = qthrombosisRisk(profile);
    return {
      status: 'result',
      output: {
        risk,
        ...qthrombosisBandOf(risk),
        contributions: contributionsByReset(profile, referencesOf(profile), qthrombosisRisk, 'percentPoints'),
      },
    };
  },
};

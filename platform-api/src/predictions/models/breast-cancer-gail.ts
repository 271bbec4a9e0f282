/**
 * Breast cancer, 5-year risk of invasive breast cancer: the Gail model as implemented in NCI's Breast Cancer
 * Risk Assessment Tool (BCRAT), with the Asian-American model.
 *
 * - Absolute risk with competing mortality: Gail MH, Brinton LA, Byar DP et al. Projecting individualized
 *   probabilities of developing breast cancer for white females who are being examined annually. J Natl Cancer
 *   Inst 1989;81(24):1879-1886.
 * - Asian-American relative risks and attributable risk (Asian American Breast Cancer Study), with SEER 18
 *   1998-2002 incidence and NCHS 1998-2002 competing mortality per Asian subgroup: Matsuno RK, Costantino JP,
 *   Ziegler RG et al. Projecting individualized absolute invasive breast cancer risk in Asian and Pacific
 *   Islander American women. J Natl Cancer Inst 2011;103(12):951-961.
 * - The constants are those NCI distributes with its R package BCRA 2.1.2 (CRAN; absolute.risk, relative.risk,
 *   recode.check), found identical in Java, C# and Ruby versions of the tool's code that carry NCI's comments.
 * - This module carries only the Asian-American model with the "other Asian" rates (BCRA race code 11). BCRAT
 *   lists no Korean subgroup, so the app's race 'other' (its Korean users above all) gets these rates: our
 *   choice, as no source names Korean women. BCRAT's white and African-American models use other relative
 *   risks and rate tables, not carried here: for race 'white' or 'african-american' the model is not
 *   applicable rather than wrong.
 * - Worked examples: BCRA's absolute.risk for ten "other Asian" women, recorded by epiverse/bcra-js in
 *   packages/bcra/test/fixtures/r-reference/race-specific.json (IDs 101-110); see the test file.
 * - One risk per result: the 5-year risk. BCRAT also shows a lifetime risk (to age 90), which the app does
 *   not offer, since a result carries a single risk over the model's horizon.
 *
 * NCI's tool is for women aged 35 or older with no history of breast cancer, DCIS or LCIS, no chest radiation
 * for Hodgkin lymphoma and no known BRCA1/2 mutation (`breastCancerHistory`); it warns that it may
 * overestimate the risk of women who recently immigrated from parts of Asia where breast cancer is less
 * common.
 */
import {
  predictionModels,
  type AgeAtFirstBirth,
  type HyperplasiaAnswer,
  type PredictionContribution,
  type PredictionInputs,
  type PredictionSeverity,
} from 'shared-kernel/isomorphic';
import type { ModelAnswer, PredictionModel } from './model';
import { requiredValues, sortByEffect } from './model-support';

/** One woman's answers once checked; the projection needs nothing else. */
export interface GailProfile {
  ageAtMenarche: number;
  ageAtFirstBirth: AgeAtFirstBirth;
  breastBiopsies: number;
  atypicalHyperplasia: HyperplasiaAnswer;
  breastCancerRelatives: number;
}

/** Rates per person-year for the 14 five-year bands 20-24 ... 85-89 ("other Asian", Matsuno 2011). */
export const otherAsianRates = {
  /** SEER 18 1998-2002 invasive breast cancer incidence. */
  incidence: [
    0.000012355409, 0.000059526456, 0.000184320831, 0.000454677273, 0.000791265338, 0.001048462801,
    0.001372467817, 0.001495473711, 0.001646746198, 0.001478363563, 0.001216010125, 0.0010676637,
    0.001376104012, 0.000661576644,
  ],
  /** NCHS 1998-2002 mortality from causes other than breast cancer. */
  competingMortality: [
    0.000212632332, 0.000242170741, 0.000301552711, 0.000369053354, 0.000543002943, 0.000893862331,
    0.001515172239, 0.002574669551, 0.004324370426, 0.007419621918, 0.01325176513, 0.02229142749,
    0.041746550635, 0.087485802065,
  ],
} as const;

/**
 * Log relative risks per category step of the Asian-American model. Its age×biopsies and
 * first-birth×relatives interactions are 0, so the relative risk is the same before and after 50.
 */
export const asianLogRelativeRisks = {
  breastBiopsies: 0.55263612260619,
  ageAtMenarche: 0.07499257592975,
  ageAtFirstBirth: 0.27638268294593,
  breastCancerRelatives: 0.79185633720481,
} as const;

/** 1 − attributable risk, which turns population incidence into the baseline hazard (ages < 50, ≥ 50). */
export const asianOneMinusAttributableRisk = { under50: 0.47519806426735, from50: 0.50316401683903 } as const;

/** Relative-risk multiplier of the biopsy findings; 1 when there was no biopsy. */
export const hyperplasiaMultipliers = { no: 0.93, yes: 1.82, unknown: 1 } as const;

/**
 * 5-year risk bands: 1.67 % (the average risk of a 60-year-old woman) was the entry criterion of the
 * tamoxifen and raloxifene prevention trials and BCRAT's cut-off of elevated risk; 3 % is where the US
 * Preventive Services Task Force (2019) places the women most likely to benefit from risk-reducing drugs.
 * Which severity each band gets (low, moderate, high) is our choice.
 */
export const fiveYearRiskBands = { elevated: 1.67, high: 3 } as const;

const firstBandAge = 20;
const lastAge = 90;
/** BCRA codes counts below 99 (99 means "unknown"). */
const maxCount = 98;

function biopsiesCategory(count: number): number {
  return Math.min(count, 2);
}

function menarcheCategory(age: number): number {
  if (age >= 14) return 0;
  return age >= 12 ? 1 : 2;
}

function firstBirthCategory(age: AgeAtFirstBirth): number {
  if (age === 'nulliparous') return 2;
  if (age < 20) return 0;
  if (age < 25) return 1;
  return age < 30 ? 2 : 3;
}

/** The Asian-American model pools two or more affected relatives with one. */
function relativesCategory(count: number): number {
  return Math.min(count, 1);
}

export function gailRelativeRisk(profile: GailProfile): number {
  const logRelativeRisk =
    asianLogRelativeRisks.breastBiopsies * biopsiesCategory(profile.breastBiopsies) +
    asianLogRelativeRisks.ageAtMenarche * menarcheCategory(profile.ageAtMenarche) +
    asianLogRelativeRisks.ageAtFirstBirth * firstBirthCategory(profile.ageAtFirstBirth) +
    asianLogRelativeRisks.breastCancerRelatives * relativesCategory(profile.breastCancerRelatives);
  const hyperplasia = profile.breastBiopsies > 0 ? hyperplasiaMultipliers[profile.atypicalHyperplasia] : 1;
  return Math.exp(logRelativeRisk) * hyperplasia;
}

/**
 * Probability in percent of invasive breast cancer between `fromAge` and `toAge` (20 ≤ fromAge < toAge ≤ 90),
 * year by year with breast cancer and other death as competing hazards (Gail 1989).
 */
export function gailAbsoluteRisk(profile: GailProfile, fromAge: number, toAge: number): number {
  if (!(fromAge >= firstBandAge && fromAge < toAge && toAge <= lastAge)) {
    throw new RangeError(`projection ${fromAge}-${toAge} is outside ages ${firstBandAge}-${lastAge}`);
  }
  const relativeRisk = gailRelativeRisk(profile);
  let cumulativeHazard = 0;
  let risk = 0;
  for (let year = Math.floor(fromAge); year < toAge; year += 1) {
    const length = Math.min(year + 1, toAge) - Math.max(year, fromAge);
    const band = Math.floor((year - firstBandAge) / 5);
    const oneMinusAr =
      year < 50 ? asianOneMinusAttributableRisk.under50 : asianOneMinusAttributableRisk.from50;
    const breastCancerHazard = (otherAsianRates.incidence[band] ?? 0) * relativeRisk * oneMinusAr;
    const totalHazard = breastCancerHazard + (otherAsianRates.competingMortality[band] ?? 0);
    risk +=
      (breastCancerHazard / totalHazard) *
      Math.exp(-cumulativeHazard) *
      (1 - Math.exp(-totalHazard * length));
    cumulativeHazard += totalHazard * length;
  }
  return 100 * risk;
}

const info = predictionModels['breast-cancer'];

/** Each answer at its reference level (the lowest-risk category), all others kept. */
const references = info.referenceProfile;

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= maxCount;
}

/** Why the tool is not for her, from the answers she gave; null when nothing rules it out. */
function notApplicable(inputs: PredictionInputs): Extract<ModelAnswer, { status: 'notApplicable' }> | null {
  if (inputs.sex === 'male') return { status: 'notApplicable', input: 'sex', reason: 'sex' };
  if (inputs.breastCancerHistory === true) {
    return { status: 'notApplicable', input: 'breastCancerHistory', reason: 'breastCancerHistory' };
  }
  if (inputs.race !== undefined && inputs.race !== 'other') {
    return { status: 'notApplicable', input: 'race', reason: 'race' };
  }
  return null;
}

type Checked = { profile: GailProfile; age: number } | Exclude<ModelAnswer, { status: 'result' }>;

function check(inputs: PredictionInputs): Checked {
  const excluded = notApplicable(inputs);
  if (excluded) return excluded;
  const required = requiredValues(inputs, info.requiredInputs);
  const needsHyperplasia =
    inputs.breastBiopsies !== undefined &&
    inputs.breastBiopsies > 0 &&
    inputs.atypicalHyperplasia === undefined;
  if (!required.ok || needsHyperplasia) {
    const missing = required.ok ? [] : required.missing;
    return {
      status: 'missingInputs',
      missing: needsHyperplasia ? [...missing, 'atypicalHyperplasia'] : missing,
    };
  }
  const { age, ageAtMenarche, ageAtFirstBirth, breastBiopsies, breastCancerRelatives } = required.values;
  if (age < info.ages.min || age > info.ages.max) return { status: 'outOfRange', input: 'age', ...info.ages };
  if (!(ageAtMenarche > 0 && ageAtMenarche <= age)) {
    return { status: 'outOfRange', input: 'ageAtMenarche', min: 1, max: age };
  }
  if (ageAtFirstBirth !== 'nulliparous' && !(ageAtFirstBirth >= ageAtMenarche && ageAtFirstBirth <= age)) {
    return { status: 'outOfRange', input: 'ageAtFirstBirth', min: ageAtMenarche, max: age };
  }
  if (!isCount(breastBiopsies))
    return { status: 'outOfRange', input: 'breastBiopsies', min: 0, max: maxCount };
  if (!isCount(breastCancerRelatives)) {
    return { status: 'outOfRange', input: 'breastCancerRelatives', min: 0, max: maxCount };
  }
  const profile: GailProfile = {
    ageAtMenarche,
    ageAtFirstBirth,
    breastBiopsies,
    atypicalHyperplasia: inputs.atypicalHyperplasia ?? 'unknown',
    breastCancerRelatives,
  };
  return { profile, age };
}

/** Each answer at its reference level, and age at the youngest age of the tool; sorted by size. */
function contributions(profile: GailProfile, age: number, risk: number): PredictionContribution[] {
  const answers = ['ageAtMenarche', 'ageAtFirstBirth', 'breastBiopsies', 'breastCancerRelatives'] as const;
  const keys: (keyof GailProfile)[] =
    profile.breastBiopsies > 0 ? [...answers, 'atypicalHyperplasia'] : [...answers];
  const youngest = info.ages.min;
  return sortByEffect([
    ...keys.map((input): PredictionContribution => ({
      input,
      value: profile[input],
      reference: references[input],
      effect: risk - gailAbsoluteRisk({ ...profile, [input]: references[input] }, age, age + 5),
      unit: 'percentPoints',
    })),
    {
      input: 'age',
      value: age,
      reference: youngest,
      effect: risk - gailAbsoluteRisk(profile, youngest, youngest + 5),
      unit: 'percentPoints',
    },
  ]);
}

function bandOf(fiveYearRisk: number): { band: string; severity: PredictionSeverity } {
  if (fiveYearRisk >= fiveYearRiskBands.high) return { band: 'high', severity: 'high' };
  if (fiveYearRisk >= fiveYearRiskBands.elevated) return { band: 'elevated', severity: 'moderate' };
  return { band: 'average', severity: 'low' };
}

export const breastCancerGailModel: PredictionModel = {
  id: 'breast-cancer',
  info,
  predict(inputs) {
    const checked = check(inputs);
    if (!('profile' in checked)) return checked;
    const { profile, age } = checked;
    const risk = gailAbsoluteRisk(profile, age, age + 5);
    return {
      status: 'result',
      output: { risk, ...bandOf(risk), contributions: contributions(profile, age, risk) },
    };
  },
};

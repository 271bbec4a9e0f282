/**
 * 10-year risk of a first hard ASCVD event (coronary death, non-fatal myocardial infarction, fatal or non-fatal
 * stroke): the ACC/AHA Pooled Cohort Equations.
 *
 * - Coefficients, overall means and baseline survivals: Goff DC Jr et al. 2013 ACC/AHA Guideline on the Assessment
 *   of Cardiovascular Risk, Circulation 2014;129(25 Suppl 2):S49-S73, Table A ("Equation Parameters of the Pooled
 *   Cohort Equations for Estimation of 10-Year Risk of Hard ASCVD and Specific Examples for Each Race and Sex
 *   Group"; Table 5 of the JACC print). Risk = 1 − S10^exp(Σβx − mean), on natural logs.
 * - Other races use the white equations (Goff 2013, recommendation on race). Ages 40–79 (the derivation ages).
 * - Total cholesterol 130–320, HDL 20–100 and systolic 90–200 are the ranges the ACC/AHA ASCVD Risk Estimator
 *   accepts; outside them the equations give no result here either.
 * - Bands: 2018 AHA/ACC/multisociety Guideline on the Management of Blood Cholesterol (Grundy SM et al.
 *   Circulation 2019;139:e1082-e1143): low < 5 %, borderline 5 to < 7.5 %, intermediate 7.5 to < 20 %, high ≥ 20 %.
 */
import { predictionModels, type PredictionSeverity, type Race, type Sex } from 'shared-kernel/isomorphic';
import type { PredictionModel } from './model';
import { bandOf, contributionsByReset, coxRiskPercent, outOfRange, requiredValues } from './model-support';

interface PceCoefficients {
  lnAge: number;
  lnAgeSquared: number;
  lnTotalCholesterol: number;
  lnAgeByLnTotalCholesterol: number;
  lnHdl: number;
  lnAgeByLnHdl: number;
  lnTreatedSbp: number;
  lnAgeByLnTreatedSbp: number;
  lnUntreatedSbp: number;
  lnAgeByLnUntreatedSbp: number;
  smoker: number;
  lnAgeBySmoker: number;
  diabetes: number;
  /** Overall mean of Σβx in the derivation sample. */
  mean: number;
  baselineSurvival: number;
}

/** Goff 2013, Table A. */
export const pooledCohortCoefficients: Record<
  'whiteFemale' | 'africanAmericanFemale' | 'whiteMale' | 'africanAmericanMale',
  PceCoefficients
> = {
  whiteFemale: {
    lnAge: -29.799,
    lnAgeSquared: 4.884,
    lnTotalCholesterol: 13.54,
    lnAgeByLnTotalCholesterol: -3.114,
    lnHdl: -13.578,
    lnAgeByLnHdl: 3.149,
    lnTreatedSbp: 2.019,
    lnAgeByLnTreatedSbp: 0,
    lnUntreatedSbp: 1.957,
    lnAgeByLnUntreatedSbp: 0,
    smoker: 7.574,
    lnAgeBySmoker: -1.665,
    diabetes: 0.661,
    mean: -29.18,
    baselineSurvival: 0.9665,
  },
  africanAmericanFemale: {
    lnAge: 17.114,
    lnAgeSquared: 0,
    lnTotalCholesterol: 0.94,
    lnAgeByLnTotalCholesterol: 0,
    lnHdl: -18.92,
    lnAgeByLnHdl: 4.475,
    lnTreatedSbp: 29.291,
    lnAgeByLnTreatedSbp: -6.432,
    lnUntreatedSbp: 27.82,
    lnAgeByLnUntreatedSbp: -6.087,
    smoker: 0.691,
    lnAgeBySmoker: 0,
    diabetes: 0.874,
    mean: 86.61,
    baselineSurvival: 0.9533,
  },
  whiteMale: {
    lnAge: 12.344,
    lnAgeSquared: 0,
    lnTotalCholesterol: 11.853,
    lnAgeByLnTotalCholesterol: -2.664,
    lnHdl: -7.99,
    lnAgeByLnHdl: 1.769,
    lnTreatedSbp: 1.797,
    lnAgeByLnTreatedSbp: 0,
    lnUntreatedSbp: 1.764,
    lnAgeByLnUntreatedSbp: 0,
    smoker: 7.837,
    lnAgeBySmoker: -1.795,
    diabetes: 0.658,
    mean: 61.18,
    baselineSurvival: 0.9144,
  },
  africanAmericanMale: {
    lnAge: 2.469,
    lnAgeSquared: 0,
    lnTotalCholesterol: 0.302,
    lnAgeByLnTotalCholesterol: 0,
    lnHdl: -0.307,
    lnAgeByLnHdl: 0,
    lnTreatedSbp: 1.916,
    lnAgeByLnTreatedSbp: 0,
    lnUntreatedSbp: 1.809,
    lnAgeByLnUntreatedSbp: 0,
    smoker: 0.549,
    lnAgeBySmoker: 0,
    diabetes: 0.645,
    mean: 19.54,
    baselineSurvival: 0.8954,
  },
};

/** The ranges of the ACC/AHA ASCVD Risk Estimator (mg/dL, mmHg). */
export const pooledCohortInputRanges = {
  totalCholesterol: { min: 130, max: 320 },
  hdlCholesterol: { min: 20, max: 100 },
  systolicBp: { min: 90, max: 200 },
} as const;

interface PceProfile {
  sex: Sex;
  race: Race;
  age: number;
  totalCholesterol: number;
  hdlCholesterol: number;
  systolicBp: number;
  bpTreated: boolean;
  smoker: boolean;
  diabetic: boolean;
}

function coefficientsOf(sex: Sex, race: Race): PceCoefficients {
  const africanAmerican = race === 'african-american';
  if (sex === 'female') {
    return africanAmerican
      ? pooledCohortCoefficients.africanAmericanFemale
      : pooledCohortCoefficients.whiteFemale;
  }
  return africanAmerican ? pooledCohortCoefficients.africanAmericanMale : pooledCohortCoefficients.whiteMale;
}

function pooledCohortRisk(profile: PceProfile): number {
  const c = coefficientsOf(profile.sex, profile.race);
  const lnAge = Math.log(profile.age);
  const lnTotalCholesterol = Math.log(profile.totalCholesterol);
  const lnHdl = Math.log(profile.hdlCholesterol);
  const lnSbp = Math.log(profile.systolicBp);
  const sbpTerm = profile.bpTreated
    ? c.lnTreatedSbp * lnSbp + c.lnAgeByLnTreatedSbp * lnAge * lnSbp
    : c.lnUntreatedSbp * lnSbp + c.lnAgeByLnUntreatedSbp * lnAge * lnSbp;
  const sum =
    c.lnAge * lnAge +
    c.lnAgeSquared * lnAge * lnAge +
    c.lnTotalCholesterol * lnTotalCholesterol +
    c.lnAgeByLnTotalCholesterol * lnAge * lnTotalCholesterol +
    c.lnHdl * lnHdl +
    c.lnAgeByLnHdl * lnAge * lnHdl +
    sbpTerm +
    (profile.smoker ? c.smoker + c.lnAgeBySmoker * lnAge : 0) +
    (profile.diabetic ? c.diabetes : 0);
  return coxRiskPercent(c.baselineSurvival, sum, c.mean);
}

const riskBands = [
  { below: 5, band: 'low', severity: 'low' },
  { below: 7.5, band: 'borderline', severity: 'moderate' },
  { below: 20, band: 'intermediate', severity: 'moderate' },
] as const;

/** The 2018 AHA/ACC band of a 10-year ASCVD risk (percent). */
export function pooledCohortBandOf(risk: number): { band: string; severity: PredictionSeverity } {
  return bandOf(risk, riskBands, { band: 'high', severity: 'high' });
}

const info = predictionModels['11'];

export const pooledCohortModel: PredictionModel = {
  id: '11',
  info,
  predict(inputs) {
    const required = requiredValues(inputs, info.requiredInputs);
    if (!required.ok) return { status: 'missingInputs', missing: required.missing };
    const profile: PceProfile = required.values;
    const invalid =
      outOfRange('age', profile.age, info.ages) ??
      outOfRange('totalCholesterol', profile.totalCholesterol, pooledCohortInputRanges.totalCholesterol) ??
      outOfRange('hdlCholesterol', profile.hdlCholesterol, pooledCohortInputRanges.hdlCholesterol) ??
      outOfRange('systolicBp', profile.systolicBp, pooledCohortInputRanges.systolicBp);
    if (invalid) return invalid;

    const risk = pooledCohortRisk(profile);
    return {
      status: 'result',
      output: {
        risk,
        ...pooledCohortBandOf(risk),
        contributions: contributionsByReset(
          profile,
          { age: info.ages.min, ...info.referenceProfile },
          pooledCohortRisk,
          'percentPoints',
        ),
      },
    };
  },
};

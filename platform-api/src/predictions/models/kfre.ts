/**
 * End-stage kidney disease (kidney failure), 5-year risk: the Kidney Failure Risk Equation for people whose eGFR
 * is under 60, QKidney-2010's end-stage equation for the others. The result's `variant` says which answered
 * ('kfre' or 'qkidney').
 *
 * KFRE, 4-variable (age, sex, eGFR, urine albumin-to-creatinine ratio):
 * - Tangri N, Stevens LA, Griffith J et al. A predictive model for progression of chronic kidney disease to
 *   kidney failure. JAMA 2011;305:1553-1559; recalibrated in Tangri N, Grams ME, Levey AS et al. Multinational
 *   assessment of accuracy of equations for predicting risk of kidney failure: a meta-analysis. JAMA
 *   2016;315:164-174, which gives the baseline survival outside North America used here (5 years 0.9365,
 *   2 years 0.9832; North America 0.9240 and 0.9750): Korea is outside North America.
 * - Risk = 1 − S0^exp(−0.2201 (age/10 − 7.036) + 0.2467 (male − 0.5642) − 0.5567 (eGFR/5 − 7.222)
 *   + 0.4510 (ln ACR − 5.137)), ACR in mg/g: as lshpaner/kfre codes it (src/kfre/main.py, risk_pred).
 * - For adults (18-100, the range lshpaner/kfre checks) with an eGFR under 60 (CKD stages 3-5, the equation's
 *   population; lshpaner/kfre warns outside it). Needs the urine ACR, which the checkup does not report: missing
 *   → missingInputs. An ACR under 1 mg/g (below what laboratories report; ln ACR has no value at 0) is refused.
 * - Bands on the 5-year risk: KDIGO 2024 CKD guideline (refer to kidney specialist care at a 5-year risk of
 *   3-5 %) and NICE NG203 (refer above 5 %): under 3 % low, 3 to under 5 % borderline, 5 % or more high.
 * - The app shows the 5-year risk (`kfreRisk` also gives the 2-year one).
 *
 * eGFR 60 or more: QKidney-2010 end-stage kidney disease (see qkidney.ts for its rules), unless kidney disease
 * is already diagnosed (then its eGFR must say under 60 for KFRE: not applicable otherwise).
 */
import { predictionModels, type PredictionSeverity, type Sex } from 'shared-kernel/isomorphic';
import type { PredictionModel } from './model';
import { bandOf, contributionsByReset, outOfRange, requiredValues } from './model-support';
import { qKidneyAnswer } from './qkidney';

/** Tangri 2011 coefficients and the centring means of the 4-variable KFRE (lshpaner/kfre, main.py). */
export const kfreCoefficients = {
  ageDecades: { coefficient: -0.2201, mean: 7.036 },
  male: { coefficient: 0.2467, mean: 0.5642 },
  egfrPer5: { coefficient: -0.5567, mean: 7.222 },
  lnAcr: { coefficient: 0.451, mean: 5.137 },
} as const;

/** Baseline survival outside North America (Tangri 2016), by horizon in years. */
export const kfreBaselineSurvival = { 2: 0.9832, 5: 0.9365 } as const;

export interface KfreProfile {
  sex: Sex;
  age: number;
  /** mL/min/1.73 m² */
  egfr: number;
  /** mg/g */
  urineAcr: number;
}

/** The KFRE risk, percent, over 2 or 5 years. */
export function kfreRisk(profile: KfreProfile, years: 2 | 5 = 5): number {
  const c = kfreCoefficients;
  const sum =
    c.ageDecades.coefficient * (profile.age / 10 - c.ageDecades.mean) +
    c.male.coefficient * ((profile.sex === 'male' ? 1 : 0) - c.male.mean) +
    c.egfrPer5.coefficient * (profile.egfr / 5 - c.egfrPer5.mean) +
    c.lnAcr.coefficient * (Math.log(profile.urineAcr) - c.lnAcr.mean);
  return 100 * (1 - kfreBaselineSurvival[years] ** Math.exp(sum));
}

export const kfreRanges = {
  age: { min: 18, max: 100 },
  urineAcr: { min: 1, max: 10000 },
} as const;

/** eGFR under 60: chronic kidney disease stages 3-5, KFRE's population. */
export const kfreEgfrBelow = 60;

const riskBands = [
  { below: 3, band: 'low', severity: 'low' },
  { below: 5, band: 'borderline', severity: 'moderate' },
] as const;

export function kfreBandOf(risk: number): { band: string; severity: PredictionSeverity } {
  return bandOf(risk, riskBands, { band: 'high', severity: 'high' });
}

/** What a KFRE contribution compares with: eGFR at 60 and a normal ACR (10 mg/g, KDIGO A1 is under 30). */
export const kfreReferences = { egfr: 60, urineAcr: 10 } as const;

const info = predictionModels.esrd;

export const endStageKidneyModel: PredictionModel = {
  id: 'esrd',
  info,
  predict(inputs) {
    const known = requiredValues(inputs, ['sex', 'age', 'egfr'] as const);
    if (!known.ok) return { status: 'missingInputs', missing: known.missing };
    if (known.values.egfr >= kfreEgfrBelow) {
      if (inputs.chronicKidneyDisease === true) {
        return { status: 'notApplicable', input: 'chronicKidneyDisease', reason: 'existingKidneyDisease' };
      }
      return qKidneyAnswer('eskd', inputs);
    }
    const required = requiredValues(inputs, ['sex', 'age', 'egfr', 'urineAcr'] as const);
    if (!required.ok) return { status: 'missingInputs', missing: required.missing };
    const profile: KfreProfile = required.values;
    const invalid =
      outOfRange('age', profile.age, kfreRanges.age) ??
      outOfRange('urineAcr', profile.urineAcr, kfreRanges.urineAcr);
    if (invalid) return invalid;
    const risk = kfreRisk(profile);
    return {
      status: 'result',
      output: {
        risk,
        ...kfreBandOf(risk),
        variant: 'kfre',
        contributions: contributionsByReset(
          profile,
          kfreReferences,
          (changed) => kfreRisk(changed),
          'percentPoints',
        ),
      },
    };
  },
};

/**
 * Body age: the Framingham heart (vascular) age of D'Agostino RB Sr et al., Circulation 2008;117:743-753 — the age
 * of a person of the same sex whose risk factors are all at the paper's normal levels and whose predicted 10-year
 * general-CVD risk equals this person's.
 *
 * The paper reads heart age off its points tables; here it is solved exactly from the same equations (see
 * framingham-cvd.ts for their sources): with Σβx = βage·ln(age) + rest, the normal person's risk equals this
 * person's when βage·ln(heartAge) + normalRest = βage·ln(age) + rest, so
 * heartAge = age · exp((rest − normalRest) / βage); the baseline survival and the mean cancel out.
 * The variant follows the risk model's rule: laboratory when both lipids are recorded, else BMI.
 *
 * Normal levels: the kernel catalogue's reference profile of model 7 (untreated systolic 125 mmHg, total
 * cholesterol 180 mg/dL, HDL 45 mg/dL, non-smoker, non-diabetic; BMI 22.5 kg/m² for the BMI model).
 *
 * The contributions explain the gap between body age and real age: each risk factor's share of it (its Shapley
 * value over the factors, from the normal levels to the person's), adding up to heart age − age. Age is never one:
 * the person with normal levels is of the same age, whose heart age is that age.
 *
 * Severity is presentational, not from the paper: low when heart age is not above the real age, moderate when
 * it is above by less than 10 years, high otherwise.
 */
import { predictionModels } from 'shared-kernel/isomorphic';
import type { PredictionModel } from './model';
import { contributionsByShare } from './model-support';
import {
  framinghamCoefficients,
  framinghamProfileOf,
  framinghamNormalLevels,
  framinghamRisk,
  framinghamSumWithoutAge,
  type FraminghamProfile,
} from './framingham-cvd';

const info = predictionModels['7'];

/** Years above the real age from which an older heart age counts as high (presentational). */
const highExcessYears = 10;

function normalProfileLike(profile: FraminghamProfile): FraminghamProfile {
  return { ...profile, ...framinghamNormalLevels(profile, info.referenceProfile) } as FraminghamProfile;
}

export function heartAgeOf(profile: FraminghamProfile): number {
  const excess = framinghamSumWithoutAge(profile) - framinghamSumWithoutAge(normalProfileLike(profile));
  return profile.age * Math.exp(excess / framinghamCoefficients(profile).lnAge);
}

export const heartAgeModel: PredictionModel = {
  id: '7',
  info,
  predict(inputs) {
    const checked = framinghamProfileOf(inputs, info.requiredInputs, info.ages);
    if (!checked.ok) return checked.answer;
    const { profile } = checked;
    const heartAge = heartAgeOf(profile);
    const excess = heartAge - profile.age;
    const older = excess > 0;
    return {
      status: 'result',
      output: {
        heartAge,
        risk: framinghamRisk(profile),
        band: older ? 'older' : 'notOlder',
        severity: !older ? 'low' : excess < highExcessYears ? 'moderate' : 'high',
        variant: profile.variant,
        contributions: contributionsByShare(
          profile,
          framinghamNormalLevels(profile, info.referenceProfile),
          heartAgeOf,
          'years',
        ),
      },
    };
  },
};

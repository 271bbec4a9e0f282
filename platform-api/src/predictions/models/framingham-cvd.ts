/**
 * 10-year risk of general cardiovascular disease (coronary death, myocardial infarction, coronary insufficiency,
 * angina, ischaemic and haemorrhagic stroke, transient ischaemic attack, peripheral artery disease, heart
 * failure): D'Agostino RB Sr, Vasan RS, Pencina MJ et al. General cardiovascular risk profile for use in primary
 * care: the Framingham Heart Study. Circulation 2008;117:743-753.
 *
 * - Laboratory model (total and HDL cholesterol): the paper's regression coefficients and 10-year baseline
 *   survivals, checked against the Framingham Heart Study's publication of the same function
 *   (framinghamheartstudy.org, "Cardiovascular Disease (10-year risk)", "Regression Coefficients and Hazard
 *   Ratios - Primary Model"); the means of Σβx are the paper's.
 * - Office model, BMI replacing the lipids when they are not recorded: the paper's non-laboratory ("simpler")
 *   model, from the same sources.
 * - Risk = 1 − S0(10)^exp(Σβx − mean), on natural logs. Ages 30–74 (the derivation ages).
 * - Bands: < 10 % low, 10 to < 20 % intermediate, ≥ 20 % high, the 10-year bands of NCEP ATP III (Circulation
 *   2002;106:3143-3421) that the paper's risk is commonly read with.
 */
import {
  predictionModels,
  type PredictionInputKey,
  type PredictionInputs,
  type Sex,
} from 'shared-kernel/isomorphic';
import type { ModelAnswer, PredictionModel } from './model';
import {
  bandOf,
  contributionsByReset,
  coxRiskPercent,
  missingInputKeys,
  outOfRange,
  requiredValues,
} from './model-support';

interface Coefficients {
  lnAge: number;
  lnUntreatedSbp: number;
  lnTreatedSbp: number;
  smoker: number;
  diabetes: number;
  mean: number;
  baselineSurvival: number;
}

interface LaboratoryCoefficients extends Coefficients {
  lnTotalCholesterol: number;
  lnHdl: number;
}

interface BmiCoefficients extends Coefficients {
  lnBmi: number;
}

export const framinghamLaboratoryCoefficients: Record<Sex, LaboratoryCoefficients> = {
  male: {
    lnAge: 3.06117,
    lnTotalCholesterol: 1.1237,
    lnHdl: -0.93263,
    lnUntreatedSbp: 1.93303,
    lnTreatedSbp: 1.99881,
    smoker: 0.65451,
    diabetes: 0.57367,
    mean: 23.9802,
    baselineSurvival: 0.88936,
  },
  female: {
    lnAge: 2.32888,
    lnTotalCholesterol: 1.20904,
    lnHdl: -0.70833,
    lnUntreatedSbp: 2.76157,
    lnTreatedSbp: 2.82263,
    smoker: 0.52873,
    diabetes: 0.69154,
    mean: 26.1931,
    baselineSurvival: 0.95012,
  },
};

export const framinghamBmiCoefficients: Record<Sex, BmiCoefficients> = {
  male: {
    lnAge: 3.11296,
    lnBmi: 0.79277,
    lnUntreatedSbp: 1.85508,
    lnTreatedSbp: 1.92672,
    smoker: 0.70953,
    diabetes: 0.5316,
    mean: 23.9388,
    baselineSurvival: 0.88431,
  },
  female: {
    lnAge: 2.72107,
    lnBmi: 0.51125,
    lnUntreatedSbp: 2.81291,
    lnTreatedSbp: 2.88267,
    smoker: 0.61868,
    diabetes: 0.77763,
    mean: 26.0145,
    baselineSurvival: 0.94833,
  },
};

interface CommonProfile {
  sex: Sex;
  age: number;
  systolicBp: number;
  bpTreated: boolean;
  smoker: boolean;
  diabetic: boolean;
}

export type FraminghamProfile =
  | ({ variant: 'laboratory'; totalCholesterol: number; hdlCholesterol: number } & CommonProfile)
  | ({ variant: 'bmi'; bmi: number } & CommonProfile);

export type FraminghamVariant = FraminghamProfile['variant'];

export function framinghamCoefficients(profile: FraminghamProfile): Coefficients {
  return profile.variant === 'laboratory'
    ? framinghamLaboratoryCoefficients[profile.sex]
    : framinghamBmiCoefficients[profile.sex];
}

/** Σβx of the profile without its age term (heart age solves the age term from it). */
export function framinghamSumWithoutAge(profile: FraminghamProfile): number {
  const c = framinghamCoefficients(profile);
  return (
    lipidsOrBmiTerm(profile) +
    (profile.bpTreated ? c.lnTreatedSbp : c.lnUntreatedSbp) * Math.log(profile.systolicBp) +
    (profile.smoker ? c.smoker : 0) +
    (profile.diabetic ? c.diabetes : 0)
  );
}

function lipidsOrBmiTerm(profile: FraminghamProfile): number {
  if (profile.variant === 'bmi') return framinghamBmiCoefficients[profile.sex].lnBmi * Math.log(profile.bmi);
  const c = framinghamLaboratoryCoefficients[profile.sex];
  return (
    c.lnTotalCholesterol * Math.log(profile.totalCholesterol) + c.lnHdl * Math.log(profile.hdlCholesterol)
  );
}

export function framinghamRisk(profile: FraminghamProfile): number {
  const c = framinghamCoefficients(profile);
  return coxRiskPercent(
    c.baselineSurvival,
    c.lnAge * Math.log(profile.age) + framinghamSumWithoutAge(profile),
    c.mean,
  );
}

const variantInputs: readonly PredictionInputKey[] = ['totalCholesterol', 'hdlCholesterol', 'bmi'];

/**
 * The inputs of a Framingham general-CVD model (risk or heart age): the laboratory model when both lipids are
 * recorded, else the BMI model when BMI is; otherwise what is missing, the required inputs first. Ages outside
 * the derivation ages give `outOfRange`.
 */
export function framinghamProfileOf(
  inputs: PredictionInputs,
  requiredInputs: readonly ('sex' | 'age' | 'systolicBp' | 'bpTreated' | 'smoker' | 'diabetic')[],
  ages: { min: number; max: number },
): { ok: true; profile: FraminghamProfile } | { ok: false; answer: ModelAnswer } {
  const required = requiredValues(inputs, requiredInputs);
  const { totalCholesterol, hdlCholesterol, bmi } = inputs;
  const variant =
    totalCholesterol !== undefined && hdlCholesterol !== undefined
      ? ({ variant: 'laboratory', totalCholesterol, hdlCholesterol } as const)
      : bmi !== undefined
        ? ({ variant: 'bmi', bmi } as const)
        : null;
  if (!required.ok || !variant) {
    const missing = [
      ...(required.ok ? [] : required.missing),
      ...(variant ? [] : missingInputKeys(inputs, variantInputs)),
    ];
    return { ok: false, answer: { status: 'missingInputs', missing } };
  }
  const invalid = outOfRange('age', required.values.age, ages);
  if (invalid) return { ok: false, answer: invalid };
  return { ok: true, profile: { ...required.values, ...variant } };
}

const riskBands = [
  { below: 10, band: 'low', severity: 'low' },
  { below: 20, band: 'intermediate', severity: 'moderate' },
] as const;

const info = predictionModels['10'];

/** The paper's normal levels that apply to a variant (the lipids or BMI, not both). */
export function framinghamNormalLevels(
  profile: FraminghamProfile,
  referenceProfile: typeof info.referenceProfile,
): Partial<FraminghamProfile> {
  const { totalCholesterol, hdlCholesterol, bmi, ...common } = referenceProfile;
  return profile.variant === 'laboratory'
    ? { totalCholesterol, hdlCholesterol, ...common }
    : { bmi, ...common };
}

export const framinghamCvdModel: PredictionModel = {
  id: '10',
  info,
  predict(inputs) {
    const checked = framinghamProfileOf(inputs, info.requiredInputs, info.ages);
    if (!checked.ok) return checked.answer;
    const { profile } = checked;
    const risk = framinghamRisk(profile);
    return {
      status: 'result',
      output: {
        risk,
        ...bandOf(risk, riskBands, { band: 'high', severity: 'high' }),
        variant: profile.variant,
        contributions: contributionsByReset(
          profile,
          { age: info.ages.min, ...framinghamNormalLevels(profile, info.referenceProfile) },
          framinghamRisk,
          'percentPoints',
        ),
      },
    };
  },
};

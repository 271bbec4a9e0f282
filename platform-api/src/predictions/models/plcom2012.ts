/**
 * Lung cancer, 6-year probability for people who have ever smoked: PLCOm2012.
 *
 * - Coefficients and centring values: Tammemägi MC, Katki HA, Hocking WG et al. Selection criteria for
 *   lung-cancer screening. N Engl J Med 2013;368:728-736, Table 2 and the supplementary appendix (logistic model
 *   fitted on the ever-smokers of the PLCO trial's control arm, validated on its intervention arm). The same
 *   numbers are those of the reference implementation resplab/PLCOm2012 (R/plcom2012.R, commit 5387abc),
 *   checked one by one. Probability = 1 / (1 + exp(−Σ)), Σ = constant + Σβ(x − centre).
 * - Smoking intensity enters as (cigarettes a day / 10)^−1 − 0.4021541613 (the inverse of the centre is 24.9 a
 *   day); quit time is 0 for a current smoker.
 * - Ethnicity: PLCOm2012 has white (and American Indian/Alaska Native) as its reference, black, Hispanic, Asian
 *   and Native Hawaiian/Pacific Islander. The app's race 'other' (its Korean users above all) is Asian, 'white'
 *   white, 'african-american' black. The Asian coefficient rests on the few Asian participants of PLCO.
 * - Who it is for: ever-smokers aged 55-74 (PLCO's ages). A never-smoker gets no number (`notApplicable`,
 *   reason `neverSmoker`); ages outside 55-74 are refused (`outOfRange`).
 * - BMI is used as it is: no range of the equation's own excludes the low values many Korean adults have (the
 *   ClinRisk 20-40 rule does not apply to this model). Its coefficient is negative: a higher BMI lowers the
 *   predicted risk.
 * - COPD, a past cancer and lung cancer in the family count as absent when not answered, as in the reference
 *   calculators (catalogue `conditions`).
 * - Band: 1.51 % over 6 years is the risk at which Tammemägi MC et al. (PLoS Med 2014;11:e1001764) recommend CT
 *   screening, the threshold the PLCOm2012-based screening programmes (e.g. England's Targeted Lung Health
 *   Checks) use; below it 'low', from it 'high' (our severity choice).
 */
import {
  educationLevels,
  predictionModels,
  type EducationLevel,
  type PredictionSeverity,
  type Race,
} from 'shared-kernel/isomorphic';
import { flag } from './clinrisk';
import type { ModelAnswer, PredictionModel } from './model';
import { bandOf, contributionsByReset, outOfRange, requiredValues } from './model-support';

/** Tammemägi 2013 (NEJM), PLCOm2012: each coefficient with the value it is centred on (0 for a yes/no). */
export const plcom2012Coefficients = {
  constant: -4.532506,
  age: { coefficient: 0.0778868, centre: 62 },
  /** Per level of the six ordinal levels (1 = below high school … 6 = postgraduate). */
  education: { coefficient: -0.0812744, centre: 4 },
  bmi: { coefficient: -0.0274194, centre: 27 },
  copd: 0.3553063,
  cancerHistory: 0.4589971,
  familyLungCancer: 0.587185,
  currentSmoker: 0.2597431,
  /** On (cigarettes a day / 10)^−1. */
  intensity: { coefficient: -1.822606, centre: 0.4021541613 },
  duration: { coefficient: 0.0317321, centre: 27 },
  quitTime: { coefficient: -0.0308572, centre: 10 },
} as const;

/** PLCOm2012's race and ethnicity terms; white and American Indian/Alaska Native are the reference (0). */
export const plcom2012RaceCoefficients = {
  white: 0,
  black: 0.3944778,
  hispanic: -0.7434744,
  asian: -0.466585,
  americanIndianAlaskaNative: 0,
  nativeHawaiianPacificIslander: 1.027152,
} as const;
export type Plcom2012Race = keyof typeof plcom2012RaceCoefficients;

/** The app's race answer as a PLCOm2012 group: Korean users answer 'other', which is Asian. */
export function plcom2012RaceOf(race: Race): Plcom2012Race {
  if (race === 'white') return 'white';
  if (race === 'african-american') return 'black';
  return 'asian';
}

/** 6-year probability at or above which screening is recommended (Tammemägi 2014), percent. */
export const plcom2012ScreeningThreshold = 1.51;

/** The limits the questionnaire accepts for cigarettes a day; the equation's 1/intensity needs at least 1. */
const cigarettesPerDayRange = { min: 1, max: 100 } as const;

export interface Plcom2012Profile {
  age: number;
  race: Plcom2012Race;
  educationLevel: EducationLevel;
  bmi: number;
  smokingStatus: 'current' | 'former';
  cigarettesPerDay: number;
  smokingYears: number;
  /** Ignored for a current smoker (0). */
  yearsSinceQuit: number;
  copd: boolean;
  cancerHistory: boolean;
  familyLungCancer: boolean;
}

/** The linear predictor Σ of PLCOm2012 (log odds of lung cancer within 6 years). */
export function plcom2012LogOdds(profile: Plcom2012Profile): number {
  const c = plcom2012Coefficients;
  const current = profile.smokingStatus === 'current';
  const quitTime = current ? 0 : profile.yearsSinceQuit;
  const education = educationLevels.indexOf(profile.educationLevel) + 1;
  return (
    c.constant +
    c.age.coefficient * (profile.age - c.age.centre) +
    c.education.coefficient * (education - c.education.centre) +
    c.bmi.coefficient * (profile.bmi - c.bmi.centre) +
    c.copd * flag(profile.copd) +
    c.cancerHistory * flag(profile.cancerHistory) +
    c.familyLungCancer * flag(profile.familyLungCancer) +
    c.currentSmoker * (current ? 1 : 0) +
    c.intensity.coefficient * (1 / (profile.cigarettesPerDay / 10) - c.intensity.centre) +
    c.duration.coefficient * (profile.smokingYears - c.duration.centre) +
    c.quitTime.coefficient * (quitTime - c.quitTime.centre) +
    plcom2012RaceCoefficients[profile.race]
  );
}

/** The 6-year probability of lung cancer, in percent. */
export function plcom2012Risk(profile: Plcom2012Profile): number {
  return 100 / (1 + Math.exp(-plcom2012LogOdds(profile)));
}

export function plcom2012BandOf(risk: number): { band: string; severity: PredictionSeverity } {
  return bandOf(risk, [{ below: plcom2012ScreeningThreshold, band: 'low', severity: 'low' }] as const, {
    band: 'high',
    severity: 'high',
  });
}

const info = predictionModels['lung-cancer'];

/** The checked profile, or why there is no number. */
type Checked = { profile: Plcom2012Profile } | ModelAnswer;

function check(inputs: Parameters<PredictionModel['predict']>[0]): Checked {
  if (inputs.smokingStatus === 'never') {
    return { status: 'notApplicable', input: 'smokingStatus', reason: 'neverSmoker' };
  }
  const current = inputs.smokingStatus === 'current';
  /** Years since quitting is asked of former smokers only (0 for a current smoker). */
  const keys =
    inputs.smokingStatus === 'former'
      ? info.requiredInputs
      : info.requiredInputs.filter((key) => key !== 'yearsSinceQuit');
  const required = requiredValues(inputs, keys);
  if (!required.ok) return { status: 'missingInputs', missing: required.missing };
  const { age, race, educationLevel, bmi, cigarettesPerDay, smokingYears } = required.values;
  const yearsSinceQuit = current ? 0 : (inputs.yearsSinceQuit ?? 0);
  const invalid =
    outOfRange('age', age, info.ages) ??
    outOfRange('cigarettesPerDay', cigarettesPerDay, cigarettesPerDayRange) ??
    outOfRange('smokingYears', smokingYears, { min: 1, max: age }) ??
    outOfRange('yearsSinceQuit', yearsSinceQuit, { min: 0, max: age - smokingYears });
  if (invalid) return invalid;
  return {
    profile: {
      age,
      race: plcom2012RaceOf(race),
      educationLevel,
      bmi,
      smokingStatus: current ? 'current' : 'former',
      cigarettesPerDay,
      smokingYears,
      yearsSinceQuit,
      copd: inputs.copd === true,
      cancerHistory: inputs.cancerHistory === true,
      familyLungCancer: inputs.familyLungCancer === true,
    },
  };
}

export const plcom2012Model: PredictionModel = {
  id: 'lung-cancer',
  info,
  predict(inputs) {
    const checked = check(inputs);
    if (!('profile' in checked)) return checked;
    const { profile } = checked;
    const risk = plcom2012Risk(profile);
    return {
      status: 'result',
      output: {
        risk,
        ...plcom2012BandOf(risk),
        contributions: contributionsByReset(
          profile,
          { age: info.ages.min, ...info.referenceProfile },
          plcom2012Risk,
          'percentPoints',
        ),
      },
    };
  },
};

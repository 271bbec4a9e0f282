// Answers of the predictions API as the contract shapes them, for the mf-ai screens' tests.
import {
  predictionOutcomeKeys,
  predictionOutcomes,
  modelOfOutcome,
  type PredictionOutcomeKey,
  type PredictionOverview,
  type PredictionOverviewEntry,
  type PredictionResult,
} from 'shared-kernel/isomorphic';

/** The worked example (Goff 2013): a 55-year-old white woman, 2.1 % over 10 years. */
export const ascvdResult: PredictionResult = {
  id: 'r-ascvd-1',
  modelId: '11',
  outcome: 'ascvd',
  horizonYears: 10,
  risk: 2.1363,
  band: 'low',
  severity: 'low',
  contributions: [
    { input: 'age', value: 55, reference: 40, effect: 1.6, unit: 'percentPoints' },
    { input: 'totalCholesterol', value: 213, reference: 170, effect: 0.4, unit: 'percentPoints' },
    { input: 'systolicBp', value: 120, reference: 110, effect: 0.3, unit: 'percentPoints' },
    { input: 'hdlCholesterol', value: 50, reference: 50, effect: 0, unit: 'percentPoints' },
  ],
  inputs: {
    sex: 'female',
    age: 55,
    race: 'white',
    totalCholesterol: 213,
    hdlCholesterol: 50,
    systolicBp: 120,
    bpTreated: false,
    smoker: false,
    diabetic: false,
  },
  inputSources: {
    sex: { kind: 'profile' },
    age: { kind: 'profile' },
    race: { kind: 'questionnaire' },
    totalCholesterol: { kind: 'checkup', date: '2026-09-14T00:00:00+09:00' },
    hdlCholesterol: { kind: 'checkup', date: '2026-09-14T00:00:00+09:00' },
    systolicBp: { kind: 'lifelog', date: '2026-11-20T08:30:00+09:00' },
    bpTreated: { kind: 'questionnaire' },
    smoker: { kind: 'questionnaire' },
    diabetic: { kind: 'questionnaire' },
  },
  age: 55,
  computedAt: '2026-11-21T09:00:00+09:00',
};

export const bodyAgeResult: PredictionResult = {
  id: 'r-body-1',
  modelId: '7',
  outcome: 'bodyAge',
  horizonYears: 10,
  heartAge: 58.4,
  risk: 9.8,
  band: 'older',
  severity: 'moderate',
  variant: 'laboratory',
  contributions: [
    { input: 'smoker', value: true, reference: false, effect: 4.2, unit: 'years' },
    { input: 'systolicBp', value: 138, reference: 125, effect: 1.5, unit: 'years' },
    { input: 'hdlCholesterol', value: 62, reference: 45, effect: -2.3, unit: 'years' },
  ],
  inputs: {
    sex: 'female',
    age: 55,
    totalCholesterol: 190,
    hdlCholesterol: 62,
    systolicBp: 138,
    bpTreated: false,
    smoker: true,
    diabetic: false,
  },
  inputSources: {},
  age: 55,
  computedAt: '2026-11-21T09:00:00+09:00',
};

export const findriscResult: PredictionResult = {
  id: 'r-findrisc-1',
  modelId: '13',
  outcome: 'diabetes',
  horizonYears: 10,
  score: 9,
  scoreMax: 26,
  risk: 4,
  band: 'slightlyElevated',
  severity: 'moderate',
  contributions: [{ input: 'age', value: 55, reference: 40, effect: 3, unit: 'points' }],
  inputs: { sex: 'female', age: 55, bmi: 26.1, waist: 84 },
  inputSources: {},
  age: 55,
  computedAt: '2026-11-21T09:00:00+09:00',
};

/**
 * NCI BCRA's "other Asian" woman 105 at 40 (one biopsy without atypia, menarche at 11, no live birth, her mother
 * affected): 5-year risk 1.3434769118 %. The effects are rounded for the screens' tests.
 */
export const breastCancerResult: PredictionResult = {
  id: 'r-breast-1',
  modelId: 'breast-cancer',
  outcome: 'breastCancer',
  horizonYears: 5,
  risk: 1.3434769118,
  band: 'average',
  severity: 'low',
  contributions: [
    { input: 'breastCancerRelatives', value: 1, reference: 0, effect: 0.73, unit: 'percentPoints' },
    { input: 'ageAtFirstBirth', value: 'nulliparous', reference: 19, effect: 0.57, unit: 'percentPoints' },
    { input: 'breastBiopsies', value: 1, reference: 0, effect: 0.5, unit: 'percentPoints' },
    { input: 'atypicalHyperplasia', value: 'no', reference: 'no', effect: 0, unit: 'percentPoints' },
  ],
  inputs: {
    sex: 'female',
    age: 40,
    race: 'other',
    breastCancerHistory: false,
    ageAtMenarche: 11,
    ageAtFirstBirth: 'nulliparous',
    breastBiopsies: 1,
    atypicalHyperplasia: 'no',
    breastCancerRelatives: 1,
  },
  inputSources: {
    sex: { kind: 'profile' },
    age: { kind: 'profile' },
    race: { kind: 'questionnaire' },
    breastCancerHistory: { kind: 'questionnaire' },
    ageAtMenarche: { kind: 'questionnaire' },
    ageAtFirstBirth: { kind: 'questionnaire' },
    breastBiopsies: { kind: 'questionnaire' },
    atypicalHyperplasia: { kind: 'questionnaire' },
    breastCancerRelatives: { kind: 'questionnaire' },
  },
  age: 40,
  computedAt: '2026-11-21T09:00:00+09:00',
};

/**
 * A 5-year end-stage kidney disease result (a ClinRisk equation for an eGFR of 60 or more: its licence's
 * disclaimer goes beside the score), eGFR worked out from the checkup's creatinine. The number is made up for
 * the screens' tests.
 */
export const esrdResult: PredictionResult = {
  id: 'r-esrd-1',
  modelId: 'esrd',
  outcome: 'endStageRenalDisease',
  variant: 'qkidney',
  horizonYears: 5,
  risk: 0.0842,
  band: 'low',
  severity: 'low',
  contributions: [{ input: 'systolicBp', value: 142, reference: 125, effect: 0.02, unit: 'percentPoints' }],
  inputs: {
    sex: 'female',
    age: 62,
    egfr: 84,
    race: 'other',
    bmi: 24.1,
    systolicBp: 142,
    bpTreated: true,
    diabetic: false,
    smokingStatus: 'never',
    kidneyStones: true,
  },
  inputSources: {
    sex: { kind: 'profile' },
    age: { kind: 'profile' },
    egfr: {
      kind: 'checkup',
      date: '2026-09-14T00:00:00+09:00',
      computedFrom: { item: 'serumCreatinine', value: 0.9, unit: 'mg/dL', equation: 'CKD-EPI 2021' },
    },
    race: { kind: 'questionnaire' },
    bmi: { kind: 'checkup', date: '2026-09-14T00:00:00+09:00' },
    systolicBp: { kind: 'lifelog', date: '2026-11-20T08:30:00+09:00' },
    bpTreated: { kind: 'questionnaire' },
    diabetic: { kind: 'questionnaire' },
    smokingStatus: { kind: 'questionnaire' },
    kidneyStones: { kind: 'questionnaire' },
  },
  age: 62,
  computedAt: '2026-11-21T09:00:00+09:00',
};

/** A 6-year lung cancer result (PLCOm2012) of a 62-year-old current smoker; the number is made up for the tests. */
export const lungCancerResult: PredictionResult = {
  id: 'r-lung-1',
  modelId: 'lung-cancer',
  outcome: 'lungCancer',
  horizonYears: 6,
  risk: 3.2718,
  band: 'high',
  severity: 'high',
  contributions: [
    { input: 'smokingStatus', value: 'current', reference: 'former', effect: 0.9, unit: 'percentPoints' },
  ],
  inputs: {
    age: 62,
    race: 'other',
    educationLevel: 'high-school',
    bmi: 23.4,
    smokingStatus: 'current',
    cigarettesPerDay: 20,
    smokingYears: 40,
    yearsSinceQuit: 0,
    copd: true,
  },
  inputSources: {
    age: { kind: 'profile' },
    race: { kind: 'questionnaire' },
    educationLevel: { kind: 'questionnaire' },
    bmi: { kind: 'checkup', date: '2026-09-14T00:00:00+09:00' },
    smokingStatus: { kind: 'questionnaire' },
    cigarettesPerDay: { kind: 'questionnaire' },
    smokingYears: { kind: 'questionnaire' },
    yearsSinceQuit: { kind: 'questionnaire' },
    copd: { kind: 'questionnaire' },
  },
  age: 62,
  computedAt: '2026-11-21T09:00:00+09:00',
};

/** Every outcome of the catalogue for a woman: the given entries; the rest not for her sex, without a model or missing the waist. */
export function overviewWith(
  entries: Partial<Record<PredictionOutcomeKey, Omit<PredictionOverviewEntry, 'outcome' | 'modelId'>>>,
): PredictionOverview {
  return {
    entries: predictionOutcomeKeys.map((outcome) => {
      const modelId = modelOfOutcome(outcome);
      const given = entries[outcome];
      if (given) return { outcome, modelId, ...given };
      // The demo user is a woman: the outcomes for men only do not apply to her.
      const outcomeInfo = predictionOutcomes[outcome];
      if ('sexes' in outcomeInfo && !(outcomeInfo.sexes as readonly string[]).includes('female')) {
        return { outcome, modelId, status: 'notApplicable' };
      }
      if (!modelId) return { outcome, modelId, status: 'unavailable' };
      return { outcome, modelId, status: 'missingInputs', missing: ['waist'] };
    }),
  };
}

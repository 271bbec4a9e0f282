import {
  conditionInputKeys,
  type ConditionInputKey,
  type ManualLifelogTypeKey,
  type PredictionInputKey,
} from 'shared-kernel/isomorphic';
import { pageOrder, type FieldKey } from '../questionnaire/questions';

const conditionQuestions = Object.fromEntries(conditionInputKeys.map((key) => [key, key])) as Record<
  ConditionInputKey,
  ConditionInputKey
>;

/**
 * Inputs that only the questionnaire (`/ai/paper-weight`) asks (records cannot tell them), each with the
 * question that gives it: the smoking question gives `smoker`, pack-years are worked out from cigarettes a day
 * (asked first) and years of smoking, and "have you given birth?" comes before the age at the first birth.
 */
const questionOfInput: Partial<Record<PredictionInputKey, FieldKey>> = {
  race: 'race',
  educationLevel: 'educationLevel',
  smoker: 'smokingStatus',
  smokingStatus: 'smokingStatus',
  cigarettesPerDay: 'cigarettesPerDay',
  packYears: 'cigarettesPerDay',
  smokingYears: 'smokingYears',
  yearsSinceQuit: 'yearsSinceQuit',
  alcoholIntake: 'alcoholIntake',
  bpTreated: 'bpTreated',
  diabetic: 'diabetic',
  diabetesType: 'diabetesType',
  urineAcr: 'urineAcr',
  hba1c: 'hba1c',
  onStatin: 'onStatin',
  hrt: 'hrt',
  dailyActivity: 'dailyActivity',
  dailyVegetables: 'dailyVegetables',
  everBpMedication: 'everBpMedication',
  everHighGlucose: 'everHighGlucose',
  familyDiabetes: 'familyDiabetes',
  breastCancerHistory: 'breastCancerHistory',
  ageAtMenarche: 'ageAtMenarche',
  ageAtFirstBirth: 'givenBirth',
  breastBiopsies: 'breastBiopsies',
  atypicalHyperplasia: 'atypicalHyperplasia',
  breastCancerRelatives: 'breastCancerRelatives',
  ...conditionQuestions,
};

/** The questionnaire's inputs in the order the page asks them, so that its link opens at the first one. */
export const questionnaireInputs = (Object.keys(questionOfInput) as PredictionInputKey[]).sort(
  (one, other) =>
    pageOrder.indexOf(questionOfInput[one] ?? 'race') - pageOrder.indexOf(questionOfInput[other] ?? 'race'),
);

/**
 * Inputs worked out from a health checkup's result, which a person cannot record by hand: eGFR, from the
 * checkup's serum creatinine (CKD-EPI 2021).
 */
export const checkupInputs: readonly PredictionInputKey[] = ['egfr'];

/** The questionnaire's question that gives `input`, or null when the questionnaire does not ask it. */
export function questionOf(input: PredictionInputKey): FieldKey | null {
  return questionOfInput[input] ?? null;
}

/**
 * The life-log entry form that records each measured input: both pressures come from one blood-pressure
 * record, fasting glucose from a glucose record measured fasting, BMI from a weight (with the profile's height).
 */
export const lifelogTypeOfInput: Partial<Record<PredictionInputKey, ManualLifelogTypeKey>> = {
  totalCholesterol: 'totalCholesterol',
  hdlCholesterol: 'hdlCholesterol',
  triglyceride: 'triglyceride',
  systolicBp: 'bloodPressure',
  diastolicBp: 'bloodPressure',
  fastingGlucose: 'bloodGlucose',
  waist: 'waistCircumference',
  bmi: 'weight',
};

/** Inputs with a number and a unit (the age at first birth may also be 'nulliparous'); the others are yes/no or a choice. */
export const numericInputs: readonly PredictionInputKey[] = [
  'age',
  'totalCholesterol',
  'hdlCholesterol',
  'triglyceride',
  'systolicBp',
  'diastolicBp',
  'fastingGlucose',
  'bmi',
  'waist',
  'ageAtMenarche',
  'ageAtFirstBirth',
  'breastBiopsies',
  'breastCancerRelatives',
  'egfr',
  'urineAcr',
  'hba1c',
  'cigarettesPerDay',
  'smokingYears',
  'yearsSinceQuit',
  'packYears',
];

/** Every input key; the record's type makes the compiler list a key added to `PredictionInputs` here. */
const inputKeys: Record<PredictionInputKey, true> = {
  sex: true,
  age: true,
  race: true,
  totalCholesterol: true,
  hdlCholesterol: true,
  triglyceride: true,
  systolicBp: true,
  diastolicBp: true,
  fastingGlucose: true,
  bmi: true,
  waist: true,
  bpTreated: true,
  smoker: true,
  diabetic: true,
  dailyActivity: true,
  dailyVegetables: true,
  everBpMedication: true,
  everHighGlucose: true,
  familyDiabetes: true,
  ageAtMenarche: true,
  ageAtFirstBirth: true,
  breastBiopsies: true,
  atypicalHyperplasia: true,
  breastCancerRelatives: true,
  breastCancerHistory: true,
  egfr: true,
  urineAcr: true,
  onStatin: true,
  smokingStatus: true,
  cigarettesPerDay: true,
  smokingYears: true,
  yearsSinceQuit: true,
  packYears: true,
  educationLevel: true,
  diabetesType: true,
  alcoholIntake: true,
  hrt: true,
  hba1c: true,
  ...(Object.fromEntries(conditionInputKeys.map((key) => [key, true])) as Record<ConditionInputKey, true>),
};

/** The input keys of a value read from the wire (the error envelope's `missing`); anything else is dropped. */
export function inputKeysOf(value: unknown): PredictionInputKey[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (key): key is PredictionInputKey => typeof key === 'string' && Object.hasOwn(inputKeys, key),
  );
}

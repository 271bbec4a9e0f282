import type { PredictionInputKey } from 'shared-kernel/isomorphic';

/** Where a person can give an input the models need. */
export type InputPlace = 'questionnaire' | 'records' | 'profile';

/** Inputs that only the questionnaire (`/ai/paper-weight`) asks; records cannot tell them. */
export const questionnaireInputs: readonly PredictionInputKey[] = [
  'race',
  'smoker',
  'bpTreated',
  'diabetic',
  'dailyActivity',
  'dailyVegetables',
  'everBpMedication',
  'everHighGlucose',
  'familyDiabetes',
  'breastCancerHistory',
  'ageAtMenarche',
  'ageAtFirstBirth',
  'breastBiopsies',
  'atypicalHyperplasia',
  'breastCancerRelatives',
];

/** Sex and birth date come from the account, which the person gave when signing up. */
const profileInputs: readonly PredictionInputKey[] = ['sex', 'age'];

export function placeOfInput(input: PredictionInputKey): InputPlace {
  if (questionnaireInputs.includes(input)) return 'questionnaire';
  if (profileInputs.includes(input)) return 'profile';
  return 'records';
}

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
};

/** The input keys of a value read from the wire (the error envelope's `missing`); anything else is dropped. */
export function inputKeysOf(value: unknown): PredictionInputKey[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (key): key is PredictionInputKey => typeof key === 'string' && Object.hasOwn(inputKeys, key),
  );
}

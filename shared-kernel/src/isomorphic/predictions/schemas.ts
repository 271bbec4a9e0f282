import { formSchema, type FieldSchema } from '../validation/schemas';
import {
  alcoholIntakes,
  conditionInputKeys,
  diabetesTypes,
  educationLevels,
  familyDiabetesAnswers,
  hrtAnswers,
  hyperplasiaAnswers,
  nulliparous,
  races,
  sexes,
  smokingStatuses,
  type ConditionInputKey,
  type PredictionInputKey,
  type PredictionQuestionnaire,
} from './inputs';

/**
 * No property besides the listed ones. Said as a schema every value fails rather than `false`: Fastify's Ajv
 * (`removeAdditional: true`) silently drops the properties `additionalProperties: false` forbids, where
 * this form refuses them and names the property at fault.
 */
const noOtherProperties = { not: {} } as const;

/**
 * A sanity limit on a measured value: it keeps out typing slips and wrong units. The models answer
 * `outOfRange` for the narrower ranges their equations were derived on.
 */
function measurement(minimum: number, maximum: number) {
  return { type: 'number', minimum, maximum } as const satisfies FieldSchema;
}

const yesNo = { type: 'boolean' } as const satisfies FieldSchema;

/** Whole years or a count within sanity limits (typing slips), not the model's own checks. */
function wholeNumber(minimum: number, maximum: number) {
  return {
    type: 'integer',
    minimum,
    maximum,
    'x-messages': { type: 'generic.wholeNumber' },
  } as const satisfies FieldSchema;
}

/** Age at the first live birth in years, the numeric branch of `ageAtFirstBirth`; forms check it alone. */
export const ageAtFirstBirthYearsSchema = wholeNumber(10, 60);

/**
 * Breast-cancer answers (Gail model). Limits are sanity limits, not medical cut-offs: the model itself refuses
 * a first period or first birth after the woman's current age, or a birth before her first period.
 */
const breastCancerProperties = {
  breastCancerHistory: yesNo,
  ageAtMenarche: wholeNumber(6, 30),
  ageAtFirstBirth: {
    anyOf: [ageAtFirstBirthYearsSchema, { type: 'string', enum: [nulliparous] }],
  },
  breastBiopsies: wholeNumber(0, 30),
  atypicalHyperplasia: { type: 'string', enum: hyperplasiaAnswers },
  breastCancerRelatives: wholeNumber(0, 30),
} as const satisfies Record<string, FieldSchema>;

/** Yes/no for each condition and medicine the models use. */
const conditionProperties = Object.fromEntries(conditionInputKeys.map((key) => [key, yesNo])) as Record<
  ConditionInputKey,
  typeof yesNo
>;

/**
 * Answers that other outcomes' equations (PREVENT, ClinRisk's QStroke, QKidney, QThrombosis and QFracture,
 * PLCOm2012, the kidney equations) need and records cannot tell.
 */
const moreRiskProperties = {
  onStatin: yesNo,
  cigarettesPerDay: wholeNumber(1, 100),
  smokingYears: wholeNumber(1, 90),
  yearsSinceQuit: wholeNumber(0, 90),
  educationLevel: { type: 'string', enum: educationLevels },
  diabetesType: { type: 'string', enum: diabetesTypes },
  alcoholIntake: { type: 'string', enum: alcoholIntakes },
  hrt: { type: 'string', enum: hrtAnswers },
  urineAcr: measurement(0, 10000),
  hba1c: measurement(3, 20),
  ...conditionProperties,
} as const satisfies Record<string, FieldSchema>;

const questionnaireProperties = {
  race: { type: 'string', enum: races },
  smokingStatus: { type: 'string', enum: smokingStatuses },
  bpTreated: yesNo,
  diabetic: yesNo,
  dailyActivity: yesNo,
  dailyVegetables: yesNo,
  everBpMedication: yesNo,
  everHighGlucose: yesNo,
  familyDiabetes: { type: 'string', enum: familyDiabetesAnswers },
  ...breastCancerProperties,
  ...moreRiskProperties,
} as const satisfies Record<keyof PredictionQuestionnaire, FieldSchema>;

/**
 * Explicit inputs of the what-if calculator (`POST /api/user/predict/calculate/{model}`): every
 * `PredictionInputs` key, each optional (a model names what it misses), in mg/dL, mmHg, cm, kg/m² and
 * completed years.
 */
export const predictionInputsSchema = {
  ...formSchema(
    {
      sex: { type: 'string', enum: sexes, 'x-messages': { required: 'generic.choose' } },
      age: { type: 'integer', minimum: 18, maximum: 120, 'x-messages': { type: 'generic.wholeNumber' } },
      totalCholesterol: measurement(50, 500),
      hdlCholesterol: measurement(10, 200),
      triglyceride: measurement(10, 3000),
      systolicBp: measurement(60, 260),
      diastolicBp: measurement(30, 180),
      fastingGlucose: measurement(20, 800),
      bmi: measurement(10, 80),
      waist: measurement(30, 250),
      race: questionnaireProperties.race,
      bpTreated: yesNo,
      smoker: yesNo,
      diabetic: yesNo,
      dailyActivity: yesNo,
      dailyVegetables: yesNo,
      everBpMedication: yesNo,
      everHighGlucose: yesNo,
      familyDiabetes: questionnaireProperties.familyDiabetes,
      ...breastCancerProperties,
      ...moreRiskProperties,
      smokingStatus: questionnaireProperties.smokingStatus,
      egfr: measurement(1, 200),
      packYears: measurement(0, 300),
    } satisfies Record<PredictionInputKey, FieldSchema>,
    [],
  ),
  additionalProperties: noOtherProperties,
} as const;

/** The questionnaire of `/ai/paper-weight` (`PUT /api/user/predict/questionnaire`): every answer optional. */
export const predictionQuestionnaireSchema = {
  ...formSchema(questionnaireProperties, []),
  additionalProperties: noOtherProperties,
} as const;

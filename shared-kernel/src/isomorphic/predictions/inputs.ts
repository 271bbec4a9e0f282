import type { MeanOfReadings } from './readings';

/**
 * What the prediction models read. A model takes the values it needs from one `PredictionInputs`: gathered
 * from the person's records (latest life-logs, checkup, profile and questionnaire) or given explicitly to the
 * what-if calculator. Units: mg/dL for lipids and glucose, mmHg, cm, kg/m², years.
 */
export const sexes = ['male', 'female'] as const;
export type Sex = (typeof sexes)[number];

/** The Pooled Cohort Equations' race groups; any other race uses the white equations (Goff 2013). */
export const races = ['white', 'african-american', 'other'] as const;
export type Race = (typeof races)[number];

export const smokingStatuses = ['never', 'former', 'current'] as const;
export type SmokingStatus = (typeof smokingStatuses)[number];

/** FINDRISC's family-history answer: none, a second-degree relative, or a parent, sibling or child. */
export const familyDiabetesAnswers = ['none', 'second-degree', 'first-degree'] as const;
export type FamilyDiabetesAnswer = (typeof familyDiabetesAnswers)[number];

/** Whether a breast biopsy found atypical hyperplasia (BCRAT asks it only after a biopsy; "unknown" is an answer). */
export const hyperplasiaAnswers = ['yes', 'no', 'unknown'] as const;
export type HyperplasiaAnswer = (typeof hyperplasiaAnswers)[number];

/** Age at the first live birth: years, or 'nulliparous' for a woman who has had no live birth. */
export const nulliparous = 'nulliparous';
export type AgeAtFirstBirth = number | typeof nulliparous;

export interface PredictionInputs {
  sex?: Sex;
  /** Completed years. */
  age?: number;
  race?: Race;
  totalCholesterol?: number;
  hdlCholesterol?: number;
  triglyceride?: number;
  systolicBp?: number;
  diastolicBp?: number;
  fastingGlucose?: number;
  bmi?: number;
  waist?: number;
  /** Currently takes blood-pressure medication. */
  bpTreated?: boolean;
  /** Smokes now. */
  smoker?: boolean;
  diabetic?: boolean;
  /** FINDRISC: at least 30 minutes of physical activity every day (work or leisure). */
  dailyActivity?: boolean;
  /** FINDRISC: eats vegetables, fruit or berries every day. */
  dailyVegetables?: boolean;
  /** FINDRISC: has ever taken blood-pressure medication regularly. */
  everBpMedication?: boolean;
  /** FINDRISC: has ever been found to have high blood glucose (check-up, illness, pregnancy). */
  everHighGlucose?: boolean;
  familyDiabetes?: FamilyDiabetesAnswer;
  /** Breast cancer (Gail model): age at the first menstrual period, years. */
  ageAtMenarche?: number;
  ageAtFirstBirth?: AgeAtFirstBirth;
  /** Breast biopsies ever done (count), whatever they found. */
  breastBiopsies?: number;
  /** Atypical hyperplasia in any breast biopsy; asked only when there was one. */
  atypicalHyperplasia?: HyperplasiaAnswer;
  /** Mother, sisters and daughters who have had breast cancer (count). */
  breastCancerRelatives?: number;
  /**
   * Has had breast cancer, DCIS or LCIS, chest radiation for Hodgkin lymphoma, or carries a known BRCA1/2
   * mutation: the Gail model (NCI's BCRAT) does not apply then.
   */
  breastCancerHistory?: boolean;
}

export type PredictionInputKey = keyof PredictionInputs;

/**
 * The questionnaire kept per person (`/ai/paper-weight`): what records cannot tell. `smokingStatus` gives
 * `smoker` (current) to the models.
 */
export interface PredictionQuestionnaire {
  race?: Race;
  smokingStatus?: SmokingStatus;
  bpTreated?: boolean;
  diabetic?: boolean;
  dailyActivity?: boolean;
  dailyVegetables?: boolean;
  everBpMedication?: boolean;
  everHighGlucose?: boolean;
  familyDiabetes?: FamilyDiabetesAnswer;
  /** Breast-cancer questions, asked of women only; same meanings as in `PredictionInputs`. */
  breastCancerHistory?: boolean;
  ageAtMenarche?: number;
  ageAtFirstBirth?: AgeAtFirstBirth;
  breastBiopsies?: number;
  atypicalHyperplasia?: HyperplasiaAnswer;
  breastCancerRelatives?: number;
}

/** Where a gathered input came from, so that the screen can say "HDL 52 mg/dL, checkup 2026.09.14". */
export type InputSourceKind = 'profile' | 'lifelog' | 'checkup' | 'questionnaire' | 'calculator';

export interface InputSource {
  kind: InputSourceKind;
  /** ISO date-time of the record, for life-logs and checkups (of the newest record, for a mean). */
  date?: string;
  /**
   * For a value that is the mean of several life-logs (blood pressure, see `bloodPressureLevel`): how many
   * records, measured from when to when. Absent for a value read from one record.
   */
  mean?: MeanOfReadings;
}

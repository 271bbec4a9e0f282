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

/** Diabetes type, asked of people with diabetes: the ClinRisk models (QStroke, QKidney, QFracture) weigh them apart. */
export const diabetesTypes = ['type1', 'type2'] as const;
export type DiabetesType = (typeof diabetesTypes)[number];

/**
 * Highest education completed, PLCOm2012's six ordinal levels (1-6, in this order): less than high school, high
 * school graduate, training after high school, some college, college graduate, postgraduate or professional.
 */
export const educationLevels = [
  'below-high-school',
  'high-school',
  'post-high-school-training',
  'some-college',
  'college',
  'postgraduate',
] as const;
export type EducationLevel = (typeof educationLevels)[number];

/**
 * Usual alcohol, in UK units a day (one unit = 8 g of alcohol; a 360 ml bottle of soju holds about 8): QFracture's
 * six categories, in this order (alcohol_cat6 0-5).
 */
export const alcoholIntakes = ['none', 'under-1', '1-2', '3-6', '7-9', 'over-9'] as const;
export type AlcoholIntake = (typeof alcoholIntakes)[number];

/** Hormone replacement therapy now: QThrombosis counts any, QFracture oestrogen-only. */
export const hrtAnswers = ['none', 'estrogen-only', 'combined'] as const;
export type HrtAnswer = (typeof hrtAnswers)[number];

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
  /** Kidney function, mL/min/1.73 m²: CKD-EPI 2021 from the checkup's serum creatinine, or typed. */
  egfr?: number;
  /** Urine albumin-to-creatinine ratio, mg/g (optional for most models; KFRE needs it). */
  urineAcr?: number;
  /** Takes a statin (cholesterol-lowering medicine) now. */
  onStatin?: boolean;
  /** Never, former or current smoker (`smoker` is "current"). */
  smokingStatus?: SmokingStatus;
  /** Cigarettes a day: now for a current smoker, while smoking for a former one. */
  cigarettesPerDay?: number;
  /** Years of smoking in all. */
  smokingYears?: number;
  /** Years since a former smoker quit (0 for a current smoker). */
  yearsSinceQuit?: number;
  /** Pack-years, cigarettes a day / 20 × years of smoking: worked out from the two answers, not asked. */
  packYears?: number;
  educationLevel?: EducationLevel;
  diabetesType?: DiabetesType;
  alcoholIntake?: AlcoholIntake;
  hrt?: HrtAnswer;
  /** Glycated haemoglobin, % (NGSP). */
  hba1c?: number;
  /**
   * Conditions and medicines the models use, each "has it / takes it now" (a doctor's diagnosis). In the what-if
   * calculator, and in the gathered inputs, an unanswered condition counts as absent, as the reference
   * calculators do; the screens say so.
   */
  copd?: boolean;
  asthma?: boolean;
  /** Has had any cancer (other than non-melanoma skin cancer). */
  cancerHistory?: boolean;
  /** Heart attack, angina, stroke or transient ischaemic attack. */
  cardiovascularDisease?: boolean;
  heartFailure?: boolean;
  atrialFibrillation?: boolean;
  valvularHeartDisease?: boolean;
  peripheralVascularDisease?: boolean;
  /** Chronic kidney disease diagnosed (stage 3 or worse). */
  chronicKidneyDisease?: boolean;
  kidneyStones?: boolean;
  rheumatoidArthritis?: boolean;
  /** Systemic lupus erythematosus. */
  lupus?: boolean;
  chronicLiverDisease?: boolean;
  /** Epilepsy, or takes anticonvulsants. */
  epilepsy?: boolean;
  dementia?: boolean;
  parkinsons?: boolean;
  /** Crohn's disease, ulcerative colitis, coeliac disease, steatorrhoea or blind-loop syndrome. */
  malabsorption?: boolean;
  /** Crohn's disease or ulcerative colitis. */
  inflammatoryBowelDisease?: boolean;
  /** Thyrotoxicosis, hyperparathyroidism or Cushing's syndrome. */
  endocrineDisorder?: boolean;
  varicoseVeins?: boolean;
  /** Fell (to the ground) in the last year. */
  falls?: boolean;
  /** Has broken a hip, spine, wrist or shoulder bone. */
  priorFracture?: boolean;
  /** A parent had osteoporosis or a hip fracture. */
  familyOsteoporosis?: boolean;
  familyLungCancer?: boolean;
  /** A parent, brother or sister has kidney disease. */
  familyKidneyDisease?: boolean;
  /** Angina or heart attack in a parent, brother or sister before 60. */
  familyHeartDisease?: boolean;
  /** Lives in a nursing or care home. */
  careHome?: boolean;
  /** Admitted to hospital in the last six months. */
  recentHospitalAdmission?: boolean;
  /** Takes steroid tablets regularly. */
  oralSteroids?: boolean;
  antidepressants?: boolean;
  antipsychotics?: boolean;
  /** Takes anti-inflammatory painkillers (NSAIDs) regularly. */
  nsaids?: boolean;
  oralContraceptive?: boolean;
  tamoxifen?: boolean;
}

export type PredictionInputKey = keyof PredictionInputs;

/** Pack-years: packs of 20 a day times years of smoking, to one decimal. */
export function packYearsOf(cigarettesPerDay: number, smokingYears: number): number {
  return Math.round((cigarettesPerDay / 20) * smokingYears * 10) / 10;
}

/** The yes/no conditions and medicines of `PredictionInputs` that count as absent when unanswered. */
export const conditionInputKeys = [
  'copd',
  'asthma',
  'cancerHistory',
  'cardiovascularDisease',
  'heartFailure',
  'atrialFibrillation',
  'valvularHeartDisease',
  'peripheralVascularDisease',
  'chronicKidneyDisease',
  'kidneyStones',
  'rheumatoidArthritis',
  'lupus',
  'chronicLiverDisease',
  'epilepsy',
  'dementia',
  'parkinsons',
  'malabsorption',
  'inflammatoryBowelDisease',
  'endocrineDisorder',
  'varicoseVeins',
  'falls',
  'priorFracture',
  'familyOsteoporosis',
  'familyLungCancer',
  'familyKidneyDisease',
  'familyHeartDisease',
  'careHome',
  'recentHospitalAdmission',
  'oralSteroids',
  'antidepressants',
  'antipsychotics',
  'nsaids',
  'oralContraceptive',
  'tamoxifen',
] as const satisfies readonly PredictionInputKey[];
export type ConditionInputKey = (typeof conditionInputKeys)[number];

/**
 * The questionnaire kept per person (`/ai/paper-weight`): what records cannot tell. `smokingStatus` gives
 * `smoker` (current) to the models.
 */
export interface PredictionQuestionnaire extends ConditionAnswers {
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
  onStatin?: boolean;
  cigarettesPerDay?: number;
  smokingYears?: number;
  yearsSinceQuit?: number;
  educationLevel?: EducationLevel;
  diabetesType?: DiabetesType;
  alcoholIntake?: AlcoholIntake;
  hrt?: HrtAnswer;
  /** Typed by the person from a lab report, mg/g; the checkup does not report it. */
  urineAcr?: number;
  /** Typed by the person from a lab report, %. */
  hba1c?: number;
}

/** The questionnaire's answers to the conditions and medicines (`conditionInputKeys`), same meanings. */
export type ConditionAnswers = Partial<Record<ConditionInputKey, boolean>>;

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
  /**
   * For a value worked out from a record rather than read from it (eGFR from the checkup's serum creatinine):
   * the record's item and value, and the equation used.
   */
  computedFrom?: { item: 'serumCreatinine'; value: number; unit: 'mg/dL'; equation: 'CKD-EPI 2021' };
}

/**
 * Where a person gives an input the predictions gather: a life-log entry (measured values; BMI from a weight and
 * the profile's height; a newer checkup's value is taken too), a health checkup (eGFR, from its creatinine), the
 * profile (sex and birth date, given when signing up), or the questionnaire (everything records cannot tell).
 */
export type InputPlace = 'lifelog' | 'checkup' | 'profile' | 'questionnaire';

const inputPlaces: Partial<Record<PredictionInputKey, Exclude<InputPlace, 'questionnaire'>>> = {
  sex: 'profile',
  age: 'profile',
  totalCholesterol: 'lifelog',
  hdlCholesterol: 'lifelog',
  triglyceride: 'lifelog',
  systolicBp: 'lifelog',
  diastolicBp: 'lifelog',
  fastingGlucose: 'lifelog',
  bmi: 'lifelog',
  waist: 'lifelog',
  egfr: 'checkup',
};

export function inputPlaceOf(input: PredictionInputKey): InputPlace {
  return inputPlaces[input] ?? 'questionnaire';
}

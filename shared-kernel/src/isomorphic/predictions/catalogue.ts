import type { ConditionInputKey, PredictionInputKey, PredictionInputs, Sex } from './inputs';

/** Every outcome the product names (spec section 1): body age, 11 diseases and 11 cancers. */
export const predictionOutcomes = {
  bodyAge: { category: 'bodyAge' },
  coronaryDisease: { category: 'disease' },
  diabetes: { category: 'disease' },
  stroke: { category: 'disease' },
  ascvd: { category: 'disease' },
  heartAttack: { category: 'disease' },
  venousThromboembolism: { category: 'disease' },
  chronicKidneyDisease: { category: 'disease' },
  endStageRenalDisease: { category: 'disease' },
  osteoporoticFracture: { category: 'disease' },
  hipFracture: { category: 'disease' },
  metabolicSyndrome: { category: 'disease' },
  bloodCancer: { category: 'cancer' },
  breastCancer: { category: 'cancer', sexes: ['female'] },
  colonCancer: { category: 'cancer' },
  stomachEsophagusCancer: { category: 'cancer' },
  lungCancer: { category: 'cancer' },
  oralCancer: { category: 'cancer' },
  ovarianCancer: { category: 'cancer', sexes: ['female'] },
  pancreasCancer: { category: 'cancer' },
  prostateCancer: { category: 'cancer', sexes: ['male'] },
  kidneyCancer: { category: 'cancer' },
  uterineCancer: { category: 'cancer', sexes: ['female'] },
} as const satisfies Record<string, { category: 'bodyAge' | 'disease' | 'cancer'; sexes?: readonly Sex[] }>;

export type PredictionOutcomeKey = keyof typeof predictionOutcomes;
export const predictionOutcomeKeys = Object.keys(predictionOutcomes) as PredictionOutcomeKey[];

export interface PredictionModelInfo {
  outcome: PredictionOutcomeKey;
  /**
   * Name of the published equation, as its authors spell it; screens and answers say it in the reader's language
   * (`ai:equations.<modelId>`).
   */
  equation: string;
  /**
   * The papers, as published (authors, title, journal): kept in every language. What the app adds about them
   * (which part, where the coefficients come from) is a text in the reader's language, `ai:citationNotes.<modelId>`,
   * for the models with `citationNote`.
   */
  citation: string;
  citationNote?: true;
  /** Years the risk covers; null when the result is a state, not a risk (metabolic syndrome). */
  horizonYears: number | null;
  /** Ages the equation was derived and validated for; outside them it gives no result. */
  ages: { min: number; max: number };
  /**
   * M-code of "not enough data", naming what is missing (`{{inputs}}`): the spec's M0002 for body age and M1087
   * for metabolic syndrome (section 8); M1160 for every other model, with its outcome's name (`{{outcome}}`).
   */
  missingInputsCode: 'M0002' | 'M1087' | 'M1160';
  /** Inputs the model cannot run without (a variant may replace some, e.g. BMI for the lipids). */
  requiredInputs: readonly PredictionInputKey[];
  /**
   * The paper's reference ("normal" or optimal) levels: contributions compare each input with these, and the
   * standard view compares the person with someone of their age and sex at these levels.
   */
  referenceProfile: Readonly<PredictionInputs>;
  /**
   * A text the equation's licence asks to show beside each score (`ai:disclaimer.<key>`): ClinRisk's for the
   * QStroke, QKidney, QThrombosis and QFracture models.
   */
  disclaimer?: 'clinrisk';
  /** When only some of the model's variants need the disclaimer: those (ESRD: QKidney's answers, not KFRE's). */
  disclaimerVariants?: readonly string[];
  /**
   * The yes/no conditions and medicines the equation uses besides `requiredInputs`: one not answered counts as
   * absent (as in the reference calculators), and the screens list those so counted.
   */
  conditions?: readonly ConditionInputKey[];
}

/** Framingham's normal risk factors for heart age (D'Agostino 2008). */
const framinghamNormal = {
  totalCholesterol: 180,
  hdlCholesterol: 45,
  systolicBp: 125,
  bpTreated: false,
  smoker: false,
  diabetic: false,
  bmi: 22.5,
} as const;

/**
 * AHA PREVENT (heart attack 14, stroke 5): the base model's 10-year coronary heart disease and stroke equations.
 * The Korean Heart Study's CHD model (Jee SH et al., BMJ Open 2014) would fit Korean users better, but its
 * coefficients, mean covariates and baseline survival could not be read from any open source, so it could not
 * be checked (docs/predictions.md).
 */
const preventCitation =
  "Khan SS, Matsushita K, Sang Y et al. Development and validation of the American Heart Association's Predicting Risk of cardiovascular disease EVENTs (PREVENT) equations. Circulation 2024;149:430-449";
const preventRequiredInputs = [
  'sex',
  'age',
  'totalCholesterol',
  'hdlCholesterol',
  'systolicBp',
  'bpTreated',
  'onStatin',
  'smoker',
  'diabetic',
  'egfr',
] as const satisfies readonly PredictionInputKey[];
/** Goff 2013's optimal risk factors, no statin, and an eGFR of 90 (PREVENT's centring value). */
const preventOptimal = {
  totalCholesterol: 170,
  hdlCholesterol: 50,
  systolicBp: 110,
  bpTreated: false,
  onStatin: false,
  smoker: false,
  diabetic: false,
  egfr: 90,
} as const;
/** PREVENT is for people without known cardiovascular disease: a person who answers yes gets no number. */
const preventExclusions = [
  'cardiovascularDisease',
  'heartFailure',
] as const satisfies readonly ConditionInputKey[];

/**
 * ClinRisk's QThrombosis-2011 and QFracture-2012 (open source under the LGPL, ClinRisk Ltd): the yes/no conditions
 * and medicines each equation reads (one not answered counts as absent), and the reference levels: BMI 22 (normal
 * for both WHO, 18.5-24.9, and the Korean Society for the Study of Obesity, 18.5-22.9), never smoked, no alcohol,
 * no HRT, no diabetes and none of the conditions.
 */
const qthrombosisConditions = [
  'antipsychotics',
  'heartFailure',
  'cancerHistory',
  'copd',
  'inflammatoryBowelDisease',
  'chronicKidneyDisease',
  'varicoseVeins',
  'recentHospitalAdmission',
  'oralContraceptive',
  'tamoxifen',
] as const satisfies readonly ConditionInputKey[];
/** QKidney's conditions; its end-stage equations do not read NSAIDs. */
const qkidneyConditions = [
  'heartFailure',
  'cardiovascularDisease',
  'nsaids',
  'peripheralVascularDisease',
  'rheumatoidArthritis',
  'kidneyStones',
  'lupus',
  'familyKidneyDisease',
] as const satisfies readonly ConditionInputKey[];
const qkidneyEndStageConditions = qkidneyConditions.filter((key) => key !== 'nsaids');
/** QKidney's person with no risk factors: BMI 25, systolic 125 mmHg untreated, no diabetes, never smoked. */
const qkidneyNoRiskFactors = {
  bmi: 25,
  systolicBp: 125,
  bpTreated: false,
  diabetic: false,
  smokingStatus: 'never',
} as const;
/** QFracture's lowest-risk answers besides the conditions. */
const qfractureNoRiskFactors = {
  bmi: 22,
  smokingStatus: 'never',
  alcoholIntake: 'none',
  diabetic: false,
  hrt: 'none',
} as const;

/** QFracture's conditions; the hip equations do not read malabsorption (and the women's not a family history). */
const qfractureConditions = [
  'antidepressants',
  'cancerHistory',
  'copd',
  'asthma',
  'careHome',
  'oralSteroids',
  'cardiovascularDisease',
  'dementia',
  'endocrineDisorder',
  'epilepsy',
  'falls',
  'priorFracture',
  'chronicLiverDisease',
  'malabsorption',
  'parkinsons',
  'rheumatoidArthritis',
  'lupus',
  'chronicKidneyDisease',
  'familyOsteoporosis',
] as const satisfies readonly ConditionInputKey[];
const qfractureHipConditions = qfractureConditions.filter((key) => key !== 'malabsorption');
function noneOf(keys: readonly ConditionInputKey[]): Partial<Record<ConditionInputKey, false>> {
  return Object.fromEntries(keys.map((key) => [key, false]));
}
const qfractureRequiredInputs = [
  'sex',
  'age',
  'race',
  'bmi',
  'smokingStatus',
  'alcoholIntake',
  'diabetic',
] as const satisfies readonly PredictionInputKey[];
const qfractureCitation =
  'Hippisley-Cox J, Coupland C. Derivation and validation of updated QFracture algorithm to predict risk of osteoporotic fracture in primary care in the United Kingdom: prospective open cohort study. BMJ 2012;344:e3427';

/**
 * The models that give a number, by the spec's model id (`POST /api/user/predict/{model}`); metabolic syndrome
 * and breast cancer have no id in the spec and are addressed by their keys. The population each equation comes from is a text of the
 * `ai` locale namespace (`population.<modelId>`).
 */
export const predictionModels = {
  '7': {
    outcome: 'bodyAge',
    equation: 'Framingham heart age (general cardiovascular disease)',
    citation:
      "D'Agostino RB Sr et al. General cardiovascular risk profile for use in primary care: the Framingham Heart Study. Circulation 2008;117:743-753",
    horizonYears: 10,
    ages: { min: 30, max: 74 },
    missingInputsCode: 'M0002',
    requiredInputs: ['sex', 'age', 'systolicBp', 'bpTreated', 'smoker', 'diabetic'],
    referenceProfile: framinghamNormal,
  },
  '10': {
    outcome: 'coronaryDisease',
    equation: 'Framingham general cardiovascular disease risk',
    citation:
      "D'Agostino RB Sr et al. General cardiovascular risk profile for use in primary care: the Framingham Heart Study. Circulation 2008;117:743-753",
    horizonYears: 10,
    ages: { min: 30, max: 74 },
    missingInputsCode: 'M1160',
    requiredInputs: ['sex', 'age', 'systolicBp', 'bpTreated', 'smoker', 'diabetic'],
    referenceProfile: framinghamNormal,
  },
  '11': {
    outcome: 'ascvd',
    equation: 'ACC/AHA Pooled Cohort Equations',
    citation:
      'Goff DC Jr et al. 2013 ACC/AHA Guideline on the Assessment of Cardiovascular Risk. Circulation 2014;129(25 Suppl 2):S49-S73',
    horizonYears: 10,
    ages: { min: 40, max: 79 },
    missingInputsCode: 'M1160',
    requiredInputs: [
      'sex',
      'age',
      'race',
      'totalCholesterol',
      'hdlCholesterol',
      'systolicBp',
      'bpTreated',
      'smoker',
      'diabetic',
    ],
    /** The optimal risk factors of Goff 2013. */
    referenceProfile: {
      totalCholesterol: 170,
      hdlCholesterol: 50,
      systolicBp: 110,
      bpTreated: false,
      smoker: false,
      diabetic: false,
    },
  },
  '13': {
    outcome: 'diabetes',
    equation: 'FINDRISC (Finnish Diabetes Risk Score)',
    citation:
      'Lindström J, Tuomilehto J. The diabetes risk score: a practical tool to predict type 2 diabetes risk. Diabetes Care 2003;26:725-731',
    citationNote: true,
    horizonYears: 10,
    ages: { min: 18, max: 120 },
    missingInputsCode: 'M1160',
    requiredInputs: [
      'sex',
      'age',
      'bmi',
      'waist',
      'dailyActivity',
      'dailyVegetables',
      'everBpMedication',
      'everHighGlucose',
      'familyDiabetes',
    ],
    /** The answers that score no points. */
    referenceProfile: {
      bmi: 24.9,
      dailyActivity: true,
      dailyVegetables: true,
      everBpMedication: false,
      everHighGlucose: false,
      familyDiabetes: 'none',
    },
  },
  '14': {
    outcome: 'heartAttack',
    equation: 'AHA PREVENT, coronary heart disease (base model)',
    citation: preventCitation,
    citationNote: true,
    horizonYears: 10,
    ages: { min: 30, max: 79 },
    missingInputsCode: 'M1160',
    requiredInputs: preventRequiredInputs,
    referenceProfile: preventOptimal,
    conditions: preventExclusions,
  },
  '5': {
    outcome: 'stroke',
    equation: 'AHA PREVENT, stroke (base model)',
    citation: preventCitation,
    citationNote: true,
    horizonYears: 10,
    ages: { min: 30, max: 79 },
    missingInputsCode: 'M1160',
    requiredInputs: preventRequiredInputs,
    referenceProfile: preventOptimal,
    conditions: preventExclusions,
  },
  'breast-cancer': {
    outcome: 'breastCancer',
    equation: 'Gail model (NCI Breast Cancer Risk Assessment Tool), Asian-American rates',
    citation:
      'Gail MH et al. Projecting individualized probabilities of developing breast cancer for white females who are being examined annually. J Natl Cancer Inst 1989;81:1879-1886; Matsuno RK et al. Projecting individualized absolute invasive breast cancer risk in Asian and Pacific Islander American women. J Natl Cancer Inst 2011;103:951-961',
    horizonYears: 5,
    /** NCI's BCRAT is for women 35 or older; five years from 85 end at 90, where its rate tables end. */
    ages: { min: 35, max: 85 },
    missingInputsCode: 'M1160',
    requiredInputs: [
      'sex',
      'age',
      'race',
      'breastCancerHistory',
      'ageAtMenarche',
      'ageAtFirstBirth',
      'breastBiopsies',
      'breastCancerRelatives',
    ],
    /** The lowest-risk category of each answer: menarche at 14 or later, first birth before 20, none affected. */
    referenceProfile: {
      ageAtMenarche: 14,
      ageAtFirstBirth: 19,
      breastBiopsies: 0,
      atypicalHyperplasia: 'no',
      breastCancerRelatives: 0,
    },
  },
  ckd: {
    outcome: 'chronicKidneyDisease',
    equation: 'QKidney-2010, moderate-severe chronic kidney disease (deprivation at the UK average)',
    citation:
      'Hippisley-Cox J, Coupland C. Predicting the risk of chronic kidney disease in men and women in England and Wales: prospective derivation and external validation of the QKidney Scores. BMC Fam Pract 2010;11:49',
    citationNote: true,
    horizonYears: 5,
    ages: { min: 35, max: 74 },
    missingInputsCode: 'M1160',
    requiredInputs: ['sex', 'age', 'race', 'bmi', 'systolicBp', 'bpTreated', 'diabetic', 'smokingStatus'],
    /** A person with no risk factors (QKidney's comparison): BMI 25, systolic 125 mmHg untreated, never smoked. */
    referenceProfile: { ...qkidneyNoRiskFactors, ...noneOf(qkidneyConditions) },
    disclaimer: 'clinrisk',
    conditions: qkidneyConditions,
  },
  esrd: {
    outcome: 'endStageRenalDisease',
    equation:
      'Kidney Failure Risk Equation, 4-variable, non-North-American (eGFR under 60); QKidney-2010 end-stage kidney disease (eGFR 60 or more, deprivation at the UK average)',
    citation:
      'Tangri N et al. A predictive model for progression of chronic kidney disease to kidney failure. JAMA 2011;305:1553-1559; Tangri N et al. Multinational assessment of accuracy of equations for predicting risk of kidney failure: a meta-analysis. JAMA 2016;315:164-174; Hippisley-Cox J, Coupland C. BMC Fam Pract 2010;11:49',
    citationNote: true,
    horizonYears: 5,
    /** KFRE: adults (18-100); QKidney, for an eGFR of 60 or more: 35-74, which its answer enforces. */
    ages: { min: 18, max: 100 },
    missingInputsCode: 'M1160',
    /** eGFR picks the equation; KFRE also needs the urine ACR, QKidney the rest. */
    requiredInputs: [
      'sex',
      'age',
      'egfr',
      'race',
      'bmi',
      'systolicBp',
      'bpTreated',
      'diabetic',
      'smokingStatus',
    ],
    /** A normal urine ACR (KFRE); QKidney's person with no risk factors. eGFR is not reset: it picks the equation. */
    referenceProfile: { urineAcr: 10, ...qkidneyNoRiskFactors, ...noneOf(qkidneyEndStageConditions) },
    disclaimer: 'clinrisk',
    disclaimerVariants: ['qkidney'],
    conditions: qkidneyEndStageConditions,
  },
  'lung-cancer': {
    outcome: 'lungCancer',
    equation: 'PLCOm2012',
    citation:
      'Tammemägi MC, Katki HA, Hocking WG et al. Selection criteria for lung-cancer screening. N Engl J Med 2013;368:728-736',
    citationNote: true,
    horizonYears: 6,
    /** PLCO enrolled people aged 55-74; the equation is for people who have ever smoked. */
    ages: { min: 55, max: 74 },
    missingInputsCode: 'M1160',
    /** `yearsSinceQuit` is 0 for a current smoker (not asked); a never-smoker gets no number (not applicable). */
    requiredInputs: [
      'age',
      'race',
      'educationLevel',
      'bmi',
      'smokingStatus',
      'cigarettesPerDay',
      'smokingYears',
      'yearsSinceQuit',
    ],
    /**
     * Not the paper's centring values (age 62, some college, BMI 27, 25 a day for 27 years, quit 10 years ago:
     * the average PLCO ever-smoker, not a healthy level): a former smoker (quitting, for a current smoker)
     * without COPD, past cancer or lung cancer in the family. Smoking history, BMI (whose coefficient is
     * negative), education and race keep the person's own values.
     */
    referenceProfile: { smokingStatus: 'former', copd: false, cancerHistory: false, familyLungCancer: false },
    conditions: ['copd', 'cancerHistory', 'familyLungCancer'],
  },
  'metabolic-syndrome': {
    outcome: 'metabolicSyndrome',
    equation: 'NCEP ATP III metabolic syndrome, Korean waist cut-offs',
    citation:
      'Grundy SM et al. Circulation 2005;112:2735-2752; Lee SY et al. Diabetes Res Clin Pract 2007;75:72-80',
    citationNote: true,
    horizonYears: null,
    ages: { min: 20, max: 120 },
    missingInputsCode: 'M1087',
    requiredInputs: [
      'sex',
      'waist',
      'triglyceride',
      'hdlCholesterol',
      'systolicBp',
      'diastolicBp',
      'bpTreated',
      'fastingGlucose',
      'diabetic',
    ],
    referenceProfile: {},
  },
  vte: {
    outcome: 'venousThromboembolism',
    equation: 'QThrombosis-2011',
    citation:
      'Hippisley-Cox J, Coupland C. Development and validation of risk prediction algorithm (QThrombosis) to estimate future risk of venous thromboembolism: prospective cohort study. BMJ 2011;343:d4656',
    citationNote: true,
    horizonYears: 5,
    ages: { min: 25, max: 84 },
    missingInputsCode: 'M1160',
    /** A current smoker is also asked cigarettes a day (ClinRisk's smoking categories); a woman's HRT not answered is none. */
    requiredInputs: ['sex', 'age', 'bmi', 'smokingStatus'],
    referenceProfile: { bmi: 22, smokingStatus: 'never', hrt: 'none', ...noneOf(qthrombosisConditions) },
    disclaimer: 'clinrisk',
    conditions: qthrombosisConditions,
  },
  'osteoporotic-fracture': {
    outcome: 'osteoporoticFracture',
    equation: 'QFracture-2012, osteoporotic fracture (hip, spine, wrist or shoulder)',
    citation: qfractureCitation,
    citationNote: true,
    horizonYears: 10,
    ages: { min: 30, max: 100 },
    missingInputsCode: 'M1160',
    /** Also cigarettes a day for a current smoker and the diabetes type for a person with diabetes. */
    requiredInputs: qfractureRequiredInputs,
    referenceProfile: { ...qfractureNoRiskFactors, ...noneOf(qfractureConditions) },
    disclaimer: 'clinrisk',
    conditions: qfractureConditions,
  },
  'hip-fracture': {
    outcome: 'hipFracture',
    equation: 'QFracture-2012, hip fracture',
    citation: qfractureCitation,
    citationNote: true,
    horizonYears: 10,
    ages: { min: 30, max: 100 },
    missingInputsCode: 'M1160',
    requiredInputs: qfractureRequiredInputs,
    referenceProfile: { ...qfractureNoRiskFactors, ...noneOf(qfractureHipConditions) },
    disclaimer: 'clinrisk',
    conditions: qfractureHipConditions,
  },
} as const satisfies Record<string, PredictionModelInfo>;

export type PredictionModelId = keyof typeof predictionModels;
export const predictionModelIds = Object.keys(predictionModels) as PredictionModelId[];

/**
 * The heart-age tables of D'Agostino 2008 end at "over 80": a body age above it extends the equation past the
 * ages of its data (30-74), and screens say so.
 */
export const heartAgeTableMax = 80;

/**
 * Other names a model answers to: spec id 12 (diabetes) is FINDRISC like 13; the outcome slugs 'heart-attack' and
 * 'stroke' name the spec's models 14 and 5.
 */
export const predictionModelAliases: Readonly<Record<string, PredictionModelId>> = {
  '12': '13',
  'heart-attack': '14',
  stroke: '5',
};

export function predictionModelIdOf(pathModel: string): PredictionModelId | null {
  // Own keys only: a path such as `toString` names no model, whatever every object inherits.
  if (Object.hasOwn(predictionModels, pathModel)) return pathModel as PredictionModelId;
  return Object.hasOwn(predictionModelAliases, pathModel)
    ? (predictionModelAliases[pathModel] ?? null)
    : null;
}

/** The model that predicts an outcome, or null when no open validated equation is offered for it. */
export function modelOfOutcome(outcome: PredictionOutcomeKey): PredictionModelId | null {
  const found = predictionModelIds.find((id) => predictionModels[id].outcome === outcome);
  return found ?? null;
}

/** The disclaimer a result of `modelId` that ran `variant` must carry, or null. */
export function disclaimerOf(modelId: PredictionModelId, variant: string | undefined): 'clinrisk' | null {
  const info: PredictionModelInfo = predictionModels[modelId];
  if (!info.disclaimer) return null;
  if (info.disclaimerVariants && !(variant !== undefined && info.disclaimerVariants.includes(variant)))
    return null;
  return info.disclaimer;
}

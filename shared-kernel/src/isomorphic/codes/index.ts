// Code lists of spec sections 3, 4 and 9, spelled as the wire carries them.

export const nativeResultCodes = {
  SUCCESS: -1,
  UNKNOWN: 0,
  USER_CANCEL: 1,
  LOGIN_ERROR: 2,
  HEALTH_DATA_LOAD_FAIL: 3,
  TREATMENT_DATA_LOAD_FAIL: 4,
  HEALTH_DATA_SAVE_FAIL: 5,
  TREATMENT_DATA_SAVE_FAIL: 6,
  DATA_LOAD_FAIL: 7,
  DATA_SAVE_FAIL: 8,
} as const;
export type NativeResultCode = (typeof nativeResultCodes)[keyof typeof nativeResultCodes];

type CodeOf<T extends Readonly<Record<string, string>>> = T[keyof T];

/** userGenderCode */
export const genderCodes = { male: '0001', female: '0002' } as const;
export type GenderCode = CodeOf<typeof genderCodes>;

export const healthGradeCodes = {
  normal: '0001',
  cautionA: '0002',
  cautionB: '0003',
  danger: '0004',
  diseaseSuspicion: '0005',
} as const;
export type HealthGradeCode = CodeOf<typeof healthGradeCodes>;

/** Grade of a guide range as the record carries it (spec section 9: 2 normal, 1 caution, 0 danger). */
export const guideGrades = { normal: 2, caution: 1, danger: 0 } as const;
export type GuideGrade = (typeof guideGrades)[keyof typeof guideGrades];

export const channelTypeCodes = { my: '0001', family: '0002' } as const;
export type ChannelTypeCode = CodeOf<typeof channelTypeCodes>;

export const invitationCodes = { invite: '0001', participate: '0002', reject: '0003' } as const;
export type InvitationCode = CodeOf<typeof invitationCodes>;

/** deviceTypeCode of a health-app connection. */
export const deviceTypeCodes = { googleFit: '0001', samsungHealth: '0002', appleHealth: '0003' } as const;
export type DeviceTypeCode = CodeOf<typeof deviceTypeCodes>;

/** tkmdSttusCode */
export const medicationStatusCodes = {
  notTaking: '0001',
  taking: '0002',
  scheduled: '0003',
  unchecked: '0004',
} as const;
export type MedicationStatusCode = CodeOf<typeof medicationStatusCodes>;

/** goalSttusCode; which code means which routine state is chosen in `routines/codes.ts` (`goalStatus`). */
export const goalStatusCodes = ['0001', '0002', '0003'] as const;
export type GoalStatusCode = (typeof goalStatusCodes)[number];

/** helthGoalItemCode */
export const healthGoalItemCodes = { weight: '0001', waist: '0002' } as const;
export type HealthGoalItemCode = CodeOf<typeof healthGoalItemCodes>;

/** dowCode */
export const weekdayCodes = {
  sunday: '0001',
  monday: '0002',
  tuesday: '0003',
  wednesday: '0004',
  thursday: '0005',
  friday: '0006',
  saturday: '0007',
} as const;
export type WeekdayCode = CodeOf<typeof weekdayCodes>;

/** exrciseTodCode */
export const timeOfDayCodes = { dawn: '0001', morning: '0002', afternoon: '0003', evening: '0004' } as const;
export type TimeOfDay = keyof typeof timeOfDayCodes;
export type TimeOfDayCode = CodeOf<typeof timeOfDayCodes>;

export const exerciseTypeCodes = { walking: '0001', running: '0002' } as const;
export type ExerciseTypeCode = CodeOf<typeof exerciseTypeCodes>;

/** Fitness levels, lowest first; the spec names only the ends (low to advanced). */
export const exerciseLevelCodes = ['0001', '0002', '0003', '0004', '0005'] as const;
export type ExerciseLevelCode = (typeof exerciseLevelCodes)[number];

/** Exercise item categories; the spec gives a code only for the "total" pseudo-category. */
export const exerciseCategories = [
  'flexibility',
  'mat',
  'stairs',
  'walking',
  'run',
  'bike',
  'everydayLife',
  'sports',
] as const;
export type ExerciseCategory = (typeof exerciseCategories)[number];
export const exerciseCategoryTotalCode = '9999';

/** exrciseCreatTypeCode */
export const exerciseCreationTypeCodes = { recommended: '0001', manual: '0002' } as const;
export type ExerciseCreationTypeCode = CodeOf<typeof exerciseCreationTypeCodes>;

export const recordingTypeCodes = { auto: '0001', manual: '0002' } as const;
export type RecordingTypeCode = CodeOf<typeof recordingTypeCodes>;

/** Categories of a health-data Observation. */
export const observationCategories = [
  'social-history',
  'vital-signs',
  'imaging',
  'laboratory',
  'procedure',
  'survey',
  'exam',
  'therapy',
  'activity',
] as const;
export type ObservationCategory = (typeof observationCategories)[number];

/** The spec's date, month and year, and the hours of one day, which the day chart draws (issue 35). */
export const aggregationTypes = ['hour', 'date', 'month', 'year'] as const;
export type AggregationType = (typeof aggregationTypes)[number];

export const aggregationFunctions = ['average', 'sum', 'maximum', 'minimum', 'std-dev', 'variance'] as const;
export type AggregationFunction = (typeof aggregationFunctions)[number];

/** Image size limits of spec section 9 (the spec gives the numbers without a unit). */
export const imageSizeLimits = {
  default: 1000,
  channelProfile: 320,
  channelBackground: 960,
  userProfile: 160,
  board: 1000,
} as const;

/** End date of a medication plan that has no end. */
export const noEndDate = '9999-12-31T23:59:59';

export const defaultTimeZone = 'Asia/Seoul';

/** HH:mm */
export const defaultMedicationTimes = {
  afterWaking: '07:00',
  morning: '08:00',
  afternoon: '13:00',
  night: '19:00',
  beforeBed: '22:00',
} as const;

/** Approximate millilitres in one glass of each drink. */
export const glassSizesMl = { soju: 45, beer: 180, wine: 100, spirits: 30 } as const;

/** Length of a routine, in days. */
export const routineDays = { min: 7, max: 371 } as const;

/** Why a person withdraws (unregister reason); `other` asks for their own words. */
export const withdrawalReasonCodes = {
  rarelyUsed: '0001',
  privacy: '0002',
  hardToUse: '0003',
  missingFeatures: '0004',
  other: '0005',
} as const;
export type WithdrawalReasonCode = CodeOf<typeof withdrawalReasonCodes>;

/** What a phone verification code is for: each code works only for its purpose (and its user, when logged in). */
export const verificationPurposes = [
  'register',
  'findId',
  'resetPassword',
  'changePhone',
  'transfer',
] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** Rules of SMS verification codes, shared by the API that enforces them and the screens that show them. */
export const phoneVerificationLimits = {
  codeLength: 6,
  /** A code can be checked for this long after it was sent (the screen's countdown). */
  codeLifetimeSeconds: 180,
  /** Another code for the same number and purpose can be asked for after this long (else M0089). */
  resendAfterSeconds: 60,
  /** Codes one number can receive for one purpose within an hour (else M0089). */
  maxSendsPerHour: 5,
  /** Wrong codes allowed before the code stops working. */
  maxAttempts: 5,
  /** A verified number must be used (sign-up, reset...) within this long. */
  verifiedUseSeconds: 1800,
} as const;

/** Largest profile photo the API keeps, in bytes once decoded (the picture is at most 160 px a side). */
export const profilePhotoMaxBytes = 200 * 1024;

/** Indices derived from life-logs (spec section 3), with their display units. */
export const healthIndexes = {
  bodyMassIndex: { unit: 'kg/m2' },
  waistHipRatio: { unit: '' },
  basalMetabolicRate: { unit: 'kcal/day' },
  fatFreeMassIndex: { unit: 'kg/m2' },
} as const;
export type HealthIndexKey = keyof typeof healthIndexes;
export const healthIndexKeys = Object.keys(healthIndexes) as HealthIndexKey[];

/**
 * Items of a health checkup summary (spec section 1). Each is a contained Observation of the checkup's
 * DiagnosticReport, coded with this key (system `checkupItem`) and LOINC where one exists.
 */
export const checkupItemKeys = [
  'height',
  'weight',
  'waistCircumference',
  'bodyMassIndex',
  'visionLeft',
  'visionRight',
  'hearingLeft',
  'hearingRight',
  'systolicBloodPressure',
  'diastolicBloodPressure',
  'fastingBloodSugar',
  'totalCholesterol',
  'hdlCholesterol',
  'triglyceride',
  'ldlCholesterol',
  'hemoglobin',
  'urineProtein',
  'serumCreatinine',
  'egfr',
  'ast',
  'alt',
  'gammaGtp',
] as const;
export type CheckupItemKey = (typeof checkupItemKeys)[number];

/** Results of qualitative checkup items (hearing, urine protein), as `valueString` carries them. */
export const checkupQualitativeResults = ['normal', 'abnormal', 'negative', 'trace', 'positive'] as const;
export type CheckupQualitativeResult = (typeof checkupQualitativeResults)[number];

/**
 * Checkup judgements (spec section 4). The spec names them without codes; these codes follow its order.
 * `normalB` is the borderline result, `leaveCare` a finding that needs no follow-up.
 */
export const checkupJudgementCodes = {
  normalA: '0001',
  normalB: '0002',
  healthCaution: '0003',
  suspectedDisease: '0004',
  hypertensionDiabetesSuspected: '0005',
  existingPatient: '0006',
  generalDisease: '0007',
  occupationalDisease: '0008',
  simpleCare: '0009',
  leaveCare: '0010',
} as const;
export type CheckupJudgementCode = CodeOf<typeof checkupJudgementCodes>;

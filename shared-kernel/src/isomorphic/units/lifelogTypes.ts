export interface LifelogValue {
  /** Value name on the wire (`stepCount`, `sbp`...). */
  readonly name: string;
  /** Unit as the app displays it. */
  readonly unit?: string;
  /** The same unit as a UCUM code, for FHIR `valueQuantity.code`. */
  readonly ucum?: string;
}

export interface LifelogType {
  readonly values: readonly LifelogValue[];
  /** Whether a person may register the value by hand (spec section 5). */
  readonly manualEntry: boolean;
  /**
   * Decimal places kept when rounding: spec section 9's, and for water, body fat, pressure, heart rate and
   * sleep the precision they are measured to. Absent where no precision is fixed (laboratory values).
   */
  readonly decimals?: number;
}

/**
 * Life-log types of spec section 3, keyed by type key; the possible range of each value is in
 * `measurementRanges`. Sleep is one record per night: its effective period runs from asleep to awake, its value
 * is the minutes asleep. Total cholesterol can be entered by hand beyond spec section 5's list: without a
 * checkup it is the only way to the predictions that need it (body age, coronary, ASCVD).
 */
export const lifelogTypes = {
  step: { values: [{ name: 'stepCount', unit: 'steps', ucum: '{steps}' }], manualEntry: false, decimals: 0 },
  meal: {
    values: [{ name: 'waterIntake', unit: 'ml', ucum: 'mL' }],
    manualEntry: true,
    decimals: 0,
  },
  weight: {
    values: [{ name: 'weight', unit: 'kg', ucum: 'kg' }],
    manualEntry: true,
    decimals: 1,
  },
  heartRate: { values: [{ name: 'heartRate', unit: 'bpm', ucum: '/min' }], manualEntry: false, decimals: 0 },
  bodyComposition: {
    values: [{ name: 'percentageBodyFat', unit: '%', ucum: '%' }],
    manualEntry: true,
    decimals: 1,
  },
  hipCircumference: {
    values: [{ name: 'hipCircumference', unit: 'cm', ucum: 'cm' }],
    manualEntry: true,
    decimals: 1,
  },
  waistCircumference: {
    values: [{ name: 'waistCircumference', unit: 'cm', ucum: 'cm' }],
    manualEntry: true,
    decimals: 1,
  },
  height: {
    values: [{ name: 'height', unit: 'cm', ucum: 'cm' }],
    manualEntry: false,
    decimals: 1,
  },
  bloodGlucose: {
    values: [{ name: 'bloodSugarLevel', unit: 'mg/dL', ucum: 'mg/dL' }],
    manualEntry: true,
    decimals: 1,
  },
  bloodPressure: {
    values: [
      { name: 'sbp', unit: 'mmHg', ucum: 'mm[Hg]' },
      { name: 'dbp', unit: 'mmHg', ucum: 'mm[Hg]' },
    ],
    manualEntry: true,
    decimals: 0,
  },
  sleep: { values: [{ name: 'sleepDuration', unit: 'min', ucum: 'min' }], manualEntry: false, decimals: 0 },
  triglyceride: {
    values: [{ name: 'triglyceride', unit: 'mg/dL', ucum: 'mg/dL' }],
    manualEntry: true,
    decimals: 1,
  },
  hdlCholesterol: {
    values: [{ name: 'hdlCholesterol', unit: 'mg/dL', ucum: 'mg/dL' }],
    manualEntry: true,
    decimals: 1,
  },
  totalCholesterol: {
    values: [{ name: 'totalCholesterolQuantification', unit: 'mg/dL', ucum: 'mg/dL' }],
    manualEntry: true,
    decimals: 1,
  },
  gammaGtp: { values: [{ name: 'gammaGtp', unit: 'U/L', ucum: 'U/L' }], manualEntry: false },
  hemoglobin: { values: [{ name: 'hemoglobin', unit: 'g/dL', ucum: 'g/dL' }], manualEntry: false },
  hbA1c: { values: [{ name: 'hbA1c', unit: '%', ucum: '%' }], manualEntry: false },
} as const satisfies Record<string, LifelogType>;

export type LifelogTypeKey = keyof typeof lifelogTypes;

export const lifelogTypeKeys = Object.keys(lifelogTypes) as LifelogTypeKey[];

export function isLifelogTypeKey(value: unknown): value is LifelogTypeKey {
  return typeof value === 'string' && Object.hasOwn(lifelogTypes, value);
}

/** Blood-glucose `testType` when the measurement time is not given. */
export const unspecifiedGlucoseTestType = -1;

/** Blood-glucose measurement times; the spec names three of the five codes. */
export const glucoseMeasurementTimeCodes = {
  fasting: '80001',
  afterMeal: '80002',
  beforeMeal: '80011',
} as const;
export const allGlucoseMeasurementTimeCodes = ['80001', '80002', '80011', '80012', '80013'] as const;
export type GlucoseMeasurementTimeCode = (typeof allGlucoseMeasurementTimeCodes)[number];

/**
 * `lifelogTypeCode` of each type (route parameter of `lifelogDetailPage`, and what the native host sends). The
 * spec gives the range 0008-0019 without the mapping: these follow the order of spec section 3. Types past the
 * twelve codes are addressed by their key.
 */
export const lifelogTypeCodes = {
  step: '0008',
  meal: '0009',
  weight: '0010',
  heartRate: '0011',
  bodyComposition: '0012',
  hipCircumference: '0013',
  waistCircumference: '0014',
  height: '0015',
  bloodGlucose: '0016',
  bloodPressure: '0017',
  sleep: '0018',
  triglyceride: '0019',
} as const satisfies Partial<Record<LifelogTypeKey, string>>;

/** The type a `lifelogTypeCode` parameter names: one of the codes above, or a type key. */
export function lifelogTypeFromParam(param: string | null | undefined): LifelogTypeKey | null {
  if (!param) return null;
  if (isLifelogTypeKey(param)) return param;
  const entry = Object.entries(lifelogTypeCodes).find(([, code]) => code === param);
  return entry ? (entry[0] as LifelogTypeKey) : null;
}

/** The parameter that names a type in a URL: its code where it has one, else its key. */
export function lifelogTypeParam(typeKey: LifelogTypeKey): string {
  return (lifelogTypeCodes as Partial<Record<LifelogTypeKey, string>>)[typeKey] ?? typeKey;
}

export const manualLifelogTypeKeys = lifelogTypeKeys.filter((key) => lifelogTypes[key].manualEntry);

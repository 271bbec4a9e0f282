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
  /** Decimal places kept when rounding (spec section 9); absent when the spec sets none. */
  readonly decimals?: number;
  readonly min?: number;
  readonly max?: number;
}

/**
 * Life-log types of spec section 3, keyed by type key. The spec says type codes range 0008-0019 without
 * saying which is which, so the catalogue deliberately carries no type code.
 */
export const lifelogTypes = {
  step: { values: [{ name: 'stepCount', unit: 'steps', ucum: '{steps}' }], manualEntry: false, decimals: 0 },
  meal: { values: [{ name: 'waterIntake', unit: 'ml', ucum: 'mL' }], manualEntry: true },
  weight: {
    values: [{ name: 'weight', unit: 'kg', ucum: 'kg' }],
    manualEntry: true,
    decimals: 1,
    min: 1,
    max: 1000,
  },
  heartRate: { values: [{ name: 'heartRate', unit: 'bpm', ucum: '/min' }], manualEntry: false },
  bodyComposition: { values: [{ name: 'percentageBodyFat', unit: '%', ucum: '%' }], manualEntry: true },
  hipCircumference: {
    values: [{ name: 'hipCircumference', unit: 'cm', ucum: 'cm' }],
    manualEntry: true,
    decimals: 1,
    min: 1,
    max: 500,
  },
  waistCircumference: {
    values: [{ name: 'waistCircumference', unit: 'cm', ucum: 'cm' }],
    manualEntry: true,
    decimals: 1,
    min: 1,
    max: 500,
  },
  height: {
    values: [{ name: 'height', unit: 'cm', ucum: 'cm' }],
    manualEntry: false,
    decimals: 1,
    min: 1,
    max: 500,
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
  },
  sleep: { values: [{ name: 'asleep' }, { name: 'awake' }], manualEntry: false },
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
    manualEntry: false,
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

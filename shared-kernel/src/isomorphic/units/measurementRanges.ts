import type { LifelogTypeKey } from './lifelogTypes';

/** The values a measurement can take, both ends included, in the unit the catalogue gives it. */
export interface MeasurementRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The possible range of each value a person can record (by hand, or imported from a health app), by type and
 * value name. A value outside it is a typing or device mistake, never a reading: the entry form and the API
 * refuse it and the health-app import leaves it out (counted as skipped), so that no grade, chart or prediction
 * is ever drawn from it.
 *
 * Sources (platform-api/README.md lists them too):
 * - weight, height, waist and hip: spec sections 5 and 9 (their own M-codes M0134, M0136-M0138);
 * - blood pressure and lipids: the limits of biologically possible values that the NCD Risk Factor
 *   Collaboration (NCD-RisC, with WHO) applies to every survey it pools (its `cleaning_functions.R`,
 *   github.com/NCD-RisC/Code-standardisation): systolic 70-270 and diastolic 30-150 mmHg; total cholesterol
 *   1.75-20, HDL 0.4-5 and triglycerides 0.2-20 mmol/L, converted with its own factors (cholesterol / 0.0259,
 *   triglycerides / 0.0113) and widened to whole mg/dL;
 * - blood glucose: the measuring range of common home glucose meters (ISO 15197), which show LO below 20 and
 *   HI above 600 mg/dL: a self-measured value cannot lie outside it (NCD-RisC's 2-30 mmol/L for fasting surveys would
 *   refuse a real hypoglycaemia);
 * - body fat: from essential fat, about 3 % of body weight (ACSM's Guidelines for Exercise Testing and
 *   Prescription), to 75 %, well above any body fat measured even in severe obesity;
 * - water: one drink of 1 ml to 5 l; more at once is beyond what the kidneys clear in hours (about 1 l an
 *   hour) and is water intoxication, not a record.
 * Blood pressure also needs the systolic above the diastolic (`lifelogValueProblem`).
 */
export const measurementRanges = {
  weight: { weight: { min: 1, max: 1000 } },
  height: { height: { min: 1, max: 500 } },
  waistCircumference: { waistCircumference: { min: 1, max: 500 } },
  hipCircumference: { hipCircumference: { min: 1, max: 500 } },
  bloodPressure: { sbp: { min: 70, max: 270 }, dbp: { min: 30, max: 150 } },
  totalCholesterol: { totalCholesterolQuantification: { min: 67, max: 773 } },
  hdlCholesterol: { hdlCholesterol: { min: 15, max: 194 } },
  triglyceride: { triglyceride: { min: 17, max: 1770 } },
  bloodGlucose: { bloodSugarLevel: { min: 20, max: 600 } },
  bodyComposition: { percentageBodyFat: { min: 3, max: 75 } },
  meal: { waterIntake: { min: 1, max: 5000 } },
} as const satisfies Partial<Record<LifelogTypeKey, Readonly<Record<string, MeasurementRange>>>>;

/** The possible range of a value of a type; undefined for values without one (steps, heart rate, sleep...). */
export function measurementRangeOf(typeKey: LifelogTypeKey, valueName: string): MeasurementRange | undefined {
  const ranges: Readonly<Record<string, MeasurementRange>> | undefined = (
    measurementRanges as Partial<Record<LifelogTypeKey, Readonly<Record<string, MeasurementRange>>>>
  )[typeKey];
  return ranges && Object.hasOwn(ranges, valueName) ? ranges[valueName] : undefined;
}

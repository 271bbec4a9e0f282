import type { MCode } from '../mcodes';
import { roundTo } from '../numbers';
import {
  allGlucoseMeasurementTimeCodes,
  lifelogTypes,
  type LifelogType,
  type LifelogTypeKey,
} from '../units/lifelogTypes';
import { measurementRangeOf, type MeasurementRange } from '../units/measurementRanges';
import type { GenericMessageKey, MessageParams } from './messages';
import {
  bloodPressureSchema,
  formSchema,
  hipCircumferenceSchema,
  waistCircumferenceSchema,
  weightSchema,
  type FieldSchema,
  type FormSchema,
} from './schemas';

/**
 * Values whose range has its own M-code: spec section 5's body measurements, and each blood pressure (the
 * form takes both in one field, so the message says which one is out of range). Every other value says
 * M1122, "outside the possible range {min}-{max} {unit}".
 */
const rangeMessages: Readonly<Record<string, MCode>> = {
  weight: 'M0134',
  height: 'M0136',
  waistCircumference: 'M0137',
  hipCircumference: 'M0138',
  sbp: 'M1123',
  dbp: 'M1124',
};
const outsidePossibleRange: MCode = 'M1122';
/** The range messages whose text takes `{{min}}` and `{{max}}`. */
const rangedMessages: ReadonlySet<MCode> = new Set(['M1122', 'M1123', 'M1124']);
const systolicNotAboveDiastolic: MCode = 'M1121';

/** M0135 says "one decimal place at most": for values kept whole (water, pressure) say so instead. */
function decimalsMessage(decimals: number): MCode | GenericMessageKey {
  return decimals === 0 ? 'generic.wholeNumber' : 'M0135';
}

/**
 * A typed value of the entry form: a number with the type's decimals. Its possible range is judged by
 * `lifelogValueProblem`, whose message names the range with its unit.
 */
function valueSchema(type: LifelogType): FieldSchema {
  return {
    type: 'number',
    ...(type.decimals !== undefined
      ? { 'x-maxDecimals': type.decimals, 'x-messages': { 'x-maxDecimals': decimalsMessage(type.decimals) } }
      : {}),
  };
}

export const glucoseMeasurementTimeSchema = {
  type: 'string',
  enum: allGlucoseMeasurementTimeCodes,
} as const satisfies FieldSchema;

/**
 * The manual-entry form of each registrable type (spec section 5, and total cholesterol): pressure is typed
 * `systolic/diastolic`.
 */
export const lifelogEntryFormSchemas = {
  waistCircumference: formSchema({ waistCircumference: waistCircumferenceSchema }, ['waistCircumference']),
  bloodGlucose: formSchema(
    {
      bloodSugarLevel: valueSchema(lifelogTypes.bloodGlucose),
      measurementTime: glucoseMeasurementTimeSchema,
    },
    ['bloodSugarLevel'],
  ),
  bloodPressure: formSchema({ bloodPressure: bloodPressureSchema }, ['bloodPressure']),
  meal: formSchema({ waterIntake: valueSchema(lifelogTypes.meal) }, ['waterIntake']),
  weight: formSchema({ weight: weightSchema }, ['weight']),
  bodyComposition: formSchema({ percentageBodyFat: valueSchema(lifelogTypes.bodyComposition) }, [
    'percentageBodyFat',
  ]),
  hipCircumference: formSchema({ hipCircumference: hipCircumferenceSchema }, ['hipCircumference']),
  triglyceride: formSchema({ triglyceride: valueSchema(lifelogTypes.triglyceride) }, ['triglyceride']),
  hdlCholesterol: formSchema({ hdlCholesterol: valueSchema(lifelogTypes.hdlCholesterol) }, [
    'hdlCholesterol',
  ]),
  totalCholesterol: formSchema(
    { totalCholesterolQuantification: valueSchema(lifelogTypes.totalCholesterol) },
    ['totalCholesterolQuantification'],
  ),
} as const satisfies Partial<Record<LifelogTypeKey, FormSchema>>;

export type ManualLifelogTypeKey = keyof typeof lifelogEntryFormSchemas;

export function isManualLifelogType(typeKey: LifelogTypeKey): typeKey is ManualLifelogTypeKey {
  return Object.hasOwn(lifelogEntryFormSchemas, typeKey);
}

export interface LifelogValueProblem {
  /** The value name (`weight`, `sbp`...). */
  readonly valueName: string;
  readonly code: MCode | GenericMessageKey;
  readonly params?: MessageParams;
}

/**
 * The message of a value outside its range. Spec section 5's codes (M0134...) state their range in their text;
 * the others take it as `min` and `max`, and M1122 the unit too, with its space, so that the API's text (which
 * can carry numbers only) still reads whole without it.
 */
function rangeProblem(
  valueName: string,
  range: MeasurementRange,
  unit: string | undefined,
): LifelogValueProblem {
  const ownMessage = rangeMessages[valueName];
  if (ownMessage && !rangedMessages.has(ownMessage)) return { valueName, code: ownMessage };
  const code = ownMessage ?? outsidePossibleRange;
  const params = {
    min: range.min,
    max: range.max,
    ...(unit && code === outsidePossibleRange && { unit: ` ${unit}` }),
  };
  return { valueName, code, params };
}

/**
 * The first value of a record that breaks its type's limits: its possible range (`measurementRanges`) and, for
 * types a person enters by hand, the decimals; then a blood pressure's systolic above its diastolic (M1121).
 * The entry form, the health-app import and the API run it on every record.
 */
export function lifelogValueProblem(
  typeKey: LifelogTypeKey,
  values: Readonly<Record<string, number>>,
): LifelogValueProblem | null {
  const type: LifelogType = lifelogTypes[typeKey];
  for (const { name, unit } of type.values) {
    const value = values[name];
    if (value === undefined) continue;
    if (!Number.isFinite(value)) return { valueName: name, code: 'generic.number' };
    const range = measurementRangeOf(typeKey, name);
    if (range && (value < range.min || value > range.max)) return rangeProblem(name, range, unit);
    if (type.manualEntry && type.decimals !== undefined && roundTo(value, type.decimals) !== value) {
      return { valueName: name, code: decimalsMessage(type.decimals) };
    }
  }
  const { sbp, dbp } = values;
  if (typeKey === 'bloodPressure' && sbp !== undefined && dbp !== undefined && sbp <= dbp) {
    return { valueName: 'sbp', code: systolicNotAboveDiastolic };
  }
  return null;
}

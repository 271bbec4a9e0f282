import type { MCode } from '../mcodes';
import { roundTo } from '../numbers';
import {
  allGlucoseMeasurementTimeCodes,
  lifelogTypes,
  type LifelogType,
  type LifelogTypeKey,
} from '../units/lifelogTypes';
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

/** Value names whose range has its own M-code (spec section 5); the others say "between {min} and {max}". */
const rangeMessages: Readonly<Record<string, MCode>> = {
  weight: 'M0134',
  height: 'M0136',
  waistCircumference: 'M0137',
  hipCircumference: 'M0138',
};

/** M0135 says "one decimal place at most": for values kept whole (water, pressure) say so instead. */
function decimalsMessage(decimals: number): MCode | GenericMessageKey {
  return decimals === 0 ? 'generic.wholeNumber' : 'M0135';
}

function valueSchema(type: LifelogType): FieldSchema {
  return {
    type: 'number',
    ...(type.min !== undefined ? { minimum: type.min } : {}),
    ...(type.max !== undefined ? { maximum: type.max } : {}),
    ...(type.decimals !== undefined
      ? { 'x-maxDecimals': type.decimals, 'x-messages': { 'x-maxDecimals': decimalsMessage(type.decimals) } }
      : {}),
  };
}

export const glucoseMeasurementTimeSchema = {
  type: 'string',
  enum: allGlucoseMeasurementTimeCodes,
} as const satisfies FieldSchema;

/** The manual-entry form of each registrable type (spec section 5): pressure is typed `systolic/diastolic`. */
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
 * The first value of a record that breaks its type's limits: the range (every type that has one) and, for
 * types a person enters by hand, the decimals. The API runs it on every record it stores.
 */
export function lifelogValueProblem(
  typeKey: LifelogTypeKey,
  values: Readonly<Record<string, number>>,
): LifelogValueProblem | null {
  const type: LifelogType = lifelogTypes[typeKey];
  for (const { name } of type.values) {
    const value = values[name];
    if (value === undefined) continue;
    if (!Number.isFinite(value)) return { valueName: name, code: 'generic.number' };
    const outOfRange =
      (type.min !== undefined && value < type.min) || (type.max !== undefined && value > type.max);
    if (outOfRange) {
      const params = { min: type.min ?? '', max: type.max ?? '' };
      return { valueName: name, code: rangeMessages[name] ?? 'generic.between', params };
    }
    if (type.manualEntry && type.decimals !== undefined && roundTo(value, type.decimals) !== value) {
      return { valueName: name, code: decimalsMessage(type.decimals) };
    }
  }
  return null;
}

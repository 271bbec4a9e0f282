import { clampNumber, numberStep } from 'shared-kernel';
import {
  allGlucoseMeasurementTimeCodes,
  changedFields,
  errorsAfterChange,
  lifelogEntryFormSchemas,
  lifelogTypes,
  lifelogValueProblem,
  measurementRangeOf,
  roundLifelogValue,
  splitBloodPressure,
  validateForm,
  type FieldError,
  type FieldErrors,
  type FormSchema,
  type GlucoseMeasurementTimeCode,
  type LifelogRecord,
  type ManualLifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { instantOf, type WallClock } from './measuredAt';

/** The parts of the form that can be wrong, in the order they are shown (and focused). */
export const entryFields = ['value', 'measurementTime', 'measuredAt'] as const;
export type EntryField = (typeof entryFields)[number];

/** The form as typed. */
export interface TypedEntry {
  /** `130/85` for blood pressure, a number for every other type. */
  readonly value: string;
  /** A glucose measurement time code; empty when not given. */
  readonly measurementTime: string;
  readonly clock: WallClock;
}

/**
 * A kernel rule that failed, one of the form's own problems with the measurement's date and time, or the API's
 * own words about a value it refused.
 */
export type EntryProblem =
  | { readonly rule: FieldError }
  | { readonly text: 'invalidDateTime' | 'futureDateTime' }
  | { readonly message: string };
export type EntryProblems = Partial<Record<EntryField, EntryProblem>>;

/** What a valid form gives to build the record from. */
export interface CheckedEntry {
  readonly values: Record<string, number>;
  readonly measurementTime?: GlucoseMeasurementTimeCode;
  readonly effectiveDateTime: string;
}

/** The property of the type's entry schema that holds the typed value (its value name; pressure as typed). */
function schemaFieldOf(typeKey: ManualLifelogTypeKey): string {
  return typeKey === 'bloodPressure' ? 'bloodPressure' : valueNameOf(typeKey);
}

/** A type a person enters as one number: every manual type but blood pressure. */
export type SingleValueTypeKey = Exclude<ManualLifelogTypeKey, 'bloodPressure'>;

/** The record value a single-value type stores (`weight`, `bloodSugarLevel`...). */
export function valueNameOf(typeKey: SingleValueTypeKey): string {
  const [only] = lifelogTypes[typeKey].values;
  return only.name;
}

/** A typed number as the kernel's rules judge it: blank is "not given", anything else a number (maybe NaN). */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

export function isMeasurementTime(code: string): code is GlucoseMeasurementTimeCode {
  return (allGlucoseMeasurementTimeCodes as readonly string[]).includes(code);
}

/** What the entry schema judges: pressure as typed, numbers as numbers. */
function formValuesOf(typeKey: ManualLifelogTypeKey, entry: TypedEntry): Record<string, unknown> {
  if (typeKey === 'bloodPressure') return { bloodPressure: entry.value };
  const value = { [valueNameOf(typeKey)]: typedNumber(entry.value) };
  return typeKey === 'bloodGlucose' ? { ...value, measurementTime: entry.measurementTime } : value;
}

function recordValues(typeKey: ManualLifelogTypeKey, typed: string): Record<string, number> {
  if (typeKey === 'bloodPressure') {
    const pressure = splitBloodPressure(typed);
    return pressure ? { sbp: pressure.sbp, dbp: pressure.dbp } : {};
  }
  const value = typedNumber(typed);
  return value === undefined ? {} : { [valueNameOf(typeKey)]: value };
}

/** The form's text for a stored record: `sbp/dbp` for pressure, else the value. */
export function typedValueOf(record: LifelogRecord): string {
  if (record.typeKey === 'bloodPressure') return `${record.values.sbp ?? ''}/${record.values.dbp ?? ''}`;
  const [only] = lifelogTypes[record.typeKey].values;
  const value = only ? record.values[only.name] : undefined;
  return value === undefined ? '' : String(value);
}

/**
 * Judges the form with the kernel's entry schema of the type and its value limits (the same the API applies),
 * and the measurement's date and time, which must be real and not after `now`.
 */
export async function checkEntry(
  typeKey: ManualLifelogTypeKey,
  entry: TypedEntry,
  now: Date,
): Promise<{ problems: EntryProblems } | { entry: CheckedEntry }> {
  const schemaField = schemaFieldOf(typeKey);
  const schema: FormSchema = lifelogEntryFormSchemas[typeKey];
  const found: FieldErrors = await validateForm(schema, formValuesOf(typeKey, entry));

  const problems: EntryProblems = {};
  const schemaProblem = found[schemaField];
  const values = recordValues(typeKey, entry.value);
  const valueProblem = schemaProblem ? null : lifelogValueProblem(typeKey, values);
  if (schemaProblem) problems.value = { rule: schemaProblem };
  else if (valueProblem) problems.value = { rule: { code: valueProblem.code, params: valueProblem.params } };
  if (found.measurementTime) problems.measurementTime = { rule: found.measurementTime };

  const effectiveDateTime = instantOf(entry.clock);
  if (!effectiveDateTime) problems.measuredAt = { text: 'invalidDateTime' };
  else if (Date.parse(effectiveDateTime) > now.getTime()) problems.measuredAt = { text: 'futureDateTime' };

  if (Object.keys(problems).length > 0 || !effectiveDateTime) return { problems };
  return {
    entry: {
      values,
      ...(isMeasurementTime(entry.measurementTime) ? { measurementTime: entry.measurementTime } : {}),
      effectiveDateTime,
    },
  };
}

/** The form's parts each part of the typed entry belongs to. */
const entryFieldOfTyped: Readonly<Record<keyof TypedEntry, EntryField>> = {
  value: 'value',
  measurementTime: 'measurementTime',
  clock: 'measuredAt',
};

/** Each problem as a text of its own, so that two findings of the same problem compare equal. */
function keyed(problems: EntryProblems): Partial<Record<EntryField, string>> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, JSON.stringify(problem)]),
  );
}

/**
 * How the problems a form shows follow a change of the entry, by the kernel's rule for every form (issue 35.4):
 * a shown problem goes as soon as its part is valid and follows the part's current problem while it is not; a
 * refusal of the API under a part the person has not touched stays. Judged by `checkEntry`, as a save is.
 */
export async function recheckEntry(
  typeKey: ManualLifelogTypeKey,
  before: TypedEntry,
  after: TypedEntry,
  now: Date,
): Promise<(shown: EntryProblems) => EntryProblems> {
  const changed = changedFields({ ...before }, { ...after }).map(
    (name) => entryFieldOfTyped[name as keyof TypedEntry],
  );
  if (changed.length === 0) return (shown) => shown;
  const problemsOf = async (entry: TypedEntry): Promise<EntryProblems> => {
    const checked = await checkEntry(typeKey, entry, now);
    return 'problems' in checked ? checked.problems : {};
  };
  const [foundBefore, foundAfter] = await Promise.all([problemsOf(before), problemsOf(after)]);
  return (shown) => {
    const shownKeys = keyed(shown);
    const next = errorsAfterChange({
      shown: shownKeys,
      changed,
      foundBefore: keyed(foundBefore),
      foundAfter: keyed(foundAfter),
    });
    if (next === shownKeys) return shown;
    return Object.fromEntries(
      entryFields.flatMap((field) => {
        const problem = next[field] === shownKeys[field] ? shown[field] : foundAfter[field];
        return problem ? [[field, problem]] : [];
      }),
    );
  };
}

/** Plus and minus move by the number dialog's 0.1, or by 1 for a type kept in whole numbers (water, pressure). */
function stepOf(typeKey: ManualLifelogTypeKey): number {
  return lifelogTypes[typeKey].decimals === 0 ? 1 : numberStep;
}

/** The possible range of a single-value type's value (the number dialog's and the stepper's limits). */
export function valueRangeOf(typeKey: SingleValueTypeKey): { min?: number; max?: number } {
  return measurementRangeOf(typeKey, valueNameOf(typeKey)) ?? {};
}

/**
 * One press of plus (+1) or minus (-1) on a typed number, by the number dialog's rules: kept within the value's
 * possible range and never below 0; an empty or unreadable field starts from the lowest value.
 */
export function steppedValue(typeKey: SingleValueTypeKey, typed: string, direction: 1 | -1): string {
  const limits = valueRangeOf(typeKey);
  const current = typedNumber(typed);
  const next =
    current === undefined || Number.isNaN(current)
      ? clampNumber(0, limits)
      : clampNumber(current + direction * stepOf(typeKey), limits);
  return String(roundLifelogValue(typeKey, next));
}

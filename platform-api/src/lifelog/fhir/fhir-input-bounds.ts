import { ApiError } from '../../platform/http/api-error';
import { fhirErrorCodes } from './fhir-errors';

/**
 * The bounds of what FHIR input may hold, checked before the schema and before anything is written: PostgreSQL
 * refuses NUL in text and JSON, and lone surrogates in JSON; an index row holds about 2.7 kB; and a value no body
 * can have should never reach a statement.
 */
export const fhirInputBounds = {
  /** Any string. */
  stringLength: 10_000,
  /**
   * Strings that end up in an index (codes, systems, identifiers' values, references, ids, units): two of them
   * in one index row stay under PostgreSQL's limit even at 4 bytes a character.
   */
  indexedStringLength: 256,
  /** `meta` as JSON (profile, security, tag, source: the server sets versionId and lastUpdated). */
  metaLength: 4_096,
  /** Nesting of objects and arrays. */
  depth: 32,
  /** The magnitude of any number (no health value comes near; beyond it, float and numeric part ways). */
  numberMagnitude: 1e15,
  /** A search or operation parameter's value. */
  parameterLength: 2_048,
} as const;

const indexedKeys: ReadonlySet<string> = new Set([
  'system',
  'code',
  'value',
  'reference',
  'id',
  'unit',
  'versionId',
]);

/** A UTF-16 surrogate without its other half. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A NUL character (PostgreSQL text and JSON cannot hold it) or a lone surrogate (JSON cannot). */
export function hasUnstorableCharacter(value: string): boolean {
  return value.includes('\u0000') || loneSurrogate.test(value);
}

const invalidText = (field: string) => new ApiError(400, fhirErrorCodes.invalidText, { field });
const tooLarge = (field: string) => new ApiError(400, fhirErrorCodes.tooLarge, { field });

/** A text parameter (query value, header): 400 M1127 or M1128 naming `field` unless it can be stored. */
export function checkText(value: string, field: string, maxLength: number = fhirInputBounds.parameterLength) {
  if (hasUnstorableCharacter(value)) throw invalidText(field);
  if (value.length > maxLength) throw tooLarge(field);
}

function checkString(value: string, key: string | number, path: string): void {
  if (hasUnstorableCharacter(value)) throw invalidText(path);
  const limit =
    typeof key === 'string' && indexedKeys.has(key)
      ? fhirInputBounds.indexedStringLength
      : fhirInputBounds.stringLength;
  if (value.length > limit) throw tooLarge(path);
}

const childPath = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;

function checkValue(value: unknown, key: string | number, path: string, depth: number): void {
  if (typeof value === 'string') return checkString(value, key, path);
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > fhirInputBounds.numberMagnitude) throw tooLarge(path);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= fhirInputBounds.depth) throw tooLarge(path);
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(item, key, childPath(path, index), depth + 1));
    return;
  }
  for (const [name, item] of Object.entries(value)) {
    if (hasUnstorableCharacter(name)) throw invalidText(path);
    if (name.length > fhirInputBounds.indexedStringLength) throw tooLarge(path);
    if (name === 'meta' && item !== null && typeof item === 'object') {
      if (JSON.stringify(item).length > fhirInputBounds.metaLength) throw tooLarge(childPath(path, name));
    }
    checkValue(item, name, childPath(path, name), depth + 1);
  }
}

/**
 * Refuses JSON that cannot be stored or indexed as it is: a NUL or a lone surrogate in any string or key (400
 * M1127), a string, number, `meta` or nesting beyond `fhirInputBounds` (400 M1128), naming the FHIR path.
 * Items of an array are bounded like their property (`identifier[0].value` like `value`).
 */
export function checkStorableJson(value: unknown, path: string): void {
  checkValue(value, '', path, 0);
}

// The browser's form validation. Ajv turns each schema into a function with `new Function`, which the app's
// Content-Security-Policy forbids ('unsafe-eval'); jsonschema interprets the schema instead. The API judges the
// same schemas with Ajv, so this gives Ajv's verdicts and Ajv's errors in Ajv's order (a field shows its first
// failing rule), from the kernel keywords' shared definitions (kernelKeywords.ts).
import ucs2length from 'ajv/dist/runtime/ucs2length';
import {
  Validator,
  ValidatorResult,
  type CustomProperty,
  type Options,
  type Schema,
  type SchemaContext,
  type ValidationError,
} from 'jsonschema';
import {
  hasAtMostDecimals,
  isDifferentFromSibling,
  isKernelFormatName,
  isNormalizerName,
  isNotAfterToday,
  isNotBeforeToday,
  isSameAsSibling,
  kernelFormats,
  messageKeys,
  normalizers,
} from './kernelKeywords';
import type { FieldErrors } from './messages';
import { fieldErrorsOfFailures, type RuleFailure } from './ruleFailures';

type SchemaNode = Readonly<Record<string, unknown>>;

/**
 * The keywords the browser judges, in the order Ajv evaluates them (its `RULES` with the kernel's keywords):
 * those for any type first, then those of each type, whose group runs only on data of that type.
 */
const keywordGroups: readonly { readonly type?: string; readonly keywords: readonly string[] }[] = [
  { keywords: ['const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if', 'x-sameAs', 'x-differentFrom'] },
  {
    type: 'number',
    keywords: ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'x-maxDecimals'],
  },
  {
    type: 'string',
    keywords: [
      'x-normalize',
      'maxLength',
      'minLength',
      'pattern',
      'format',
      'x-notBeforeToday',
      'x-notAfterToday',
    ],
  },
  { type: 'array', keywords: ['maxItems', 'minItems', 'items', 'uniqueItems'] },
  { type: 'object', keywords: ['required', 'additionalProperties', 'properties'] },
];

/** Keywords that judge nothing by themselves: read by another one (`then`, `else`) or notes. */
const passiveKeywords = [
  'then',
  'else',
  'x-messages',
  'default',
  'title',
  'description',
  '$comment',
  'examples',
];

const knownKeywords = new Set([
  'type',
  ...keywordGroups.flatMap(({ keywords }) => keywords),
  ...passiveKeywords,
]);
const knownMessageKeys = new Set<string>(messageKeys);

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What Ajv's strict mode refuses when it compiles a schema, so that a mistake fails as loudly here. */
function checkSchema(schema: SchemaNode): void {
  for (const keyword of Object.keys(schema)) {
    if (!knownKeywords.has(keyword)) throw new Error(`Form schemas cannot use the keyword "${keyword}"`);
  }
  const messages = schema['x-messages'];
  if (
    messages !== undefined &&
    (!isNode(messages) || !Object.values(messages).every((key) => knownMessageKeys.has(String(key))))
  ) {
    throw new Error(`Unknown message in x-messages: ${JSON.stringify(messages)}`);
  }
  if (schema.format !== undefined && !isKernelFormatName(schema.format)) {
    throw new Error(`Unknown format "${String(schema.format)}"`);
  }
  if (schema['x-normalize'] !== undefined && !isNormalizerName(schema['x-normalize'])) {
    throw new Error(`Unknown normalizer "${String(schema['x-normalize'])}"`);
  }
  if (Array.isArray(schema.items)) throw new Error('Form schemas take one schema for all items');
}

/**
 * Where Ajv reports a wrong type: before every other keyword, unless the schema has keywords of its one type's
 * group; then inside that group, after them.
 */
function typeComesFirst(schema: SchemaNode): boolean {
  const group = keywordGroups.find(({ type }) => type !== undefined && type === schema.type);
  return !group?.keywords.some((keyword) => schema[keyword] !== undefined);
}

const inOrder = new WeakMap<object, Schema>();

/**
 * A copy of the schema, and of every schema in it, with its keywords in Ajv's order: jsonschema runs them in the
 * order of the schema's keys. Copies are made once per schema.
 */
function inAjvOrder(schema: unknown): Schema {
  if (!isNode(schema)) throw new Error(`Not a schema: ${JSON.stringify(schema)}`);
  const known = inOrder.get(schema);
  if (known) return known;
  checkSchema(schema);
  const entries: [string, unknown][] = [];
  const add = (keyword: string) => {
    if (schema[keyword] !== undefined) entries.push([keyword, subschemasInOrder(keyword, schema[keyword])]);
  };
  const typeFirst = typeComesFirst(schema);
  if (typeFirst) add('type');
  for (const { type, keywords } of keywordGroups) {
    keywords.forEach(add);
    if (!typeFirst && type === schema.type) add('type');
  }
  passiveKeywords.forEach(add);
  // jsonschema's Schema type names the standard keywords only; the copy holds the kernel's too.
  const ordered = Object.fromEntries(entries) as Schema;
  inOrder.set(schema, ordered);
  return ordered;
}

function subschemasInOrder(keyword: string, value: unknown): unknown {
  switch (keyword) {
    case 'not':
    case 'if':
    case 'then':
    case 'else':
    case 'items':
      return inAjvOrder(value);
    case 'additionalProperties':
      return typeof value === 'boolean' ? value : inAjvOrder(value);
    case 'anyOf':
    case 'oneOf':
    case 'allOf':
      return (value as readonly unknown[]).map(inAjvOrder);
    case 'properties':
      // Without a prototype: jsonschema looks a value's keys up in it, and `toString` must not be found there.
      return Object.assign(
        Object.create(null) as Record<string, unknown>,
        Object.fromEntries(Object.entries(value as SchemaNode).map(([name, sub]) => [name, inAjvOrder(sub)])),
      );
    default:
      return value;
  }
}

/** jsonschema's context holds the judged value's path at run time; its typings leave it out. */
interface ContextWithPath extends SchemaContext {
  readonly path: readonly (string | number)[];
}

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined),
    data,
  );
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** A format of ajv-formats (a pattern, a function or a definition holding one), as Ajv applies it. */
function satisfiesFormat(format: unknown, data: string): boolean {
  const check: unknown = isNode(format) && 'validate' in format ? format.validate : format;
  if (check instanceof RegExp) return check.test(data);
  if (typeof check === 'function') return check(data) === true;
  throw new Error('Unsupported format definition');
}

/**
 * A keyword that judges a value of one JSON type, as Ajv's keywords of a type group do: other values pass.
 * `isValid` gets the keyword's value in the schema, the judged value and its path in the data.
 */
function valueKeyword<T>(
  keyword: string,
  isOfType: (value: unknown) => value is T,
  isValid: (schemaValue: unknown, value: T, path: readonly (string | number)[]) => boolean,
): CustomProperty {
  return (instance: unknown, schema: Schema, options: Options, context: SchemaContext) => {
    const result = new ValidatorResult(instance, schema, options, context);
    const schemaValue: unknown = Reflect.get(schema, keyword);
    if (isOfType(instance) && !isValid(schemaValue, instance, (context as ContextWithPath).path)) {
      result.addError({ name: keyword, argument: String(schemaValue), message: `must pass "${keyword}"` });
    }
    return result;
  };
}

/** Ajv's check of a JSON type for a single type: numbers are finite (its `strictNumbers`). */
function isOfJsonType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'number':
      return isFiniteNumber(value);
    case 'integer':
      return isFiniteNumber(value) && Number.isInteger(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}

function isAnything(value: unknown): value is unknown {
  return value !== undefined;
}

/** A jsonschema validator with Ajv's semantics where the two differ, and the kernel's keywords, for one `data`. */
function kernelValidator(data: unknown): Validator {
  const validator = new Validator();
  const { attributes } = validator;
  const evaluateIf = attributes.if;
  const evaluateUniqueItems = attributes.uniqueItems;
  Object.assign(attributes, {
    // Ajv counts characters as code points (a surrogate pair is one), lone surrogates included.
    minLength: valueKeyword('minLength', isString, (min, value) => ucs2length(value) >= Number(min)),
    maxLength: valueKeyword('maxLength', isString, (max, value) => ucs2length(value) <= Number(max)),
    // Ajv divides, where jsonschema scales by the decimals.
    multipleOf: valueKeyword('multipleOf', isFiniteNumber, (divisor, value) => {
      const quotient = value / Number(divisor);
      return Number(divisor) !== 0 && quotient === Number.parseInt(String(quotient), 10);
    }),
    format: valueKeyword('format', isString, (name, value) =>
      isKernelFormatName(name) ? satisfiesFormat(kernelFormats[name], value) : false,
    ),
    // When the items' schema names scalar types, Ajv looks for duplicates among the items of those types only.
    uniqueItems: (instance: unknown, schema: Schema, options: Options, context: SchemaContext) => {
      const items: unknown = schema.items;
      const itemTypes: unknown[] = isNode(items)
        ? [items.type].flat().filter((type) => type !== undefined)
        : [];
      const scalarsOnly =
        Array.isArray(instance) &&
        itemTypes.length > 0 &&
        !itemTypes.some((type) => type === 'object' || type === 'array');
      const judged = scalarsOnly
        ? instance.filter((item: unknown) => itemTypes.some((type) => isOfJsonType(type, item)))
        : instance;
      return (
        evaluateUniqueItems?.call(validator, judged, schema, options, context) ??
        new ValidatorResult(instance, schema, options, context)
      );
    },
    // Ajv adds an error of its own after those of a failing `then` or `else`.
    if: (instance: unknown, schema: Schema, options: Options, context: SchemaContext) => {
      const result =
        evaluateIf?.call(validator, instance, schema, options, context) ??
        new ValidatorResult(instance, schema, options, context);
      if (result instanceof ValidatorResult && !result.valid) {
        result.addError({ name: 'if', argument: '', message: 'must match the "then" or "else" schema' });
      }
      return result;
    },
    'x-sameAs': valueKeyword('x-sameAs', isAnything, (sibling, value, path) =>
      isSameAsSibling(String(sibling), value, valueAt(data, path.slice(0, -1))),
    ),
    'x-differentFrom': valueKeyword('x-differentFrom', isAnything, (sibling, value, path) =>
      isDifferentFromSibling(String(sibling), value, valueAt(data, path.slice(0, -1))),
    ),
    'x-maxDecimals': valueKeyword('x-maxDecimals', isFiniteNumber, (places, value) =>
      hasAtMostDecimals(Number(places), value),
    ),
    'x-notBeforeToday': valueKeyword('x-notBeforeToday', isString, (timeZone, value) =>
      isNotBeforeToday(String(timeZone), value),
    ),
    'x-notAfterToday': valueKeyword('x-notAfterToday', isString, (timeZone, value) =>
      isNotAfterToday(String(timeZone), value),
    ),
  } satisfies Record<string, CustomProperty>);
  return validator;
}

/**
 * `x-normalize` rewrites a property before its schema judges it, as Ajv's modifying keyword does before its
 * length and pattern (jsonschema hands every keyword the same value, so it cannot be a keyword here).
 */
function normalizeProperty(object: Record<string, unknown>, key: string, schema: Schema): void {
  const normalizer: unknown = Reflect.get(schema, 'x-normalize');
  const value = object[key];
  if (isNormalizerName(normalizer) && typeof value === 'string') object[key] = normalizers[normalizer](value);
}

/** The `params` of Ajv's error that `fieldErrorsOf` reads. */
function paramsOf(error: ValidationError, schema: SchemaNode): Record<string, unknown> {
  switch (error.name) {
    case 'required':
      return { missingProperty: error.argument };
    case 'format':
      return { format: error.argument };
    case 'type':
      return { type: schema.type };
    default:
      return {};
  }
}

function failureOf(error: ValidationError): RuleFailure {
  const schema = isNode(error.schema) ? error.schema : {};
  return { keyword: error.name, path: error.path.map(String), schema, params: paramsOf(error, schema) };
}

/**
 * The field errors of `data` under a form schema, as `fieldErrorsOf` gives them for Ajv's errors (with
 * `allErrors` and `verbose`). Normalising keywords rewrite `data`'s properties in place.
 */
export function formErrorsOf(schema: object, data: Record<string, unknown>): FieldErrors {
  const { errors } = kernelValidator(data).validate(data, inAjvOrder(schema), {
    preValidateProperty: normalizeProperty,
  });
  // jsonschema reports a failing allOf before its branches' errors; Ajv reports the branches' errors only.
  return fieldErrorsOfFailures(errors.filter((error) => error.name !== 'allOf').map(failureOf));
}

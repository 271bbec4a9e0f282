import type {
  FieldError,
  FieldErrors,
  GenericMessageKey,
  MessageKey,
  MessageMap,
  MessageParams,
} from './messages';

type SchemaNode = Readonly<Record<string, unknown>>;

/** One failed rule of a schema, in the terms of Ajv's errors, whichever validator found it. */
export interface RuleFailure {
  /** The failing keyword (`minLength`, `required`, `x-sameAs`...). */
  readonly keyword: string;
  /** Where the judged value sits in the data: property names and item indexes. */
  readonly path: readonly string[];
  /** The schema that holds the keyword, where its `x-messages` and bounds are read; absent: generic messages. */
  readonly schema: unknown;
  /** Ajv's `params`: `missingProperty` of `required`, `format` of `format`, `type` of `type`. */
  readonly params: Readonly<Record<string, unknown>>;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null;
}

function messageIn(schema: unknown, keyword: string): MessageKey | undefined {
  if (!isNode(schema) || !isNode(schema['x-messages'])) return undefined;
  return (schema['x-messages'] as MessageMap)[keyword];
}

function genericMessage(failure: RuleFailure, schema: SchemaNode): GenericMessageKey {
  switch (failure.keyword) {
    case 'required':
      return 'generic.required';
    case 'maxLength':
      return 'generic.maxLength';
    case 'minLength':
      return 'generic.minLength';
    case 'minimum':
    case 'maximum':
      if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') return 'generic.between';
      return failure.keyword === 'minimum' ? 'generic.min' : 'generic.max';
    case 'format':
      return failure.params.format === 'email' ? 'generic.email' : 'generic.invalid';
    case 'type':
      return failure.params.type === 'number' || failure.params.type === 'integer'
        ? 'generic.number'
        : 'generic.invalid';
    default:
      return 'generic.invalid';
  }
}

const boundKeywords: Readonly<Record<string, readonly [string, string]>> = {
  minLength: ['minLength', 'maxLength'],
  maxLength: ['minLength', 'maxLength'],
  minimum: ['minimum', 'maximum'],
  maximum: ['minimum', 'maximum'],
  minItems: ['minItems', 'maxItems'],
  maxItems: ['minItems', 'maxItems'],
};

function boundsOf(keyword: string, schema: SchemaNode): MessageParams {
  const pair = boundKeywords[keyword];
  if (!pair) return {};
  const [min, max] = [schema[pair[0]], schema[pair[1]]];
  return { ...(typeof min === 'number' && { min }), ...(typeof max === 'number' && { max }) };
}

/** The nearest property name on the path: the key of its label under common.json `fields`. */
function labelOf(path: readonly string[]): string {
  return [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
}

function describe(failure: RuleFailure): [string, FieldError] {
  const schema: SchemaNode = isNode(failure.schema) ? failure.schema : {};
  if (failure.keyword === 'required') {
    const property = String(failure.params.missingProperty);
    const properties = isNode(schema.properties) ? schema.properties : {};
    const code =
      messageIn(properties[property], 'required') ?? messageIn(schema, 'required') ?? 'generic.required';
    const path = [...failure.path, property];
    return [path.join('.'), { code, params: { field: property } }];
  }
  const code = messageIn(schema, failure.keyword) ?? genericMessage(failure, schema);
  return [
    failure.path.join('.'),
    { code, params: { field: labelOf(failure.path), ...boundsOf(failure.keyword, schema) } },
  ];
}

/**
 * Field errors of the failed rules, in the order the validator found them: the first failing rule of each
 * field, with its message from the schema's `x-messages` or else a generic one. Fields are dotted paths
 * (`address.city`).
 */
export function fieldErrorsOfFailures(failures: Iterable<RuleFailure>): FieldErrors {
  const result: FieldErrors = {};
  for (const failure of failures) {
    const [field, fieldError] = describe(failure);
    result[field] ??= fieldError;
  }
  return result;
}

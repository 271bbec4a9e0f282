import type { ErrorObject } from 'ajv';
import type {
  FieldError,
  FieldErrors,
  GenericMessageKey,
  MessageKey,
  MessageMap,
  MessageParams,
} from './messages';

type SchemaNode = Readonly<Record<string, unknown>>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null;
}

function messageIn(schema: unknown, keyword: string): MessageKey | undefined {
  if (!isNode(schema) || !isNode(schema['x-messages'])) return undefined;
  return (schema['x-messages'] as MessageMap)[keyword];
}

function genericMessage(error: ErrorObject, schema: SchemaNode): GenericMessageKey {
  switch (error.keyword) {
    case 'required':
      return 'generic.required';
    case 'maxLength':
      return 'generic.maxLength';
    case 'minLength':
      return 'generic.minLength';
    case 'minimum':
    case 'maximum':
      if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number') return 'generic.between';
      return error.keyword === 'minimum' ? 'generic.min' : 'generic.max';
    case 'format':
      return error.params.format === 'email' ? 'generic.email' : 'generic.invalid';
    case 'type':
      return error.params.type === 'number' || error.params.type === 'integer'
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

function pathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The nearest property name on the path: the key of its label under common.json `fields`. */
function labelOf(path: readonly string[]): string {
  return [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
}

function describe(error: ErrorObject): [string, FieldError] {
  const schema: SchemaNode = isNode(error.parentSchema) ? error.parentSchema : {};
  if (error.keyword === 'required') {
    const property = String(error.params.missingProperty);
    const properties = isNode(schema.properties) ? schema.properties : {};
    const code =
      messageIn(properties[property], 'required') ?? messageIn(schema, 'required') ?? 'generic.required';
    const path = [...pathOf(error.instancePath), property];
    return [path.join('.'), { code, params: { field: property } }];
  }
  const path = pathOf(error.instancePath);
  const code = messageIn(schema, error.keyword) ?? genericMessage(error, schema);
  return [path.join('.'), { code, params: { field: labelOf(path), ...boundsOf(error.keyword, schema) } }];
}

/**
 * Field errors of a failed Ajv validation: the first failing rule of each field, with its message from
 * the schema's `x-messages` or else a generic one. Needs Ajv's `verbose: true` (errors carry their
 * schema); without it every error gets a generic message. Fields are dotted paths (`address.city`).
 */
export function fieldErrorsOf(errors: readonly ErrorObject[]): FieldErrors {
  // Errors of the branches of a failed anyOf/oneOf say only why each branch failed: the field reports
  // the anyOf/oneOf itself.
  const alternatives = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .map((error) => `${error.schemaPath}/`);
  const result: FieldErrors = {};
  for (const error of errors) {
    if (alternatives.some((prefix) => error.schemaPath.startsWith(prefix))) continue;
    const [field, fieldError] = describe(error);
    result[field] ??= fieldError;
  }
  return result;
}

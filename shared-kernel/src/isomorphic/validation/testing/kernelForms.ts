// Test helper: the schemas whose verdicts the browser (without Ajv) and Ajv must agree on, for the kernel's own
// comparison and the API's (shared-kernel/isomorphic/testing).
import * as isomorphic from '../../index';
import { lifelogEntryFormSchemas } from '../lifelogEntry';
import {
  findIdFormSchemaFor,
  formSchema,
  identifyFormSchemaFor,
  passwordResetIdentifyFormSchemaFor,
  type FieldSchema,
  type FormSchema,
} from '../schemas';

export type SchemaNode = Readonly<Record<string, unknown>>;

/** A schema or a part of one: an object, not an array. */
export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isForm(value: unknown): value is FormSchema {
  return isSchemaNode(value) && value.type === 'object' && isSchemaNode(value.properties);
}

function isSchema(value: unknown): value is SchemaNode {
  return (
    isSchemaNode(value) &&
    ['type', 'anyOf', 'properties', 'enum', 'const'].some((keyword) => keyword in value)
  );
}

/**
 * Every form the kernel exports, every other schema it exports as the one field of a form, the life-log entry
 * forms and the forms made per language, each with a name for the test's title.
 */
export function kernelForms(): [string, FormSchema][] {
  return [
    ...Object.entries(isomorphic).flatMap(([name, schema]): [string, FormSchema][] => {
      if (isForm(schema)) return [[name, schema]];
      return isSchema(schema) ? [[name, formSchema({ value: schema as FieldSchema }, ['value'])]] : [];
    }),
    ...Object.entries(lifelogEntryFormSchemas).map(([type, schema]): [string, FormSchema] => [
      `lifelogEntryFormSchemas.${type}`,
      schema,
    ]),
    ...['ko', 'km'].flatMap((language): [string, FormSchema][] => [
      [`identifyFormSchemaFor(${language})`, identifyFormSchemaFor(language)],
      [`findIdFormSchemaFor(${language})`, findIdFormSchemaFor(language)],
      [`passwordResetIdentifyFormSchemaFor(${language})`, passwordResetIdentifyFormSchemaFor(language)],
    ]),
  ];
}

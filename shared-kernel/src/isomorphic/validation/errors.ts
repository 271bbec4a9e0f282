import type { ErrorObject } from 'ajv';
import type { FieldErrors } from './messages';
import { fieldErrorsOfFailures } from './ruleFailures';

function pathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
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
  return fieldErrorsOfFailures(
    errors
      .filter((error) => !alternatives.some((prefix) => error.schemaPath.startsWith(prefix)))
      .map((error) => ({
        keyword: error.keyword,
        path: pathOf(error.instancePath),
        schema: error.parentSchema,
        params: error.params,
      })),
  );
}

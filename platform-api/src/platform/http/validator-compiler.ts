import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { addKernelKeywords } from 'shared-kernel/isomorphic';

/**
 * Query strings, path parameters and headers arrive as text, so they are coerced to the schema's types, as
 * Fastify does by default. A JSON body already carries its types and is judged as sent: Ajv coerces inside
 * `anyOf` without carrying the result back, so `{"chnSn":[5]}` passed a nullable serial as an array to
 * PostgreSQL (a 500), and `0` or `""` silently became `null`. The browser validates without coercion too.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const textParts = createAjv('array');
  const body = createAjv(false);
  return ({ schema, httpPart }) => (httpPart === 'body' ? body : textParts).compile(schema as object);
}

function createAjv(coerceTypes: false | 'array'): Ajv {
  // `verbose` puts the failing schema in each error, where the kernel's `x-messages` name its M-code.
  // `allErrors` stays off (Fastify's default): the first failure is all the envelope reports, and
  // collecting every failure of a hostile body costs time.
  const ajv = addKernelKeywords(
    new Ajv({
      coerceTypes,
      useDefaults: true,
      removeAdditional: true,
      allErrors: false,
      verbose: true,
      addUsedSchema: false,
    }),
  );
  // As under Fastify's own compiler, ajv-formats comes after the plugins: its date, email and uuid are the ones used.
  addFormats(ajv);
  return ajv;
}

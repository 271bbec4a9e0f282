// Requests for every operation of the API's OpenAPI document (the fuzz test, src/http/api-fuzz.test.ts): path
// parameters, queries and bodies made from each operation's own schemas, then bent with hostile values (NUL bytes,
// lone surrogates, huge numbers and "1e309", impossible dates, null in arrays, wrong types).
import fc from 'fast-check';
import { encodeLoosely, hostileInput, type Json } from './hostile-input';

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation of the document, with what a request to it needs. */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  /** The body's schema per content type (none: the operation takes no body). */
  bodies: Record<string, JsonSchema>;
  /** `bearer`: a user's access token; `client`: the app's Basic credentials; `none`. */
  auth: 'bearer' | 'client' | 'none';
}

/** A request as `app.inject` takes it. */
export interface FuzzRequest {
  method: OperationSpec['method'];
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

export function operationsOf(document: OpenApiDocument): OperationSpec[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const security = operation.security?.flatMap(Object.keys) ?? [];
      return {
        method: method.toUpperCase() as OperationSpec['method'],
        path,
        parameters: operation.parameters ?? [],
        bodies: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [
            type,
            schema ?? {},
          ]),
        ),
        auth: security.includes('bearer') ? 'bearer' : security.includes('client') ? 'client' : 'none',
      } satisfies OperationSpec;
    }),
  );
}

/** Numbers JSON.stringify cannot write (it writes null): sent as these literals, which JSON.parse reads. */
const rawNumbers = { '\u0001raw:1e309': '1e309', '\u0001raw:-1e309': '-1e309', '\u0001raw:1e400': '1e400' };

/** The JSON text of a body, with the raw-number markers written as the number literals they stand for. */
export function jsonText(value: Json): string {
  let text = JSON.stringify(value);
  for (const [marker, literal] of Object.entries(rawNumbers))
    text = text.split(JSON.stringify(marker)).join(literal);
  return text;
}

/** Hostile values beyond the common ones: numbers as strings a parser turns into Infinity, day-times PostgreSQL refuses. */
const ownHostileStrings = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '99999999999999999999',
  '-99999999999999999999',
  '2024-02-30T10:00Z',
  '0000-01-01T00:00Z',
  '2026-03-02T10:00+16:00',
  'ge2024-02-30T10:00Z',
  'lt0000-01-01T00:00Z',
  'eq2026-03-02',
  'http://loinc.org|29463-7',
  '2026-02-29',
  '\u0000',
  'x\u0000',
  '\ud800',
  'a\udc00b',
  'ko',
  'en',
  'km',
  'demo',
];

export const hostile = hostileInput(ownHostileStrings);

/** A long string: over any bounded field, under the body limit. */
const longString = 'x'.repeat(70_000);

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 8, arbitrary: hostile.value },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Json>(...Object.keys(rawNumbers), longString, [null, null], [1, 2]),
  },
);

/** Strings that match the schema's pattern when fast-check cannot make them (lookaheads): real examples. */
const patternExamples: Record<string, string[]> = {};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'date')
    return fc
      .date({
        min: new Date('1930-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    const examples = patternExamples[schema.pattern];
    if (examples) return fc.constantFrom(...examples);
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
    } catch {
      patternExamples[schema.pattern] = ['Abcd1234!', 'demo', '0001'];
      return fc.constantFrom('Abcd1234!', 'demo', '0001');
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? Math.max(min + 1_000, 1_000);
  if (integer)
    return fc.integer({
      min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as its keywords tell), made from `document`'s component schemas where it refers. */
export function valueOf(schema: JsonSchema, document: OpenApiDocument, depth = 0): fc.Arbitrary<Json> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() as string;
    return valueOf(document.components?.schemas?.[name] ?? {}, document, depth);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((each) => valueOf(each, document, depth)));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf) as JsonSchema, document, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['object'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<Json> => {
      switch (type) {
        case 'string':
          return stringArbitrary(schema);
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return depth > 4
            ? fc.constant([])
            : fc.array(valueOf(schema.items ?? {}, document, depth + 1), {
                minLength: Math.min(schema.minItems ?? 0, 3),
                maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
              });
        default: {
          const properties = schema.properties ?? {};
          if (depth > 4 || Object.keys(properties).length === 0) return fc.constant({});
          return fc.record(
            Object.fromEntries(
              Object.entries(properties).map(([name, property]) => [
                name,
                valueOf(property, document, depth + 1),
              ]),
            ),
            { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
          ) as fc.Arbitrary<Json>;
        }
      }
    }),
  );
}

/** A value near the schema's: as it is, or one place of it replaced, removed or added to with a hostile value. */
function nearValueOf(
  schema: JsonSchema,
  document: OpenApiDocument,
  examples: Json[] = [],
): fc.Arbitrary<Json | string> {
  const valid =
    examples.length > 0
      ? fc.oneof(valueOf(schema, document), fc.constantFrom(...examples))
      : valueOf(schema, document);
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 5, arbitrary: valid.chain((value) => hostile.bodiesNear(value)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, hostileValue)
        .map(([value, bad]) =>
          value !== null &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.keys(value).length > 0
            ? { ...value, [Object.keys(value)[0] as string]: bad }
            : bad,
        ),
    },
  );
}

/** A path or query value: made from the schema, a hostile string or number, or a serial the demo rows may have. */
function parameterValue(schema: JsonSchema, document: OpenApiDocument): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valueOf(schema, document).map((value) =>
        typeof value === 'string' ? value : JSON.stringify(value),
      ),
    },
    { weight: 3, arbitrary: hostile.queryValue },
    { weight: 1, arbitrary: fc.constantFrom(...Object.values(rawNumbers), ...ownHostileStrings) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  );
}

/**
 * Requests to `operation`: its path parameters, some of its query parameters (and an unknown one now and then),
 * and, when it takes one, a body near its schema (or `examples`), sent in one of its content types or broken.
 */
export function requestsTo(
  operation: OperationSpec,
  document: OpenApiDocument,
  examples: Json[] = [],
  undocumentedQuery: readonly string[] = [],
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => parameterValue(parameter.schema ?? {}, document)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) =>
          // An empty segment would be another route (or none): keep a character.
          url.replace(`{${parameter.name}}`, encodeLoosely(values[index] || '0')),
        operation.path,
      ),
    );
  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc.option(parameterValue(parameter.schema ?? {}, document), { freq: 2 }),
      ),
      fc.option(
        fc.tuple(
          fc.constantFrom('unknown', 'page', '_count', 'lang', ...undocumentedQuery),
          hostile.queryValue,
        ),
        { freq: undocumentedQuery.length > 0 ? 1 : 4 },
      ),
    )
    .map((values) => {
      const pairs = queryParameters.flatMap((parameter, index) => {
        const value = values[index] as string | null;
        return value === null ? [] : [`${parameter.name}=${encodeLoosely(value)}`];
      });
      const extra = values[queryParameters.length] as [string, string] | null;
      if (extra) pairs.push(`${extra[0]}=${encodeLoosely(extra[1])}`);
      return pairs.length > 0 ? `?${pairs.join('&')}` : '';
    });
  const contentTypes = Object.keys(operation.bodies);
  const body: fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'payload'>> =
    contentTypes.length === 0
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: hostile.value.map((value) => ({
              contentType: 'application/json',
              payload: jsonText(value),
            })),
          },
        )
      : fc.constantFrom(...contentTypes).chain((contentType) =>
          nearValueOf(operation.bodies[contentType] as JsonSchema, document, examples).map((value) => {
            if (typeof value === 'string' && isBrokenJson(value)) return { contentType, payload: value };
            if (contentType === 'application/x-www-form-urlencoded')
              return { contentType, payload: formText(value) };
            return { contentType, payload: jsonText(value) };
          }),
        );
  return fc.tuple(path, query, body).map(([url, search, { contentType, payload }]) => ({
    method: operation.method,
    url: url + search,
    ...(contentType ? { contentType } : {}),
    ...(payload !== undefined ? { payload } : {}),
  }));
}

/** `bodiesNear` gives broken JSON as strings ('{', '[1,'): those go as they are, whatever the content type. */
function isBrokenJson(value: string): boolean {
  return ['{', '{"a":', '[1,', '\u0000', '"\\ud800"', 'null', '1e308'].includes(value);
}

function formText(value: Json): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return encodeLoosely(String(value));
  return Object.entries(value)
    .map(
      ([key, item]) =>
        `${encodeLoosely(key)}=${encodeLoosely(typeof item === 'string' ? item : jsonText(item))}`,
    )
    .join('&');
}

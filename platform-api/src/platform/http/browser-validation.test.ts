// The browser judges the kernel's schemas without Ajv (the app's Content-Security-Policy has no 'unsafe-eval'),
// the API with Ajv as it configures it for request bodies: for the same values, valid or not, both must give the
// same verdict, or a form would send what the API refuses or refuse what it takes.
import fc from 'fast-check';
import { validateForm, type FormSchema } from 'shared-kernel/isomorphic';
import { isSchemaNode, kernelForms } from 'shared-kernel/isomorphic/testing';
import { createValidatorCompiler } from './validator-compiler';

const forms = kernelForms();

/** JSON values on the kernel's rules (a body carries JSON only): lengths, scripts, formats, numbers, types. */
const edgeValues: unknown[] = [
  'a',
  'abc',
  'kim2024',
  'abcd1234',
  'aaa11111',
  '김철수',
  'សុខា',
  'kim@example.com',
  'kim@@example',
  '2024-02-29',
  '2023-02-29',
  '1899-12-31',
  '2999-01-01',
  '010-1234-5678',
  '01012345678',
  '123456',
  '120/80',
  '12:30',
  'Y',
  '0001',
  'image/png',
  '123e4567-e89b-12d3-a456-426614174000',
  'x'.repeat(501),
  0,
  1,
  -1,
  1.5,
  70.15,
  1000.5,
  true,
  false,
  [],
  ['a', 'a'],
  [1, 2],
  {},
  { type: 'image/png' },
];

/** Values a schema names: its enum and const values, and numbers and lengths at and beside its bounds. */
function valuesNamedBy(schema: unknown): unknown[] {
  if (!isSchemaNode(schema)) return [];
  const own: unknown[] = [...(Array.isArray(schema.enum) ? (schema.enum as unknown[]) : []), schema.const];
  for (const bound of [schema.minimum, schema.maximum]) {
    if (typeof bound === 'number') own.push(bound, bound - 1, bound + 1, bound + 0.1);
  }
  for (const length of [schema.minLength, schema.maxLength]) {
    if (typeof length === 'number') own.push('7'.repeat(length), '7'.repeat(length + 1));
  }
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((keyword) =>
    Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]).flatMap(valuesNamedBy) : [],
  );
  const properties = isSchemaNode(schema.properties)
    ? Object.entries(schema.properties).flatMap(([name, property]) =>
        valuesNamedBy(property).map((value) => ({ [name]: value })),
      )
    : [];
  return [...own, ...nested, ...valuesNamedBy(schema.items).map((item) => [item]), ...properties].filter(
    (value) => value !== undefined,
  );
}

function formValues(form: FormSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(form.properties).map(([name, schema]) => [
      name,
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...edgeValues, ...valuesNamedBy(schema)) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      ),
    ]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

/** What `validateForm` leaves out before judging (blank inputs count as not given), so the API gets the same. */
function withoutBlanks(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== null && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

const compileForBody = createValidatorCompiler();

describe('form validation in the browser and request validation in the API', () => {
  it.each(forms)('%s: the same verdict for the same values', async (_name, form) => {
    const validateBody = compileForBody({ schema: form, method: 'POST', url: '/', httpPart: 'body' });
    await fc.assert(
      fc.asyncProperty(formValues(form), async (values) => {
        const body = withoutBlanks(JSON.parse(JSON.stringify(values)) as Record<string, unknown>);
        const browserErrors = await validateForm(form, structuredClone(body));
        expect({ body, valid: Object.keys(browserErrors).length === 0 }).toEqual({
          body,
          valid: validateBody(structuredClone(body)) === true,
        });
      }),
      { numRuns: 100 },
    );
  });
});

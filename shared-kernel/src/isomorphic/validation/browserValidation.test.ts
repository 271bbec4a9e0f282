// The browser validates forms without Ajv (no 'unsafe-eval' in the app's Content-Security-Policy), but must keep
// the results Ajv gave it: for any values, `validateForm` returns what Ajv (as the browser used to configure it,
// `allErrors` and `verbose`) and `fieldErrorsOf` give, for every schema the kernel exports.
import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { calendarDateIn } from '../dates';
import * as isomorphic from '../index';
import { fieldErrorsOf } from './errors';
import { addKernelKeywords } from './keywords';
import type { FormSchema } from './schemas';
import { isSchemaNode, kernelForms } from './testing/kernelForms';
import { validateForm } from './validate';

const forms = kernelForms();

const today = calendarDateIn('Asia/Seoul');

/** Values that sit on the kernel's rules: blanks, lengths, scripts, formats, numbers and their edges, other types. */
const edgeValues: unknown[] = [
  '',
  ' ',
  null,
  'a',
  'ab',
  'abc',
  'kim2024',
  'abcd1234',
  'aaa11111',
  'abcd 1234',
  'abcdefghijklm1',
  '김철수',
  '홍길동홍길동',
  'សុខា',
  'Kim',
  'kim@example.com',
  'kim@@example',
  '2024-02-29',
  '2023-02-29',
  '1899-12-31',
  '1990-01-31T09:00:00Z',
  today,
  '2999-01-01',
  '010-1234-5678',
  '010 1234 5678',
  '01012345678',
  '0101234',
  '123456',
  '12345a',
  '120/80',
  '12:30',
  '24:00',
  'Y',
  'N',
  'image/png',
  '123e4567-e89b-12d3-a456-426614174000',
  '\ud800',
  '😀😀😀😀😀',
  'x'.repeat(501),
  0,
  1,
  -1,
  1.5,
  1.25,
  70.15,
  1000,
  1000.5,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  ['a'],
  ['a', 'a'],
  [1, 2],
  {},
  { type: 'image/png' },
  { type: 'text/plain' },
];

/** The values a schema itself names: its enum and const values, numbers and lengths at and beside its bounds. */
function valuesNamedBy(schema: unknown): unknown[] {
  if (!isSchemaNode(schema)) return [];
  const own: unknown[] = [];
  if (Array.isArray(schema.enum)) own.push(...(schema.enum as unknown[]));
  if (schema.const !== undefined) own.push(schema.const);
  for (const bound of [schema.minimum, schema.maximum]) {
    if (typeof bound === 'number') own.push(bound, bound - 1, bound + 1, bound + 0.1, bound - 0.05);
  }
  for (const length of [schema.minLength, schema.maxLength]) {
    if (typeof length === 'number')
      own.push('7'.repeat(length), '7'.repeat(length + 1), 'a'.repeat(Math.max(length - 1, 0)));
  }
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((keyword) =>
    Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]).flatMap(valuesNamedBy) : [],
  );
  const items = valuesNamedBy(schema.items).map((item) => [item]);
  const properties = isSchemaNode(schema.properties)
    ? Object.entries(schema.properties).flatMap(([name, property]) =>
        valuesNamedBy(property).map((value) => ({ [name]: value })),
      )
    : [];
  return [...own, ...nested, ...items, ...properties];
}

function valueOf(schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...edgeValues, ...valuesNamedBy(schema)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/**
 * Any values for a form's fields, some left out, and a field compared with a sibling (a confirmation, a new
 * password) that often repeats it.
 */
function formValues(form: FormSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(form.properties).map(([name, schema]) => [name, valueOf(schema)]),
  );
  return fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.boolean()).map(([values, copySibling]) => {
    for (const [name, schema] of Object.entries(form.properties)) {
      const sibling = schema['x-sameAs'] ?? newPasswordSibling(schema);
      if (copySibling && typeof sibling === 'string' && sibling in values) values[name] = values[sibling];
    }
    return values;
  });
}

/** The sibling a new password must differ from, named inside its `allOf`. */
function newPasswordSibling(schema: unknown): unknown {
  if (!isSchemaNode(schema) || !Array.isArray(schema.allOf)) return undefined;
  return (schema.allOf as unknown[])
    .map((rule) => (isSchemaNode(rule) ? rule['x-differentFrom'] : undefined))
    .find(Boolean);
}

/** The form's values as `validateForm` judges them: blank inputs count as not given. */
function withoutBlanks(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) =>
        value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

const ajv = addKernelKeywords(new Ajv({ allErrors: true, verbose: true, strict: true }));

function ajvFieldErrors(validate: ValidateFunction, values: Record<string, unknown>) {
  return validate(withoutBlanks(values)) ? {} : fieldErrorsOf(validate.errors ?? []);
}

/** Runs `judge` as under a Content-Security-Policy without 'unsafe-eval': code made from text throws. */
async function withoutEval<T>(judge: () => Promise<T>): Promise<T> {
  const { Function: functionConstructor, eval: evaluate } = globalThis;
  const refuse = () => {
    throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
  };
  Object.assign(globalThis, { Function: refuse, eval: refuse });
  try {
    return await judge();
  } finally {
    Object.assign(globalThis, { Function: functionConstructor, eval: evaluate });
  }
}

describe('form validation in the browser, without compiling schemas', () => {
  it("judges a form without making code from text (the app's Content-Security-Policy has no 'unsafe-eval')", async () => {
    jest.resetModules();
    const fresh = await import('./validate');
    const values = { userId: 'ab', userPassword: 'abcdefgh', userPasswordConfirm: 'x', userNm: '' };

    expect(await withoutEval(() => fresh.validateForm(isomorphic.signUpFormSchema, values))).toEqual({
      userId: { code: 'M0124', params: { field: 'userId', min: 3, max: 50 } },
      userPassword: { code: 'M0129', params: { field: 'userPassword' } },
      userPasswordConfirm: { code: 'M0132', params: { field: 'userPasswordConfirm' } },
      userNm: { code: 'M0120', params: { field: 'userNm' } },
    });
  });

  it.each(['toString', 'constructor', 'hasOwnProperty'])(
    'refuses an unknown key named %s as Ajv does (it is no property of the schema, whatever Object.prototype has)',
    async (key) => {
      const values = { alchlGlassCntDtl: { [key]: {} } };
      const errors = await validateForm(isomorphic.drinkingEntrySchema, structuredClone(values));

      expect(errors).toEqual(ajvFieldErrors(ajv.compile(isomorphic.drinkingEntrySchema), values));
      expect(errors).toHaveProperty([`alchlGlassCntDtl.${key}`]);
    },
  );

  it('covers every form the kernel exports', () => {
    expect(forms.length).toBeGreaterThan(100);
  });

  it.each(forms)(
    '%s: the same field errors, messages and order as Ajv for any values',
    async (_name, form) => {
      const validate = ajv.compile(form);
      await fc.assert(
        fc.asyncProperty(formValues(form), async (values) => {
          expect(await validateForm(form, structuredClone(values))).toEqual(ajvFieldErrors(validate, values));
        }),
        { numRuns: 120 },
      );
    },
  );
});

import type { FieldErrors } from './messages';
import * as schemas from './schemas';
import { formSchema, type FieldSchema, type FormSchema } from './schemas';

let interpreter: Promise<typeof import('./interpreter')> | undefined;

/**
 * The browser's validator, loaded on first use: no page needs it to start (in the browser it is a chunk of its
 * own). A failed load is tried again next time.
 */
function loadInterpreter(): Promise<typeof import('./interpreter')> {
  interpreter ??= import('./interpreter').catch((error: unknown) => {
    interpreter = undefined;
    throw error;
  });
  return interpreter;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Blank inputs count as not given, so that an empty text box fails `required` and not a length rule. */
function withoutBlankValues(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlank(value)));
}

export type FieldOf<Schema extends FormSchema> = keyof Schema['properties'] & string;

/**
 * Validates a form's values against one of the kernel's form schemas (or one built with `formSchema`).
 * Values are not changed (normalising keywords work on a copy).
 */
export async function validateForm<Schema extends FormSchema>(
  schema: Schema,
  values: Readonly<Record<string, unknown>>,
): Promise<FieldErrors<FieldOf<Schema>>> {
  const { formErrorsOf } = await loadInterpreter();
  return formErrorsOf(schema, withoutBlankValues(values));
}

/** Fields that can be checked alone (`validateField`), by the name a form gives them. */
export const fieldSchemas = {
  mobilePhone: schemas.mobilePhoneSchema,
  authCode: schemas.authCodeSchema,
  userNm: schemas.userNmSchema,
  userNmKhmer: schemas.userNmKhmerSchema,
  userBrthdyDe: schemas.userBrthdyDeSchema,
  userGenderCode: schemas.userGenderCodeSchema,
  userId: schemas.userIdSchema,
  userPassword: schemas.userPasswordSchema,
  userEmail: schemas.userEmailSchema,
  termsAgreed: schemas.termsAgreedSchema,
  unregisterReason: schemas.unregisterReasonSchema,
  weight: schemas.weightSchema,
  height: schemas.heightSchema,
  waistCircumference: schemas.waistCircumferenceSchema,
  hipCircumference: schemas.hipCircumferenceSchema,
  bloodPressure: schemas.bloodPressureSchema,
  time: schemas.timeSchema,
  chnNm: schemas.chnNmSchema,
  chnImage: schemas.chnImageSchema,
  chnBackgroundImage: schemas.chnBackgroundImageSchema,
  prtcpntList: schemas.prtcpntListSchema,
  content: schemas.contentSchema,
  title: schemas.titleSchema,
  tkmdEndDe: schemas.tkmdEndDeSchema,
} as const satisfies Record<string, FieldSchema>;

export type FieldName = keyof typeof fieldSchemas;

const optionalFields: ReadonlySet<FieldName> = new Set(['userEmail', 'height']);

const singleFieldForms = new Map<FieldName, FormSchema>();

/**
 * Validates one field on its own. Rules that compare fields (password confirmation) need the whole
 * form: use `validateForm`.
 */
export function validateField<Name extends FieldName>(
  name: Name,
  value: unknown,
): Promise<FieldErrors<Name>> {
  let form = singleFieldForms.get(name);
  if (!form) {
    const properties: Record<string, FieldSchema> = { [name]: fieldSchemas[name] };
    form = formSchema(properties, optionalFields.has(name) ? [] : [name]);
    singleFieldForms.set(name, form);
  }
  return validateForm(form, { [name]: value });
}

import { defaultTimeZone, genderCodes, withdrawalReasonCodes } from '../codes';
import type { MCode } from '../mcodes';
import { lifelogTypes, measurementRanges, type MeasurementRange } from '../units';
import { bloodPressurePattern } from './bloodPressure';
import type { MessageMap } from './messages';

/** JSON Schema of one field; `x-messages` names the message of each rule that can fail. */
export interface FieldSchema {
  readonly [keyword: string]: unknown;
  readonly 'x-messages'?: MessageMap;
}

export interface FormSchema<Properties extends Record<string, FieldSchema> = Record<string, FieldSchema>> {
  readonly type: 'object';
  readonly properties: Properties;
  readonly required: readonly string[];
  /** Messages for the whole form, used where a field names none (e.g. login's M0146 for a missing field). */
  readonly 'x-messages'?: MessageMap;
}

export function formSchema<Properties extends Record<string, FieldSchema>>(
  properties: Properties,
  required: readonly (keyof Properties & string)[],
  messages?: MessageMap,
): FormSchema<Properties> {
  return { type: 'object', properties, required, ...(messages && { 'x-messages': messages }) };
}

// ---- account -------------------------------------------------------------------------------------

/** Korean mobile number, national form; dashes and spaces are dropped before it is judged. */
export const mobilePhoneSchema = {
  type: 'string',
  'x-normalize': 'mobilePhone',
  maxLength: 11,
  pattern: '^01[016789][0-9]{7,8}$',
  'x-messages': { required: 'M0116', maxLength: 'M0117' },
} as const satisfies FieldSchema;

/** SMS verification code: exactly six digits. */
export const authCodeSchema = {
  type: 'string',
  minLength: 6,
  maxLength: 6,
  pattern: '^[0-9]*$',
  'x-messages': { required: 'M0119', pattern: 'generic.number' },
} as const satisfies FieldSchema;

export const userNmSchema = {
  type: 'string',
  maxLength: 5,
  pattern: '^[가-힣A-Za-z]+$',
  'x-messages': { required: 'M0120', pattern: 'M0122' },
} as const satisfies FieldSchema;

/** Name for Khmer users: Khmer letters and signs (U+1780-17D3, U+17DC-17DD) or English letters. */
export const userNmKhmerSchema = {
  type: 'string',
  maxLength: 5,
  pattern: '^[\\u1780-\\u17D3\\u17DC\\u17DDA-Za-z]+$',
  'x-messages': { required: 'M0120', pattern: 'generic.lettersOnly' },
} as const satisfies FieldSchema;

/** Either script of name: what the API accepts, since the form's language decides which one applies. */
export const userNmAnyScriptSchema = {
  type: 'string',
  maxLength: 5,
  pattern: '^(?:[가-힣A-Za-z]+|[\\u1780-\\u17D3\\u17DC\\u17DDA-Za-z]+)$',
  'x-messages': { required: 'M0120', pattern: 'M0122' },
} as const satisfies FieldSchema;

/** The name rule of the form's language: Khmer forms take Khmer or English letters. */
export function userNmSchemaFor(language: string): typeof userNmSchema | typeof userNmKhmerSchema {
  return language === 'km' ? userNmKhmerSchema : userNmSchema;
}

/** `YYYY-MM-DD`, from 1900 to today in the app's time zone. */
export const userBrthdyDeSchema = {
  type: 'string',
  format: 'date',
  pattern: '^(?:19|20)[0-9]{2}-',
  'x-notAfterToday': defaultTimeZone,
  'x-messages': {
    format: 'generic.invalid',
    pattern: 'generic.invalid',
    'x-notAfterToday': 'generic.invalid',
  },
} as const satisfies FieldSchema;

export const userGenderCodeSchema = {
  type: 'string',
  enum: Object.values(genderCodes),
  'x-messages': { required: 'generic.choose' },
} as const satisfies FieldSchema;

/** English letters and digits, or an e-mail address. */
export const userIdSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 50,
  pattern: '^(?:[A-Za-z0-9]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,})$',
  'x-messages': { minLength: 'M0124', maxLength: 'M0124', pattern: 'M0125' },
} as const satisfies FieldSchema;

/** The rules run in this order, and a field reports the first that fails. */
export const userPasswordSchema = {
  type: 'string',
  allOf: [
    { minLength: 8, maxLength: 12, 'x-messages': { minLength: 'M0127', maxLength: 'M0127' } },
    { pattern: '^\\S*$', 'x-messages': { pattern: 'M0128' } },
    {
      // Two of three kinds: English letters, digits, other characters.
      pattern:
        '^(?:(?=.*[A-Za-z])(?=.*[0-9])|(?=.*[A-Za-z])(?=.*[^A-Za-z0-9\\s])|(?=.*[0-9])(?=.*[^A-Za-z0-9\\s]))',
      'x-messages': { pattern: 'M0129' },
    },
    { pattern: '^(?!.*(.)\\1\\1)', 'x-messages': { pattern: 'M0130' } },
  ],
} as const satisfies FieldSchema;

/** A new password in place of the current one: the password rules, then not the current one (M1170). */
export const newPasswordSchema = {
  type: 'string',
  allOf: [
    ...userPasswordSchema.allOf,
    { 'x-differentFrom': 'currentPassword', 'x-messages': { 'x-differentFrom': 'M1170' } },
  ],
} as const satisfies FieldSchema;

export const userPasswordConfirmSchema = {
  type: 'string',
  'x-sameAs': 'userPassword',
  'x-messages': { required: 'M0131', 'x-sameAs': 'M0132' },
} as const satisfies FieldSchema;

/** Optional; a form leaves it out of `required`. */
export const userEmailSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 50,
  format: 'email',
  'x-messages': { minLength: 'M0133', maxLength: 'M0133' },
} as const satisfies FieldSchema;

/** Must be `true`. */
export const termsAgreedSchema = {
  type: 'boolean',
  const: true,
  'x-messages': { required: 'M0141', const: 'M0141' },
} as const satisfies FieldSchema;

export const unregisterReasonCodeSchema = {
  type: 'string',
  enum: Object.values(withdrawalReasonCodes),
  'x-messages': { required: 'generic.choose' },
} as const satisfies FieldSchema;

/** The person's own words; required when the reason is "other". */
export const unregisterReasonSchema = { type: 'string', maxLength: 500 } as const satisfies FieldSchema;

/** The password a person has now, asked again before a change; judged by the server only. */
export const currentPasswordSchema = { type: 'string', maxLength: 256 } as const satisfies FieldSchema;

/** Id of a phone verification, from the API's answer to a code request. */
export const verificationIdSchema = { type: 'string', format: 'uuid' } as const satisfies FieldSchema;

// ---- body measurements ---------------------------------------------------------------------------

/** A body measurement with its own range message (spec section 5): its range and one decimal place at most. */
function measurementSchema(range: MeasurementRange, decimals: number, rangeMessage: MCode) {
  return {
    type: 'number',
    minimum: range.min,
    maximum: range.max,
    'x-maxDecimals': decimals,
    'x-messages': { minimum: rangeMessage, maximum: rangeMessage, 'x-maxDecimals': 'M0135' },
  } as const satisfies FieldSchema;
}

export const weightSchema = measurementSchema(
  measurementRanges.weight.weight,
  lifelogTypes.weight.decimals,
  'M0134',
);
export const heightSchema = measurementSchema(
  measurementRanges.height.height,
  lifelogTypes.height.decimals,
  'M0136',
);
export const waistCircumferenceSchema = measurementSchema(
  measurementRanges.waistCircumference.waistCircumference,
  lifelogTypes.waistCircumference.decimals,
  'M0137',
);
export const hipCircumferenceSchema = measurementSchema(
  measurementRanges.hipCircumference.hipCircumference,
  lifelogTypes.hipCircumference.decimals,
  'M0138',
);

/** `systolic/diastolic` as typed, e.g. `120/80`. */
export const bloodPressureSchema = {
  type: 'string',
  pattern: bloodPressurePattern,
} as const satisfies FieldSchema;

/** `HH:mm`, 00:00 to 23:59. */
export const timeSchema = {
  type: 'string',
  pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
} as const satisfies FieldSchema;

// ---- channels, feed, feedback ----------------------------------------------------------------------

export const chnNmSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 25,
  'x-messages': { required: 'M0013', minLength: 'M0013', maxLength: 'M0015' },
} as const satisfies FieldSchema;

/** An image already stored (its URL) or a chosen file (anything with an `image/...` MIME `type`). */
function imageSchema(requiredMessage: MCode) {
  return {
    anyOf: [
      { type: 'string', minLength: 1 },
      { type: 'object', required: ['type'], properties: { type: { type: 'string', pattern: '^image/' } } },
    ],
    'x-messages': { required: requiredMessage, anyOf: 'generic.imageOnly' },
  } as const satisfies FieldSchema;
}

export const chnImageSchema = imageSchema('M0014');
export const chnBackgroundImageSchema = imageSchema('M0017');

export const prtcpntListSchema = {
  type: 'array',
  minItems: 1,
  'x-messages': { required: 'M0019', minItems: 'M0019' },
} as const satisfies FieldSchema;

/** Text of a post, a comment or a feedback entry (spec section 9: 500 characters). */
export const contentSchema = { type: 'string', maxLength: 500 } as const satisfies FieldSchema;

export const titleSchema = { type: 'string' } as const satisfies FieldSchema;

// ---- medication ------------------------------------------------------------------------------------

/** Last day of a medication plan, `YYYY-MM-DD`, today or later in the app's time zone. */
export const tkmdEndDeSchema = {
  type: 'string',
  format: 'date',
  'x-notBeforeToday': defaultTimeZone,
  'x-messages': { 'x-notBeforeToday': 'M0159' },
} as const satisfies FieldSchema;

// ---- forms -----------------------------------------------------------------------------------------

/** Login only asks for both values; the server judges them. */
export const loginFormSchema = formSchema(
  { userId: { type: 'string' }, userPassword: { type: 'string' } },
  ['userId', 'userPassword'],
  { required: 'M0146' },
);

export const phoneVerificationFormSchema = formSchema(
  { mobilePhone: mobilePhoneSchema, authCode: authCodeSchema },
  ['mobilePhone', 'authCode'],
);

export const signUpFormSchema = formSchema(
  {
    userId: userIdSchema,
    userPassword: userPasswordSchema,
    userPasswordConfirm: userPasswordConfirmSchema,
    userNm: userNmSchema,
    userEmail: userEmailSchema,
  },
  ['userId', 'userPassword', 'userPasswordConfirm', 'userNm'],
);

/** New password and its confirmation (reset and change). */
export const passwordFormSchema = formSchema(
  { userPassword: userPasswordSchema, userPasswordConfirm: userPasswordConfirmSchema },
  ['userPassword', 'userPasswordConfirm'],
);

export const termsAgreementFormSchema = formSchema({ termsAgreed: termsAgreedSchema }, ['termsAgreed']);

/** A reason, and the password: whoever holds an unlocked phone must not be able to end the account (issue 35.16). */
export const withdrawalFormSchema = {
  ...formSchema(
    {
      unregisterReasonCode: unregisterReasonCodeSchema,
      unregisterReason: unregisterReasonSchema,
      userPassword: currentPasswordSchema,
    },
    ['unregisterReasonCode', 'userPassword'],
  ),
  if: {
    properties: { unregisterReasonCode: { const: withdrawalReasonCodes.other } },
    required: ['unregisterReasonCode'],
  },
  then: { properties: { unregisterReason: unregisterReasonSchema }, required: ['unregisterReason'] },
} as const;

function identifyForm(nameSchema: FieldSchema) {
  return formSchema(
    {
      userNm: nameSchema,
      userBrthdyDe: userBrthdyDeSchema,
      userGenderCode: userGenderCodeSchema,
      mobilePhone: mobilePhoneSchema,
    },
    ['userNm', 'userBrthdyDe', 'userGenderCode', 'mobilePhone'],
  );
}

const identifyForms = { default: identifyForm(userNmSchema), km: identifyForm(userNmKhmerSchema) };

/** Who is signing up (or completing a migrated account): name, birth date, gender, mobile phone. */
export function identifyFormSchemaFor(language: string): (typeof identifyForms)['default'] {
  return language === 'km' ? identifyForms.km : identifyForms.default;
}

function findIdForm(nameSchema: FieldSchema) {
  return formSchema({ userNm: nameSchema, mobilePhone: mobilePhoneSchema }, ['userNm', 'mobilePhone']);
}

const findIdForms = { default: findIdForm(userNmSchema), km: findIdForm(userNmKhmerSchema) };

/** Finding one's id: name and mobile phone. */
export function findIdFormSchemaFor(language: string): (typeof findIdForms)['default'] {
  return language === 'km' ? findIdForms.km : findIdForms.default;
}

function passwordResetIdentifyForm(nameSchema: FieldSchema) {
  return formSchema({ userId: userIdSchema, userNm: nameSchema, mobilePhone: mobilePhoneSchema }, [
    'userId',
    'userNm',
    'mobilePhone',
  ]);
}

const passwordResetIdentifyForms = {
  default: passwordResetIdentifyForm(userNmSchema),
  km: passwordResetIdentifyForm(userNmKhmerSchema),
};

/** Resetting a password: id, name and mobile phone. */
export function passwordResetIdentifyFormSchemaFor(
  language: string,
): (typeof passwordResetIdentifyForms)['default'] {
  return language === 'km' ? passwordResetIdentifyForms.km : passwordResetIdentifyForms.default;
}

/** Changing the password: the current one, then the new one twice. */
export const passwordChangeFormSchema = formSchema(
  {
    currentPassword: currentPasswordSchema,
    userPassword: newPasswordSchema,
    userPasswordConfirm: userPasswordConfirmSchema,
  },
  ['currentPassword', 'userPassword', 'userPasswordConfirm'],
);

/** Profile values a person can change themselves (height optional). */
export const profileFormSchema = formSchema({ height: heightSchema }, []);

export const channelFormSchema = formSchema(
  { chnNm: chnNmSchema, chnImage: chnImageSchema, prtcpntList: prtcpntListSchema },
  ['chnNm', 'chnImage', 'prtcpntList'],
);

export const channelDecorationFormSchema = formSchema({ chnBackgroundImage: chnBackgroundImageSchema }, [
  'chnBackgroundImage',
]);

export const feedPostFormSchema = formSchema({ content: contentSchema }, ['content']);

export const commentFormSchema = formSchema({ content: contentSchema }, ['content']);

export const inquiryFormSchema = formSchema({ title: titleSchema, content: contentSchema }, ['title']);

export const medicationPeriodFormSchema = formSchema({ tkmdEndDe: tkmdEndDeSchema }, ['tkmdEndDe']);

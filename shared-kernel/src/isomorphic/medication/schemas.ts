// JSON Schemas of the medication API's bodies and queries: Fastify validates with them, the forms check with them.
// What a schema cannot see (dates that do not exist, the period, the cycle's choices) `medicationPlanProblem` does.
import { medicationStatusCodes, noEndDate, weekdayCodes } from '../codes';
import type { FieldSchema } from '../validation/schemas';
import { routineDateSchema, serialSchema, yesNoSchema } from '../routines/schemas';
import { medicationCycleCodes, medicationLimits, medicationTypeCodes } from './codes';

/** No property besides the listed ones, refused by name (see predictions/schemas.ts for why not `false`). */
const noOtherProperties = { not: {} } as const;

/** Text a person types: no control characters, no lone surrogates (PostgreSQL could not store them). */
export const plainTextPattern = '^[^\\u0000-\\u001f\\u007f\\ud800-\\udfff]*$';

export const medicineNameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: medicationLimits.nameLength,
  pattern: plainTextPattern,
  'x-messages': { minLength: 'generic.required', maxLength: 'generic.maxLength', pattern: 'generic.invalid' },
} as const satisfies FieldSchema;

/** HH:mm, 00:00 to 23:59 (spec section 5). */
export const timeOfDaySchema = {
  type: 'string',
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  'x-messages': { pattern: 'M1100', type: 'M1100' },
} as const satisfies FieldSchema;

/** A last day `YYYY-MM-DD`, or the no-end date. Whether the day exists is `medicationPlanProblem`'s to say. */
export const planEndSchema = {
  type: 'string',
  pattern: `^([0-9]{4}-[0-9]{2}-[0-9]{2}|${noEndDate})$`,
  'x-messages': { pattern: 'generic.invalid' },
} as const satisfies FieldSchema;

/** The `lang` query parameter every call may carry (spec section 7). */
const languageSchema = { type: 'string', maxLength: 16 } as const satisfies FieldSchema;

const statusSchema = {
  type: 'string',
  enum: Object.values(medicationStatusCodes),
} as const satisfies FieldSchema;

export const medicationPlanInputSchema = {
  type: 'object',
  required: [
    'tkmdNm',
    'itemSeq',
    'tkmdTypeCode',
    'tkmdCycleCode',
    'tkmdDowList',
    'tkmdIntrvlDayCnt',
    'tkmdBeginDe',
    'tkmdEndDe',
    'tkmdTimeList',
    'notiAt',
    'missedAlertMi',
  ],
  properties: {
    tkmdNm: medicineNameSchema,
    itemSeq: { anyOf: [{ type: 'null' }, { type: 'string', pattern: '^[0-9]{1,20}$' }] },
    tkmdTypeCode: { type: 'string', enum: Object.values(medicationTypeCodes) },
    tkmdCycleCode: { type: 'string', enum: Object.values(medicationCycleCodes) },
    tkmdDowList: {
      type: 'array',
      maxItems: 7,
      uniqueItems: true,
      items: { type: 'string', enum: Object.values(weekdayCodes) },
    },
    tkmdIntrvlDayCnt: {
      anyOf: [
        { type: 'null' },
        {
          type: 'integer',
          minimum: medicationLimits.intervalDays.min,
          maximum: medicationLimits.intervalDays.max,
        },
      ],
      // A failed anyOf is reported as itself (validation/errors.ts), so its message is named here.
      'x-messages': { anyOf: 'M1104' },
    },
    tkmdBeginDe: routineDateSchema,
    tkmdEndDe: planEndSchema,
    tkmdTimeList: {
      type: 'array',
      minItems: 1,
      maxItems: medicationLimits.timesPerDay,
      items: timeOfDaySchema,
      'x-messages': { minItems: 'M1101', maxItems: 'generic.max', uniqueItems: 'M1102' },
      uniqueItems: true,
    },
    notiAt: yesNoSchema,
    missedAlertMi: {
      anyOf: [
        { type: 'null' },
        {
          type: 'integer',
          minimum: medicationLimits.missedAlertMinutes.min,
          maximum: medicationLimits.missedAlertMinutes.max,
          'x-messages': {
            minimum: 'generic.between',
            maximum: 'generic.between',
            type: 'generic.wholeNumber',
          },
        },
      ],
    },
  },
  additionalProperties: noOtherProperties,
} as const;

export const doseStatusInputSchema = {
  type: 'object',
  required: ['tkmdSttusCode'],
  properties: { tkmdSttusCode: statusSchema },
  additionalProperties: noOtherProperties,
} as const;

export const doseStatusListInputSchema = {
  type: 'object',
  required: ['tkmdDtlsList'],
  properties: {
    tkmdDtlsList: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['tkmdDtlsSn', 'tkmdSttusCode'],
        properties: { tkmdDtlsSn: serialSchema, tkmdSttusCode: statusSchema },
        additionalProperties: noOtherProperties,
      },
    },
  },
  additionalProperties: noOtherProperties,
} as const;

export const planReminderInputSchema = {
  type: 'object',
  required: ['notiAt'],
  properties: { notiAt: yesNoSchema },
  additionalProperties: noOtherProperties,
} as const;

/** `POST /plan/{tkmdSn}/continue`: the last day of the continued plan, or no end. */
export const planContinuationInputSchema = {
  type: 'object',
  required: ['tkmdEndDe'],
  properties: { tkmdEndDe: planEndSchema },
  additionalProperties: noOtherProperties,
} as const;

export const medicineSearchQuerySchema = {
  type: 'object',
  properties: {
    itemName: {
      type: 'string',
      maxLength: medicationLimits.searchLength,
      pattern: plainTextPattern,
      'x-messages': { maxLength: 'generic.maxLength', pattern: 'generic.invalid' },
    },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    rows: { type: 'integer', minimum: 1, maximum: medicationLimits.searchRows, default: 20 },
    lang: languageSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const scheduleQuerySchema = {
  type: 'object',
  required: ['fromPeriodDt', 'toPeriodDt'],
  properties: { fromPeriodDt: routineDateSchema, toPeriodDt: routineDateSchema, lang: languageSchema },
  additionalProperties: noOtherProperties,
} as const;

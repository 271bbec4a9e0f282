// JSON Schemas of the medication API's answers (the bodies and queries are the kernel's, the path parameters
// http/schemas.ts's serialParams).
// They document the wire shapes of shared-kernel/src/isomorphic/medication/types.ts in the OpenAPI document
// and let Fastify serialize a month of doses fast.
import { medicationPlanInputSchema, medicationPlanStates } from 'shared-kernel/isomorphic';

const code = { type: 'string', pattern: '^[0-9]{4}$' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const adherenceSchema = {
  type: 'object',
  required: ['takenCnt', 'dueCnt', 'rate', 'compliant'],
  properties: {
    takenCnt: { type: 'integer' },
    dueCnt: { type: 'integer' },
    rate: {
      type: ['number', 'null'],
      description: 'Percent taken of doses due, one decimal; null: none due',
    },
    compliant: { type: ['boolean', 'null'], description: '80 % or more (spec section 9)' },
  },
} as const;

export const medicationPlanSchema = {
  type: 'object',
  required: [
    'tkmdSn',
    ...medicationPlanInputSchema.required,
    'tkmdTotDayCnt',
    'planState',
    'entpName',
    'strength',
    'itemEngName',
    'adherence',
  ],
  properties: {
    tkmdSn: { type: 'integer' },
    tkmdNm: text,
    itemSeq: nullableText,
    tkmdTypeCode: code,
    tkmdCycleCode: code,
    tkmdDowList: { type: 'array', items: code },
    tkmdIntrvlDayCnt: nullableInteger,
    tkmdBeginDe: { type: 'string', format: 'date' },
    tkmdEndDe: { type: 'string', description: 'YYYY-MM-DD, or 9999-12-31T23:59:59 for no end' },
    tkmdTimeList: { type: 'array', items: { type: 'string', pattern: '^[0-9]{2}:[0-9]{2}$' } },
    notiAt: { type: 'string', enum: ['Y', 'N'] },
    missedAlertMi: nullableInteger,
    tkmdTotDayCnt: { ...nullableInteger, description: 'Days from begin to end; null with no end' },
    planState: { type: 'string', enum: [...medicationPlanStates] },
    entpName: nullableText,
    strength: nullableText,
    itemEngName: {
      ...nullableText,
      description: 'The catalogue’s English name, shown in English and Khmer; null: none known',
    },
    adherence: { ...adherenceSchema, description: 'Over the whole plan up to now' },
  },
} as const;

export const medicationPlanListSchema = {
  type: 'object',
  required: ['tkmdPlanList'],
  properties: { tkmdPlanList: { type: 'array', items: medicationPlanSchema } },
} as const;

export const medicationDoseSchema = {
  type: 'object',
  required: ['tkmdSn', 'tkmdDtlsSn', 'tkmdNm', 'tkmdTypeCode', 'tkmdPlanDt', 'tkmdDt', 'tkmdSttusCode'],
  properties: {
    tkmdSn: { type: 'integer' },
    tkmdDtlsSn: { type: 'integer' },
    tkmdNm: text,
    tkmdTypeCode: code,
    tkmdPlanDt: { type: 'string', description: 'Seoul wall time, YYYY-MM-DDTHH:mm:ss' },
    tkmdDt: { ...nullableText, description: 'When it was ticked (ISO instant); null while not ticked' },
    tkmdSttusCode: { ...code, description: '0001 not taken, 0002 taken, 0003 scheduled, 0004 unchecked' },
  },
} as const;

export const medicationDoseListSchema = { type: 'array', items: medicationDoseSchema } as const;

export const medicationScheduleSchema = {
  type: 'object',
  required: ['tkmdDtlsList', 'adherence'],
  properties: {
    tkmdDtlsList: { type: 'array', items: medicationDoseSchema },
    adherence: { ...adherenceSchema, description: 'Over the range, doses due by now' },
  },
} as const;

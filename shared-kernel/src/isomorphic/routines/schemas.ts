// JSON Schemas of the routine API's bodies and queries: Fastify validates with them, the forms check with them.
import { healthGoalItemCodes, timeOfDayCodes, weekdayCodes, exerciseCreationTypeCodes } from '../codes';
import type { FieldSchema } from '../validation/schemas';
import { drinkKinds, routineLimits } from './codes';

/** No property besides the listed ones, refused by name (see predictions/schemas.ts for why not `false`). */
const noOtherProperties = { not: {} } as const;

export const routineDateSchema = {
  type: 'string',
  format: 'date',
  'x-messages': { format: 'generic.invalid' },
} as const satisfies FieldSchema;

export const yesNoSchema = { type: 'string', enum: ['Y', 'N'] } as const satisfies FieldSchema;

/** Serial numbers (helthGoalSn, exrciseExecutDtlsSn...): positive 32-bit integers. */
export const serialSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 2_147_483_647,
} as const satisfies FieldSchema;

export const exerciseItemCodeSchema = {
  type: 'string',
  pattern: '^[0-9]{4}$',
} as const satisfies FieldSchema;

export const exerciseMinutesSchema = {
  type: 'integer',
  minimum: routineLimits.exerciseMinutes.min,
  maximum: routineLimits.exerciseMinutes.max,
  'x-messages': { type: 'generic.wholeNumber' },
} as const satisfies FieldSchema;

export const timeOfDayCodeSchema = {
  type: 'string',
  enum: Object.values(timeOfDayCodes),
} as const satisfies FieldSchema;

/** fitness level, pscstrSttusCode 0001 (lowest) to 0005 (advanced). */
export const fitnessLevelSchema = {
  type: 'string',
  enum: ['0001', '0002', '0003', '0004', '0005'],
} as const satisfies FieldSchema;

/** A weight (kg, 1-1000, M0134) or waist (cm, checked to 500 by the plan rule) value, one decimal (M0135). */
const goalValueSchema = {
  type: 'number',
  minimum: 1,
  maximum: 1000,
  'x-maxDecimals': 1,
  'x-messages': { minimum: 'M0134', maximum: 'M0134', 'x-maxDecimals': 'M0135' },
} as const satisfies FieldSchema;

const glassCountSchema = {
  type: 'integer',
  minimum: 0,
  maximum: routineLimits.glassesPerDay,
  'x-messages': { type: 'generic.wholeNumber' },
} as const satisfies FieldSchema;

export const glassCountsSchema = {
  type: 'object',
  properties: Object.fromEntries(drinkKinds.map((kind) => [kind, glassCountSchema])),
  additionalProperties: noOtherProperties,
} as const satisfies FieldSchema;

export const drinkingGoalSchema = {
  type: 'object',
  required: ['alchlCo', 'alchlGlassCnt', 'alchlCoExecutAt', 'alchlGlassCntExecutAt'],
  properties: {
    alchlCo: { type: 'integer', minimum: 0, maximum: routineLimits.drinkingDaysPerWeek },
    alchlGlassCnt: glassCountSchema,
    alchlCoExecutAt: yesNoSchema,
    alchlGlassCntExecutAt: yesNoSchema,
  },
  additionalProperties: noOtherProperties,
} as const satisfies FieldSchema;

const goalExerciseSchema = {
  type: 'object',
  required: [
    'exrciseItemCode',
    'exrciseTimeMi',
    'exrciseTodCode',
    'exrciseCreatTypeCode',
    'helthGoalExrciseDowList',
  ],
  properties: {
    exrciseItemCode: exerciseItemCodeSchema,
    exrciseTimeMi: exerciseMinutesSchema,
    exrciseTodCode: timeOfDayCodeSchema,
    exrciseCreatTypeCode: { type: 'string', enum: Object.values(exerciseCreationTypeCodes) },
    helthGoalExrciseDowList: {
      type: 'array',
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      items: {
        type: 'object',
        required: ['dowCode'],
        properties: { dowCode: { type: 'string', enum: Object.values(weekdayCodes) } },
        additionalProperties: noOtherProperties,
      },
      'x-messages': { minItems: 'M1064' },
    },
  },
  additionalProperties: noOtherProperties,
} as const satisfies FieldSchema;

const healthGoalProperties = {
  goalBeginDe: routineDateSchema,
  goalEndDe: routineDateSchema,
  helthGoalDetailList: {
    type: 'array',
    maxItems: 2,
    items: {
      type: 'object',
      required: ['helthGoalItemCode', 'beforeVal', 'goalVal'],
      properties: {
        helthGoalItemCode: { type: 'string', enum: Object.values(healthGoalItemCodes) },
        beforeVal: goalValueSchema,
        goalVal: goalValueSchema,
      },
      additionalProperties: noOtherProperties,
    },
  },
  helthGoalExrciseList: {
    type: 'array',
    minItems: 1,
    maxItems: routineLimits.exercisesPerGoal,
    items: goalExerciseSchema,
    'x-messages': { minItems: 'M1064' },
  },
  nosmkngAt: yesNoSchema,
  alchlGoal: { anyOf: [{ type: 'null' }, drinkingGoalSchema] },
} as const;

const healthGoalRequired = [
  'goalBeginDe',
  'goalEndDe',
  'helthGoalDetailList',
  'helthGoalExrciseList',
  'nosmkngAt',
  'alchlGoal',
] as const;

/** Body of `POST /helthGoal`. */
export const healthGoalInputSchema = {
  type: 'object',
  required: healthGoalRequired,
  properties: healthGoalProperties,
  additionalProperties: noOtherProperties,
} as const;

/** Body of `PUT /helthGoal`. */
export const healthGoalUpdateSchema = {
  type: 'object',
  required: ['helthGoalSn', ...healthGoalRequired],
  properties: { helthGoalSn: serialSchema, ...healthGoalProperties },
  additionalProperties: noOtherProperties,
} as const;

export const exerciseCheckSchema = {
  type: 'object',
  required: ['exrciseExecutDtlsSn', 'exrciseAt'],
  properties: { exrciseExecutDtlsSn: serialSchema, exrciseAt: yesNoSchema },
  additionalProperties: noOtherProperties,
} as const;

export const manualExerciseSchema = {
  type: 'object',
  required: ['exrciseItemCode', 'exrcisePlanDe', 'exrciseTimeMi', 'exrciseTodCode', 'exrciseAt'],
  properties: {
    exrciseItemCode: exerciseItemCodeSchema,
    exrcisePlanDe: routineDateSchema,
    exrciseTimeMi: exerciseMinutesSchema,
    exrciseTodCode: timeOfDayCodeSchema,
    exrciseAt: yesNoSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const noSmokingEntrySchema = {
  type: 'object',
  required: ['nosmkngExecutDtlsSn', 'nosmkngAt'],
  properties: { nosmkngExecutDtlsSn: serialSchema, nosmkngAt: yesNoSchema },
  additionalProperties: noOtherProperties,
} as const;

export const drinkingEntrySchema = {
  type: 'object',
  required: ['alchlExecutDtlsSn', 'alchlAt'],
  properties: {
    alchlExecutDtlsSn: serialSchema,
    alchlAt: yesNoSchema,
    alchlGlassCntDtl: glassCountsSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const exerciseBookmarkSchema = {
  type: 'object',
  required: ['exrciseItemCode'],
  properties: { exrciseItemCode: exerciseItemCodeSchema },
  additionalProperties: noOtherProperties,
} as const;

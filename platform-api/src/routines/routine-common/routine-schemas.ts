// JSON Schemas of the routine API's query strings and answers (the bodies are the kernel's schemas). The
// answers' schemas document the wire shapes of shared-kernel/src/isomorphic/routines/types.ts in the OpenAPI
// document and let Fastify serialize the long dashboard fast.
import {
  drinkKinds,
  exerciseIntensities,
  fitnessLevelSchema,
  goalStatusCodes,
  routineDateSchema,
  serialSchema,
} from 'shared-kernel/isomorphic';
import { languageQuerySchema } from '../../platform/http/language';
import { categoryFilterCodes } from '../exercise-catalogue/exercise-items';

const yesNo = { type: 'string', enum: ['Y', 'N'] } as const;
const nullableYesNo = { type: ['string', 'null'], enum: ['Y', 'N', null] } as const;
const code = { type: 'string', pattern: '^[0-9]{4}$' } as const;
const day = { type: 'string', format: 'date' } as const;
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;

// ---- query strings ----

export const dashboardQuerySchema = {
  type: 'object',
  required: ['fromSearchDt', 'toSearchDt'],
  properties: {
    ...languageQuerySchema.properties,
    fromSearchDt: routineDateSchema,
    toSearchDt: { ...routineDateSchema, description: 'At most 371 days after fromSearchDt, both included' },
  },
} as const;

export const overlapQuerySchema = {
  type: 'object',
  required: ['goalBeginDe', 'goalEndDe'],
  properties: {
    ...languageQuerySchema.properties,
    goalBeginDe: routineDateSchema,
    goalEndDe: routineDateSchema,
    helthGoalSn: { ...serialSchema, description: 'A goal to leave out (the one being edited)' },
  },
} as const;

export const historyQuerySchema = {
  type: 'object',
  properties: {
    ...languageQuerySchema.properties,
    goalSttusCode: {
      type: 'string',
      enum: goalStatusCodes,
      description: '0001 scheduled, 0002 in progress, 0003 ended',
    },
  },
} as const;

export const goalQuerySchema = {
  type: 'object',
  required: ['helthGoalSn'],
  properties: { ...languageQuerySchema.properties, helthGoalSn: serialSchema },
} as const;

export const fitnessLevelQuerySchema = {
  type: 'object',
  properties: {
    ...languageQuerySchema.properties,
    pscstrSttusCode: {
      ...fitnessLevelSchema,
      description: 'Fitness level 0001 (lowest) to 0005; default the level the person keeps, else 0002',
    },
  },
} as const;

export const categoryQuerySchema = {
  type: 'object',
  properties: {
    ...languageQuerySchema.properties,
    exrciseItemCtgryCode: {
      type: 'string',
      enum: categoryFilterCodes,
      description: '0001 flexibility ... 0008 sports; 9999 or absent: every item',
    },
  },
} as const;

// ---- answers ----

const exerciseDetailProperties = {
  exrciseExecutDtlsSn: integer,
  helthGoalSn: integer,
  exrciseItemCode: code,
  exrciseItemNm: { type: 'string' },
  exrciseCreatTypeCode: { type: 'string', enum: ['0001', '0002'] },
  exrcisePlanDe: day,
  exrciseAt: nullableYesNo,
  exrciseTimeMi: integer,
  exrciseTodCode: { type: 'string', enum: ['0001', '0002', '0003', '0004'] },
  delayExrciseAt: yesNo,
  cnsumCalVal: {
    type: ['number', 'null'],
    description: 'kcal: burnt when done, expected otherwise; null without a weight',
  },
  metsVal: number,
} as const;

export const exerciseDetailSchema = {
  type: 'object',
  required: Object.keys(exerciseDetailProperties),
  properties: exerciseDetailProperties,
} as const;

const noSmokingDetailProperties = {
  nosmkngExecutDtlsSn: integer,
  helthGoalSn: integer,
  nosmkngPlanDe: day,
  nosmkngAt: {
    ...nullableYesNo,
    description: 'Y did not smoke, N smoked, null not entered (counts as failed)',
  },
} as const;

export const noSmokingDetailSchema = {
  type: 'object',
  required: Object.keys(noSmokingDetailProperties),
  properties: noSmokingDetailProperties,
} as const;

const glassCountsAnswer = {
  type: ['object', 'null'],
  properties: Object.fromEntries(drinkKinds.map((kind) => [kind, integer])),
  description: 'Glasses by kind (soju 45 ml, beer 180 ml, wine 100 ml, spirits 30 ml)',
} as const;

const drinkingDetailProperties = {
  alchlExecutDtlsSn: integer,
  helthGoalSn: integer,
  alchlPlanDe: day,
  alchlAt: { ...nullableYesNo, description: 'Y drank, N did not, null not entered' },
  alchlGlassCnt: { type: ['integer', 'null'] },
  alchlGlassCntDtl: glassCountsAnswer,
  alchlGramVal: {
    type: ['number', 'null'],
    description: 'Grams of pure alcohol; null when the glasses are unknown',
  },
} as const;

export const drinkingDetailSchema = {
  type: 'object',
  required: Object.keys(drinkingDetailProperties),
  properties: drinkingDetailProperties,
} as const;

const drinkingGoalAnswer = {
  type: ['object', 'null'],
  properties: {
    alchlCo: integer,
    alchlGlassCnt: integer,
    alchlCoExecutAt: yesNo,
    alchlGlassCntExecutAt: yesNo,
  },
} as const;

const healthGoalProperties = {
  helthGoalSn: integer,
  goalBeginDe: day,
  goalEndDe: day,
  goalTotDayCnt: integer,
  goalSttusCode: { type: 'string', enum: goalStatusCodes },
  helthGoalDetailList: {
    type: 'array',
    items: {
      type: 'object',
      required: ['helthGoalItemCode', 'beforeVal', 'goalVal', 'healthGoalItemVal'],
      properties: {
        helthGoalItemCode: { type: 'string', enum: ['0001', '0002'] },
        beforeVal: number,
        goalVal: number,
        healthGoalItemVal: { type: ['number', 'null'], description: 'The latest weight or waist recorded' },
      },
    },
  },
  helthGoalExrciseList: {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'exrciseItemCode',
        'exrciseItemNm',
        'metsVal',
        'exrciseTimeMi',
        'exrciseTodCode',
        'exrciseCreatTypeCode',
        'helthGoalExrciseDowList',
      ],
      properties: {
        exrciseItemCode: code,
        exrciseItemNm: { type: 'string' },
        metsVal: number,
        exrciseTimeMi: integer,
        exrciseTodCode: { type: 'string' },
        exrciseCreatTypeCode: { type: 'string' },
        helthGoalExrciseDowList: {
          type: 'array',
          items: { type: 'object', required: ['dowCode'], properties: { dowCode: { type: 'string' } } },
        },
      },
    },
  },
  nosmkngAt: yesNo,
  alchlGoal: drinkingGoalAnswer,
  exrciseTimeMiGoalTot: integer,
  exrciseTimeMiTot: integer,
  cnsumCalValGoal: number,
  cnsumCalValTot: number,
  nosmkngPlanDayCnt: integer,
  nosmkngSuccessDayCnt: integer,
  alchlPlanDayCnt: integer,
  alchlSuccessDayCnt: integer,
  alchlGlassCntAvg: number,
} as const;

export const healthGoalSchema = {
  type: 'object',
  required: Object.keys(healthGoalProperties),
  properties: healthGoalProperties,
} as const;

export const healthGoalHistorySchema = {
  type: 'object',
  required: ['helthGoalList'],
  properties: { helthGoalList: { type: 'array', items: healthGoalSchema } },
} as const;

export const routineDashboardSchema = {
  type: 'object',
  required: ['helthGoalList', 'routhLapseList'],
  properties: {
    helthGoalList: { type: 'array', items: healthGoalSchema },
    routhLapseList: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'routhLapseDe',
          'helthGoalSn',
          'helthGoalExrciseDtlsList',
          'helthTkmdPlanList',
          'helthGoalNosmkngDtls',
          'helthGoalAlchlDtls',
        ],
        properties: {
          routhLapseDe: day,
          helthGoalSn: { type: ['integer', 'null'] },
          helthGoalExrciseDtlsList: { type: 'array', items: exerciseDetailSchema },
          helthTkmdPlanList: {
            type: 'array',
            description: "The day's doses (filled by the medication domain)",
            items: {
              type: 'object',
              properties: {
                tkmdSn: integer,
                tkmdDtlsSn: integer,
                tkmdNm: { type: 'string' },
                itemEngName: {
                  type: ['string', 'null'],
                  description: "The catalogue's English name, shown in English and Khmer",
                },
                tkmdPlanDt: { type: 'string' },
                tkmdSttusCode: { type: 'string' },
              },
            },
          },
          helthGoalNosmkngDtls: { ...noSmokingDetailSchema, type: ['object', 'null'] },
          helthGoalAlchlDtls: { ...drinkingDetailSchema, type: ['object', 'null'] },
        },
      },
    },
  },
} as const;

const nullableNumber = { type: ['number', 'null'] } as const;

export const recommendedGoalSchema = {
  type: 'object',
  required: [
    'predictDt',
    'bmicode',
    'bmicomt',
    'bmicomtKey',
    'bmiVal',
    'helthGoalItemCode',
    'beforeVal',
    'goalVal',
    'goalBeginDe',
    'goalEndDe',
    'source',
  ],
  properties: {
    predictDt: {
      type: ['string', 'null'],
      description: 'The day the goal is reached; null: nothing to recommend',
    },
    bmicode: { type: ['string', 'null'], description: '0001 underweight ... 0005 severely obese' },
    bmicomt: { type: ['string', 'null'], description: 'The advice in the request language' },
    bmicomtKey: {
      type: ['string', 'null'],
      description:
        'Which advice: the app shows routine:recommendation.<bmicomtKey> with bmiVal and beforeVal',
    },
    bmiVal: nullableNumber,
    helthGoalItemCode: { type: ['string', 'null'] },
    beforeVal: nullableNumber,
    goalVal: nullableNumber,
    goalBeginDe: day,
    goalEndDe: { type: ['string', 'null'] },
    source: { type: 'string' },
  },
} as const;

const exerciseItemProperties = {
  exrciseItemCode: code,
  exrciseItemNm: { type: 'string' },
  exrciseItemCtgryCode: code,
  exrciseItemCtgryNm: { type: 'string' },
  exrciseItemOrdr: integer,
  metsVal: number,
  crrctMetsVal: {
    type: ['number', 'null'],
    description:
      'The METs for the caller’s body (corrected METs); null while sex, age, height or weight is unknown',
  },
  intnstyCode: {
    type: 'string',
    enum: exerciseIntensities,
    description: 'Intensity band of crrctMetsVal, else metsVal: weak < 3, medium 3-5.9, strong >= 6 METs',
  },
  compendiumCode: { type: 'string', description: '2024 Adult Compendium of Physical Activities code' },
  weekRecmndCo: {
    type: 'integer',
    description: 'Sessions a week recommended for the fitness level (0: none)',
  },
  exrciseTimeMi: {
    type: 'integer',
    description: 'Minutes a session recommended for the fitness level (recommended items only)',
  },
  userExrciseItemBmarkSn: { type: ['integer', 'null'] },
} as const;

export const exerciseCatalogueSchema = {
  type: 'object',
  required: ['exrciseItemList'],
  properties: {
    exrciseItemList: {
      type: 'array',
      items: {
        type: 'object',
        required: Object.keys(exerciseItemProperties).filter((key) => key !== 'exrciseTimeMi'),
        properties: exerciseItemProperties,
      },
    },
  },
} as const;

export const recommendedMetsSchema = {
  type: 'object',
  required: ['pscstrSttusCode', 'recmndMetsVal', 'recmndExrciseTimeMiWeek', 'metsCrrctnRate', 'source'],
  properties: {
    pscstrSttusCode: code,
    recmndMetsVal: {
      type: 'number',
      description: 'Compendium MET-minutes a week that give the caller’s body the level’s effort',
    },
    metsCrrctnRate: {
      type: ['number', 'null'],
      description:
        'What a Compendium MET is worth to the caller (3.5 / resting mL/kg/min); null: body unknown',
    },
    recmndExrciseTimeMiWeek: { type: 'integer', description: 'Minutes a week of moderate activity' },
    source: { type: 'string' },
  },
} as const;

export const overlapCheckSchema = {
  type: 'object',
  required: ['overlapAt', 'helthGoalSn'],
  properties: { overlapAt: yesNo, helthGoalSn: { type: ['integer', 'null'] } },
} as const;

export const exerciseBookmarkAnswerSchema = {
  type: 'object',
  required: ['userExrciseItemBmarkSn', 'exrciseItemCode'],
  properties: { userExrciseItemBmarkSn: integer, exrciseItemCode: code },
} as const;

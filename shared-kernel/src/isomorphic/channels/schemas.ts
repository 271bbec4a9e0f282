// JSON Schemas of the channel, feed, image and feedback-board calls: Fastify validates with them, the forms check
// with them. Rules a schema cannot see (who may do what, whether a number is already invited) are the API's.
import { channelTypeCodes } from '../codes';
import { plainTextPattern } from '../medication/schemas';
import { predictionModelAliases, predictionModelIds } from '../predictions/catalogue';
import { serialSchema, yesNoSchema, routineDateSchema } from '../routines/schemas';
import type { FieldSchema } from '../validation/schemas';
import {
  channelLimits,
  feedActivityCodeList,
  feedActivityCodes,
  feedBackgroundCodes,
  imagePurposes,
  shareItemTypeCodes,
  shareableActivityCodes,
  shareableLifelogTypeCodes,
} from './codes';

/** No property besides the listed ones, refused by name (see predictions/schemas.ts for why not `false`). */
const noOtherProperties = { not: {} } as const;

const languageSchema = { type: 'string', maxLength: 16 } as const satisfies FieldSchema;

/** Text a person types on one line or several: no control characters except line breaks and tabs. */
export const multilineTextPattern =
  '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\ud800-\\udfff]*$';

export const imageIdSchema = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  'x-messages': { pattern: 'generic.imageOnly', type: 'generic.imageOnly' },
} as const satisfies FieldSchema;

export const channelNameSchema = {
  type: 'string',
  minLength: channelLimits.nameLength.min,
  maxLength: channelLimits.nameLength.max,
  pattern: plainTextPattern,
  'x-messages': { required: 'M0013', minLength: 'M0013', maxLength: 'M0015', pattern: 'generic.invalid' },
} as const satisfies FieldSchema;

export const inviteMessageSchema = {
  type: 'string',
  maxLength: channelLimits.inviteMessageLength,
  pattern: multilineTextPattern,
  'x-messages': { maxLength: 'generic.maxLength', pattern: 'generic.invalid' },
} as const satisfies FieldSchema;

/** An invitee's mobile number: normalized to the national form, then a valid Korean mobile number (M0144). */
export const inviteePhoneSchema = {
  type: 'string',
  'x-normalize': 'mobilePhone',
  maxLength: 11,
  pattern: '^01[016789][0-9]{7,8}$',
  'x-messages': { type: 'M0144', maxLength: 'M0144', pattern: 'M0144' },
} as const satisfies FieldSchema;

export const invitePhoneListSchema = {
  type: 'array',
  minItems: 1,
  maxItems: channelLimits.invitesPerCall,
  items: inviteePhoneSchema,
  'x-messages': { required: 'M0019', minItems: 'M0019', maxItems: 'generic.max', type: 'M0019' },
} as const satisfies FieldSchema;

export const channelInputSchema = {
  type: 'object',
  required: ['chnNm', 'chnImageId', 'chnBgImageId', 'inviteMssage', 'invitePhoneList', 'posInvtAt'],
  properties: {
    chnNm: channelNameSchema,
    chnImageId: { ...imageIdSchema, 'x-messages': { required: 'M0014', pattern: 'M0014', type: 'M0014' } },
    chnBgImageId: { anyOf: [{ type: 'null' }, imageIdSchema], 'x-messages': { anyOf: 'generic.imageOnly' } },
    inviteMssage: inviteMessageSchema,
    invitePhoneList: invitePhoneListSchema,
    posInvtAt: yesNoSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const channelBasicInfoSchema = {
  type: 'object',
  required: ['chnNm', 'chnImageId', 'chnBgImageId', 'inviteMssage', 'posInvtAt'],
  properties: {
    chnNm: channelNameSchema,
    chnImageId: { ...imageIdSchema, 'x-messages': { required: 'M0014', pattern: 'M0014', type: 'M0014' } },
    chnBgImageId: { anyOf: [{ type: 'null' }, imageIdSchema], 'x-messages': { anyOf: 'M0017' } },
    inviteMssage: inviteMessageSchema,
    posInvtAt: yesNoSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const invitationInputSchema = {
  type: 'object',
  required: ['chnSn', 'invitePhoneList', 'inviteMssage'],
  properties: {
    chnSn: serialSchema,
    invitePhoneList: invitePhoneListSchema,
    inviteMssage: inviteMessageSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const inviteCheckInputSchema = {
  type: 'object',
  required: ['chnSn', 'mphonNoList'],
  properties: {
    chnSn: { anyOf: [{ type: 'null' }, serialSchema] },
    mphonNoList: { type: 'array', minItems: 1, maxItems: 200, items: inviteePhoneSchema },
  },
  additionalProperties: noOtherProperties,
} as const;

export const participantChoiceSchema = {
  type: 'object',
  required: ['prtcpntSn'],
  properties: { prtcpntSn: serialSchema },
  additionalProperties: noOtherProperties,
} as const;

export const channelParamsSchema = {
  type: 'object',
  required: ['chnSn'],
  properties: { chnSn: serialSchema },
} as const;

export const participantParamsSchema = {
  type: 'object',
  required: ['prtcpntSn'],
  properties: { prtcpntSn: serialSchema },
} as const;

export const shareItemCodeQuerySchema = {
  type: 'object',
  required: ['shareItemTypeCode'],
  properties: {
    shareItemTypeCode: { type: 'string', enum: Object.values(shareItemTypeCodes) },
    lang: languageSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const channelShareItemsSchema = {
  type: 'object',
  required: ['reqLifelogList', 'shareActList'],
  properties: {
    reqLifelogList: {
      type: 'array',
      maxItems: shareableLifelogTypeCodes.length,
      uniqueItems: true,
      items: { type: 'string', enum: shareableLifelogTypeCodes },
    },
    shareActList: {
      type: 'array',
      maxItems: shareableActivityCodes.length,
      uniqueItems: true,
      items: { type: 'string', enum: [...shareableActivityCodes] },
    },
  },
  additionalProperties: noOtherProperties,
} as const;

// ---- feed -----------------------------------------------------------------------------------------------

export const feedParamsSchema = {
  type: 'object',
  required: ['feedSn', 'chnSn'],
  properties: { feedSn: serialSchema, chnSn: serialSchema },
} as const;

export const commentParamsSchema = {
  type: 'object',
  required: ['feedSn', 'chnSn', 'comtSn'],
  properties: { feedSn: serialSchema, chnSn: serialSchema, comtSn: serialSchema },
} as const;

export const feedQuerySchema = {
  type: 'object',
  properties: {
    chnSn: serialSchema,
    /** One activity code, or several joined by commas (the feed filter). */
    actCode: {
      type: 'string',
      pattern: '^[0-9]{4}(,[0-9]{4}){0,9}$',
      'x-messages': { pattern: 'generic.invalid' },
    },
    /** The `nextCursor` of the previous page. */
    cursor: {
      type: 'string',
      maxLength: 64,
      pattern: '^[0-9A-Za-z_-]+$',
      'x-messages': { pattern: 'M0187' },
    },
    rows: {
      type: 'integer',
      minimum: 1,
      maximum: channelLimits.feedRows.max,
      default: channelLimits.feedRows.default,
    },
    lang: languageSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

const channelListSchema = {
  type: 'array',
  minItems: 1,
  maxItems: channelLimits.channelsPerPost,
  uniqueItems: true,
  items: serialSchema,
  'x-messages': { minItems: 'generic.choose', required: 'generic.choose' },
} as const satisfies FieldSchema;

export const feedContentSchema = {
  type: 'string',
  minLength: 1,
  maxLength: channelLimits.textLength,
  pattern: multilineTextPattern,
  'x-messages': { minLength: 'generic.required', maxLength: 'generic.maxLength', pattern: 'generic.invalid' },
} as const satisfies FieldSchema;

export const boardPostInputSchema = {
  type: 'object',
  required: ['chnSnList', 'feedTitle', 'feedCn', 'feedBgCode', 'imageIdList'],
  properties: {
    chnSnList: channelListSchema,
    feedTitle: {
      anyOf: [
        { type: 'null' },
        { type: 'string', maxLength: channelLimits.feedTitleLength, pattern: plainTextPattern },
      ],
      'x-messages': { anyOf: 'generic.maxLength' },
    },
    feedCn: feedContentSchema,
    feedBgCode: { anyOf: [{ type: 'null' }, { type: 'string', enum: [...feedBackgroundCodes] }] },
    imageIdList: {
      type: 'array',
      maxItems: channelLimits.imagesPerPost,
      uniqueItems: true,
      items: imageIdSchema,
      'x-messages': { maxItems: 'M1116' },
    },
  },
  additionalProperties: noOtherProperties,
} as const;

const predictionReferenceSchema = {
  type: 'object',
  required: ['actCode', 'predictionModel', 'predictionId'],
  properties: {
    actCode: {
      type: 'string',
      enum: [feedActivityCodes.aiBodyAge, feedActivityCodes.aiCancer, feedActivityCodes.aiDisease],
    },
    predictionModel: {
      type: 'string',
      enum: [...predictionModelIds, ...Object.keys(predictionModelAliases)],
    },
    predictionId: {
      anyOf: [{ type: 'null' }, { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }],
    },
  },
  additionalProperties: noOtherProperties,
} as const;

/** Exactly one of the reference shapes; an activity code that is not shareable is refused with M1118. */
export const activityReferenceSchema = {
  type: 'object',
  required: ['actCode'],
  properties: {
    actCode: { type: 'string', enum: [...shareableActivityCodes], 'x-messages': { enum: 'M1118' } },
  },
  oneOf: [
    {
      type: 'object',
      required: ['actCode', 'observationId'],
      properties: {
        actCode: { const: feedActivityCodes.lifelogRecord },
        observationId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9.-]+$' },
      },
      additionalProperties: noOtherProperties,
    },
    {
      type: 'object',
      required: ['actCode', 'helthGoalSn', 'routhLapseDe'],
      properties: {
        actCode: { const: feedActivityCodes.routineAchievement },
        helthGoalSn: serialSchema,
        routhLapseDe: routineDateSchema,
      },
      additionalProperties: noOtherProperties,
    },
    {
      type: 'object',
      required: ['actCode', 'fromPeriodDt', 'toPeriodDt'],
      properties: {
        actCode: { const: feedActivityCodes.medicationSummary },
        fromPeriodDt: routineDateSchema,
        toPeriodDt: routineDateSchema,
      },
      additionalProperties: noOtherProperties,
    },
    predictionReferenceSchema,
  ],
  'x-messages': { oneOf: 'M0187' },
} as const;

export const activityShareInputSchema = {
  type: 'object',
  required: ['chnSnList', 'activity', 'feedCn'],
  properties: {
    chnSnList: channelListSchema,
    activity: activityReferenceSchema,
    feedCn: {
      anyOf: [
        { type: 'null' },
        { type: 'string', maxLength: channelLimits.textLength, pattern: multilineTextPattern },
      ],
      'x-messages': { anyOf: 'generic.maxLength' },
    },
  },
  additionalProperties: noOtherProperties,
} as const;

export const commentInputSchema = {
  type: 'object',
  required: ['comtCn', 'upperComtSn'],
  properties: {
    comtCn: feedContentSchema,
    upperComtSn: { anyOf: [{ type: 'null' }, serialSchema] },
  },
  additionalProperties: noOtherProperties,
} as const;

export const likeInputSchema = {
  type: 'object',
  required: ['likeAt'],
  properties: { likeAt: yesNoSchema },
  additionalProperties: noOtherProperties,
} as const;

export const hideInputSchema = {
  type: 'object',
  required: ['hideAt'],
  properties: { hideAt: yesNoSchema },
  additionalProperties: noOtherProperties,
} as const;

export const imageUploadQuerySchema = {
  type: 'object',
  required: ['purpose'],
  properties: { purpose: { type: 'string', enum: [...imagePurposes] }, lang: languageSchema },
  additionalProperties: noOtherProperties,
} as const;

export const imageParamsSchema = {
  type: 'object',
  required: ['imageId'],
  properties: { imageId: imageIdSchema },
} as const;

// ---- feedback board -------------------------------------------------------------------------------------

export const inquiryInputSchema = {
  type: 'object',
  required: ['title', 'content', 'privateAt'],
  properties: {
    title: {
      type: 'string',
      minLength: 1,
      maxLength: channelLimits.inquiryTitleLength,
      pattern: plainTextPattern,
      'x-messages': {
        minLength: 'generic.required',
        maxLength: 'generic.maxLength',
        pattern: 'generic.invalid',
      },
    },
    /** At most 500 characters, as a post or a comment (spec section 9); only the title is required. */
    content: {
      type: 'string',
      maxLength: channelLimits.textLength,
      pattern: multilineTextPattern,
      'x-messages': { maxLength: 'generic.maxLength', pattern: 'generic.invalid' },
    },
    privateAt: yesNoSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

export const inquiryPageQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    rows: {
      type: 'integer',
      minimum: 1,
      maximum: channelLimits.inquiryRows.max,
      default: channelLimits.inquiryRows.default,
    },
    totalYn: { ...yesNoSchema, default: 'N' },
    lang: languageSchema,
  },
  additionalProperties: noOtherProperties,
} as const;

/** Both channel types, for the schemas of answers. */
export const channelTypeCodeList = Object.values(channelTypeCodes);
export const feedActivityCodeSchema = { type: 'string', enum: feedActivityCodeList } as const;

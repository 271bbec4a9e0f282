// Blocking (issue 36.2, spec section 7 `/user/block` and `/user/block/resource`): a person blocks another, whose
// posts, comments, likes, invitations and notifications then no longer reach them (the blocked person is not
// told), and hides or reports one post or comment. The API validates with these schemas, the app sends them.
import { plainTextPattern } from '../medication/schemas';
import { serialSchema } from '../routines/schemas';
import type { FieldSchema } from '../validation/schemas';

/** Why a person reports a post or a comment; "other" asks for a few words. */
export const reportReasonCodes = ['spam', 'abuse', 'other'] as const;
export type ReportReasonCode = (typeof reportReasonCodes)[number];

export const blockingLimits = { reportTextLength: 200 } as const;

/** What a person does to one post or comment: hide it from themselves, or report it (which hides it too). */
export const resourceActions = ['hide', 'report'] as const;
export type ResourceAction = (typeof resourceActions)[number];

const noOtherProperties = { not: {} } as const;

/** Any account's id as the feed shows it (accounts migrated from the older platform keep their own form). */
const blockedUserIdSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: plainTextPattern,
  'x-messages': { pattern: 'generic.invalid' },
} as const satisfies FieldSchema;

export const blockInputSchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: blockedUserIdSchema },
  additionalProperties: noOtherProperties,
} as const;

export interface BlockInput {
  userId: string;
}

export const unblockQuerySchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: blockedUserIdSchema, lang: { type: 'string', maxLength: 16 } },
  additionalProperties: noOtherProperties,
} as const;

export const blockResourceInputSchema = {
  type: 'object',
  required: ['feedSn', 'chnSn', 'comtSn', 'action'],
  properties: {
    feedSn: serialSchema,
    chnSn: serialSchema,
    /** null: the post itself; else one of its comments. */
    comtSn: { anyOf: [{ type: 'null' }, serialSchema] },
    action: { type: 'string', enum: [...resourceActions] },
    /** Required to report. */
    reasonCode: {
      type: 'string',
      enum: [...reportReasonCodes],
      'x-messages': { required: 'generic.choose' },
    },
    /** Required when the reason is "other". */
    reasonText: {
      type: 'string',
      maxLength: blockingLimits.reportTextLength,
      pattern: plainTextPattern,
      'x-messages': { maxLength: 'generic.maxLength', pattern: 'generic.invalid' },
    },
  },
  additionalProperties: noOtherProperties,
} as const;

export interface BlockResourceInput {
  feedSn: number;
  chnSn: number;
  comtSn: number | null;
  action: ResourceAction;
  reasonCode?: ReportReasonCode;
  reasonText?: string;
}

export interface BlockedPerson {
  userId: string;
  userNm: string;
  /** When they were blocked (ISO instant). */
  blockDt: string;
}

export interface BlockList {
  blockList: BlockedPerson[];
}

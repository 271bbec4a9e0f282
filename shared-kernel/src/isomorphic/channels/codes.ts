// Code lists of channels, the family feed and the feedback board that the spec names without codes; chosen here
// once for the API and the screens. Channel types and invitation states are the spec's (`channelTypeCodes`,
// `invitationCodes` in ../codes).
import { lifelogTypeCodes } from '../units/lifelogTypes';

/**
 * actCode: what a feed post holds, which decides its screen type (spec section 2, "screen types by activity
 * code"). Board posts are written by a person; the others are made by the server from the record they name.
 */
export const feedActivityCodes = {
  /** Title, text, photos and a background: written in `insert/board`. */
  board: '0001',
  /** One life-log record (simple life-log list). */
  lifelogRecord: '0002',
  /** A summary of life-logs over a period: shown in a member's own channel, never shared. */
  lifelogSummary: '0003',
  /** A routine day whose exercises were all done (minutes, kcal, streak). */
  routineAchievement: '0004',
  /** Taking-medicine summary over a period (doses taken ÷ due). */
  medicationSummary: '0005',
  /** AI body age. */
  aiBodyAge: '0006',
  /** AI cancer risk. */
  aiCancer: '0007',
  /** AI disease risk. */
  aiDisease: '0008',
  /** A system message of the channel (joined, left, new manager): made by the server only. */
  systemMessage: '0009',
  /** Operator content in simple HTML, sanitized when shown: made by the server only. */
  simpleHtml: '0010',
} as const;
export type FeedActivityCode = (typeof feedActivityCodes)[keyof typeof feedActivityCodes];
export const feedActivityCodeList = Object.values(feedActivityCodes);

/** The activity codes a person may share from another area (`POST /api/feed/share`); summaries are not shareable. */
export const shareableActivityCodes = [
  feedActivityCodes.lifelogRecord,
  feedActivityCodes.routineAchievement,
  feedActivityCodes.medicationSummary,
  feedActivityCodes.aiBodyAge,
  feedActivityCodes.aiCancer,
  feedActivityCodes.aiDisease,
] as const;
export type ShareableActivityCode = (typeof shareableActivityCodes)[number];

export function isShareableActivity(code: string): code is ShareableActivityCode {
  return (shareableActivityCodes as readonly string[]).includes(code);
}

/** shareItemTypeCode of `GET /api/channel/share/itemCode`: which list of share items is asked for. */
export const shareItemTypeCodes = {
  /** Life-log types a channel requires its members to share (lifelogTypeCodes). */
  requiredLifelog: '0001',
  /** Activity types members may share into the channel (shareableActivityCodes). */
  activity: '0002',
} as const;
export type ShareItemTypeCode = (typeof shareItemTypeCodes)[keyof typeof shareItemTypeCodes];

/** The life-log type codes a channel can require (every code of spec section 3's catalogue). */
export const shareableLifelogTypeCodes = Object.values(lifelogTypeCodes);
export type ShareableLifelogTypeCode = (typeof shareableLifelogTypeCodes)[number];

/** feedBgCode: the backgrounds `insert/board/background/images` offers for a text post (drawn by the app). */
export const feedBackgroundCodes = ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008'] as const;
export type FeedBackgroundCode = (typeof feedBackgroundCodes)[number];

/** purpose of an image upload: decides the longest side it is resized to (spec section 9, `imageSizeLimits`). */
export const imagePurposes = [
  'board',
  'channelProfile',
  'channelBackground',
  'userProfile',
  'default',
] as const;
export type ImagePurpose = (typeof imagePurposes)[number];

/**
 * Why an invitation was not texted (issue 34; the invitation is made all the same): the inviter's texts of the
 * day or month are spent, the number's are, or the number asked for no more invitation texts.
 */
export const notTextedCodes = {
  inviterBudgetSpent: 'M1153',
  numberBudgetSpent: 'M1154',
  optedOut: 'M1155',
} as const;
export type NotTextedCode = (typeof notTextedCodes)[keyof typeof notTextedCodes];

/** Why a number cannot be invited: it is already in the channel or invited, or it is the caller's own. */
export const inviteRefusalCodes = { alreadyInOrInvited: 'M1111', ownNumber: 'M1112' } as const;
export type InviteRefusalCode = (typeof inviteRefusalCodes)[keyof typeof inviteRefusalCodes];

/** The random code an invitation text's link carries (`/register?invite=<code>`): 12 base64url characters. */
export const inviteCodePattern = '^[A-Za-z0-9_-]{12}$';

export const channelLimits = {
  /** chnNm (spec section 5). */
  nameLength: { min: 1, max: 25 },
  /** inviteMssage sent with the invitations. */
  inviteMessageLength: 200,
  /** Participants and waiting invitees of one family channel. */
  participants: 30,
  /** Phone numbers in one invitation call. */
  invitesPerCall: 20,
  /** Family channels one person may belong to (joined or managing). */
  channelsPerUser: 20,
  /** Title of a board post. */
  feedTitleLength: 50,
  /** Text of a post, a comment or a feedback entry (spec section 9). */
  textLength: 500,
  /** Photos of one board post. */
  imagesPerPost: 5,
  /** Channels one post or share goes to at once (`share/channel`). */
  channelsPerPost: 20,
  /** Posts per feed page. */
  feedRows: { default: 20, max: 50 },
  /** Feedback board rows per page. */
  inquiryRows: { default: 20, max: 50 },
  /** Title of a feedback entry. */
  inquiryTitleLength: 100,
  /** The largest upload accepted before decoding (the stored image is re-encoded and much smaller). */
  uploadBytes: 10 * 1024 * 1024,
} as const;

// JSON Schemas of the channel calls' answers: they document shared-kernel's channels/types.ts in the OpenAPI
// document (the request schemas are the kernel's).
import {
  channelTypeCodeList,
  invitationCodes,
  inviteRefusalCodes,
  notTextedCodes,
  shareableActivityCodes,
  shareableLifelogTypeCodes,
} from 'shared-kernel/isomorphic';

const yesNo = { type: 'string', enum: ['Y', 'N'] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const lifelogTypeList = {
  type: 'array',
  items: { type: 'string', enum: shareableLifelogTypeCodes },
} as const;
const activityList = { type: 'array', items: { type: 'string', enum: [...shareableActivityCodes] } } as const;

export const storedImageSchema = {
  type: 'object',
  required: ['imageId', 'url', 'width', 'height'],
  properties: {
    imageId: { type: 'string', format: 'uuid' },
    url: { type: 'string', description: '`/api/files/images/{imageId}`, fetched with the bearer token' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
} as const;

const nullableImage = { anyOf: [{ type: 'null' }, storedImageSchema] } as const;

export const channelSchema = {
  type: 'object',
  required: [
    'chnSn',
    'chnTypeCode',
    'chnNm',
    'chnImage',
    'chnBgImage',
    'mngrAt',
    'posInvtAt',
    'prtcpntCnt',
    'feedCnt',
    'newFeedCnt',
    'creatDt',
  ],
  properties: {
    chnSn: { type: 'integer' },
    chnTypeCode: { type: 'string', enum: channelTypeCodeList, description: '0001 my channel, 0002 family' },
    chnNm: { type: 'string' },
    chnImage: nullableImage,
    chnBgImage: nullableImage,
    mngrAt: { ...yesNo, description: 'The caller is its manager' },
    posInvtAt: { ...yesNo, description: 'Members who are not the manager may invite too' },
    prtcpntCnt: { type: 'integer', description: 'Members (not counting waiting invitations)' },
    feedCnt: { type: 'integer' },
    newFeedCnt: { type: 'integer', description: 'Posts of others the caller has not read' },
    creatDt: instant,
  },
} as const;

/** The invited numbers sent no text (issue 34), the same whether or not a number has an account. */
const notTextedListSchema = {
  type: 'array',
  description:
    'Invited numbers sent no text (their invitations are made all the same), in the order invited: M1153 the ' +
    'inviter’s texts of the day or month are spent (20 and 100 by default), M1154 the number’s, from all ' +
    'inviters (1 and 3), M1155 the number opted out. A number with an account is never texted (it is notified ' +
    'in the app) but takes its slot and is listed alike, so that this list tells nothing about who has an account.',
  items: {
    type: 'object',
    required: ['mphonNo', 'reason'],
    properties: {
      mphonNo: { type: 'string' },
      reason: { type: 'string', enum: Object.values(notTextedCodes) },
    },
  },
} as const;

/** `POST /api/channel` → 201. */
export const createdChannelSchema = {
  ...channelSchema,
  required: [...channelSchema.required, 'notTextedList'],
  properties: { ...channelSchema.properties, notTextedList: notTextedListSchema },
} as const;

export const channelListSchema = {
  type: 'object',
  required: ['chnList'],
  properties: { chnList: { type: 'array', items: channelSchema } },
} as const;

export const channelBasicInfoAnswerSchema = {
  type: 'object',
  required: ['chnNm', 'chnImageId', 'chnBgImageId', 'inviteMssage', 'posInvtAt'],
  properties: {
    chnNm: { type: 'string' },
    chnImageId: { type: 'string', format: 'uuid' },
    chnBgImageId: { type: ['string', 'null'], format: 'uuid' },
    inviteMssage: { type: 'string' },
    posInvtAt: yesNo,
  },
} as const;

export const participantSchema = {
  type: 'object',
  required: ['prtcpntSn', 'userId', 'userNm', 'mphonNo', 'prtcpntSttusCode', 'mngrAt', 'creatDt'],
  properties: {
    prtcpntSn: { type: 'integer' },
    userId: { type: ['string', 'null'], description: 'null while the invited number has no account' },
    userNm: { type: ['string', 'null'] },
    mphonNo: {
      type: 'string',
      description: 'National form for the caller’s own row and for the manager, else masked (010-****-5678)',
    },
    prtcpntSttusCode: {
      type: 'string',
      enum: Object.values(invitationCodes),
      description: '0001 invited, 0002 member, 0003 refused',
    },
    mngrAt: yesNo,
    creatDt: { ...instant, description: 'When the person joined, or was invited' },
  },
} as const;

export const participantListSchema = {
  type: 'object',
  required: ['prtcpntList'],
  properties: { prtcpntList: { type: 'array', items: participantSchema } },
} as const;

/** `POST /api/channel/prtcpnt` → 201. */
export const invitationResultSchema = {
  type: 'object',
  required: ['prtcpntList', 'notTextedList'],
  properties: {
    prtcpntList: {
      type: 'array',
      items: participantSchema,
      description: 'The new invitations, userId and userNm null: nothing tells who has an account',
    },
    notTextedList: notTextedListSchema,
  },
} as const;

export const waitingInvitationListSchema = {
  type: 'object',
  required: ['waitList'],
  properties: {
    waitList: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'prtcpntSn',
          'chnSn',
          'chnNm',
          'chnImage',
          'inviterNm',
          'inviteMssage',
          'prtcpntCnt',
          'reqLifelogList',
          'creatDt',
        ],
        properties: {
          prtcpntSn: { type: 'integer' },
          chnSn: { type: 'integer' },
          chnNm: { type: 'string' },
          chnImage: nullableImage,
          inviterNm: { type: 'string' },
          inviteMssage: { type: 'string' },
          prtcpntCnt: { type: 'integer' },
          reqLifelogList: {
            ...lifelogTypeList,
            description: 'Life-log types joining shares with the members',
          },
          creatDt: instant,
        },
      },
    },
  },
} as const;

export const inviteCheckListSchema = {
  type: 'object',
  required: ['checkList'],
  properties: {
    checkList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['mphonNo', 'inviteAt', 'reason'],
        properties: {
          mphonNo: { type: 'string' },
          inviteAt: { ...yesNo, description: 'The number may be invited' },
          reason: {
            anyOf: [{ type: 'null' }, { type: 'string', enum: Object.values(inviteRefusalCodes) }],
            description:
              'Why not, when inviteAt is N: M1112 the caller’s own number, M1111 already in the channel or ' +
              'invited. Whether the number has an account is never told.',
          },
        },
      },
    },
  },
} as const;

export const channelActivityInfoSchema = {
  type: 'object',
  required: ['chnSn', 'prtcpntCnt', 'feedCnt', 'comtCnt', 'likeCnt', 'myFeedCnt', 'myComtCnt', 'creatDt'],
  properties: {
    chnSn: { type: 'integer' },
    prtcpntCnt: { type: 'integer' },
    feedCnt: { type: 'integer' },
    comtCnt: { type: 'integer' },
    likeCnt: { type: 'integer' },
    myFeedCnt: { type: 'integer' },
    myComtCnt: { type: 'integer' },
    creatDt: instant,
  },
} as const;

export const shareItemCodeListSchema = {
  type: 'object',
  required: ['shareItemList'],
  properties: { shareItemList: { type: 'array', items: { type: 'string' } } },
} as const;

export const channelShareItemsAnswerSchema = {
  type: 'object',
  required: ['reqLifelogList', 'shareActList'],
  properties: { reqLifelogList: lifelogTypeList, shareActList: activityList },
} as const;

export const activityHistorySchema = {
  type: 'object',
  required: ['myChnCnt', 'myBrdCnt', 'myComtCnt'],
  properties: {
    myChnCnt: {
      type: 'integer',
      description: 'Open channels the caller is a member of (their own included)',
    },
    myBrdCnt: { type: 'integer', description: 'The caller’s posts still shown in an open channel' },
    myComtCnt: { type: 'integer', description: 'The caller’s comments still shown' },
  },
} as const;

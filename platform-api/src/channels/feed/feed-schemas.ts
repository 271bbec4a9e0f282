// JSON Schemas of the feed's answers: they document the kernel's channels/types.ts (FeedPost, FeedPage, ...) in
// the OpenAPI document and let Fastify serialize a page fast. The bodies and queries are the kernel's schemas.
import { feedActivityCodeSchema } from 'shared-kernel/isomorphic';

const yesNo = { type: 'string', enum: ['Y', 'N'] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const storedImageSchema = {
  type: 'object',
  required: ['imageId', 'url', 'width', 'height'],
  properties: {
    imageId: { type: 'string' },
    url: { type: 'string', description: 'GET with the bearer token: /api/files/images/{imageId}' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
} as const;

export const feedPostSchema = {
  type: 'object',
  required: [
    'feedSn',
    'chnSn',
    'chnNm',
    'actCode',
    'userId',
    'userNm',
    'feedTitle',
    'feedCn',
    'feedBgCode',
    'imageList',
    'actData',
    'likeCnt',
    'comtCnt',
    'likeAt',
    'readAt',
    'hideAt',
    'mineAt',
    'creatDt',
  ],
  properties: {
    feedSn: { type: 'integer' },
    chnSn: { type: 'integer' },
    chnNm: { type: 'string' },
    actCode: {
      ...feedActivityCodeSchema,
      description:
        '0001 board, 0002 life-log record, 0004 routine achievement, 0005 medication summary, 0006 AI body ' +
        'age, 0007 AI cancer, 0008 AI disease, 0009 system message, 0010 simple HTML',
    },
    userId: { ...nullableText, description: 'The author; null once their account is withdrawn' },
    userNm: nullableText,
    feedTitle: nullableText,
    feedCn: nullableText,
    feedBgCode: nullableText,
    imageList: { type: 'array', items: storedImageSchema },
    actData: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'ActivityData stored when the activity was shared (its actCode decides its fields)',
    },
    likeCnt: { type: 'integer' },
    comtCnt: { type: 'integer' },
    likeAt: { ...yesNo, description: 'The caller liked it' },
    readAt: yesNo,
    hideAt: yesNo,
    mineAt: { ...yesNo, description: 'The caller wrote it' },
    creatDt: instant,
  },
} as const;

export const feedPageSchema = {
  type: 'object',
  required: ['feedList', 'nextCursor'],
  properties: {
    feedList: { type: 'array', items: feedPostSchema },
    nextCursor: { ...nullableText, description: 'Pass as `cursor` for the next page; null on the last page' },
  },
} as const;

export const postedFeedSchema = {
  type: 'object',
  required: ['feedList'],
  properties: { feedList: { type: 'array', items: feedPostSchema, description: 'One post per channel' } },
} as const;

export const feedCommentSchema = {
  type: 'object',
  required: ['comtSn', 'feedSn', 'chnSn', 'upperComtSn', 'userId', 'userNm', 'comtCn', 'mineAt', 'creatDt'],
  properties: {
    comtSn: { type: 'integer' },
    feedSn: { type: 'integer' },
    chnSn: { type: 'integer' },
    upperComtSn: { type: ['integer', 'null'], description: 'The comment replied to; null for a comment' },
    userId: nullableText,
    userNm: nullableText,
    comtCn: { type: 'string' },
    mineAt: yesNo,
    creatDt: instant,
  },
} as const;

export const feedCommentListSchema = {
  type: 'object',
  required: ['comtList'],
  properties: { comtList: { type: 'array', items: feedCommentSchema } },
} as const;

export const likeStateSchema = {
  type: 'object',
  required: ['likeAt', 'likeCnt'],
  properties: { likeAt: yesNo, likeCnt: { type: 'integer' } },
} as const;

export const likeUserListSchema = {
  type: 'object',
  required: ['likeUserList'],
  properties: {
    likeUserList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'userNm', 'creatDt'],
        properties: { userId: { type: 'string' }, userNm: { type: 'string' }, creatDt: instant },
      },
    },
  },
} as const;

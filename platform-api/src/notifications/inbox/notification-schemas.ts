// JSON Schemas of the notification centre's answers: they document shared-kernel's notifications/types.ts in the
// OpenAPI document (the query and path schemas are the kernel's).
import { notificationKindCodes } from 'shared-kernel/isomorphic';

export const appNotificationSchema = {
  type: 'object',
  required: ['notiSn', 'notiKindCode', 'params', 'link', 'readAt', 'creatDt'],
  properties: {
    notiSn: { type: 'integer' },
    notiKindCode: {
      type: 'string',
      enum: Object.values(notificationKindCodes),
      description:
        '0001 dose reminder, 0002 missed dose of a family member; text: notifications.kinds.<code>',
    },
    params: {
      type: 'object',
      additionalProperties: { type: ['string', 'number'] },
      description: 'Values of the text, e.g. { userNm, tkmdNm, time }',
    },
    link: { type: ['string', 'null'], description: 'The app path it opens; null: none' },
    readAt: { type: 'string', enum: ['Y', 'N'] },
    creatDt: { type: 'string', format: 'date-time' },
  },
} as const;

export const notificationPageSchema = {
  type: 'object',
  required: ['notiList', 'totalCount', 'page', 'rows'],
  properties: {
    notiList: { type: 'array', items: appNotificationSchema },
    totalCount: { type: 'integer' },
    page: { type: 'integer' },
    rows: { type: 'integer' },
  },
} as const;

export const newNotificationCountSchema = {
  type: 'object',
  required: ['newNotiCount'],
  properties: { newNotiCount: { type: 'integer' } },
} as const;

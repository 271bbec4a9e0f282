import { serialSchema } from '../routines/schemas';
import { notificationLimits } from './codes';

const noOtherProperties = { not: {} } as const;

export const notificationPageQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    rows: {
      type: 'integer',
      minimum: 1,
      maximum: notificationLimits.rows.max,
      default: notificationLimits.rows.default,
    },
    lang: { type: 'string', maxLength: 16 },
  },
  additionalProperties: noOtherProperties,
} as const;

export const notificationParamsSchema = {
  type: 'object',
  required: ['notiSn'],
  properties: { notiSn: serialSchema },
} as const;

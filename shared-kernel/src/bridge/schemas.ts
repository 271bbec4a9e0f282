// The shapes of what a native host sends (answers and events). `compile-validators` compiles them into
// src/generated/bridge.js, which `decoders.ts` uses.
import type { JSONSchemaType } from 'ajv';
import type {
  AppVersion,
  BridgeData,
  BridgeEvents,
  Contact,
  DataInfo,
  NativeTokenInfo,
  NotificationStatus,
  Photo,
  PushSettings,
} from './methods';

export const tokenInfoSchema: JSONSchemaType<NativeTokenInfo> = {
  type: 'object',
  properties: {
    access_token: { type: 'string', minLength: 1 },
    refresh_token: { type: 'string', minLength: 1 },
    expires_in: { type: 'number' },
  },
  required: ['access_token', 'refresh_token', 'expires_in'],
};

export const dataInfoSchema: JSONSchemaType<DataInfo> = {
  type: 'object',
  properties: { platformOauthTokenInfo: { ...tokenInfoSchema, nullable: true } },
  required: [],
};

export const photoSchema: JSONSchemaType<Photo> = {
  type: 'object',
  properties: {
    dataUrl: { type: 'string', pattern: '^data:image/' },
    mimeType: { type: 'string' },
    width: { type: 'number' },
    height: { type: 'number' },
  },
  required: ['dataUrl', 'mimeType', 'width', 'height'],
};

export const contactSchema: JSONSchemaType<Contact> = {
  type: 'object',
  properties: { userNm: { type: 'string' }, mobilePhone: { type: 'string' } },
  required: ['userNm', 'mobilePhone'],
};

export const pushSettingsSchema: JSONSchemaType<PushSettings> = {
  type: 'object',
  properties: { enabled: { type: 'boolean' } },
  required: ['enabled'],
};

export const appVersionSchema: JSONSchemaType<AppVersion> = {
  type: 'object',
  properties: {
    platform: { type: 'string', enum: ['android', 'ios', 'web'] },
    version: { type: 'string', nullable: true },
  },
  required: ['platform'],
};

export const notificationStatusSchema: JSONSchemaType<NotificationStatus> = {
  type: 'object',
  properties: { permission: { type: 'string', enum: ['granted', 'denied', 'default'] } },
  required: ['permission'],
};

export const lifelogTypeSchema: JSONSchemaType<BridgeEvents['openLifelogDetail']> = {
  type: 'object',
  properties: { lifelogTypeCode: { type: 'string', minLength: 1 } },
  required: ['lifelogTypeCode'],
};

const nullableStringSchema = { type: 'string', nullable: true } as const;

export const storedIdSchema: JSONSchemaType<BridgeData<'getId'>> = {
  type: 'object',
  properties: { userId: nullableStringSchema },
  required: [],
};

export const nativeStorageValueSchema: JSONSchemaType<BridgeData<'getNativeStorage'>> = {
  type: 'object',
  properties: { value: nullableStringSchema },
  required: [],
};

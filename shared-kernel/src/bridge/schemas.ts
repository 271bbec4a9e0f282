// The shapes of what a native host sends (answers and events). `compile-validators` compiles them into
// src/generated/bridge.js, which `decoders.ts` uses.
import type { JSONSchemaType, SchemaObject } from 'ajv';
import { allGlucoseMeasurementTimeCodes, lifelogTypeKeys } from '../isomorphic/units/lifelogTypes';
import type {
  AppVersion,
  BridgeData,
  BridgeEvents,
  Contact,
  DataInfo,
  HealthAppRecord,
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

/**
 * What `connectHealthApp` answers on the wire: a list of anything, as each record is checked on its own
 * (`healthAppRecordSchema`). Ajv's schema type has no form for an array of unknown items.
 */
export const healthAppAnswerSchema = {
  type: 'object',
  properties: { records: { type: 'array' } },
  required: ['records'],
} as const satisfies SchemaObject;

/** An ISO 8601 date-time with seconds optional and its offset required, as FHIR's dateTime wants it. */
const offsetDateTimePattern = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$`;

export const healthAppRecordSchema: JSONSchemaType<HealthAppRecord> = {
  type: 'object',
  properties: {
    lifelogTypeKey: { type: 'string', enum: lifelogTypeKeys },
    values: { type: 'object', required: [], additionalProperties: { type: 'number' } },
    effectiveDateTime: { type: 'string', pattern: offsetDateTimePattern },
    effectiveEnd: { type: 'string', pattern: offsetDateTimePattern, nullable: true },
    measurementTime: { type: 'string', enum: allGlucoseMeasurementTimeCodes, nullable: true },
    sourceId: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['lifelogTypeKey', 'values', 'effectiveDateTime', 'sourceId'],
};

import Ajv, { type JSONSchemaType, type ValidateFunction } from 'ajv';
import type {
  AppVersion,
  BridgeData,
  BridgeEventName,
  BridgeEvents,
  BridgeMethod,
  Contact,
  DataInfo,
  NativeTokenInfo,
  NotificationStatus,
  Photo,
  PushSettings,
} from './methods';

/** What a native host sends is checked against these schemas before any feature sees it. */
export const invalid = Symbol('invalid');
export type Decoder<T> = (data: unknown) => T | typeof invalid;

const ajv = new Ajv();

/** Compiles on first use, so that a page pays only for the calls it makes. */
function withSchema<T>(schema: JSONSchemaType<T>): Decoder<T> {
  let validate: ValidateFunction<T> | undefined;
  return (data) => {
    validate ??= ajv.compile(schema);
    return validate(data) ? data : invalid;
  };
}

/** An answer that carries nothing: whatever `data` came with it is ignored. */
const nothing: Decoder<undefined> = () => undefined;

const tokenInfoSchema: JSONSchemaType<NativeTokenInfo> = {
  type: 'object',
  properties: {
    access_token: { type: 'string', minLength: 1 },
    refresh_token: { type: 'string', minLength: 1 },
    expires_in: { type: 'number' },
  },
  required: ['access_token', 'refresh_token', 'expires_in'],
};

const dataInfoSchema: JSONSchemaType<DataInfo> = {
  type: 'object',
  properties: { platformOauthTokenInfo: { ...tokenInfoSchema, nullable: true } },
  required: [],
};

const photoSchema: JSONSchemaType<Photo> = {
  type: 'object',
  properties: {
    dataUrl: { type: 'string', pattern: '^data:image/' },
    mimeType: { type: 'string' },
    width: { type: 'number' },
    height: { type: 'number' },
  },
  required: ['dataUrl', 'mimeType', 'width', 'height'],
};

const contactSchema: JSONSchemaType<Contact> = {
  type: 'object',
  properties: { userNm: { type: 'string' }, mobilePhone: { type: 'string' } },
  required: ['userNm', 'mobilePhone'],
};

const pushSettingsSchema: JSONSchemaType<PushSettings> = {
  type: 'object',
  properties: { enabled: { type: 'boolean' } },
  required: ['enabled'],
};

const appVersionSchema: JSONSchemaType<AppVersion> = {
  type: 'object',
  properties: {
    platform: { type: 'string', enum: ['android', 'ios', 'web'] },
    version: { type: 'string', nullable: true },
  },
  required: ['platform'],
};

const notificationStatusSchema: JSONSchemaType<NotificationStatus> = {
  type: 'object',
  properties: { permission: { type: 'string', enum: ['granted', 'denied', 'default'] } },
  required: ['permission'],
};

const nullableStringSchema = { type: 'string', nullable: true } as const;

const lifelogTypeSchema: JSONSchemaType<{ lifelogTypeCode: string }> = {
  type: 'object',
  properties: { lifelogTypeCode: { type: 'string', minLength: 1 } },
  required: ['lifelogTypeCode'],
};

export const resultDecoders: { [M in BridgeMethod]: Decoder<BridgeData<M>> } = {
  getDataInfo: withSchema(dataInfoSchema),
  refreshToken: nothing,
  start: withSchema(tokenInfoSchema),
  saveId: nothing,
  getId: withSchema<{ userId?: string | null }>({
    type: 'object',
    properties: { userId: nullableStringSchema },
    required: [],
  }),
  logout: nothing,
  back: nothing,
  connectHealthApp: nothing,
  releaseHealthApp: nothing,
  getPhoto: withSchema(photoSchema),
  searchContact: withSchema(contactSchema),
  sendSms: nothing,
  setPushSettings: nothing,
  getPushSettings: withSchema(pushSettingsSchema),
  getAppVersion: withSchema(appVersionSchema),
  updateApp: nothing,
  getNotificationStatus: withSchema(notificationStatusSchema),
  syncBluetooth: nothing,
  setNativeStorage: nothing,
  getNativeStorage: withSchema<{ value?: string | null }>({
    type: 'object',
    properties: { value: nullableStringSchema },
    required: [],
  }),
  setUserInfo: nothing,
};

export const eventDecoders: { [E in BridgeEventName]: Decoder<BridgeEvents[E]> } = {
  openLifelogDetail: withSchema(lifelogTypeSchema),
  refreshLifelogDetail: withSchema(lifelogTypeSchema),
  tokenRefreshed: withSchema(tokenInfoSchema),
};

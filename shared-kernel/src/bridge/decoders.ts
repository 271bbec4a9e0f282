import type { ValidateFunction } from 'ajv';
import bridgeValidators from '../generated/bridge';
import { lifelogTypes, type LifelogType } from '../isomorphic/units/lifelogTypes';
import type {
  BridgeData,
  BridgeEventName,
  BridgeEvents,
  BridgeMethod,
  HealthAppData,
  HealthAppRecord,
} from './methods';

import { invalid, type Decoder } from './invalid';

export { invalid, type Decoder };

function decoderOf<T>(validate: ValidateFunction<T>): Decoder<T> {
  return (data) => (validate(data) ? data : invalid);
}

/** An answer that carries nothing: whatever `data` came with it is ignored. */
const nothing: Decoder<undefined> = () => undefined;

const {
  isNativeTokenInfo,
  isDataInfo,
  isPhoto,
  isContact,
  isPushSettings,
  isAppVersion,
  isNotificationStatus,
  isStoredId,
  isNativeStorageValue,
  isLifelogTypeEvent,
  isHealthAppAnswer,
  isHealthAppRecord,
} = bridgeValidators;

/**
 * A record carries exactly the value names of its type. Checked here rather than in its schema: one schema
 * branch per type would make the generated validator several times larger.
 */
function hasTheValuesOfItsType(record: HealthAppRecord): boolean {
  const type: LifelogType = lifelogTypes[record.lifelogTypeKey];
  const given = Object.keys(record.values);
  return given.length === type.values.length && type.values.every(({ name }) => given.includes(name));
}

function isUsableRecord(record: unknown): record is HealthAppRecord {
  return isHealthAppRecord(record) && hasTheValuesOfItsType(record);
}

/** One bad record does not cost the others: it is left out and counted. */
const healthAppData: Decoder<HealthAppData> = (data) => {
  if (!isHealthAppAnswer(data)) return invalid;
  const records = data.records.filter(isUsableRecord);
  return { records, skippedRecords: data.records.length - records.length };
};

export const resultDecoders: { [M in BridgeMethod]: Decoder<BridgeData<M>> } = {
  getDataInfo: decoderOf(isDataInfo),
  refreshToken: nothing,
  start: decoderOf(isNativeTokenInfo),
  saveId: nothing,
  getId: decoderOf(isStoredId),
  logout: nothing,
  back: nothing,
  connectHealthApp: healthAppData,
  releaseHealthApp: nothing,
  getPhoto: decoderOf(isPhoto),
  searchContact: decoderOf(isContact),
  sendSms: nothing,
  setPushSettings: nothing,
  getPushSettings: decoderOf(isPushSettings),
  getAppVersion: decoderOf(isAppVersion),
  updateApp: nothing,
  getNotificationStatus: decoderOf(isNotificationStatus),
  syncBluetooth: healthAppData,
  setNativeStorage: nothing,
  getNativeStorage: decoderOf(isNativeStorageValue),
  setUserInfo: nothing,
  scheduleLocalNotifications: nothing,
};

export const eventDecoders: { [E in BridgeEventName]: Decoder<BridgeEvents[E]> } = {
  openLifelogDetail: decoderOf(isLifelogTypeEvent),
  refreshLifelogDetail: decoderOf(isLifelogTypeEvent),
  tokenRefreshed: decoderOf(isNativeTokenInfo),
};

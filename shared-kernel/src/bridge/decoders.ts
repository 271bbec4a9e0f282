import type { ValidateFunction } from 'ajv';
import bridgeValidators from '../generated/bridge';
import type { BridgeData, BridgeEventName, BridgeEvents, BridgeMethod } from './methods';

/** What a native host sends is checked against the schemas of `schemas.ts` before any feature sees it. */
export const invalid = Symbol('invalid');
export type Decoder<T> = (data: unknown) => T | typeof invalid;

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
} = bridgeValidators;

export const resultDecoders: { [M in BridgeMethod]: Decoder<BridgeData<M>> } = {
  getDataInfo: decoderOf(isDataInfo),
  refreshToken: nothing,
  start: decoderOf(isNativeTokenInfo),
  saveId: nothing,
  getId: decoderOf(isStoredId),
  logout: nothing,
  back: nothing,
  connectHealthApp: nothing,
  releaseHealthApp: nothing,
  getPhoto: decoderOf(isPhoto),
  searchContact: decoderOf(isContact),
  sendSms: nothing,
  setPushSettings: nothing,
  getPushSettings: decoderOf(isPushSettings),
  getAppVersion: decoderOf(isAppVersion),
  updateApp: nothing,
  getNotificationStatus: decoderOf(isNotificationStatus),
  syncBluetooth: nothing,
  setNativeStorage: nothing,
  getNativeStorage: decoderOf(isNativeStorageValue),
  setUserInfo: nothing,
};

export const eventDecoders: { [E in BridgeEventName]: Decoder<BridgeEvents[E]> } = {
  openLifelogDetail: decoderOf(isLifelogTypeEvent),
  refreshLifelogDetail: decoderOf(isLifelogTypeEvent),
  tokenRefreshed: decoderOf(isNativeTokenInfo),
};

export { bridge, createBridge, defaultTimeoutMs } from './bridge';
export type { Bridge, BridgeOptions, CallArgs, CallOptions } from './bridge';
export type {
  AppVersion,
  BluetoothMeterTypeKey,
  BridgeData,
  BridgeEvent,
  BridgeEventName,
  BridgeEvents,
  BridgeMethod,
  BridgeMethods,
  BridgeParams,
  Contact,
  DataInfo,
  HealthAppData,
  HealthAppRecord,
  LocalNotification,
  NativeTokenInfo,
  NotificationStatus,
  Photo,
  PushSettings,
  UserInfo,
} from './methods';
export {
  askHostToGoBack,
  bluetoothMeterTypeKeys,
  bluetoothRecordSystem,
  handTokensToHost,
  hostCallFailedCode,
  hostKeptLogin,
  hostNotificationStatus,
  isBluetoothMeterType,
  keepOnPhone,
  syncBluetoothMeter,
  tellHostLoggedOut,
  tellHostWhoIsLoggedIn,
} from './hostCalls';
export type { HostOutcome } from './hostCalls';
export { followSessionOnHost } from './sessionOnHost';
export { notSupported } from './protocol';
export type { BridgeRequest, BridgeResponse, BridgeResult, FailureCode, SuccessCode } from './protocol';
export type { BridgeReceiver } from './nativeHost';

import type { DeviceTypeCode } from '../isomorphic/codes';
import type { GlucoseMeasurementTimeCode, LifelogTypeKey } from '../isomorphic/units/lifelogTypes';

/**
 * Every call the web app makes to the native host (spec section 7, "Native bridge"), with its params and the
 * `data` of a successful answer. `undefined` means "nothing": a call without params, or an answer whose
 * resultCode says it all. A value that may be absent is optional and nullable, so that a host may either leave
 * it out or send null. BRIDGE.md documents the same catalogue for the native teams.
 */

/** What the native login and a token refresh hand over (the spec's platformOauthTokenInfo). */
export interface NativeTokenInfo {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface DataInfo {
  /** The login the native host keeps; missing or null when nobody is logged in there. */
  platformOauthTokenInfo?: NativeTokenInfo | null;
}

export interface Photo {
  /** `data:` URL of the image, scaled so that its longest side is at most the requested maxSize. */
  dataUrl: string;
  mimeType: string;
  width: number;
  height: number;
}

export interface Contact {
  userNm: string;
  mobilePhone: string;
}

export interface PushSettings {
  enabled: boolean;
}

export interface AppVersion {
  platform: 'android' | 'ios' | 'web';
  /** The installed app's version; a browser has none. */
  version?: string;
}

export interface NotificationStatus {
  permission: 'granted' | 'denied' | 'default';
}

export interface UserInfo {
  userId: string;
  userNm: string;
  fhirResId?: string;
  myChnSn?: number;
}

/** A reminder the native host shows at a set time, even while the app is closed. */
export interface LocalNotification {
  /** The web app's id of the reminder (e.g. a dose's), unique in the list. */
  id: string;
  /** When to show it: an ISO 8601 instant with its offset, in the future. */
  at: string;
  title: string;
  body: string;
}

/** One record a health app hands over when it is connected. */
export interface HealthAppRecord {
  lifelogTypeKey: LifelogTypeKey;
  /** By the type's value names (`stepCount`, `sbp` and `dbp`...), in the type's unit; every name of the type. */
  values: Record<string, number>;
  /** ISO date-time with its offset; the start of a period (an hour of steps, a night of sleep). */
  effectiveDateTime: string;
  /** The end of that period. */
  effectiveEnd?: string | null;
  /** Blood glucose only: when it was measured (`80001`...). */
  measurementTime?: GlucoseMeasurementTimeCode | null;
  /** The health app's own id of the record, the same every time it is sent: it keeps imports free of duplicates. */
  sourceId: string;
}

/** The answer to `connectHealthApp` as the web app sees it: the host sends only `records`. */
export interface HealthAppData {
  records: HealthAppRecord[];
  /** Records the host sent that break the protocol: left out, and counted so that the person can be told. */
  skippedRecords: number;
}

/** The life-log types a Bluetooth meter measures: a blood-pressure monitor, a glucose meter, a scale. */
export type BluetoothMeterTypeKey = Extract<LifelogTypeKey, 'bloodPressure' | 'bloodGlucose' | 'weight'>;

export interface BridgeMethods {
  getDataInfo: { params: undefined; data: DataInfo };
  /** Hands the tokens the web obtained by a refresh to the native host, so that its stored login stays valid. */
  refreshToken: { params: NativeTokenInfo; data: undefined };
  /** The native login. */
  start: { params: undefined; data: NativeTokenInfo };
  saveId: { params: { userId: string }; data: undefined };
  getId: { params: undefined; data: { userId?: string | null } };
  logout: { params: undefined; data: undefined };
  back: { params: undefined; data: undefined };
  /** Connects the health app and answers its records for the web app to save. */
  connectHealthApp: { params: { deviceTypeCode: DeviceTypeCode }; data: HealthAppData };
  releaseHealthApp: { params: { deviceTypeCode: DeviceTypeCode }; data: undefined };
  /** maxSize: the longest side allowed, one of `imageSizeLimits` (spec section 9). */
  getPhoto: { params: { maxSize: number }; data: Photo };
  searchContact: { params: undefined; data: Contact };
  sendSms: { params: { mobilePhone: string; message: string }; data: undefined };
  setPushSettings: { params: PushSettings; data: undefined };
  getPushSettings: { params: undefined; data: PushSettings };
  getAppVersion: { params: undefined; data: AppVersion };
  /** Opens the app store page of the app. */
  updateApp: { params: undefined; data: undefined };
  getNotificationStatus: { params: undefined; data: NotificationStatus };
  /**
   * Reads the paired Bluetooth meters of this type and answers their records (as `connectHealthApp` does), for
   * the web app to save through the API.
   */
  syncBluetooth: { params: { lifelogTypeKey: BluetoothMeterTypeKey }; data: HealthAppData };
  setNativeStorage: { params: { key: string; value: string }; data: undefined };
  getNativeStorage: { params: { key: string }; data: { value?: string | null } };
  setUserInfo: { params: UserInfo; data: undefined };
  /** Replaces every local notification the app scheduled before with these; an empty list cancels them all. */
  scheduleLocalNotifications: { params: { notifications: LocalNotification[] }; data: undefined };
}

export type BridgeMethod = keyof BridgeMethods;
export type BridgeParams<M extends BridgeMethod> = BridgeMethods[M]['params'];
export type BridgeData<M extends BridgeMethod> = BridgeMethods[M]['data'];

/** Events the native host starts on its own. */
export interface BridgeEvents {
  /** Open the life-log detail page of this life-log type. */
  openLifelogDetail: { lifelogTypeCode: string };
  /** Reload the life-log detail page if it is open (new records arrived). */
  refreshLifelogDetail: { lifelogTypeCode: string };
  /** The native host refreshed the login by itself: these are the tokens to use from now on. */
  tokenRefreshed: NativeTokenInfo;
}

export type BridgeEventName = keyof BridgeEvents;
export type BridgeEvent = { [E in BridgeEventName]: { event: E; data: BridgeEvents[E] } }[BridgeEventName];

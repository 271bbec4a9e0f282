import { nativeResultCodes } from '../isomorphic/codes';
import { fhirSystems } from '../isomorphic/fhir/codings';
import { isMCode, type MCode } from '../isomorphic/mcodes';
import { bridge } from './bridge';
import type {
  BluetoothMeterTypeKey,
  BridgeData,
  BridgeMethod,
  HealthAppData,
  NativeTokenInfo,
  NotificationStatus,
  UserInfo,
} from './methods';
import { notSupported, type BridgeResult } from './protocol';

/**
 * The web app's calls to a native host (spec section 7, "Native bridge") as typed functions, one each, so that
 * screens never build a bridge message themselves. A host that answers outside the protocol (garbage) is an
 * UNKNOWN failure in the bridge; here every failure becomes an M-code a screen can show.
 */

/** The host failed a call, or answered something outside the protocol. */
export const hostCallFailedCode = 'M1240' satisfies MCode;

/** What a call the person started came to: the host did it, cannot do it, the person cancelled, or it failed. */
export type HostOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'unavailable' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; messageCode: MCode };

function outcomeOf<M extends BridgeMethod, T>(
  result: BridgeResult<M>,
  valueOf: (data: BridgeData<M>) => T,
): HostOutcome<T> {
  if (result.resultCode === nativeResultCodes.SUCCESS) return { kind: 'done', value: valueOf(result.data) };
  if (result.resultCode === notSupported) return { kind: 'unavailable' };
  if (result.resultCode === nativeResultCodes.USER_CANCEL) return { kind: 'cancelled' };
  const given = 'messageCode' in result ? result.messageCode : undefined;
  return { kind: 'failed', messageCode: isMCode(given) ? given : hostCallFailedCode };
}

/** A web logout: the host forgets its own login too, so that it does not log the person in again. */
export function tellHostLoggedOut(): void {
  if (bridge.isNativeHost()) bridge.send('logout');
}

/** Tokens the web view obtained by a refresh: the host keeps them, as its stored refresh token is now spent. */
export function handTokensToHost(tokens: NativeTokenInfo): void {
  if (!bridge.isNativeHost()) return;
  const { access_token, refresh_token, expires_in } = tokens;
  bridge.send('refreshToken', { access_token, refresh_token, expires_in });
}

/** Who is logged in, for the host's own screens and pushes: after a login and after every change of profile. */
export function tellHostWhoIsLoggedIn(user: UserInfo): void {
  if (!bridge.isNativeHost()) return;
  const { userId, userNm, fhirResId, myChnSn } = user;
  bridge.send('setUserInfo', {
    userId,
    userNm,
    ...(fhirResId === undefined ? {} : { fhirResId }),
    ...(myChnSn === undefined ? {} : { myChnSn }),
  });
}

/** The login the host keeps (`getDataInfo`), taken over without asking the person; null when it keeps none. */
export async function hostKeptLogin(): Promise<NativeTokenInfo | null> {
  if (!bridge.isNativeHost()) return null;
  const result = await bridge.call('getDataInfo');
  if (result.resultCode !== nativeResultCodes.SUCCESS) return null;
  return result.data.platformOauthTokenInfo ?? null;
}

/**
 * The in-app ← on the first page of the web view: the host goes back to its own screen. False when there is no
 * host or it could not, so that the page goes up in the app instead.
 */
export async function askHostToGoBack(): Promise<boolean> {
  if (!bridge.isNativeHost()) return false;
  const result = await bridge.call('back');
  return result.resultCode === nativeResultCodes.SUCCESS;
}

/**
 * Keeps a value on the phone: in the host's storage inside the native app, else in the browser's localStorage
 * (the bridge's browser side). `null` forgets it (stored as an empty value, which reads back as nothing).
 */
export async function keepOnPhone(key: string, value: string | null): Promise<HostOutcome<undefined>> {
  return outcomeOf(await bridge.call('setNativeStorage', { key, value: value ?? '' }), () => undefined);
}

/** Whether the phone lets the app show notifications (the host's, or the browser's permission). */
export async function hostNotificationStatus(): Promise<HostOutcome<NotificationStatus['permission']>> {
  return outcomeOf(await bridge.call('getNotificationStatus'), (data) => data.permission);
}

/** The life-log types whose screens offer a sync with a Bluetooth meter. */
export const bluetoothMeterTypeKeys = [
  'bloodPressure',
  'bloodGlucose',
  'weight',
] as const satisfies readonly BluetoothMeterTypeKey[];

export function isBluetoothMeterType(typeKey: string): typeKey is BluetoothMeterTypeKey {
  return (bluetoothMeterTypeKeys as readonly string[]).includes(typeKey);
}

/** Identifier system of records read from a Bluetooth meter; the host's record id makes a resend a duplicate. */
export const bluetoothRecordSystem = `${fhirSystems.healthAppRecord}/bluetooth`;

/**
 * Reads the paired meters of this type through the host. Records of another type are left out and counted with
 * those outside the protocol; saving them (validated, duplicates skipped) is the life-log screens' part.
 */
export async function syncBluetoothMeter(
  lifelogTypeKey: BluetoothMeterTypeKey,
): Promise<HostOutcome<HealthAppData>> {
  if (!bridge.isNativeHost()) return { kind: 'unavailable' };
  return outcomeOf(await bridge.call('syncBluetooth', { lifelogTypeKey }), (data) => {
    const records = data.records.filter((record) => record.lifelogTypeKey === lifelogTypeKey);
    return { records, skippedRecords: data.skippedRecords + data.records.length - records.length };
  });
}

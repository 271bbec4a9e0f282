import { bridge, notSupported, type BridgeResult } from 'shared-kernel';
import {
  deviceTypeCodes,
  nativeResultCodes,
  type DeviceTypeCode,
  type MCode,
} from 'shared-kernel/isomorphic';

/** Messages of spec section 8 for health-app integration. */
export const linkMessages = {
  notIntegrable: 'M0078',
  inProgress: 'M0086',
  cancelled: 'M0087',
  failed: 'M0088',
  loadFailed: 'M0148',
} as const satisfies Record<string, MCode>;

export type LinkFailure =
  { readonly kind: 'cancelled' } | { readonly kind: 'failed'; readonly messageCode: MCode };

type Failure = Exclude<BridgeResult<'releaseHealthApp'>['resultCode'], typeof nativeResultCodes.SUCCESS>;

const loadFailures: readonly Failure[] = [
  nativeResultCodes.LOGIN_ERROR,
  nativeResultCodes.HEALTH_DATA_LOAD_FAIL,
  nativeResultCodes.TREATMENT_DATA_LOAD_FAIL,
  nativeResultCodes.DATA_LOAD_FAIL,
];

/**
 * What the person is told about an answer that is not a success: a cancel is no failure; reading failures ask
 * to try again; saving failures and unknown ones (a timeout too) say it failed; a host that cannot do it at all
 * says the item cannot be linked.
 */
export function failureOf(resultCode: Failure): LinkFailure {
  if (resultCode === nativeResultCodes.USER_CANCEL) return { kind: 'cancelled' };
  if (resultCode === notSupported) return { kind: 'failed', messageCode: linkMessages.notIntegrable };
  if (loadFailures.includes(resultCode)) return { kind: 'failed', messageCode: linkMessages.loadFailed };
  return { kind: 'failed', messageCode: linkMessages.failed };
}

/** The sources each phone platform has: Google-type and Samsung-type on Android, Apple-type on iOS. */
const platformSources: Record<'android' | 'ios', readonly DeviceTypeCode[]> = {
  android: [deviceTypeCodes.googleFit, deviceTypeCodes.samsungHealth],
  ios: [deviceTypeCodes.appleHealth],
};

/**
 * False when the host's platform cannot have the source. A browser, or a host that does not say, is left to
 * answer the connect call itself (a browser answers "not supported").
 */
export async function platformCanHave(deviceTypeCode: DeviceTypeCode): Promise<boolean> {
  const version = await bridge.call('getAppVersion');
  if (version.resultCode !== nativeResultCodes.SUCCESS || version.data.platform === 'web') return true;
  return platformSources[version.data.platform].includes(deviceTypeCode);
}

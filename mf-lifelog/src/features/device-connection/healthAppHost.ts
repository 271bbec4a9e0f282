import { bridge } from 'shared-kernel';
import { deviceTypeCodes, nativeResultCodes, type DeviceTypeCode } from 'shared-kernel/isomorphic';

type PhonePlatform = 'android' | 'ios';

/**
 * Where the page runs, as far as health apps go: only the phone app's native host can reach one. A browser
 * answers every health-app call with "not supported", so it is known before anyone taps.
 */
export type HealthAppHost =
  | { readonly kind: 'browser' }
  /** `platform` is null when the host does not say which it is: it is then left to answer each call. */
  | { readonly kind: 'phone'; readonly platform: PhonePlatform | null };

/** Whether a source can be linked here, or why not. */
export type SourceReach = 'linkable' | 'phoneAppOnly' | 'androidOnly' | 'iosOnly';

/** The sources each phone platform has: Google-type and Samsung-type on Android, Apple-type on iOS. */
const platformSources: Record<PhonePlatform, readonly DeviceTypeCode[]> = {
  android: [deviceTypeCodes.googleFit, deviceTypeCodes.samsungHealth],
  ios: [deviceTypeCodes.appleHealth],
};

/** Asks the kernel's bridge whether a native host is there, and which platform it is. */
export async function fetchHealthAppHost(): Promise<HealthAppHost> {
  if (!bridge.isNativeHost()) return { kind: 'browser' };
  const version = await bridge.call('getAppVersion');
  const platform =
    version.resultCode === nativeResultCodes.SUCCESS && version.data.platform !== 'web'
      ? version.data.platform
      : null;
  return { kind: 'phone', platform };
}

export function reachOf(deviceTypeCode: DeviceTypeCode, host: HealthAppHost): SourceReach {
  if (host.kind === 'browser') return 'phoneAppOnly';
  if (host.platform === null || platformSources[host.platform].includes(deviceTypeCode)) return 'linkable';
  return platformSources.android.includes(deviceTypeCode) ? 'androidOnly' : 'iosOnly';
}

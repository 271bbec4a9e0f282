import { useSyncExternalStore } from 'react';
import { bridge } from '../bridge';
import {
  isAppPlatform,
  isUnderMaintenance,
  needsUpdate,
  nativeResultCodes,
  type AppInfo,
  type AppPlatform,
  type MaintenanceWindow,
} from '../isomorphic';
import { maintenanceCode, onMaintenanceAnswer } from './maintenanceSignal';
import { openApi } from './openApi';

export { maintenanceCode };

/** "Please update to the new version": a native host older than its platform's minimum. */
export const updateRequiredCode = 'M1189';

export interface AppStatus {
  /** The maintenance window under way, or null when the app works. */
  maintenance: MaintenanceWindow | null;
  /** The installed native app is older than its platform's minimum: it must update first. */
  updateRequired: boolean;
}

const working: AppStatus = { maintenance: null, updateRequired: false };
let status: AppStatus = working;
let platform: AppPlatform = 'web';
let installedVersion: string | undefined;
let reading: Promise<AppStatus> | null = null;
const listeners = new Set<() => void>();

function publish(next: AppStatus): AppStatus {
  if (
    next.updateRequired !== status.updateRequired ||
    JSON.stringify(next.maintenance) !== JSON.stringify(status.maintenance)
  ) {
    status = next;
    for (const listener of listeners) listener();
  }
  return status;
}

function statusOf(info: AppInfo, now: Date): AppStatus {
  return {
    maintenance: isUnderMaintenance(info.maintenance, now) ? info.maintenance : null,
    updateRequired: installedVersion !== undefined && needsUpdate(info, installedVersion),
  };
}

/**
 * Reads the app info of this host's platform (`GET /api/open/appinfo/{platform}`, answered also during
 * maintenance) and publishes the app's status; one read at a time. A failed read leaves the status as it was:
 * the calls' own failures say what went wrong.
 */
export function refreshAppStatus(now: () => Date = () => new Date()): Promise<AppStatus> {
  reading ??= openApi
    .get<AppInfo>(`/appinfo/${platform}`)
    .then(({ data }) => publish(statusOf(data, now())))
    .catch(() => status)
    .finally(() => {
      reading = null;
    });
  return reading;
}

/**
 * At start: learns the host's platform and version through the bridge (a browser is `web`), reads the app info,
 * and asks a native host older than the minimum to update (`updateApp`: its store page).
 */
export async function startAppStatus(): Promise<AppStatus> {
  const answer = await bridge.call('getAppVersion');
  if (answer.resultCode === nativeResultCodes.SUCCESS && isAppPlatform(answer.data.platform)) {
    platform = answer.data.platform;
    installedVersion = answer.data.version;
  }
  const started = await refreshAppStatus();
  if (started.updateRequired) requestAppUpdate();
  return started;
}

/** Asks the native host to open the app's store page. */
export function requestAppUpdate(): void {
  bridge.send('updateApp');
}

// A call answered 503 M1188: the window began after the app started; its end comes with the app info.
onMaintenanceAnswer(() => void refreshAppStatus());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function appStatus(): AppStatus {
  return status;
}

/** The app's status, kept live: the shell shows the maintenance or update notice instead of the pages. */
export function useAppStatus(): AppStatus {
  return useSyncExternalStore(subscribe, appStatus);
}

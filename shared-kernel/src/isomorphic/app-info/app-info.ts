// App versions and the maintenance window (spec section 7 `GET /appinfo/{id}`, section 8 "please update to the
// new version", "try again in a few minutes"): the one rule the API, the operator command and the app share.

export const appPlatforms = ['android', 'ios', 'web'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

export function isAppPlatform(value: unknown): value is AppPlatform {
  return typeof value === 'string' && (appPlatforms as readonly string[]).includes(value);
}

/** "1.2.3": three numbers without leading zeros, each at most 9 digits (what the stores accept). */
export const appVersionPattern = '^(0|[1-9][0-9]{0,8})\\.(0|[1-9][0-9]{0,8})\\.(0|[1-9][0-9]{0,8})$';
const appVersionExpression = new RegExp(appVersionPattern);

export function isAppVersion(value: unknown): value is string {
  return typeof value === 'string' && appVersionExpression.test(value);
}

/** Negative when `a` is older than `b`, 0 when equal, positive when newer; both must be `isAppVersion`. */
export function compareAppVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export interface MaintenanceWindow {
  /** ISO 8601 instants. */
  from: string;
  until: string;
  /** The M-code of the notice shown meanwhile (M1188 unless the operator chose another). */
  messageCode: string;
}

export interface AppInfo {
  platform: AppPlatform;
  minimumVersion: string;
  latestVersion: string;
  /** The window now under way or the next one planned; null when none is. */
  maintenance: MaintenanceWindow | null;
}

/** Whether `at` falls inside the window (its end excluded). */
export function isUnderMaintenance(window: MaintenanceWindow | null, at: Date): boolean {
  if (!window) return false;
  const time = at.getTime();
  return Date.parse(window.from) <= time && time < Date.parse(window.until);
}

/** Whether a host at `version` must update first: older than the platform's minimum. */
export function needsUpdate(info: Pick<AppInfo, 'minimumVersion'>, version: string): boolean {
  return isAppVersion(version) && compareAppVersions(version, info.minimumVersion) < 0;
}

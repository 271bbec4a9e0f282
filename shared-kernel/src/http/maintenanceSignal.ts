/** The M-code every API call answers (503) during a maintenance window (issue 36.3). */
export const maintenanceCode = 'M1188';

const listeners = new Set<() => void>();

/** Kept apart from appInfo.ts so that the error mapping (errors.ts) and the app info need not import each other. */
export function onMaintenanceAnswer(listener: () => void): void {
  listeners.add(listener);
}

export function signalMaintenanceAnswer(): void {
  for (const listener of listeners) listener();
}

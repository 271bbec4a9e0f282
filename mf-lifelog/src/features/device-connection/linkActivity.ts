import type { DeviceTypeCode } from 'shared-kernel/isomorphic';
import type { LinkResult } from './linkFlows';

export interface LinkActivity {
  /** The source a connect or disconnect is running for. */
  readonly running: DeviceTypeCode | null;
  /** How the last one ended, until the sheet that showed it closes. */
  readonly last: LinkResult | null;
}

let activity: LinkActivity = { running: null, last: null };
const listeners = new Set<() => void>();

function set(next: LinkActivity): void {
  activity = next;
  listeners.forEach((listener) => listener());
}

/**
 * One connect or disconnect at a time, for the whole page: the native call goes on when the sheet closes, and a
 * sheet opened again meanwhile shows it running, then its result.
 */
export const linkActivity = {
  snapshot: (): LinkActivity => activity,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Runs the task unless another one is running; false then. */
  async run(deviceTypeCode: DeviceTypeCode, task: () => Promise<LinkResult>): Promise<boolean> {
    if (activity.running) return false;
    // The connection the last task left stays; its message gives way to the new task's.
    let last: LinkResult | null = activity.last && { outcome: null, connection: activity.last.connection };
    set({ running: deviceTypeCode, last });
    try {
      last = await task();
    } finally {
      set({ running: null, last });
    }
    return true;
  },

  /** The sheet closed: its next opening starts from the stored connection, unless a task still runs. */
  forgetResult(): void {
    if (!activity.running) set({ running: null, last: null });
  },
};

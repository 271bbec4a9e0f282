// Routine entries (exercise checks, no-smoking and drinking records) kept on this phone while the API cannot
// take them, and sent once it can.
export { PendingRoutineSaves, useSessionUserId } from './PendingRoutineSaves';
export {
  saveOrKeep,
  subscribeToQueueEvents,
  retryIntervalMs,
  type SavedDetail,
  type QueueEvent,
} from './sending';
export {
  keptSavesOf,
  keptSavesText,
  parseKeptSaves,
  subscribeToKeptSaves,
  type KeptSave,
  type RoutineSave,
} from './keptSaves';

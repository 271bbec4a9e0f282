// Routine entries (exercise checks, no-smoking and drinking records, dose ticks) kept on this phone while the API cannot
// take them, and sent once it can.
export { PendingRoutineSaves } from './PendingRoutineSaves';
export { saveOrKeep, subscribeToQueueEvents, type SavedDetail, type QueueEvent } from './sending';
export { keptSaves, type KeptSave, type RoutineSave } from './keptSaves';

// Entries kept on this phone while the API cannot be reached, and sent later: the machinery, without what an
// entry is or how it is sent (each remote's own).
export { createKeptQueue, type KeptQueue, type KeptQueueOptions } from './keptQueue';
export { isRetryableFailure, retryIntervalMs, sendKept, sendOrKeep, type KeptSender } from './sending';
export { useKeptEntries, useKeptQueue, useSessionUserId } from './useKeptQueue';

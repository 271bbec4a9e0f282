// Calls kept on this phone while the API cannot be reached, and sent later from whichever page is open: the
// app's one outbox of self-describing API calls, its service (started by the shell), and each remote's view.
export {
  isQueuedCall,
  newIdempotencyKey,
  outbox,
  type NewCall,
  type OutboxResult,
  type QueuedCall,
  type QueuedLabel,
  type QueuedMethod,
} from './outbox';
export {
  firstRetryDelayMs,
  maxRetryDelayMs,
  retryDelayMs,
  startOutboxService,
  type OutboxService,
} from './outboxService';
export { keepImage, keptImagePlaceholder, type KeptImageRef } from './keptImages';
export { createKeptQueue, type CallOf, type KeptQueue, type KeptQueueOptions } from './keptQueue';
export { isRetryableFailure, sendOrKeep } from './sending';
export { useKeptEntries, useOutboxCount, useSessionUserId } from './useKeptQueue';

import { ApiError, currentLanguage, dialogs, session, translate } from 'shared-kernel';
import type { DrinkingDetail, ExerciseDetail, NoSmokingDetail } from 'shared-kernel/isomorphic';
import { checkExercise, recordDrinking, recordNoSmoking } from '../routine-common/routineApi';
import { dayLabel } from '../routine-common/dates';
import { forgetSave, keepSave, keptSavesOf, type KeptSave, type RoutineSave } from './keptSaves';

/** The queue is tried again this often while it holds anything. */
export const retryIntervalMs = 30_000;

/** What the API answered to a sent entry: the detail as it now stands. */
export type SavedDetail =
  | { kind: 'exercise'; detail: ExerciseDetail }
  | { kind: 'noSmoking'; detail: NoSmokingDetail }
  | { kind: 'drinking'; detail: DrinkingDetail };

/** What became of a kept entry: sent (with the API's answer), or refused and dropped. */
export type QueueEvent = { type: 'sent'; saved: SavedDetail } | { type: 'dropped'; save: KeptSave };

const queueListeners = new Set<(event: QueueEvent) => void>();

/** Tells `listener` about every kept entry sent or dropped; returns the unsubscribe. */
export function subscribeToQueueEvents(listener: (event: QueueEvent) => void): () => void {
  queueListeners.add(listener);
  return () => {
    queueListeners.delete(listener);
  };
}

/**
 * True when the same call may succeed later: no answer at all (status 0: offline), a server failure, a time-out
 * or too many requests. Any other refusal will never succeed.
 */
export function isRetryableFailure(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

async function send(save: RoutineSave): Promise<SavedDetail> {
  switch (save.kind) {
    case 'exercise':
      return { kind: 'exercise', detail: await checkExercise(save.id, save.body.exrciseAt) };
    case 'noSmoking':
      return { kind: 'noSmoking', detail: await recordNoSmoking(save.id, save.body.nosmkngAt) };
    case 'drinking':
      return { kind: 'drinking', detail: await recordDrinking(save.body) };
  }
}

/**
 * Sends an entry (its PUT sets a value, so sending it twice does no harm). When the API cannot take it now, it is
 * kept on this phone and sent later: `kept`. Any other failure rejects as it came.
 */
export async function saveOrKeep(
  save: RoutineSave,
): Promise<{ state: 'sent'; saved: SavedDetail } | { state: 'kept' }> {
  const userId = session.snapshot().userInfo?.userId;
  try {
    const saved = await send(save);
    // An older value of the same detail, still kept, must not overwrite this one when it goes later.
    if (userId) forgetSave(userId, save);
    return { state: 'sent', saved };
  } catch (error) {
    if (!userId || !isRetryableFailure(error)) throw error;
    try {
      keepSave(userId, { ...save, createdAt: new Date().toISOString() } as KeptSave);
    } catch {
      // Storage refused it (full or disabled): the person must hear that the entry was not saved.
      throw error;
    }
    return { state: 'kept' };
  }
}

function tellDropped(save: KeptSave, error: ApiError): void {
  void dialogs.alert({
    message: translate('routine:records.pending.dropped', {
      what: translate(`routine:records.pending.kinds.${save.kind}`),
      date: dayLabel(currentLanguage(), save.planDe),
      message: error.message,
    }),
  });
}

/** Sends the person's queue oldest first, stopping at the first entry that may succeed later. */
async function sendQueue(userId: string): Promise<void> {
  for (;;) {
    const [save] = keptSavesOf(userId);
    if (!save) return;
    let saved: SavedDetail;
    try {
      saved = await send(save);
    } catch (error) {
      // A refused login ends the session during the call, and the queue goes with it: nothing to tell.
      const sessionEnded = session.snapshot().userInfo?.userId !== userId;
      if (isRetryableFailure(error) || sessionEnded) return;
      if (!(error instanceof ApiError)) throw error;
      forgetSave(userId, save);
      tellDropped(save, error);
      queueListeners.forEach((listener) => listener({ type: 'dropped', save }));
      continue;
    }
    forgetSave(userId, save);
    queueListeners.forEach((listener) => listener({ type: 'sent', saved }));
  }
}

let running: Promise<void> | null = null;
let wantedAgain: string | null = null;

/**
 * Sends the person's kept entries, one run at a time: a call during a run makes one more run after it, so that
 * an entry kept or a connection back in the meantime is not left for the next retry.
 */
export function sendKeptSaves(userId: string): Promise<void> {
  if (running) {
    wantedAgain = userId;
    return running;
  }
  running = (async () => {
    for (let next: string | null = userId; next; next = wantedAgain) {
      wantedAgain = null;
      await sendQueue(next);
    }
  })().finally(() => {
    running = null;
    wantedAgain = null;
  });
  return running;
}

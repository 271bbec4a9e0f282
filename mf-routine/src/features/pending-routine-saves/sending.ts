import { outbox, sendOrKeep, session } from 'shared-kernel';
import type {
  DrinkingDetail,
  ExerciseDetail,
  MedicationDose,
  NoSmokingDetail,
} from 'shared-kernel/isomorphic';
import { setDoseStatus } from '../routine-common/medicationApi';
import { checkExercise, recordDrinking, recordNoSmoking } from '../routine-common/routineApi';
import { keptSaves, sameDetail, type KeptSave, type RoutineSave } from './keptSaves';

/** What the API answered to a sent entry: the detail as it now stands. */
export type SavedDetail =
  | { kind: 'exercise'; detail: ExerciseDetail }
  | { kind: 'noSmoking'; detail: NoSmokingDetail }
  | { kind: 'drinking'; detail: DrinkingDetail }
  | { kind: 'dose'; detail: MedicationDose };

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

async function send(save: RoutineSave): Promise<SavedDetail> {
  switch (save.kind) {
    case 'exercise':
      return { kind: 'exercise', detail: await checkExercise(save.id, save.body.exrciseAt) };
    case 'noSmoking':
      return { kind: 'noSmoking', detail: await recordNoSmoking(save.id, save.body.nosmkngAt) };
    case 'drinking':
      return { kind: 'drinking', detail: await recordDrinking(save.body) };
    case 'dose':
      return { kind: 'dose', detail: await setDoseStatus(save.tkmdSn, save.id, save.body.tkmdSttusCode) };
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
  const result = await sendOrKeep(
    keptSaves,
    () => send(save),
    () => ({ ...save, createdAt: new Date().toISOString() }) as KeptSave,
  );
  if (result.state === 'kept') return result;
  // An older value of the same detail, still kept, must not overwrite this one when it goes later.
  if (userId) keptSaves.removeWhere(userId, (kept) => sameDetail(kept, save));
  return { state: 'sent', saved: result.answer };
}

// The kernel's outbox service sends kept entries from any page (and tells the person of a refusal); the
// dashboard hears what became of them here.
outbox.results$.subscribe((result) => {
  const save = keptSaves.entryOf(result.call);
  if (!save) return;
  const event: QueueEvent =
    result.outcome === 'sent'
      ? { type: 'sent', saved: { kind: save.kind, detail: result.answer } as SavedDetail }
      : { type: 'dropped', save };
  queueListeners.forEach((listener) => listener(event));
});

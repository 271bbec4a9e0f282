import { outbox, sendOrKeep, session } from 'shared-kernel';
import type { MedicationDose } from 'shared-kernel/isomorphic';
import { setDoseStatus } from '../medicine-common/medicineApi';
import { keptTicks, sameDose, type DoseTick, type KeptTick } from './keptDoses';

/** What became of a kept tick: sent (with the dose as it now stands), or refused and dropped. */
export type TickEvent = { type: 'sent'; dose: MedicationDose } | { type: 'dropped'; tick: KeptTick };

const listeners = new Set<(event: TickEvent) => void>();

/** Tells `listener` about every kept tick sent or dropped; returns the unsubscribe. */
export function subscribeToTickEvents(listener: (event: TickEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The kernel's outbox service sends kept ticks from any page (and tells the person of a refusal); the schedule
// hears what became of them here.
outbox.results$.subscribe((result) => {
  const tick = keptTicks.entryOf(result.call);
  if (!tick) return;
  const event: TickEvent =
    result.outcome === 'sent'
      ? { type: 'sent', dose: result.answer as MedicationDose }
      : { type: 'dropped', tick };
  listeners.forEach((listener) => listener(event));
});

/**
 * Sends a tick (its PUT sets a status, so sending it twice does no harm). When the API cannot take it now, it is
 * kept on this phone and sent later: `kept`. Any other failure rejects as it came.
 */
export async function tickOrKeep(
  tick: DoseTick,
): Promise<{ state: 'sent'; dose: MedicationDose } | { state: 'kept' }> {
  const userId = session.snapshot().userInfo?.userId;
  const result = await sendOrKeep(
    keptTicks,
    () => setDoseStatus(tick.tkmdSn, tick.tkmdDtlsSn, { tkmdSttusCode: tick.tkmdSttusCode }),
    (): KeptTick => ({ ...tick, createdAt: new Date().toISOString() }),
  );
  if (result.state === 'kept') return result;
  // An older status of the same dose, still kept, must not overwrite this one when it goes later.
  if (userId) keptTicks.removeWhere(userId, (kept) => sameDose(kept, tick));
  return { state: 'sent', dose: result.answer };
}

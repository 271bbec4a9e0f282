import { dialogs, sendOrKeep, session, translate, type KeptSender } from 'shared-kernel';
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

const send = (tick: DoseTick) =>
  setDoseStatus(tick.tkmdSn, tick.tkmdDtlsSn, { tkmdSttusCode: tick.tkmdSttusCode });

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
    () => send(tick),
    (): KeptTick => ({ ...tick, createdAt: new Date().toISOString() }),
  );
  if (result.state === 'kept') return result;
  // An older status of the same dose, still kept, must not overwrite this one when it goes later.
  if (userId) keptTicks.removeWhere(userId, (kept) => sameDose(kept, tick));
  return { state: 'sent', dose: result.answer };
}

/** How a kept tick goes, and what the schedule hears of it. */
export const keptTickSender: KeptSender<KeptTick, MedicationDose> = {
  send,
  sent(_tick, dose) {
    listeners.forEach((listener) => listener({ type: 'sent', dose }));
  },
  refused(tick, error) {
    void dialogs.alert({
      message: translate('medicine:pending.dropped', {
        name: tick.tkmdNm,
        time: tick.tkmdPlanDt.slice(11, 16),
        message: error.message,
      }),
    });
    listeners.forEach((listener) => listener({ type: 'dropped', tick }));
  },
};

import { useKeptEntries, useSessionUserId } from 'shared-kernel';
import { readLifelogRecord, type LifelogRecord } from 'shared-kernel/isomorphic';
import { isChange, pendingSaves, type PendingSave } from './pendingSaves';

/** A new record kept on this phone; `sending` while its create is on its way. */
export interface WaitingCreate {
  save: PendingSave;
  record: LifelogRecord;
  sending: boolean;
}

export interface WaitingRecords {
  /** New records, the latest kept first. */
  creates: WaitingCreate[];
  /** The latest change waiting for each stored record, by the record's id. */
  changes: Map<string, PendingSave>;
}

/** What waits on this phone for the signed-in person's records, read again whenever the queue changes. */
export function useWaitingRecords(): WaitingRecords {
  const userId = useSessionUserId();
  const kept = useKeptEntries(pendingSaves, userId);
  const creates: WaitingCreate[] = [];
  const changes = new Map<string, PendingSave>();
  for (const save of kept) {
    if (isChange(save)) {
      changes.set(save.observation.id, save);
      continue;
    }
    const record = readLifelogRecord(save.observation);
    if (!record) continue;
    const sending = userId !== null && pendingSaves.isSending(userId, save.idempotencyKey);
    creates.push({ save, record, sending });
  }
  return { creates: creates.reverse(), changes };
}

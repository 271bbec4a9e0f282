import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  isRetryableFailure,
  Loading,
  Sheet,
  useKeptEntries,
  useLoad,
  useSessionUserId,
  type OverlayEntry,
  type OverlayProps,
} from 'shared-kernel';
import { readObservation, lifelogTypeName } from '../lifelog-common';
import {
  isManualLifelogType,
  lifelogTypeFromParam,
  readLifelogRecord,
  type GlucoseMeasurementTimeCode,
  type LifelogRecord,
  type ManualLifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { isChange, pendingSaves, type PendingSave } from '../pending-saves';
import { EntryForm } from './EntryForm';
import { isMeasurementTime } from './entryValues';
import { TypePicker } from './TypePicker';
import styles from './entry.module.css';

/**
 * `lifeLogForm`: enters a new life-log record (of the type `lifelogTypeCode` names, else of one the person picks;
 * a glucose one at the `measurementTime` given) or, with `id`, changes a stored one; with `pending` (its
 * idempotency key), one still waiting on this phone to be created.
 */
export function LifeLogFormOverlay({ onClose }: OverlayProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const pending = params.get('pending');
  const measurementTime = params.get('measurementTime') ?? '';
  return pending ? (
    <EditWaitingEntry idempotencyKey={pending} onClose={onClose} />
  ) : id ? (
    <EditEntry id={id} onClose={onClose} />
  ) : (
    <NewEntry
      typeParam={params.get('lifelogTypeCode')}
      measurementTime={isMeasurementTime(measurementTime) ? measurementTime : undefined}
      onClose={onClose}
    />
  );
}

/**
 * The overlay as the remote registers it: the page underneath (the detail page needs its `lifelogTypeCode`) is
 * not given the query only this form reads.
 */
export const lifeLogFormOverlay: OverlayEntry = {
  Overlay: LifeLogFormOverlay,
  ownQuery: ['id', 'pending', 'measurementTime'],
};

function NewEntry({
  typeParam,
  measurementTime,
  onClose,
}: {
  typeParam: string | null;
  measurementTime: GlucoseMeasurementTimeCode | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('lifelogRecords');
  const named = lifelogTypeFromParam(typeParam);
  const fromParam = named && isManualLifelogType(named) ? named : null;
  const [picked, setPicked] = useState<ManualLifelogTypeKey | null>(null);
  const typeKey = picked ?? fromParam;

  const notice =
    typeParam === null || fromParam
      ? undefined
      : named
        ? t('entry.notManual', { type: lifelogTypeName(t, named) })
        : t('entry.unknownType');

  return (
    <Sheet
      title={typeKey ? t('entry.newTitle', { type: lifelogTypeName(t, typeKey) }) : t('entry.title')}
      onClose={onClose}
    >
      <div className={styles.body}>
        {typeKey ? (
          <>
            {picked ? (
              <button type="button" className={styles.textButton} onClick={() => setPicked(null)}>
                {t('entry.changeType')}
              </button>
            ) : null}
            <EntryForm key={typeKey} typeKey={typeKey} measurementTime={measurementTime} onDone={onClose} />
          </>
        ) : (
          <TypePicker notice={notice} onPick={setPicked} />
        )}
      </div>
    </Sheet>
  );
}

type Editable = { record: LifelogRecord; typeKey: ManualLifelogTypeKey } | null;

/** The edit sheet's title: the record's type once it is known. */
function editTitle(t: TFunction<'lifelogRecords'>, editable: Editable): string {
  return editable
    ? t('entry.editTitle', { type: lifelogTypeName(t, editable.typeKey) })
    : t('entry.editTitleLoading');
}

/** The record, or null when it is not one a person may change by hand. */
function editableOf(record: LifelogRecord | null): Editable {
  return record && isManualLifelogType(record.typeKey) ? { record, typeKey: record.typeKey } : null;
}

/** The record as the list showed it (the list opens this form with it), for a form opened offline. */
function listedRecord(state: unknown, id: string): LifelogRecord | null {
  const record = (state as { record?: LifelogRecord } | null)?.record;
  return record?.id === id ? record : null;
}

/**
 * The stored record as it will be: an edit still waiting on this phone if there is one, else the API's; offline,
 * the record as the list showed it.
 */
async function editableRecord(id: string, waiting: PendingSave | undefined, listed: LifelogRecord | null) {
  if (waiting) return editableOf(readLifelogRecord(waiting.observation));
  try {
    return editableOf(readLifelogRecord(await readObservation(id)));
  } catch (error) {
    if (listed && isRetryableFailure(error)) return editableOf(listed);
    throw error;
  }
}

/** The waiting edit or delete of the stored record `id`, the latest kept. */
function useWaitingChange(id: string): PendingSave | undefined {
  const kept = useKeptEntries(pendingSaves, useSessionUserId());
  return kept.filter((save) => isChange(save) && save.observation.id === id).at(-1);
}

function EditEntry({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('lifelogRecords');
  const { state } = useLocation();
  const waiting = useWaitingChange(id);
  // Read once when the form opens: what the form then keeps replaces the waiting change under it.
  const [from] = useState(() => ({
    waiting: waiting?.change === 'edit' ? waiting : undefined,
    listed: listedRecord(state, id),
  }));
  const { loaded, retry } = useLoad(() => editableRecord(id, from.waiting, from.listed), id);
  const editable = loaded.state === 'ready' ? loaded.value : null;

  return (
    <Sheet title={editTitle(t, editable)} onClose={onClose}>
      <div className={styles.body}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'ready' && !editable ? (
          <p role="alert" className={styles.notice}>
            {t('entry.notEditable')}
          </p>
        ) : null}
        {loaded.state === 'failed' ? (
          <div role="alert" className={styles.form}>
            <p className={styles.error}>{loaded.message}</p>
            <button type="button" className={styles.secondary} onClick={retry}>
              {t('common:retry')}
            </button>
          </div>
        ) : null}
        {editable ? <EntryForm typeKey={editable.typeKey} record={editable.record} onDone={onClose} /> : null}
      </div>
    </Sheet>
  );
}

/**
 * A new record still waiting on this phone to be created: a save sends it with the new values instead, or, while
 * its create is on its way (said above the form), right after it as an edit of the record it makes.
 */
function EditWaitingEntry({ idempotencyKey, onClose }: { idempotencyKey: string; onClose: () => void }) {
  const { t } = useTranslation('lifelogRecords');
  const userId = useSessionUserId();
  const kept = useKeptEntries(pendingSaves, userId);
  // Read once when the form opens, so that the form does not change under the person's hands.
  const [waiting] = useState(() =>
    kept.find((save) => !isChange(save) && save.idempotencyKey === idempotencyKey),
  );
  const editable = waiting ? editableOf(readLifelogRecord(waiting.observation)) : null;
  const sending = userId !== null && pendingSaves.isSending(userId, idempotencyKey);
  return (
    <Sheet title={editTitle(t, editable)} onClose={onClose}>
      <div className={styles.body}>
        {editable && waiting && sending ? (
          <p role="status" className={styles.notice}>
            {t('entry.sendingNote')}
          </p>
        ) : null}
        {editable && waiting ? (
          <EntryForm typeKey={editable.typeKey} record={editable.record} waiting={waiting} onDone={onClose} />
        ) : (
          <p role="alert" className={styles.notice}>
            {t('entry.notEditable')}
          </p>
        )}
      </div>
    </Sheet>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ApiError,
  bus,
  dialogs,
  EmptyState,
  formatDate,
  Loading,
  messageFor,
  requestChannelShare,
  session,
} from 'shared-kernel';
import { GradeBadge, lifelogUnit, measurementTimeName } from '../lifelog-common';
import {
  changeOrQueue,
  dropWaitingCreate,
  pendingSaves,
  useWaitingRecords,
  type PendingSave,
} from '../pending-saves';
import {
  buildLifelogObservation,
  formatLifelogValue,
  gradeOfRecord,
  isManualLifelogType,
  lifelogTypeParam,
  lifelogTypes,
  readLifelogRecord,
  type GenderCode,
  type GuideRange,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import type { SavedRecord } from './records';
import type { RecordPagesState } from './useRecordPages';
import styles from './lifelogDetail.module.css';

const noMeasurement = 'M0051';

function valueText({ typeKey, values }: LifelogRecord): string {
  if (typeKey === 'bloodPressure') return formatLifelogValue(typeKey, values);
  const [only] = lifelogTypes[typeKey].values;
  return formatLifelogValue(typeKey, only ? values[only.name] : null);
}

/** The entry overlay over this page, for a new record of the type or to edit one (stored, or waiting: `pending`). */
function entryFormPath(
  pagePath: string,
  typeKey: LifelogTypeKey,
  edited?: { id: string } | { pending: string },
): string {
  const params = new URLSearchParams({ lifelogTypeCode: lifelogTypeParam(typeKey) });
  if (edited && 'id' in edited) params.set('id', edited.id);
  if (edited && 'pending' in edited) params.set('pending', edited.pending);
  return `${pagePath}/lifeLogForm?${params}`;
}

/** What waits on this phone for the person's records of a type: new ones, and the latest change of stored ones. */
function useWaiting(typeKey: LifelogTypeKey, own: boolean) {
  const waiting = useWaitingRecords();
  if (!own) return { creates: [], changes: new Map<string, PendingSave>() };
  const changes = new Map(
    [...waiting.changes].filter(([, save]) => readLifelogRecord(save.observation)?.typeKey === typeKey),
  );
  return { creates: waiting.creates.filter(({ record }) => record.typeKey === typeKey), changes };
}

/**
 * A type's records, newest first, with their grades. The person's own records of a type they can enter by hand
 * can be recorded, edited and deleted here; each of their own records can be shared into family channels (one
 * record: actCode 0002). Someone else's are read only.
 */
export function RecordList({
  typeKey,
  subjectId,
  ranges,
  genderCode,
  pages,
  pagePath,
}: {
  typeKey: LifelogTypeKey;
  /** Whose records: absent for the person's own, which are the only ones they may change. */
  subjectId: string | undefined;
  ranges: readonly GuideRange[];
  genderCode: GenderCode | null;
  /** The records read so far (the page reads them: the chart's empty state counts them too). */
  pages: RecordPagesState;
  /** Path of this page, which the entry overlay opens under. */
  pagePath: string;
}) {
  const { t } = useTranslation('lifelogRecords');
  const { list, loadMore, retry } = pages;
  const [deleting, setDeleting] = useState<string | null>(null);
  const headingId = useId();
  const editable = !subjectId && isManualLifelogType(typeKey);
  const unit = lifelogUnit(t, typeKey);

  const waiting = useWaiting(typeKey, editable);

  const confirmDelete = (record: LifelogRecord, when: string) =>
    dialogs.confirm({
      message: t('records.deleteConfirm', { date: when, value: `${valueText(record)} ${unit}`.trim() }),
      confirmLabel: t('records.delete'),
    });

  /** Deletes a stored record; offline the delete is kept on this phone and sent after what was kept before it. */
  async function remove(record: SavedRecord, when: string) {
    if (!(await confirmDelete(record, when))) return;
    setDeleting(record.id);
    let outcome: 'sent' | 'queued';
    try {
      outcome = await changeOrQueue(
        'delete',
        { ...buildLifelogObservation(record), id: record.id },
        crypto.randomUUID(),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await dialogs.alert({ message: error.message });
      return;
    } finally {
      setDeleting(null);
    }
    if (outcome === 'queued') {
      void dialogs.toast(t('pending.deleteSavedOnPhone'));
      return;
    }
    void dialogs.toast(t('records.deleted'));
    // The page reads its chart and this list again on this event, like everyone else showing this type.
    bus.publish('lifelog.changed', { lifelogTypeKey: typeKey });
  }

  /** Deletes a new record still waiting on this phone: it is never sent, or deleted after it if it is on its way. */
  async function removeWaiting(save: PendingSave, record: LifelogRecord, when: string) {
    if (!(await confirmDelete(record, when))) return;
    const userId = session.snapshot().userInfo?.userId;
    const sending = userId !== undefined && pendingSaves.isSending(userId, save.idempotencyKey);
    dropWaitingCreate(save);
    void dialogs.toast(t(sending ? 'pending.deleteAfterSending' : 'records.deleted'));
  }

  return (
    <section className={styles.records} aria-labelledby={headingId}>
      <div className={styles.recordsHeader}>
        <h2 id={headingId} className={styles.heading}>
          {t('records.title')}
        </h2>
        {list.state === 'ready' && list.total > 0 ? (
          <span className={styles.total}>{t('records.total', { count: list.total })}</span>
        ) : null}
        {editable ? (
          <Link to={entryFormPath(pagePath, typeKey)} className={styles.primaryLink}>
            {t('records.record')}
          </Link>
        ) : null}
      </div>
      {list.state === 'loading' ? <Loading /> : null}
      {list.state === 'failed' ? (
        <div className={styles.failure} role="alert">
          <p>{list.message}</p>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
            {t('common:retry')}
          </button>
        </div>
      ) : null}
      {waiting.creates.length > 0 ? (
        <ul className={styles.recordList} aria-label={t('records.waitingList')}>
          {waiting.creates.map(({ save, record, sending }) => {
            const when = formatDate(record.effectiveDateTime, 'YYYY.MM.DD HH:mm');
            return (
              <RecordRow
                key={save.idempotencyKey}
                record={record}
                when={when}
                unit={unit}
                note={t(sending ? 'records.sending' : 'records.waiting')}
              >
                <div className={styles.recordActions}>
                  <EditAndDelete
                    edit={{ to: entryFormPath(pagePath, typeKey, { pending: save.idempotencyKey }) }}
                    when={when}
                    onDelete={() => void removeWaiting(save, record, when)}
                  />
                </div>
              </RecordRow>
            );
          })}
        </ul>
      ) : null}
      {list.state === 'ready' && list.records.length === 0 && waiting.creates.length === 0 ? (
        <EmptyState title={messageFor(noMeasurement)} />
      ) : null}
      {list.state === 'ready' && list.records.length > 0 ? (
        <>
          <ul className={styles.recordList}>
            {list.records.map((stored) => {
              // A change waiting on this phone shows as it will be: the edited values, or a delete to come.
              const change = waiting.changes.get(stored.id);
              const edited = change?.change === 'edit' ? readLifelogRecord(change.observation) : null;
              const record: SavedRecord = edited ? { ...edited, id: stored.id } : stored;
              const deleteWaits = change?.change === 'delete';
              const when = formatDate(record.effectiveDateTime, 'YYYY.MM.DD HH:mm');
              return (
                <RecordRow
                  key={record.id}
                  record={record}
                  when={when}
                  unit={unit}
                  measurementTime={record.measurementTime}
                  note={change ? t(deleteWaits ? 'records.waitingDelete' : 'records.waiting') : null}
                >
                  <GradeBadge gradCode={gradeOfRecord(record, ranges, genderCode)} />
                  {stored.fromCheckup ? (
                    // The checkup's own measurement: shown, never changed or shared from here.
                    <div className={styles.recordActions}>
                      <Link
                        className={styles.actionLink}
                        to={`/main/health-checkup?checkupId=${encodeURIComponent(stored.fromCheckup)}`}
                        aria-label={t('records.fromCheckupLabel', { date: when })}
                      >
                        {t('records.fromCheckup')}
                      </Link>
                    </div>
                  ) : subjectId || deleteWaits ? null : (
                    <div className={styles.recordActions}>
                      <button
                        type="button"
                        className={styles.actionLink}
                        aria-label={t('records.shareLabel', { date: when })}
                        onClick={() => requestChannelShare({ actCode: '0002', observationId: record.id })}
                      >
                        {t('records.share')}
                      </button>
                      {editable ? (
                        <EditAndDelete
                          edit={{
                            to: entryFormPath(pagePath, typeKey, { id: record.id }),
                            state: { record },
                          }}
                          when={when}
                          deleting={deleting === record.id}
                          onDelete={() => void remove(record, when)}
                        />
                      ) : null}
                    </div>
                  )}
                </RecordRow>
              );
            })}
          </ul>
          {list.records.length < list.total ? (
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={list.loadingMore}
              onClick={() => void loadMore()}
            >
              {t('records.loadMore')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** One record: when it was measured, its value, a note of what waits on this phone for it, then `children`. */
function RecordRow({
  record,
  when,
  unit,
  measurementTime,
  note,
  children,
}: {
  record: LifelogRecord;
  when: string;
  unit: string;
  measurementTime?: LifelogRecord['measurementTime'];
  note: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('lifelogRecords');
  return (
    <li className={styles.record}>
      <div className={styles.recordMain}>
        <time dateTime={record.effectiveDateTime} className={styles.recordTime}>
          {when}
        </time>
        <p className={styles.recordValue}>
          <span className={styles.value}>{valueText(record)}</span> {unit}
          {measurementTime ? (
            <span className={styles.measurementTime}>{measurementTimeName(t, measurementTime)}</span>
          ) : null}
        </p>
        {note ? <p className={styles.measurementTime}>{note}</p> : null}
      </div>
      {children}
    </li>
  );
}

/** A record's edit link (to the entry overlay) and delete button, named with the record's date. */
function EditAndDelete({
  edit,
  when,
  deleting = false,
  onDelete,
}: {
  edit: { to: string; state?: unknown };
  when: string;
  deleting?: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('lifelogRecords');
  return (
    <>
      <Link
        to={edit.to}
        state={edit.state}
        className={styles.actionLink}
        aria-label={t('records.editLabel', { date: when })}
      >
        {t('records.edit')}
      </Link>
      <button
        type="button"
        className={styles.actionButton}
        aria-label={t('records.deleteLabel', { date: when })}
        disabled={deleting}
        onClick={onDelete}
      >
        {t('records.delete')}
      </button>
    </>
  );
}

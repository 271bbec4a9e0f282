import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Loading, matchOverlay, Sheet, useLoad, type OverlayProps } from 'shared-kernel';
import { readObservation, lifelogTypeName } from '../lifelog-common';
import {
  isManualLifelogType,
  lifelogTypeFromParam,
  readLifelogRecord,
  type LifelogRecord,
  type ManualLifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { EntryForm } from './EntryForm';
import { TypePicker } from './TypePicker';
import styles from './entry.module.css';

const overlaySegment = 'lifeLogForm';

/**
 * Closing goes back to the page underneath with the query it was opened with (the detail page needs its
 * `lifelogTypeCode`), less the record `id` that only this form reads.
 */
function useCloseToPage(onClose: () => void): () => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const match = matchOverlay(pathname, [overlaySegment]);
    const query = new URLSearchParams(search);
    query.delete('id');
    if (!match || query.toString() === '') onClose();
    else navigate(`${match.basePath}?${query}`);
  }, [pathname, search, navigate, onClose]);
}

/**
 * `lifeLogForm`: enters a new life-log record (of the type `lifelogTypeCode` names, else of one the person picks)
 * or, with `id`, changes a stored one.
 */
export function LifeLogFormOverlay({ onClose }: OverlayProps) {
  const [params] = useSearchParams();
  const close = useCloseToPage(onClose);
  const id = params.get('id');
  return id ? (
    <EditEntry id={id} onClose={close} />
  ) : (
    <NewEntry typeParam={params.get('lifelogTypeCode')} onClose={close} />
  );
}

function NewEntry({ typeParam, onClose }: { typeParam: string | null; onClose: () => void }) {
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
            <EntryForm key={typeKey} typeKey={typeKey} onDone={onClose} />
          </>
        ) : (
          <TypePicker notice={notice} onPick={setPicked} />
        )}
      </div>
    </Sheet>
  );
}

/** The stored record, or null when it is not one a person may change by hand. */
async function editableRecord(
  id: string,
): Promise<{ record: LifelogRecord; typeKey: ManualLifelogTypeKey } | null> {
  const record = readLifelogRecord(await readObservation(id));
  return record && isManualLifelogType(record.typeKey) ? { record, typeKey: record.typeKey } : null;
}

function EditEntry({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('lifelogRecords');
  const { loaded, retry } = useLoad(() => editableRecord(id), id);
  const editable = loaded.state === 'ready' ? loaded.value : null;

  return (
    <Sheet
      title={
        editable
          ? t('entry.editTitle', { type: lifelogTypeName(t, editable.typeKey) })
          : t('entry.editTitleLoading')
      }
      onClose={onClose}
    >
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

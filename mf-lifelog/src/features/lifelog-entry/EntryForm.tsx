import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, bus, DateField, dialogs, messageFor, session, TimeField } from 'shared-kernel';
import { lifelogTypeName, measurementTimeName } from '../lifelog-common';
import {
  allGlucoseMeasurementTimeCodes,
  buildLifelogObservation,
  type GlucoseMeasurementTimeCode,
  type LifelogRecord,
  type ManualLifelogTypeKey,
} from 'shared-kernel/isomorphic';
import {
  changeOrQueue,
  createOrQueue,
  pendingSaves,
  replaceWaitingCreate,
  type PendingSave,
} from '../pending-saves';
import {
  checkEntry,
  entryFields,
  recheckEntry,
  typedValueOf,
  type CheckedEntry,
  type EntryField,
  type EntryProblem,
  type EntryProblems,
  type TypedEntry,
} from './entryValues';
import { wallClockAt, type WallClock } from './measuredAt';
import { FieldMessages, NumberValueField, PressureField, describedBy } from './ValueFields';
import styles from './entry.module.css';

const loginAgain = 'M0139';
/** The date and time fields look like the form's other fields, their labels like the parts of one question. */
const fieldClasses = { field: styles.field, label: styles.subLabel, input: styles.input };

function sameClock(one: WallClock, other: WallClock): boolean {
  return one.date === other.date && one.time === other.time;
}

/** Where the API's complaint about a field of the Observation belongs on the form; null for the form as a whole. */
function entryFieldOf(fhirPath: string | undefined): EntryField | null {
  if (!fhirPath) return null;
  if (/valueQuantity|component/.test(fhirPath)) return 'value';
  if (/effective/.test(fhirPath)) return 'measuredAt';
  return null;
}

export interface EntryFormProps {
  typeKey: ManualLifelogTypeKey;
  /** The stored record to change (or the new one waiting on this phone); a new one is created without it. */
  record?: LifelogRecord;
  /** The new record waiting on this phone to be created, which `record` shows: a save changes what it sends. */
  waiting?: PendingSave;
  /** A new glucose record's measurement time, chosen already (the link that opened the form asks for it); other types have none. */
  measurementTime?: GlucoseMeasurementTimeCode;
  /** After a save (or a save kept on the phone): the overlay closes. */
  onDone(): void;
}

/** The entry form of one type: its value(s), the glucose measurement time, and when it was measured. */
export function EntryForm({ typeKey, record, waiting, measurementTime, onDone }: EntryFormProps) {
  const { t } = useTranslation('lifelogRecords');
  const baseId = useId();
  const idOf = (field: EntryField) => `${baseId}${field}`;
  const [initialClock] = useState(() =>
    wallClockAt(record ? new Date(record.effectiveDateTime) : new Date()),
  );
  const [entry, setEntry] = useState<TypedEntry>(() => ({
    value: record ? typedValueOf(record) : '',
    measurementTime:
      (record ? record.measurementTime : typeKey === 'bloodGlucose' ? measurementTime : undefined) ?? '',
    clock: initialClock,
  }));
  const [problems, setProblems] = useState<EntryProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key for this form's record, so that a save the API stored but could not confirm is never stored twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const change = (changes: Partial<TypedEntry>) => {
    const next = { ...entry, ...changes };
    setEntry(next);
    void recheckEntry(typeKey, entry, next, new Date()).then(setProblems);
  };
  const changeClock = (changes: Partial<WallClock>) => change({ clock: { ...entry.clock, ...changes } });

  const labelOf = (field: EntryField): string =>
    field === 'value'
      ? lifelogTypeName(t, typeKey)
      : field === 'measurementTime'
        ? t('entry.measurementTime')
        : t('entry.measuredAt');

  const textOf = (field: EntryField, problem: EntryProblem): string => {
    if ('message' in problem) return problem.message;
    if ('text' in problem) return t(`entry.${problem.text}`);
    return messageFor(problem.rule.code, { ...problem.rule.params, field: labelOf(field) });
  };

  const errorOf = (field: EntryField): string | undefined => {
    const problem = problems[field];
    return problem ? textOf(field, problem) : undefined;
  };

  function show(found: EntryProblems): void {
    setProblems(found);
    const first = entryFields.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  /**
   * Stores the record and says how it went; a new record or an edit the API cannot take now is kept on the phone
   * (an edit after the changes of the record kept before it), and a new record still waiting there is sent with
   * the new values (after it, as an edit of the record it makes, if it is on its way).
   */
  async function send(observation: ReturnType<typeof buildLifelogObservation>): Promise<string> {
    if (waiting) {
      const userId = session.snapshot().userInfo?.userId;
      const sending = userId !== undefined && pendingSaves.isSending(userId, waiting.idempotencyKey);
      replaceWaitingCreate(waiting, observation);
      return t(sending ? 'pending.editAfterSending' : 'pending.savedOnPhone');
    }
    if (record?.id) {
      if ((await changeOrQueue('edit', { ...observation, id: record.id }, idempotencyKey)) === 'queued') {
        return t('pending.editSavedOnPhone');
      }
    } else if ((await createOrQueue(observation, idempotencyKey)) === 'queued') {
      return t('pending.savedOnPhone');
    }
    bus.publish('lifelog.changed', { lifelogTypeKey: typeKey });
    return t(record ? 'entry.updated' : 'entry.saved');
  }

  /** Builds the record from a valid form: an edit keeps its stored fields, and its exact time if unchanged. */
  function observationOf(checked: CheckedEntry, subjectId: string) {
    const keepsItsTime = record && sameClock(entry.clock, initialClock);
    return buildLifelogObservation({
      ...record,
      typeKey,
      subjectId,
      values: checked.values,
      measurementTime: checked.measurementTime,
      effectiveDateTime: keepsItsTime ? record.effectiveDateTime : checked.effectiveDateTime,
    });
  }

  async function save(): Promise<void> {
    setFormError(null);
    const checked = await checkEntry(typeKey, entry, new Date());
    if ('problems' in checked) {
      show(checked.problems);
      return;
    }
    show({});
    const subjectId = record?.subjectId ?? session.snapshot().userInfo?.fhirResId;
    if (!subjectId) {
      setFormError(messageFor(loginAgain));
      return;
    }
    try {
      const outcome = await send(observationOf(checked.entry, subjectId));
      onDone();
      void dialogs.toast(outcome);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = entryFieldOf(error.field);
      if (field) show({ [field]: { message: error.message } });
      else setFormError(error.message);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await save();
    } finally {
      setBusy(false);
    }
  }

  const valueError = errorOf('value');
  const timeError = errorOf('measurementTime');
  const measuredAtError = errorOf('measuredAt');
  const measuredAtId = idOf('measuredAt');
  const measuredAtDescription = describedBy(measuredAtId, false, Boolean(measuredAtError));

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      {typeKey === 'bloodPressure' ? (
        <PressureField
          id={idOf('value')}
          typeKey={typeKey}
          value={entry.value}
          onChange={(value) => change({ value })}
          error={valueError}
        />
      ) : (
        <NumberValueField
          id={idOf('value')}
          typeKey={typeKey}
          value={entry.value}
          onChange={(value) => change({ value })}
          error={valueError}
        />
      )}
      {typeKey === 'bloodGlucose' ? (
        <div className={styles.field}>
          <label htmlFor={idOf('measurementTime')} className={styles.label}>
            {t('entry.measurementTime')}
          </label>
          <select
            id={idOf('measurementTime')}
            className={styles.input}
            value={entry.measurementTime}
            onChange={(event) => change({ measurementTime: event.target.value })}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={describedBy(idOf('measurementTime'), false, Boolean(timeError))}
          >
            <option value="">{t('entry.measurementTimeNotGiven')}</option>
            {allGlucoseMeasurementTimeCodes.map((code) => (
              <option key={code} value={code}>
                {measurementTimeName(t, code)}
              </option>
            ))}
          </select>
          <FieldMessages id={idOf('measurementTime')} error={timeError} />
        </div>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('entry.measuredAt')}</legend>
        <div className={styles.dateRow}>
          <DateField
            id={measuredAtId}
            label={t('entry.date')}
            max={wallClockAt(new Date()).date}
            value={entry.clock.date}
            onChange={(date) => changeClock({ date })}
            invalid={Boolean(measuredAtError)}
            describedBy={measuredAtDescription}
            classNames={fieldClasses}
          />
          <TimeField
            id={`${measuredAtId}-time`}
            label={t('entry.time')}
            value={entry.clock.time}
            onChange={(time) => changeClock({ time })}
            invalid={Boolean(measuredAtError)}
            describedBy={measuredAtDescription}
            classNames={fieldClasses}
          />
        </div>
        <FieldMessages id={measuredAtId} error={measuredAtError} />
      </fieldset>
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('common:save')}
      </button>
    </form>
  );
}

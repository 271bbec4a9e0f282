import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from 'shared-kernel';
import { measurementRanges, roundLifelogValue, type ManualLifelogTypeKey } from 'shared-kernel/isomorphic';
import { lifelogTypeName, lifelogUnit } from '../lifelog-common';
import { steppedValue, typedNumber, valueNameOf, valueRangeOf, type SingleValueTypeKey } from './entryValues';
import styles from './entry.module.css';

/** ids of the texts that describe a field, for aria-describedby. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint && `${id}-hint`, hasError && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

interface ValueFieldProps<TypeKey extends ManualLifelogTypeKey> {
  id: string;
  typeKey: TypeKey;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** A typed number shown to the number dialog: null when it is empty or not a number. */
function dialogValue(typed: string): number | null {
  const value = typedNumber(typed);
  return value === undefined || Number.isNaN(value) ? null : value;
}

/** A number typed freely, changed with minus and plus, or entered in the number dialog. */
export function NumberValueField({
  id,
  typeKey,
  value,
  onChange,
  error,
}: ValueFieldProps<SingleValueTypeKey>) {
  const { t } = useTranslation('lifelogRecords');
  const name = lifelogTypeName(t, typeKey);
  const unit = lifelogUnit(t, typeKey);
  const unitId = `${id}-unit`;

  async function openNumberDialog() {
    const valueName = valueNameOf(typeKey);
    const { min, max } = valueRangeOf(typeKey);
    const answer = await dialogs.numberInput({
      title: name,
      fields: [{ key: valueName, label: name, value: dialogValue(value), min, max, unit }],
    });
    const entered = answer?.[valueName];
    if (entered !== undefined) onChange(String(roundLifelogValue(typeKey, entered)));
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {name}
      </label>
      <div className={styles.stepRow}>
        <button
          type="button"
          className={styles.stepper}
          aria-label={t('dialogs:decrease', { label: name })}
          onClick={() => onChange(steppedValue(typeKey, value, -1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[unitId, describedBy(id, false, Boolean(error))].filter(Boolean).join(' ')}
        />
        <span id={unitId} className={styles.unit}>
          {unit}
        </span>
        <button
          type="button"
          className={styles.stepper}
          aria-label={t('dialogs:increase', { label: name })}
          onClick={() => onChange(steppedValue(typeKey, value, 1))}
        >
          +
        </button>
      </div>
      <button type="button" className={styles.textButton} onClick={() => void openNumberDialog()}>
        {t('entry.numberDialog')}
      </button>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** The two numbers of a typed pressure, `systolic/diastolic`. */
function pressureParts(value: string): [string, string] {
  const [sbp = '', dbp = ''] = value.split('/');
  return [sbp, dbp];
}

/**
 * Blood pressure as two number fields, systolic then diastolic (as health apps ask it, issue 35), or both in the
 * number dialog. The form keeps them as the spec's `systolic/diastolic`, which the kernel's rules judge.
 */
export function PressureField({ id, value, onChange, error }: ValueFieldProps<'bloodPressure'>) {
  const { t } = useTranslation('lifelogRecords');
  const unit = lifelogUnit(t, 'bloodPressure');
  const [sbp, dbp] = pressureParts(value);
  const change = (systolic: string, diastolic: string) =>
    onChange(systolic.trim() === '' && diastolic.trim() === '' ? '' : `${systolic}/${diastolic}`);

  async function openNumberDialog() {
    const { sbp: systolic, dbp: diastolic } = measurementRanges.bloodPressure;
    const answer = await dialogs.numberInput({
      title: lifelogTypeName(t, 'bloodPressure'),
      fields: [
        { key: 'sbp', label: t('entry.systolic'), value: dialogValue(sbp), ...systolic, unit },
        { key: 'dbp', label: t('entry.diastolic'), value: dialogValue(dbp), ...diastolic, unit },
      ],
    });
    if (answer?.sbp === undefined || answer.dbp === undefined) return;
    const round = (entered: number) => roundLifelogValue('bloodPressure', entered);
    onChange(`${round(answer.sbp)}/${round(answer.dbp)}`);
  }

  const parts = [
    {
      key: 'sbp',
      inputId: id,
      label: t('entry.systolic'),
      typed: sbp,
      set: (typed: string) => change(typed, dbp),
    },
    {
      key: 'dbp',
      inputId: `${id}-dbp`,
      label: t('entry.diastolic'),
      typed: dbp,
      set: (typed: string) => change(sbp, typed),
    },
  ];
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(id, true, Boolean(error))}>
      <legend className={styles.label}>{t('entry.bloodPressure', { unit })}</legend>
      <div className={styles.pressureRow}>
        {parts.map((part) => (
          <div key={part.key} className={styles.pressurePart}>
            <label htmlFor={part.inputId} className={styles.partLabel}>
              {part.label}
            </label>
            <span className={styles.stepRow}>
              <input
                id={part.inputId}
                className={styles.input}
                inputMode="numeric"
                autoComplete="off"
                value={part.typed}
                onChange={(event) => part.set(event.target.value.replace('/', ''))}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-unit`, describedBy(id, false, Boolean(error))]
                  .filter(Boolean)
                  .join(' ')}
              />
              <span className={styles.unit} aria-hidden="true">
                {unit}
              </span>
            </span>
          </div>
        ))}
        <span id={`${id}-unit`} hidden>
          {unit}
        </span>
      </div>
      <button type="button" className={styles.textButton} onClick={() => void openNumberDialog()}>
        {t('entry.numberDialog')}
      </button>
      <FieldMessages id={id} hint={t('entry.bloodPressureHint')} error={error} />
    </fieldset>
  );
}

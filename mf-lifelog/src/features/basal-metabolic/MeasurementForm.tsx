import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageFor } from 'shared-kernel';
import { validateForm, type FormSchema } from 'shared-kernel/isomorphic';
import { lifelogStyles } from '../lifelog-common';

/** A typed number as the kernel's rules judge it: blank is "not given", anything else a number (maybe NaN). */
function typedNumber(typed: string): number | undefined {
  const trimmed = typed.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** One measurement typed by the person, checked with the kernel's schema, then saved. */
export function MeasurementForm({
  field,
  label,
  schema,
  onSave,
}: {
  /** The schema's property name (`weight`, `height`). */
  field: string;
  label: string;
  schema: FormSchema;
  onSave: (value: number) => Promise<void>;
}) {
  const { t } = useTranslation('lifelog');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = typedNumber(typed);
    const problem = (await validateForm(schema, { [field]: value }))[field];
    if (problem || value === undefined) {
      const code = problem?.code ?? 'generic.required';
      setError(messageFor(code, { ...problem?.params, field: t(`common:fields.${field}`) }));
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSave(value);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={lifelogStyles.field} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={lifelogStyles.label}>
        {label}
      </label>
      <input
        id={id}
        className={lifelogStyles.input}
        type="number"
        inputMode="decimal"
        step="0.1"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={lifelogStyles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={lifelogStyles.primary} disabled={busy}>
        {t('basal.save')}
      </button>
    </form>
  );
}

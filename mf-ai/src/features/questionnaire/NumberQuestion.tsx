import formStyles from '../prediction-common/formControls.module.css';

interface NumberQuestionProps {
  id: string;
  label: string;
  /** Help text read with the field. */
  help?: string;
  /** Unit shown after the box and read with it ("years", "times"). */
  unit: string;
  /** A value from a lab report, which may have decimals (HbA1c 5.8 %); otherwise a whole number. */
  decimal?: boolean;
  value: string | undefined;
  onChange(value: string): void;
  error?: string;
}

/** A number (whole unless `decimal`) typed in a labelled box, with its unit, help and error. */
export function NumberQuestion({
  id,
  label,
  help,
  unit,
  decimal = false,
  value,
  onChange,
  error,
}: NumberQuestionProps) {
  const helpId = `${id}-help`;
  const unitId = `${id}-unit`;
  const errorId = `${id}-error`;
  const describedBy = [help && helpId, unitId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {help ? (
        <p id={helpId} className={formStyles.help}>
          {help}
        </p>
      ) : null}
      <div className={formStyles.inputRow}>
        <input
          id={id}
          className={formStyles.input}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span id={unitId} className={formStyles.unit}>
          {unit}
        </span>
      </div>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

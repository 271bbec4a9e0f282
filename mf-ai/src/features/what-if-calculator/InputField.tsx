import type { PredictionInputKey } from 'shared-kernel/isomorphic';
import { usePredictionText } from '../prediction-common/usePredictionText';
import formStyles from '../prediction-common/formControls.module.css';
import { controlOf } from './calculatorInputs';

interface InputFieldProps {
  input: PredictionInputKey;
  id: string;
  value: string | boolean | undefined;
  onChange(value: string | boolean): void;
  error?: string;
}

/** One input of a model, labelled with its name: a number with its unit, a checkbox or a select. */
export function InputField({ input, id, value, onChange, error }: InputFieldProps) {
  const { t, inputLabel, inputUnit } = usePredictionText();
  const control = controlOf(input);
  // A checkbox reads as a statement about the person: "Smoker", where the inputs' list says "Smoking".
  const label = input === 'smoker' ? t('calculator.smoker') : inputLabel(input);
  const unit = control.kind === 'number' ? inputUnit(input) : '';
  const errorId = `${id}-error`;
  const unitId = `${id}-unit`;
  const describedBy = [unit && unitId, error && errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const errorText = error ? (
    <p id={errorId} className={formStyles.error}>
      {error}
    </p>
  ) : null;

  if (control.kind === 'checkbox') {
    return (
      <div className={formStyles.field}>
        <label className={formStyles.check}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {label}
        </label>
        {errorText}
      </div>
    );
  }

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={formStyles.inputRow}>
        {control.kind === 'select' ? (
          <select
            id={id}
            className={formStyles.input}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          >
            <option value="">{t('calculator.choose')}</option>
            {control.values.map((choice) => (
              <option key={choice} value={choice}>
                {t(`values.${input}.${choice}`)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className={formStyles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
        {unit ? (
          <span id={unitId} className={formStyles.unit}>
            {unit}
          </span>
        ) : null}
      </div>
      {errorText}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from '../auth.module.css';
import { describedBy, FieldMessages } from './TextField';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  /** Id of the first radio button, so that focus can be moved to the group. */
  id: string;
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Said under the choices, as a text field's hint (e.g. that the older platform did not have this value). */
  hint?: ReactNode;
  disabled?: boolean;
}

/** A radio group with its legend and its error. */
export function ChoiceField({
  id,
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  hint,
  disabled,
}: ChoiceFieldProps) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice}>
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

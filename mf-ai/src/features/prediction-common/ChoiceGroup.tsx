import { useId } from 'react';
import styles from './formControls.module.css';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  legend: string;
  /** Help text read with the group. */
  help?: string;
  choices: readonly Choice[];
  /** The chosen value; undefined when nothing is chosen yet. */
  value: string | undefined;
  onChange(value: string): void;
  error?: string;
  /** Id of the first radio button, so that an error can move focus to the group. */
  id?: string;
  /** Short choices ("Yes", "No") side by side, so that a long list of yes/no questions stays short on a phone. */
  inline?: boolean;
}

/** A radio group in a fieldset with its legend, help and error. */
export function ChoiceGroup({
  legend,
  help,
  choices,
  value,
  onChange,
  error,
  id,
  inline = false,
}: ChoiceGroupProps) {
  const baseId = useId();
  const name = `${baseId}choice`;
  const helpId = `${baseId}help`;
  const errorId = `${baseId}error`;
  const describedBy = [help && helpId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.field} aria-describedby={describedBy}>
      <legend className={styles.label}>{legend}</legend>
      {help ? (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      ) : null}
      <div className={inline ? `${styles.choices} ${styles.inline}` : styles.choices}>
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
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

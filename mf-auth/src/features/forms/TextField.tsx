import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from '../auth.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something beside the input, e.g. a "check" or "send code" button. */
  action?: ReactNode;
}

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

export function TextField({ id, label, error, hint, action, className, ...input }: TextFieldProps) {
  const field = (
    <input
      id={id}
      className={className ?? styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {action ? (
        <div className={styles.inputRow}>
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

import { useId, useRef, useState, type ReactNode } from 'react';
import type { FieldFormat } from './dateTimeText';
import styles from './pickerField.module.css';

/** What DateField and TimeField take. */
export interface PickerFieldProps {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** `YYYY-MM-DD` (date) or `HH:mm` (time); '' when empty. */
  value: string;
  /**
   * Called as the person types or picks: with the value once the text is a whole one, '' when it is cleared, or
   * the text as typed while it is not a value yet (so that the form's own rules refuse it like any bad value).
   */
  onChange(value: string): void;
  /** The earliest and latest values (same form as `value`): the picker offers no others, and one typed outside is shown invalid. */
  min?: string;
  max?: string;
  /** The text input's id, e.g. for a form that moves the focus to its first invalid field. */
  id?: string;
  disabled?: boolean;
  /** Marks the field invalid (the form shows why, in the texts named by `describedBy`). */
  invalid?: boolean;
  /** ids of the texts that describe the field: a hint, an error. */
  describedBy?: string;
  onBlur?(): void;
  autoComplete?: string;
  /** The surrounding form's classes, so that the field looks like its neighbours. */
  classNames?: { field?: string; label?: string; input?: string };
  /** Shown under the input inside the field, e.g. the hint and error texts `describedBy` names. */
  children?: ReactNode;
}

interface PickerFieldSetup {
  type: 'date' | 'time';
  format: FieldFormat;
  placeholder: string;
  pickLabel: string;
  icon: ReactNode;
}

function outOfRange(value: string | null, min?: string, max?: string): boolean {
  return value !== null && ((min !== undefined && value < min) || (max !== undefined && value > max));
}

/**
 * A text input in the app's format beside a button that opens the browser's own picker (a native input kept
 * invisible and out of the tab order), so that typing, the keyboard and the phone's picker all work.
 */
export function PickerField({
  label,
  value,
  onChange,
  min,
  max,
  id,
  disabled,
  invalid,
  describedBy,
  onBlur,
  autoComplete,
  classNames = {},
  children,
  setup,
}: PickerFieldProps & { setup: PickerFieldSetup }) {
  const { format } = setup;
  const ownId = useId();
  const inputId = id ?? ownId;
  const textRef = useRef<HTMLInputElement>(null);
  const nativeRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => format.display(value));
  const [syncedValue, setSyncedValue] = useState(value);
  // The value the text was last in step with: one set from outside (a reset, a server's answer) replaces the
  // text, unless the text already says it.
  if (value !== syncedValue) {
    setSyncedValue(value);
    if ((format.parse(text) ?? text.trim()) !== value) setText(format.display(value));
  }

  // The text is left as typed until the field is left: reshaping it mid-typing would turn `130` (on the way to
  // `1300`) into `01:30` under the person's fingers.
  function change(nextText: string) {
    const next = format.parse(nextText) ?? nextText.trim();
    setText(nextText);
    setSyncedValue(next);
    onChange(next);
  }

  function pick(picked: string) {
    setText(format.display(picked));
    setSyncedValue(picked);
    onChange(picked);
    textRef.current?.focus();
  }

  function openPicker() {
    const native = nativeRef.current;
    if (!native) return;
    if (typeof native.showPicker === 'function') {
      try {
        native.showPicker();
        return;
      } catch {
        // Refused (e.g. no user activation): activating the input below is the older way to open it.
      }
    }
    native.focus();
    native.click();
  }

  const parsed = format.parse(text);
  return (
    <div className={classNames.field ?? styles.field}>
      <label htmlFor={inputId} className={classNames.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={textRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          className={classNames.input ?? styles.input}
          value={text}
          placeholder={setup.placeholder}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={invalid || outOfRange(parsed, min, max) || undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            if (parsed) setText(format.display(parsed));
            onBlur?.();
          }}
        />
        <span className={styles.pickerSpot}>
          <button
            type="button"
            className={styles.pickerButton}
            aria-label={setup.pickLabel}
            disabled={disabled}
            onClick={openPicker}
          >
            {setup.icon}
          </button>
          <input
            ref={nativeRef}
            type={setup.type}
            className={styles.native}
            tabIndex={-1}
            aria-hidden="true"
            min={min}
            max={max}
            value={parsed ?? ''}
            disabled={disabled}
            onChange={(event) => pick(event.target.value)}
          />
        </span>
      </div>
      {children}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogOf } from '../dialogService';
import { clampNumber, numberStep, parseNumber, stepNumber, type NumberField } from '../numberField';
import { DialogActions } from './DialogActions';
import { DialogFrame } from './DialogFrame';
import styles from './DialogView.module.css';

function initialText(field: NumberField): string {
  return field.value === null || field.value === undefined ? '' : String(clampNumber(field.value, field));
}

/** Numbers typed freely and clamped when the field is left, or changed with plus and minus by 0.1. */
export function NumberInputDialog({ dialog }: { dialog: DialogOf<'numberInput'> }) {
  const { t } = useTranslation('dialogs');
  const { title, fields } = dialog.options;
  const idPrefix = useId();
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, initialText(field)])),
  );

  const textOf = (field: NumberField) => texts[field.key] ?? '';
  const setText = (field: NumberField, text: string) =>
    setTexts((current) => ({ ...current, [field.key]: text }));
  const clampText = (field: NumberField) => {
    const value = parseNumber(textOf(field));
    if (value !== null) setText(field, String(clampNumber(value, field)));
  };
  const step = (field: NumberField, direction: 1 | -1) =>
    setText(field, String(stepNumber(parseNumber(textOf(field)), direction, field)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.close(Object.fromEntries(fields.map((field) => [field.key, parseNumber(textOf(field))])));
  };

  return (
    <DialogFrame title={title} onCancel={dialog.cancel}>
      {/* The fields are clamped, not refused: the browser's own validation would block the answer instead. */}
      <form noValidate onSubmit={submit}>
        {fields.map((field) => {
          const inputId = `${idPrefix}-${field.key}`;
          const unitId = `${inputId}-unit`;
          return (
            <div key={field.key} className={styles.numberField}>
              <label htmlFor={inputId} className={styles.numberLabel}>
                {field.label}
              </label>
              <div className={styles.numberControls}>
                <button
                  type="button"
                  className={styles.stepper}
                  aria-label={t('decrease', { label: field.label })}
                  onClick={() => step(field, -1)}
                >
                  −
                </button>
                <input
                  id={inputId}
                  type="number"
                  inputMode="decimal"
                  step={numberStep}
                  min={Math.max(field.min ?? 0, 0)}
                  max={field.max}
                  aria-describedby={field.unit ? unitId : undefined}
                  className={styles.numberInput}
                  value={textOf(field)}
                  onChange={(event) => setText(field, event.target.value)}
                  onBlur={() => clampText(field)}
                />
                {field.unit && (
                  <span id={unitId} className={styles.unit}>
                    {field.unit}
                  </span>
                )}
                <button
                  type="button"
                  className={styles.stepper}
                  aria-label={t('increase', { label: field.label })}
                  onClick={() => step(field, 1)}
                >
                  +
                </button>
              </div>
            </div>
          );
        })}
        <DialogActions onCancel={dialog.cancel} confirm={{ submit: true }} />
      </form>
    </DialogFrame>
  );
}

/** One number of the number dialog (spec section 5, "Number dialog"). */
export interface NumberField {
  key: string;
  label: string;
  value?: number | null;
  min?: number;
  max?: number;
  unit?: string;
}

export const numberStep = 0.1;

function toOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Kept to one decimal, within the field's min and max, and never below 0. */
export function clampNumber(value: number, field: Pick<NumberField, 'min' | 'max'>): number {
  const lowest = Math.max(field.min ?? 0, 0);
  const highest = field.max ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(toOneDecimal(value), lowest), highest);
}

/** One press of plus (+1) or minus (-1); an empty field starts from its lowest value. */
export function stepNumber(
  value: number | null,
  direction: 1 | -1,
  field: Pick<NumberField, 'min' | 'max'>,
): number {
  if (value === null) return clampNumber(0, field);
  return clampNumber(value + direction * numberStep, field);
}

/** A typed text as a number, or null when it is empty or not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The dialog's answer: every value clamped, or null (cancelled) as soon as one of them is missing,
 * as the spec asks of the input dialog.
 */
export function settleNumbers(
  fields: readonly NumberField[],
  values: Readonly<Record<string, number | null | undefined>>,
): Record<string, number> | null {
  const settled: Record<string, number> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === null || value === undefined || Number.isNaN(value)) return null;
    settled[field.key] = clampNumber(value, field);
  }
  return settled;
}

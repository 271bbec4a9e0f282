import { checkupQualitativeResults, emptyValue } from 'shared-kernel/isomorphic';
import type { CheckupValue, ReferenceRange } from './checkupReport';

type Translate = (key: string, params?: Record<string, string>) => string;

/** Checkup values come as the institution measured them: shown with up to two decimals, never rounded further. */
function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** `13.2 g/dL`, a qualitative result in the person's language (`negative` → 음성), or `--`. */
export function formatCheckupValue(value: CheckupValue | null, t: Translate, language: string): string {
  if (!value) return emptyValue;
  if (value.kind === 'text') {
    const known = (checkupQualitativeResults as readonly string[]).includes(value.text);
    return known ? t(`checkup.results.${value.text}`) : value.text;
  }
  return [formatNumber(value.value, language), value.unit].filter(Boolean).join(' ');
}

/** `13–16.5 g/dL`, `90 mL/min/1.73m2 or more`, `39 U/L or less`; null when the range has no bound. */
export function formatRangeBounds(range: ReferenceRange, t: Translate, language: string): string | null {
  const unit = range.unit;
  const low = range.low === null ? null : formatNumber(range.low, language);
  const high = range.high === null ? null : formatNumber(range.high, language);
  const text =
    low !== null && high !== null
      ? t('standard.between', { low, high, unit })
      : low !== null
        ? t('standard.atLeast', { low, unit })
        : high !== null
          ? t('standard.atMost', { high, unit })
          : null;
  return text?.trim() ?? null;
}

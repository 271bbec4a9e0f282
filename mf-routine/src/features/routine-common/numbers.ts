import { currentLanguage } from 'shared-kernel';

/** A number in the person's language, at most `digits` decimals: 1,234.5 (kcal, kg, cm, grams). */
export function formatNumber(value: number, digits = 1): string {
  return new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: digits }).format(value);
}

import {
  predictionHeadlineOf,
  predictionModels,
  type PredictionModelId,
  type PredictionResult,
} from 'shared-kernel/isomorphic';

/** A number in the language's format with exactly `digits` decimals. */
export function formatNumber(value: number, language: string, digits = 1): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A risk in percent with one decimal, as the screens show it: "2.1%". */
export function formatRisk(risk: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(risk / 100);
}

/** A change with its sign ("+4.3", "−1.0"); zero without one. */
export function formatSigned(value: number, language: string, digits = 1): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** "D'Agostino 2008": the first author's surname and the first year of a citation. */
export function shortCitation(citation: string): string {
  const author = citation.split(/\s/)[0] ?? citation;
  const year = /\b(?:19|20)\d{2}\b/.exec(citation)?.[0];
  return year ? `${author} ${year}` : author;
}

/** The value a result is compared on over time or against the reference: years, points or percent. */
export function comparableValue(result: PredictionResult): number | null {
  const headline = predictionHeadlineOf(result);
  if (!headline) return null;
  if (headline.kind === 'bodyAge') return headline.heartAge;
  if (headline.kind === 'score') return headline.score;
  if (headline.kind === 'criteria') return headline.met;
  return headline.risk;
}

export function isPredictionModelId(value: string): value is PredictionModelId {
  return Object.hasOwn(predictionModels, value);
}

/** The unit a result's headline is compared in (the standard view, the history's changes). */
export function comparisonUnit(result: PredictionResult): 'percentPoints' | 'points' | 'years' | 'criteria' {
  const headline = predictionHeadlineOf(result);
  if (headline?.kind === 'bodyAge') return 'years';
  if (headline?.kind === 'score') return 'points';
  if (headline?.kind === 'criteria') return 'criteria';
  return 'percentPoints';
}

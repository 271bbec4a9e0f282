import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import {
  type InputSource,
  modelSourceTexts,
  type PredictionContribution,
  type PredictionHeadline,
  type PredictionInputKey,
  type PredictionModelId,
  type PredictionOutcomeKey,
} from 'shared-kernel/isomorphic';
import { formatNumber, formatRisk, formatSigned } from './predictionFormat';
import { numericInputs } from './inputPlaces';

type InputValue = number | boolean | string;

/** Most decimals each numeric input is shown with (spec section 9: one decimal for measured values). */
const inputDigits: Partial<Record<PredictionInputKey, number>> = {
  age: 0,
  systolicBp: 0,
  diastolicBp: 0,
  ageAtMenarche: 0,
  ageAtFirstBirth: 0,
  breastBiopsies: 0,
  breastCancerRelatives: 0,
  egfr: 0,
  urineAcr: 1,
  hba1c: 1,
  cigarettesPerDay: 0,
  smokingYears: 0,
  yearsSinceQuit: 0,
  packYears: 1,
};

/** Inputs that are a person's age at some point, shown as years of age ("11세", "11 years"). */
const ageInputs: readonly PredictionInputKey[] = ['age', 'ageAtMenarche', 'ageAtFirstBirth'];
/** Counts and durations read with their counter word, in the plural the language needs ("1 biopsy", "2회", "30년"). */
const countInputs: Partial<Record<PredictionInputKey, 'times' | 'people' | 'cigarettesPerDay' | 'duration'>> =
  {
    breastBiopsies: 'times',
    breastCancerRelatives: 'people',
    cigarettesPerDay: 'cigarettesPerDay',
    smokingYears: 'duration',
    yearsSinceQuit: 'duration',
  };

/** Inputs whose text value is one of a few answers, each with its words under `values.<input>`. */
const choiceInputs: readonly PredictionInputKey[] = [
  'sex',
  'race',
  'familyDiabetes',
  'atypicalHyperplasia',
  'ageAtFirstBirth',
  'smokingStatus',
  'educationLevel',
  'diabetesType',
  'alcoholIntake',
  'hrt',
];

/** The prediction texts of the `ai` namespace, with numbers in the person's language. */
export function usePredictionText() {
  const { t, i18n } = useTranslation('ai');
  const language = i18n.language;

  const number = (value: number, digits = 1) => formatNumber(value, language, digits);
  const years = (value: number) => t('common.years', { count: value, value: number(value, 0) });

  const inputLabel = (input: PredictionInputKey) => t(`inputs.${input}`);
  const inputUnit = (input: PredictionInputKey) => (numericInputs.includes(input) ? t(`units.${input}`) : '');

  const inputValue = (input: PredictionInputKey, value: InputValue): string => {
    if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
    if (ageInputs.includes(input) && typeof value === 'number') return years(value);
    const counter = countInputs[input];
    if (counter && typeof value === 'number') {
      return t(`common.${counter}`, { count: value, value: number(value, 0) });
    }
    if (typeof value === 'number') {
      const shown = new Intl.NumberFormat(language, {
        maximumFractionDigits: inputDigits[input] ?? 1,
      }).format(value);
      return `${shown} ${inputUnit(input)}`.trim();
    }
    if (choiceInputs.includes(input)) return t(`values.${input}.${value}`);
    return value;
  };

  /** An amount in its unit's words ("4.3 percentage points", "2 years"); signed when it is a change. */
  const amount = (value: number, unit: PredictionContribution['unit'], signed = false): string => {
    const digits = unit === 'criteria' || unit === 'points' ? 0 : 1;
    return t(`effect.${unit}`, {
      count: Math.abs(value),
      value: signed ? formatSigned(value, language, digits) : number(Math.abs(value), digits),
    });
  };
  const effect = (contribution: PredictionContribution): string =>
    amount(contribution.effect, contribution.unit, true);

  /**
   * Where an input came from: "checkup 2026.09.14", or for a mean "mean of 3 readings, 2026.02.19–02.25", or for
   * a value worked out from a record "from creatinine 0.9 mg/dL (CKD-EPI 2021), checkup 2026.09.14".
   */
  const source = (found: InputSource | undefined): string => {
    if (!found) return t('sources.unknown');
    const from = found.computedFrom;
    if (from) {
      return t('sources.computedFrom', {
        item: t(`sources.items.${from.item}`),
        value: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(from.value),
        unit: from.unit,
        equation: from.equation,
        source: source({ ...found, computedFrom: undefined }),
      });
    }
    const mean = found.mean;
    if (mean && mean.count > 1) {
      const [from, to] = [formatDate(mean.from), formatDate(mean.to)];
      const readings = number(mean.count, 0);
      return from === to
        ? t('sources.meanOneDay', { readings, date: to })
        : t('sources.mean', { readings, from, to });
    }
    return t(`sources.${found.kind}`, { date: formatDate(found.date ?? null) });
  };

  const headline = (value: PredictionHeadline): string => {
    switch (value.kind) {
      case 'bodyAge':
        return t('common.bodyAgeValue', { value: number(Math.round(value.heartAge), 0) });
      case 'score':
        return t('common.scoreValue', { score: number(value.score, 0), max: number(value.scoreMax, 0) });
      case 'criteria':
        return t('common.criteriaValue', { met: number(value.met, 0), total: number(value.total, 0) });
      case 'risk':
        return formatRisk(value.risk, language);
    }
  };

  return {
    t,
    language,
    /** A model's equation and citation in the person's language, the papers' titles kept. */
    modelSource: (modelId: PredictionModelId) => modelSourceTexts(modelId, (key, params) => t(key, params)),
    number,
    years,
    risk: (value: number) => formatRisk(value, language),
    signed: (value: number, digits = 1) => formatSigned(value, language, digits),
    horizon: (horizonYears: number | null) =>
      horizonYears === null
        ? ''
        : t('common.horizon', { count: horizonYears, value: number(horizonYears, 0) }),
    outcomeName: (outcome: PredictionOutcomeKey) => t(`outcomes.${outcome}`),
    inputLabel,
    inputUnit,
    inputValue,
    amount,
    effect,
    source,
    headline,
  };
}

export type PredictionText = ReturnType<typeof usePredictionText>;

import { predictionHeadlineOf, type PredictionHeadline } from 'shared-kernel/isomorphic';
import { useTranslation } from 'react-i18next';
import type { PredictionInputKey, PredictionResult } from 'shared-kernel/isomorphic';
import { BandBadge } from '../prediction-common/BandBadge';
import { CountedAbsent, ModelDisclaimer } from '../prediction-common/ModelNotes';
import { SourceLine } from '../prediction-common/SourceBlock';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';
import { isConditionInput } from './calculatorInputs';
import calculatorStyles from './WhatIfCalculator.module.css';

type Measure = 'risk' | 'heartAge' | 'score';

/** The number a calculation is compared on, rounded the way it is shown (risk one decimal, years and points whole). */
function measureOf(headline: PredictionHeadline | null): { measure: Measure; value: number } | null {
  if (headline?.kind === 'risk') return { measure: 'risk', value: Math.round(headline.risk * 10) / 10 };
  if (headline?.kind === 'bodyAge') return { measure: 'heartAge', value: Math.round(headline.heartAge) };
  if (headline?.kind === 'score') return { measure: 'score', value: headline.score };
  return null;
}

/**
 * A calculation's result over the model's own horizon, how it differs from the one before ("risk falls from 12.4%
 * to 7.1%"), any disclaimer the equation's licence asks for, the conditions counted as absent because they were
 * left unticked, and who the equation comes from.
 */
export function CalculatorResult({
  result,
  previous,
  countedAbsent = [],
}: {
  result: PredictionResult;
  previous: PredictionResult | null;
  /** The model's conditions left unticked. */
  countedAbsent?: readonly PredictionInputKey[];
}) {
  const { t } = useTranslation('ai');
  const { number, risk } = usePredictionText();
  const headline = predictionHeadlineOf(result);
  const now = measureOf(headline);
  const before = previous ? measureOf(predictionHeadlineOf(previous)) : null;

  const shown = (measure: Measure, value: number) => (measure === 'risk' ? risk(value) : number(value, 0));

  let summary = '';
  if (headline?.kind === 'risk') {
    summary =
      result.horizonYears === null
        ? risk(headline.risk)
        : t('calculator.risk', { years: number(result.horizonYears, 0), risk: risk(headline.risk) });
  } else if (headline?.kind === 'bodyAge') {
    summary = t('calculator.heartAge', {
      heartAge: number(Math.round(headline.heartAge), 0),
      age: number(headline.age, 0),
    });
  } else if (headline?.kind === 'score') {
    summary = t('calculator.score', { score: number(headline.score, 0), max: number(headline.scoreMax, 0) });
  }

  let change = '';
  if (now && before && now.measure === before.measure) {
    const direction = now.value < before.value ? 'Down' : now.value > before.value ? 'Up' : 'Same';
    change = t(`calculator.change.${now.measure}${direction}`, {
      from: shown(before.measure, before.value),
      to: shown(now.measure, now.value),
    });
  }

  return (
    <section className={styles.card} aria-labelledby="calculator-result">
      <h2 id="calculator-result" className={styles.sectionTitle}>
        {t('calculator.resultTitle')}
      </h2>
      <p className={calculatorStyles.headline}>{summary}</p>
      <div className={styles.row}>
        <BandBadge band={result.band} severity={result.severity} />
      </div>
      {change ? <p className={styles.text}>{change}</p> : null}
      <ModelDisclaimer modelId={result.modelId} variant={result.variant} />
      <CountedAbsent conditions={countedAbsent.filter(isConditionInput)} calculator />
      <SourceLine modelId={result.modelId} />
      <p className={styles.hint}>
        {t('calculator.population', { population: t(`population.${result.modelId}`) })}
      </p>
    </section>
  );
}

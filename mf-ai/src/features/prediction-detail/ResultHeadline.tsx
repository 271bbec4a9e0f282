import { predictionHeadlineOf } from 'shared-kernel/isomorphic';
import type { PredictionResult } from 'shared-kernel/isomorphic';
import { BandBadge } from '../prediction-common/BandBadge';
import { BodyAgeComparison } from '../prediction-common/BodyAgeComparison';
import { usePredictionText } from '../prediction-common/usePredictionText';
import styles from '../prediction-common/prediction.module.css';

/** The big number of a result: body age against real age, a FINDRISC score with its odds, or a risk. */
export function ResultHeadline({ result }: { result: PredictionResult }) {
  const { t, risk, horizon, headline, outcomeName } = usePredictionText();
  const value = predictionHeadlineOf(result);
  const badge = <BandBadge band={result.band} severity={result.severity} />;
  if (!value) return badge;
  if (value.kind === 'bodyAge') {
    return (
      <section className={styles.card}>
        <BodyAgeComparison result={result}>
          <p className={styles.hint}>{t('bodyAge.explain')}</p>
        </BodyAgeComparison>
      </section>
    );
  }
  if (value.kind === 'score') {
    return (
      <section className={styles.card}>
        <p className={styles.big}>{headline(value)}</p>
        <div className={styles.row}>{badge}</div>
        <p className={styles.text}>
          {t('detail.scoreSentence', {
            odds: t(`findriscOdds.${result.band}`),
            horizon: horizon(result.horizonYears),
            outcome: outcomeName(result.outcome),
          })}
        </p>
        {value.risk !== undefined ? (
          <p className={styles.hint}>{t('detail.scoreRisk', { risk: risk(value.risk) })}</p>
        ) : null}
      </section>
    );
  }
  return (
    <section className={styles.card}>
      <p className={styles.big}>{headline(value)}</p>
      <div className={styles.row}>
        {result.horizonYears !== null ? (
          <span className={styles.text}>{horizon(result.horizonYears)}</span>
        ) : null}
        {badge}
      </div>
      {value.kind === 'risk' && result.horizonYears !== null ? (
        <p className={styles.text}>
          {t('detail.riskSentence', {
            horizon: horizon(result.horizonYears),
            outcome: outcomeName(result.outcome),
            risk: risk(value.risk),
          })}
        </p>
      ) : null}
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import {
  modelSourceTexts,
  predictionHeadlineOf,
  type PredictionOverview,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { lifelogStyles } from '../lifelog-common';
import styles from './doctorReport.module.css';

/** A result's number as the AI screens headline it: a body age, a score, the criteria met, or a risk. */
function useResultText() {
  const { t, i18n } = useTranslation('ai');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (result: PredictionResult): string => {
    const headline = predictionHeadlineOf(result);
    switch (headline?.kind) {
      case 'bodyAge':
        return t('common.bodyAgeValue', { value: number.format(Math.round(headline.heartAge)) });
      case 'score':
        return t('common.scoreValue', {
          score: number.format(headline.score),
          max: number.format(headline.scoreMax),
        });
      case 'criteria':
        return t('common.criteriaValue', {
          met: number.format(headline.met),
          total: number.format(headline.total),
        });
      case 'risk':
        return percent.format(headline.risk / 100);
      default:
        return '';
    }
  };
}

/**
 * The person's current predictions with where each comes from (the equation and its paper), as the AI screens
 * show them; a family member's report says they are not shared.
 */
export function PredictionSection({ predictions }: { predictions: PredictionOverview | null }) {
  const { t } = useTranslation('lifelog');
  const { t: aiText, i18n } = useTranslation('ai');
  const headingId = useId();
  const resultText = useResultText();
  const years = new Intl.NumberFormat(i18n.language);
  const results = (predictions?.entries ?? []).flatMap((entry) =>
    entry.status === 'result' && entry.result ? [entry.result] : [],
  );
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={lifelogStyles.sectionTitle}>
        {t('doctorReport.predictions.title')}
      </h2>
      {predictions === null ? (
        <p className={lifelogStyles.hint}>{t('doctorReport.predictions.notShared')}</p>
      ) : results.length === 0 ? (
        <p className={lifelogStyles.hint}>{t('doctorReport.predictions.none')}</p>
      ) : (
        <>
          <p className={lifelogStyles.hint}>{t('doctorReport.predictions.note')}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('doctorReport.predictions.outcome')}</th>
                <th scope="col">{t('doctorReport.predictions.result')}</th>
                <th scope="col">{t('doctorReport.predictions.source')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => {
                const source = modelSourceTexts(result.modelId, (key, params) => aiText(key, params));
                return (
                  <tr key={result.modelId}>
                    <th scope="row">{aiText(`outcomes.${result.outcome}`)}</th>
                    <td>
                      {resultText(result)}
                      {result.horizonYears === null ? null : (
                        <span className={styles.detail}>
                          {aiText('common.horizon', {
                            count: result.horizonYears,
                            value: years.format(result.horizonYears),
                          })}
                        </span>
                      )}
                      <span className={styles.detail}>
                        {t('doctorReport.predictions.computedAt', { date: formatDate(result.computedAt) })}
                      </span>
                    </td>
                    <td>
                      {source.equation}
                      <span className={styles.detail}>{source.citation}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { predictionModels, type PredictionModelId } from 'shared-kernel/isomorphic';
import { shortCitation } from './predictionFormat';
import { usePredictionText } from './usePredictionText';
import styles from './prediction.module.css';

/** One line under a result: the equation and its citation's short form. */
export function SourceLine({ modelId }: { modelId: PredictionModelId }) {
  const { t, modelSource } = usePredictionText();
  return (
    <p className={styles.hint}>
      {t('source.line', {
        equation: modelSource(modelId).equation,
        citation: shortCitation(predictionModels[modelId].citation),
      })}
    </p>
  );
}

/**
 * Where a number comes from: equation, full citation, population, valid ages, horizon (the model's own: 5, 6 or
 * 10 years) and the word of caution about who it fits, for the models that have one (`caveat.<modelId>`).
 */
export function SourceBlock({ modelId }: { modelId: PredictionModelId }) {
  const { t, number, horizon, modelSource } = usePredictionText();
  const { i18n } = useTranslation('ai');
  const model = predictionModels[modelId];
  const { equation, citation } = modelSource(modelId);
  const rows: [string, string][] = [
    [t('source.equation'), equation],
    [t('source.citation'), citation],
    [t('source.population'), t(`population.${modelId}`)],
    [
      t('source.ages'),
      t('common.ageRange', { min: number(model.ages.min, 0), max: number(model.ages.max, 0) }),
    ],
  ];
  if (model.horizonYears !== null) rows.push([t('source.horizon'), horizon(model.horizonYears)]);
  if (i18n.exists(`ai:caveat.${modelId}`)) rows.push([t('source.caveat'), t(`caveat.${modelId}`)]);
  return (
    <section className={styles.card} aria-label={t('source.title')}>
      <h3 className={styles.sectionTitle}>{t('source.title')}</h3>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.hint}>{term}</dt>
            <dd className={styles.text}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

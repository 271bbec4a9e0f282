import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import { predictionModelIdOf, predictionModels, type ActivityData } from 'shared-kernel/isomorphic';
import styles from './activityCards.module.css';

type PredictionData = Extract<ActivityData, { actCode: '0006' | '0007' | '0008' }>;

/** The outcome a cancer or disease risk is about (e.g. diabetes), named as the AI area names it; null for body age. */
function outcomeName(data: PredictionData, t: (key: string) => string): string | null {
  if (data.actCode === '0006') return null;
  const modelId = predictionModelIdOf(data.predictionModel);
  return modelId === null ? null : t(`ai:outcomes.${predictionModels[modelId].outcome}`);
}

/** An AI prediction result: body age (0006), cancer risk (0007) or disease risk (0008), naming what it is about. */
export function PredictionCard({ data }: { data: PredictionData }) {
  const { t } = useTranslation('feed');
  const outcome = outcomeName(data, t);
  const headline =
    data.unit === 'years'
      ? t('activity.prediction.years', { value: data.value })
      : t('activity.prediction.percent', { value: data.value });
  return (
    <div className={styles.card}>
      <p className={styles.kind}>{t(`activity.kinds.${data.actCode}`)}</p>
      <dl className={styles.facts}>
        {outcome !== null ? (
          <>
            <dt>{t(`activity.prediction.outcome.${data.actCode}`)}</dt>
            <dd>{outcome}</dd>
          </>
        ) : null}
        <dt>{t(`activity.prediction.headline.${data.actCode}`)}</dt>
        <dd>{headline}</dd>
        {data.realAge !== null ? (
          <>
            <dt>{t('activity.prediction.realAge')}</dt>
            <dd>{t('activity.prediction.years', { value: data.realAge })}</dd>
          </>
        ) : null}
        {data.severity ? (
          <>
            <dt>{t('activity.prediction.severity')}</dt>
            <dd>{t(`activity.prediction.severities.${data.severity}`)}</dd>
          </>
        ) : null}
        <dt>{t('activity.prediction.predictedAt')}</dt>
        <dd>
          <time dateTime={data.predictDt}>{formatDate(data.predictDt, 'YYYY.MM.DD')}</time>
        </dd>
      </dl>
    </div>
  );
}

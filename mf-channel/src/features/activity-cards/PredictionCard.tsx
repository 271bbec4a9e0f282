import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { ActivityData } from 'shared-kernel/isomorphic';
import styles from './activityCards.module.css';

type PredictionData = Extract<ActivityData, { actCode: '0006' | '0007' | '0008' }>;

/** An AI prediction result: body age (0006), cancer risk (0007) or disease risk (0008). */
export function PredictionCard({ data }: { data: PredictionData }) {
  const { t } = useTranslation('feed');
  const headline =
    data.unit === 'years'
      ? t('activity.prediction.years', { value: data.value })
      : t('activity.prediction.percent', { value: data.value });
  return (
    <div className={styles.card}>
      <p className={styles.kind}>{t(`activity.kinds.${data.actCode}`)}</p>
      <dl className={styles.facts}>
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

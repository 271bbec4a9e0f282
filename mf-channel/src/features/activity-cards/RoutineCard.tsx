import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { ActivityData } from 'shared-kernel/isomorphic';
import styles from './activityCards.module.css';

type RoutineData = Extract<ActivityData, { actCode: '0004' }>;

/** A routine day whose exercises were all done (actCode 0004). */
export function RoutineCard({ data }: { data: RoutineData }) {
  const { t } = useTranslation('feed');
  return (
    <div className={styles.card}>
      <p className={styles.kind}>{t('activity.kinds.0004')}</p>
      <dl className={styles.facts}>
        <dt>{t('activity.routine.day')}</dt>
        <dd>
          <time dateTime={data.routhLapseDe}>{formatDate(data.routhLapseDe, 'YYYY.MM.DD')}</time>
        </dd>
        <dt>{t('activity.routine.minutes')}</dt>
        <dd>{t('activity.routine.minutesValue', { count: data.exrciseTimeMiTot })}</dd>
        <dt>{t('activity.routine.kcal')}</dt>
        <dd>{t('activity.routine.kcalValue', { value: data.cnsumCalValTot })}</dd>
        {data.exrciseItemNmList.length > 0 ? (
          <>
            <dt>{t('activity.routine.exercises')}</dt>
            <dd>{data.exrciseItemNmList.join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

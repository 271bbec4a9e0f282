import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { ActivityData } from 'shared-kernel/isomorphic';
import styles from './activityCards.module.css';

type MedicationData = Extract<ActivityData, { actCode: '0005' }>;

/** Taking-medicine summary over a period (actCode 0005). */
export function MedicationCard({ data }: { data: MedicationData }) {
  const { t } = useTranslation('feed');
  return (
    <div className={styles.card}>
      <p className={styles.kind}>{t('activity.kinds.0005')}</p>
      <dl className={styles.facts}>
        <dt>{t('activity.medication.period')}</dt>
        <dd>
          {t('activity.medication.periodValue', {
            from: formatDate(data.fromPeriodDt, 'YYYY.MM.DD'),
            to: formatDate(data.toPeriodDt, 'YYYY.MM.DD'),
          })}
        </dd>
        <dt>{t('activity.medication.taken')}</dt>
        <dd>{t('activity.medication.takenValue', { taken: data.takenCount, due: data.dueCount })}</dd>
        <dt>{t('activity.medication.rate')}</dt>
        <dd>
          {data.rate === null
            ? t('activity.medication.nothingDue')
            : t('activity.medication.rateValue', { rate: data.rate })}
        </dd>
      </dl>
      {data.rate !== null ? (
        <p className={styles.text}>
          {data.compliant ? t('activity.medication.compliant') : t('activity.medication.notCompliant')}
        </p>
      ) : null}
    </div>
  );
}

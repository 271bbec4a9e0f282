import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { ActivityData } from 'shared-kernel/isomorphic';
import styles from './activityCards.module.css';

type LifelogData = Extract<ActivityData, { actCode: '0002' }>;

/** "128 / 82 mmHg" when the values share a unit, else each with its own. */
function valuesText(values: LifelogData['values']): string {
  const units = new Set(values.map((value) => value.unit));
  if (units.size === 1)
    return `${values.map((value) => value.value).join(' / ')} ${values[0]?.unit ?? ''}`.trim();
  return values.map((value) => `${value.value} ${value.unit}`).join(', ');
}

/** One life-log record (actCode 0002): the type, its values, its grade and when it was measured. */
export function LifelogRecordCard({ data }: { data: LifelogData }) {
  const { t } = useTranslation(['feed', 'lifelog']);
  const typeName = t(`lifelog:types.${data.lifelogTypeKey}`, { defaultValue: t('activity.lifelog.record') });
  return (
    <div className={styles.card}>
      <p className={styles.kind}>{t('activity.kinds.0002')}</p>
      <dl className={styles.facts}>
        <dt>{typeName}</dt>
        <dd>{valuesText(data.values)}</dd>
        {data.gradCode ? (
          <>
            <dt>{t('activity.lifelog.grade')}</dt>
            <dd>{t(`lifelog:grades.${data.gradCode}`, { defaultValue: data.gradCode })}</dd>
          </>
        ) : null}
        <dt>{t('activity.lifelog.measuredAt')}</dt>
        <dd>
          <time dateTime={data.effectiveDateTime}>
            {formatDate(data.effectiveDateTime, 'YYYY.MM.DD HH:mm')}
          </time>
        </dd>
      </dl>
    </div>
  );
}

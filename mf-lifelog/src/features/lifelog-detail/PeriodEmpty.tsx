import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import type { ChartPeriod } from './periods';
import styles from './lifelogDetail.module.css';

/** How many records the type has in all, and the day of the newest (in the API's time zone). */
export interface RecordsOverview {
  readonly total: number;
  readonly latestDay: string | null;
}

/**
 * What the chart says when its period has no values. It only says there is nothing at all when the type has
 * no record; otherwise it says the period is empty, how many records there are, and leads to the latest one
 * (waist or height, measured monthly or at checkups, showed "no data" above "4 in all").
 */
export function PeriodEmpty({
  period,
  records,
  onShowDay,
}: {
  period: ChartPeriod;
  /** Null until the records are read (or when they could not be). */
  records: RecordsOverview | null;
  onShowDay: (day: string) => void;
}) {
  const { t } = useTranslation('lifelogRecords');
  if (records?.total === 0)
    return (
      <div className={styles.noData}>
        <p>{t('detail.noRecordsYet')}</p>
      </div>
    );
  const latestDay = records?.latestDay ?? null;
  const latestOutside = latestDay !== null && (latestDay < period.start || latestDay >= period.end);
  return (
    <div className={styles.noData}>
      <p>{t('detail.noDataInPeriod')}</p>
      {records ? <p>{t('detail.totalRecords', { count: records.total })}</p> : null}
      {latestOutside ? (
        <button type="button" className={styles.secondaryButton} onClick={() => onShowDay(latestDay)}>
          {t('detail.showLatest', { date: formatDate(latestDay, 'YYYY.MM.DD') })}
        </button>
      ) : null}
    </div>
  );
}

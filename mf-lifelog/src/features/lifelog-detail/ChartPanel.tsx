import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useLoad } from 'shared-kernel';
import {
  calendarDateIn,
  defaultTimeZone,
  type GenderCode,
  type GuideRange,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { hasNoData, loadChartSeries } from './chartData';
import { ChartFigure } from './ChartFigure';
import { PeriodEmpty, type RecordsOverview } from './PeriodEmpty';
import { PeriodTabs, tabIdOf } from './PeriodTabs';
import { isLatestPeriod, periodLabel, periodOf, shiftAnchor, type PeriodView } from './periods';
import styles from './lifelogDetail.module.css';

/** The day, month and year tabs over the chart of one period, with the buttons to the previous and next one. */
export function ChartPanel({
  typeKey,
  subjectId,
  ranges,
  genderCode,
  version,
  records,
}: {
  typeKey: LifelogTypeKey;
  subjectId: string | undefined;
  ranges: readonly GuideRange[];
  genderCode: GenderCode | null;
  /** Grows when the records change: the chart is read again. */
  version: number;
  /** The type's records in all, for a period without values; null until read. */
  records: RecordsOverview | null;
}) {
  const { t } = useTranslation('lifelogRecords');
  const today = calendarDateIn(defaultTimeZone);
  // The week first, as health apps open a chart: a day holds too few values to read a trend from.
  const [view, setView] = useState<PeriodView>('week');
  const [anchor, setAnchor] = useState(today);
  const period = periodOf(view, anchor);
  const label = periodLabel(period);
  const { loaded, retry } = useLoad(
    () => loadChartSeries(typeKey, period, subjectId),
    `${typeKey} ${subjectId} ${period.aggregationType} ${period.start} ${period.end} ${version}`,
  );
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;

  return (
    <section className={styles.chartSection}>
      <PeriodTabs view={view} onChange={setView} idPrefix={idPrefix} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabIdOf(idPrefix, view)} className={styles.panel}>
        <div className={styles.periodNav}>
          <button
            type="button"
            className={styles.periodButton}
            aria-label={t(`detail.previous.${view}`)}
            onClick={() => setAnchor(shiftAnchor(view, anchor, -1, today))}
          >
            ‹
          </button>
          <p className={styles.periodLabel} aria-live="polite">
            {label}
          </p>
          <button
            type="button"
            className={styles.periodButton}
            aria-label={t(`detail.next.${view}`)}
            disabled={isLatestPeriod(period, today)}
            onClick={() => setAnchor(shiftAnchor(view, anchor, 1, today))}
          >
            ›
          </button>
        </div>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? (
          <div className={styles.failure} role="alert">
            <p>{loaded.message}</p>
            <button type="button" className={styles.secondaryButton} onClick={retry}>
              {t('common:retry')}
            </button>
          </div>
        ) : null}
        {loaded.state === 'ready' && hasNoData(loaded.value) ? (
          <PeriodEmpty period={period} records={records} onShowDay={setAnchor} />
        ) : null}
        {loaded.state === 'ready' && !hasNoData(loaded.value) ? (
          <ChartFigure
            typeKey={typeKey}
            period={period}
            periodText={label}
            series={loaded.value}
            ranges={ranges}
            genderCode={genderCode}
          />
        ) : null}
      </div>
    </section>
  );
}

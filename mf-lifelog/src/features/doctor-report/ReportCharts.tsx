import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenderCode, GuideRange } from 'shared-kernel/isomorphic';
import { lifelogStyles, lifelogTypeName } from '../lifelog-common';
import { hasNoData } from '../lifelog-detail/chartData';
import { ChartFigure } from '../lifelog-detail/ChartFigure';
import type { ChartPeriod } from '../lifelog-detail/periods';
import type { ReportChart } from './loadReport';
import styles from './doctorReport.module.css';

/**
 * Blood pressure, glucose and weight over the period with the guide bands the life-log screens draw, each with
 * the table of its values: a printout in black and white still says every number.
 */
export function ReportCharts({
  charts,
  period,
  periodText,
  ranges,
  genderCode,
}: {
  charts: readonly ReportChart[];
  period: ChartPeriod;
  periodText: string;
  ranges: readonly GuideRange[];
  genderCode: GenderCode | null;
}) {
  const { t } = useTranslation('lifelog');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={lifelogStyles.sectionTitle}>
        {t('doctorReport.charts.title')}
      </h2>
      {charts.map(({ typeKey, series }) => (
        <section key={typeKey} className={styles.chart} aria-labelledby={`${headingId}-${typeKey}`}>
          <h3 id={`${headingId}-${typeKey}`} className={styles.subTitle}>
            {lifelogTypeName(t, typeKey)}
          </h3>
          {hasNoData(series) ? (
            <p className={lifelogStyles.hint}>{t('doctorReport.charts.noData')}</p>
          ) : (
            <ChartFigure
              typeKey={typeKey}
              period={period}
              periodText={periodText}
              series={series}
              ranges={ranges}
              genderCode={genderCode}
              valuesShown
            />
          )}
        </section>
      ))}
    </section>
  );
}

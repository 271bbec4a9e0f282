import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, Loading } from 'shared-kernel';
import {
  emptyValue,
  guideIndexOf,
  lifelogTypes,
  type GenderCode,
  type GuideRange,
  type LifelogType,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { gradeName, guideIndexName, lifelogTypeName, lifelogUnit, type Translate } from '../lifelog-common';
import { BandKey } from './BandKey';
import { chartSpecOf, type ChartPoint, type ChartSeries } from './chartData';
import type { ChartBand } from './chartOptions';
import { chartBandsOf, chartGuidesOf } from './guideBands';
import type { ChartPeriod } from './periods';
import styles from './lifelogDetail.module.css';

const LifelogChart = lazy(() => import('./LifelogChart'));

/**
 * The x-axis label of a slot: the hour in the day view, `MM.DD` for the 7 days, the day of the month, the month's
 * number in the 6 months and year views. Month names ("11월", "Nov", "វិច្ឆិកា") do not fit 12 to a 390 px chart:
 * ApexCharts then left out every other one, the current month's among them. The axis title says what they count.
 */
function axisLabelOf(period: ChartPeriod, slot: string): string {
  if (period.view === 'day') return String(Number(slot.slice(11, 13)));
  if (period.view === 'week') return formatDate(slot, 'MM.DD');
  if (period.view === 'month') return String(Number(slot.slice(8)));
  return String(Number(slot.slice(5, 7)));
}

/** A slot named in full, for its tooltip and the table: `2026.03.15 08:00`, `2026.03.15` or `2026.03`. */
function slotTitleOf(period: ChartPeriod, slot: string): string {
  if (period.view === 'day') return `${slot.slice(0, 10).replaceAll('-', '.')} ${slot.slice(11, 13)}:00`;
  return formatDate(slot, period.aggregationType === 'month' ? 'YYYY.MM' : 'YYYY.MM.DD');
}

/** The labels the crowded views keep: the 1st and every 5th day of a month, every 6th hour of a day. */
function labelShownOf(period: ChartPeriod): ((category: string) => boolean) | null {
  if (period.view === 'month') return (day) => day === '1' || Number(day) % 5 === 0;
  if (period.view === 'day') return (hour) => Number(hour) % 6 === 0;
  return null;
}

/** Values rounded as the type keeps them (one decimal where the spec sets no rule), in the language's number format. */
function valueFormatOf(typeKey: LifelogTypeKey, language: string): (value: number) => string {
  const type: LifelogType = lifelogTypes[typeKey];
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: type.decimals ?? 1 });
  return (value) => format.format(value);
}

function seriesNameOf(
  t: Translate,
  typeKey: LifelogTypeKey,
  series: readonly ChartSeries[],
  one: ChartSeries,
) {
  // Each value of a panel (systolic, diastolic) is named as its guide names it.
  const idxCode = series.length > 1 ? guideIndexOf(typeKey, one.valueName) : null;
  return idxCode ? guideIndexName(t, idxCode) : lifelogTypeName(t, typeKey);
}

function bandsOf(
  t: Translate,
  typeKey: LifelogTypeKey,
  ranges: readonly GuideRange[],
  genderCode: GenderCode | null,
): ChartBand[] {
  const [firstGuide, ...otherGuides] = chartGuidesOf(typeKey);
  // Name the guide where the grade alone would not say which one it is: two guides on one chart, or glucose's
  // fasting guide over values of every measurement time.
  const namedGuides = otherGuides.length > 0 || typeKey === 'bloodGlucose';
  return chartBandsOf(typeKey, ranges, genderCode).map((band) => ({
    low: band.idxMinVal,
    high: band.idxMaxVal,
    gradCode: band.gradCode,
    label: namedGuides
      ? `${guideIndexName(t, band.idxCode)} · ${gradeName(t, band.gradCode)}`
      : gradeName(t, band.gradCode),
    lineOnly: band.idxCode !== firstGuide,
  }));
}

/**
 * A period's chart (loaded on its own chunk), described for screen readers by a label that sums it up and by a
 * table of the same numbers, which only they read unless `valuesShown` (the printed report for the doctor, read
 * in black and white, shows it to everyone).
 */
export function ChartFigure({
  typeKey,
  period,
  periodText,
  series,
  ranges,
  genderCode,
  valuesShown = false,
}: {
  typeKey: LifelogTypeKey;
  period: ChartPeriod;
  periodText: string;
  series: readonly ChartSeries[];
  ranges: readonly GuideRange[];
  genderCode: GenderCode | null;
  valuesShown?: boolean;
}) {
  const { t, i18n } = useTranslation('lifelogRecords');
  const formatValue = valueFormatOf(typeKey, i18n.language);
  const spec = chartSpecOf(typeKey);
  const typeName = lifelogTypeName(t, typeKey);
  const unit = lifelogUnit(t, typeKey);
  const categories = period.slots.map((slot) => axisLabelOf(period, slot));
  const bands = bandsOf(t, typeKey, ranges, genderCode);
  const points = series.flatMap((one) => one.points.filter((point): point is ChartPoint => point !== null));
  const slotsWithData = period.slots.flatMap((slot, index) =>
    series.some((one) => one.points[index]) ? [{ slot, index }] : [],
  );
  const summary = t('detail.summary', {
    type: typeName,
    period: periodText,
    count: slotsWithData.length,
    min: formatValue(Math.min(...points.map((point) => point.low))),
    max: formatValue(Math.max(...points.map((point) => point.high))),
    unit,
  });
  const aggregation = t(`detail.aggregations.${spec.kind === 'range' ? 'range' : spec.aggregation}`);
  const pointText = (point: ChartPoint | null | undefined) => {
    if (!point) return emptyValue;
    return spec.kind === 'range'
      ? `${formatValue(point.low)}–${formatValue(point.high)}`
      : formatValue(point.high);
  };
  const lastCategory = categories[categories.length - 1];

  return (
    <figure className={styles.figure}>
      <Suspense fallback={<Loading />}>
        <div role="img" aria-label={summary} className={styles.chart}>
          <LifelogChart
            kind={spec.kind}
            categories={categories}
            labelEverySlot={period.view !== 'month' && period.view !== 'day'}
            labelShown={labelShownOf(period)}
            xAxisTitle={
              period.aggregationType === 'month'
                ? t('detail.monthAxis')
                : period.view === 'day'
                  ? t('detail.hourAxis')
                  : null
            }
            tooltipTitles={period.slots.map((slot) => slotTitleOf(period, slot))}
            series={series.map((one) => ({
              name: seriesNameOf(t, typeKey, series, one),
              points: one.points,
            }))}
            bands={bands}
            highlight={
              period.view === 'week' && lastCategory
                ? { category: lastCategory, label: t('detail.chosenDay') }
                : null
            }
            formatValue={formatValue}
          />
        </div>
      </Suspense>
      <BandKey bands={bands} unit={unit} />
      {/* The wrapper hides the table: a table does not shrink to a 1 px box, and would widen the page. */}
      <div className={valuesShown ? styles.valueTable : styles.visuallyHidden}>
        <table>
          <caption>{t('detail.tableCaption', { type: typeName, period: periodText })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.period')}</th>
              {series.map((one) => (
                <th scope="col" key={one.valueName}>
                  {t('detail.columnHeader', {
                    what:
                      series.length > 1
                        ? `${seriesNameOf(t, typeKey, series, one)} ${aggregation}`
                        : aggregation,
                    unit,
                  })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slotsWithData.map(({ slot, index }) => (
              <tr key={slot}>
                <th scope="row">{slotTitleOf(period, slot)}</th>
                {series.map((one) => (
                  <td key={one.valueName}>{pointText(one.points[index])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
import type { HealthGradeCode } from 'shared-kernel/isomorphic';
import { bandColours } from './bandColours';
import type { ChartKind, ChartPoint } from './chartData';

/** A guide band over the values: `low` inclusive, `high` exclusive, null = unbounded. */
export interface ChartBand {
  readonly low: number | null;
  readonly high: number | null;
  readonly gradCode: HealthGradeCode;
  /** Named in the key under the chart, never on the plot: labels there overlapped each other and the values. */
  readonly label: string;
  /**
   * Drawn as a dashed line where it starts instead of a fill: the bands of a second guide on one chart
   * (diastolic under systolic) would cover the first guide's and blur both.
   */
  readonly lineOnly: boolean;
}

export interface ChartProps {
  readonly kind: ChartKind;
  /** The x-axis label of each slot. */
  readonly categories: readonly string[];
  /**
   * True when every slot's label must show (the 7 days, the 12 months): the labels are short enough for 390 px.
   * Otherwise (the days of a month) labels that would overlap are left out.
   */
  readonly labelEverySlot: boolean;
  /**
   * Which slots' labels show where naming every one would crowd the axis ("8 910" in a month, issue 35): the
   * 1st and every 5th day, every 6th hour. Null shows every label, or leaves out those that would overlap.
   */
  readonly labelShown: ((category: string) => boolean) | null;
  /** Says what the x-axis labels count (the year view's month numbers), or null. */
  readonly xAxisTitle: string | null;
  /** What a tapped slot's tooltip is titled with, one per slot: its full date, or date and hour. */
  readonly tooltipTitles: readonly string[];
  readonly series: readonly { readonly name: string; readonly points: readonly (ChartPoint | null)[] }[];
  readonly bands: readonly ChartBand[];
  /** The slot to mark (the chosen day), with the mark's label. */
  readonly highlight: { readonly category: string; readonly label: string } | null;
  readonly formatValue: (value: number) => string;
}

/** Systolic dark red, diastolic blue, a single series the app's green. */
const seriesColours = ['#b3261e', '#1f5fa8'];
const singleSeriesColour = '#0b6e4f';

function highestOf(props: ChartProps): number {
  const values = props.series.flatMap((one) => one.points.flatMap((point) => (point ? [point.high] : [])));
  const bounds = props.bands.flatMap((band) => [band.low, band.high].filter((bound) => bound !== null));
  return Math.max(0, ...values, ...bounds);
}

/**
 * The value axis of a line or range chart: the data with some room above and below, on round tens, so that a
 * value at the top or a range of one measurement (no height) is not drawn on the plot's edge.
 */
function paddedAxisOf(props: ChartProps): { min: number; max: number } | null {
  const values = props.series.flatMap((one) =>
    one.points.flatMap((point) => (point ? [point.low, point.high] : [])),
  );
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const room = Math.max(5, (high - low) * 0.1);
  return { min: Math.max(0, Math.floor((low - room) / 10) * 10), max: Math.ceil((high + room) / 10) * 10 };
}

type YAxisAnnotation = NonNullable<NonNullable<ApexOptions['annotations']>['yaxis']>[number];

/** A band as a fill, or a dashed line where it starts; without a label (the key under the chart names it). */
function bandAnnotation(band: ChartBand, top: number): YAxisAnnotation {
  const colours = bandColours[band.gradCode];
  if (band.lineOnly) return { y: band.low, borderColor: colours.text, strokeDashArray: 4 };
  return {
    y: band.low ?? 0,
    y2: band.high ?? top,
    fillColor: colours.fill,
    // ApexCharts draws annotations over the series: a light fill keeps the values readable.
    opacity: 0.3,
    borderColor: 'transparent',
  };
}

function bandAnnotations(props: ChartProps): YAxisAnnotation[] {
  // An unbounded band ends well above anything drawn; the plot area clips it.
  const top = highestOf(props) * 2 || 1;
  return props.bands
    .filter((band) => !band.lineOnly || band.low !== null)
    .map((band) => bandAnnotation(band, top));
}

function apexSeries(props: ChartProps): ApexAxisChartSeries {
  if (props.kind === 'range') {
    return props.series.map((one) => ({
      name: one.name,
      data: one.points.flatMap((point, slot) =>
        point ? [{ x: props.categories[slot] ?? '', y: [point.low, point.high] }] : [],
      ),
    }));
  }
  return props.series.map((one) => ({
    name: one.name,
    data: one.points.map((point) => point?.high ?? null),
  }));
}

/** The chart type, series and options ApexCharts draws a life-log chart with. */
export function apexChartOf(props: ChartProps): {
  type: 'bar' | 'rangeBar' | 'line';
  series: ApexAxisChartSeries;
  options: ApexOptions;
} {
  const type = props.kind === 'column' ? 'bar' : props.kind === 'range' ? 'rangeBar' : 'line';
  const formatter = (value: number) => (typeof value === 'number' ? props.formatValue(value) : '');
  const options: ApexOptions = {
    chart: {
      // Its styles come from its stylesheets (LifelogChart): no style tags, which the CSP refuses.
      injectStyleSheet: false,
      toolbar: { show: false },
      zoom: { enabled: false },
      fontFamily: 'inherit',
      parentHeightOffset: 0,
      // The page describes the chart itself (a label and a table of the numbers).
      accessibility: { enabled: false },
    },
    colors: props.series.length > 1 ? seriesColours : [singleSeriesColour],
    plotOptions: { bar: { horizontal: false, columnWidth: '60%', borderRadius: 2 } },
    fill: { opacity: 1 },
    dataLabels: { enabled: false },
    // A range of one measurement has no height: its outline still shows it as a line.
    stroke: props.kind === 'column' ? { width: 0 } : { width: 2, curve: 'straight' },
    // Points big enough to tap (their tooltip gives the exact value and time); the grid's padding keeps the ones
    // at the plot's edges whole, where the first and last day of a month were clipped (issue 35).
    markers: props.kind === 'line' ? { size: 5, hover: { size: 7 } } : { size: 0 },
    grid: { padding: { left: 12, right: 12, top: 8 } },
    legend: { show: props.series.length > 1, position: 'top' },
    xaxis: {
      type: 'category',
      categories: [...props.categories],
      // A line's points sit in the middle of their slots, as columns do: no label or mark at the plot's edges.
      tickPlacement: 'between',
      labels: {
        hideOverlappingLabels: !props.labelEverySlot && !props.labelShown,
        rotate: 0,
        ...(props.labelShown
          ? { formatter: (value: string) => (props.labelShown?.(String(value)) ? String(value) : '') }
          : {}),
      },
      tooltip: { enabled: false },
      ...(props.xAxisTitle
        ? { title: { text: props.xAxisTitle, style: { fontSize: '0.75rem', fontWeight: 400 } } }
        : {}),
    },
    // Amounts start at zero; weights and pressures would be flattened by it.
    yaxis: {
      ...(props.kind === 'column' ? { min: 0 } : (paddedAxisOf(props) ?? {})),
      forceNiceScale: true,
      labels: { formatter },
    },
    // A tap on a point or bar names its slot in full and gives its exact value (issue 35).
    tooltip: {
      intersect: false,
      shared: true,
      x: {
        formatter: (_value: number, context?: { dataPointIndex?: number }) =>
          props.tooltipTitles[context?.dataPointIndex ?? -1] ?? '',
      },
      y: { formatter },
    },
    annotations: {
      yaxis: bandAnnotations(props),
      xaxis: props.highlight
        ? [
            {
              x: props.highlight.category,
              borderColor: '#1b2420',
              strokeDashArray: 4,
              // The chosen day is the last slot: the badge reads leftwards from its line, inside the plot.
              label: {
                text: props.highlight.label,
                orientation: 'horizontal',
                textAnchor: 'end',
                borderWidth: 0,
                style: { color: '#fff', background: '#1b2420', fontSize: '0.75rem' },
              },
            },
          ]
        : [],
    },
  };
  return { type, series: apexSeries(props), options };
}

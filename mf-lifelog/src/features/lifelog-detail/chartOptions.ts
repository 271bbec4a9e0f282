import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
import { healthGradeCodes, type HealthGradeCode } from 'shared-kernel/isomorphic';
import type { ChartKind, ChartPoint } from './chartData';

/** A guide band over the values: `low` inclusive, `high` exclusive, null = unbounded. */
export interface ChartBand {
  readonly low: number | null;
  readonly high: number | null;
  readonly gradCode: HealthGradeCode;
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
  readonly series: readonly { readonly name: string; readonly points: readonly (ChartPoint | null)[] }[];
  readonly bands: readonly ChartBand[];
  /** The slot to mark (the chosen day), with the mark's label. */
  readonly highlight: { readonly category: string; readonly label: string } | null;
  readonly formatValue: (value: number) => string;
}

/** Band fills are shown faint; labels and lines use the grade badges' dark tones, which read well on them. */
const bandColours: Record<HealthGradeCode, { fill: string; text: string }> = {
  [healthGradeCodes.normal]: { fill: '#8fd1b0', text: '#0a5a3c' },
  [healthGradeCodes.cautionA]: { fill: '#f5d76e', text: '#5c4300' },
  [healthGradeCodes.cautionB]: { fill: '#f2a96b', text: '#7a3300' },
  [healthGradeCodes.danger]: { fill: '#ec8a8a', text: '#8c1414' },
  [healthGradeCodes.diseaseSuspicion]: { fill: '#d99ad0', text: '#6b1060' },
};

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

function bandAnnotation(band: ChartBand, top: number): YAxisAnnotation {
  const colours = bandColours[band.gradCode];
  const label = {
    text: band.label,
    borderWidth: 0,
    style: { color: colours.text, background: 'transparent', fontSize: '0.75rem', fontWeight: 600 },
  };
  if (band.lineOnly) {
    return {
      y: band.low,
      borderColor: colours.text,
      strokeDashArray: 4,
      label: { ...label, position: 'right', textAnchor: 'end' },
    };
  }
  return {
    y: band.low ?? 0,
    y2: band.high ?? top,
    fillColor: colours.fill,
    // ApexCharts draws annotations over the series: a light fill keeps the values readable.
    opacity: 0.3,
    borderColor: 'transparent',
    label: { ...label, position: 'left', textAnchor: 'start', offsetX: 4 },
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
    markers: props.kind === 'line' ? { size: 4 } : { size: 0 },
    legend: { show: props.series.length > 1, position: 'top' },
    xaxis: {
      type: 'category',
      categories: [...props.categories],
      labels: { hideOverlappingLabels: true, rotate: 0 },
      tooltip: { enabled: false },
    },
    // Amounts start at zero; weights and pressures would be flattened by it.
    yaxis: {
      ...(props.kind === 'column' ? { min: 0 } : (paddedAxisOf(props) ?? {})),
      forceNiceScale: true,
      labels: { formatter },
    },
    tooltip: { y: { formatter } },
    annotations: {
      yaxis: bandAnnotations(props),
      xaxis: props.highlight
        ? [
            {
              x: props.highlight.category,
              borderColor: '#1b2420',
              strokeDashArray: 4,
              label: {
                text: props.highlight.label,
                orientation: 'horizontal',
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

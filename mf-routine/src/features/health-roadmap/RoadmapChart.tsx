import type { ApexAxisChartSeries, ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';
// ApexCharts' core draws nothing by itself: these register the line chart and the goal line we use.
import 'apexcharts/line';
import 'apexcharts/features/annotations';
import 'apexcharts/features/legend';
// ApexCharts' own styles as stylesheets rather than the style tags it would write (`injectStyleSheet: false`):
// the app's Content-Security-Policy allows no inline styles.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
import type { RoadmapPoint } from './roadmapData';

export interface RoadmapChartProps {
  begin: RoadmapPoint;
  goal: RoadmapPoint;
  records: readonly RoadmapPoint[];
  /** `end` names the goal's last day, marked at the axis' end. */
  names: { records: string; plan: string; goal: string; end: string };
  formatValue: (value: number) => string;
  formatDay: (time: number) => string;
  height: number;
}

const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The axis around every value with some room, on whole numbers, so that no point sits on the plot's edge. */
function axisOf(values: readonly number[]): { min: number; max: number } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const room = Math.max(1, (high - low) * 0.15);
  return { min: Math.floor(low - room), max: Math.ceil(high + room) };
}

/** The chart itself: loaded on its own (React.lazy), so that ApexCharts is fetched only where a roadmap shows. */
export default function RoadmapChart({
  begin,
  goal,
  records,
  names,
  formatValue,
  formatDay,
  height,
}: RoadmapChartProps) {
  const axis = axisOf([begin.value, goal.value, ...records.map((record) => record.value)]);
  const series = [
    { name: names.records, data: records.map((record) => [timeOf(record.date), record.value]) },
    {
      name: names.plan,
      data: [
        [timeOf(begin.date), begin.value],
        [timeOf(goal.date), goal.value],
      ],
    },
  ] as ApexAxisChartSeries;
  const options: ApexOptions = {
    chart: {
      id: 'roadmap',
      injectStyleSheet: false,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
      // The figure's label sums the chart up; focusable legend items inside role="img" would be hidden controls.
      accessibility: { enabled: false },
    },
    colors: ['#0b6e4f', '#5f6d68'],
    stroke: { width: [3, 2], dashArray: [0, 6], curve: 'straight' },
    markers: { size: [4, 0], strokeWidth: 0 },
    dataLabels: { enabled: false },
    legend: { show: true, position: 'bottom', fontSize: '13px' },
    grid: { borderColor: '#e3e9e6' },
    xaxis: {
      type: 'datetime',
      min: timeOf(begin.date),
      max: timeOf(goal.date),
      labels: { formatter: (value) => formatDay(Number(value)), style: { colors: '#4a5752' } },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: axis.min,
      max: axis.max,
      labels: { formatter: (value) => formatValue(value), style: { colors: '#4a5752' } },
    },
    tooltip: { x: { formatter: (value) => formatDay(Number(value)) } },
    annotations: {
      // ApexCharts picks its own date ticks and left the goal's last day unnamed (issue 35): it is marked here.
      xaxis: [
        {
          x: timeOf(goal.date),
          borderColor: '#5f6d68',
          strokeDashArray: 2,
          label: {
            text: names.end,
            orientation: 'horizontal',
            position: 'bottom',
            textAnchor: 'end',
            borderWidth: 0,
            style: { color: '#fff', background: '#3d4a45', fontSize: '12px' },
          },
        },
      ],
      yaxis: [
        {
          y: goal.value,
          borderColor: '#b3261e',
          strokeDashArray: 4,
          label: {
            text: names.goal,
            borderWidth: 0,
            position: 'left',
            textAnchor: 'start',
            style: { color: '#8c1d18', background: 'transparent', fontSize: '12px', fontWeight: 700 },
          },
        },
      ],
    },
  };
  return <Chart type="line" series={series} options={options} height={height} />;
}

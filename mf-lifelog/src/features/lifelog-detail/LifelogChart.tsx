import Chart from 'react-apexcharts/core';
// ApexCharts' core draws nothing by itself: these register the chart types and the band annotations we use.
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/features/annotations';
import 'apexcharts/features/legend';
// ApexCharts' own styles as stylesheets rather than the style tags it would write (`injectStyleSheet: false` in
// chartOptions): the app's Content-Security-Policy allows no inline styles.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
import { apexChartOf, type ChartProps } from './chartOptions';

/** The chart itself: loaded on its own (React.lazy), so that ApexCharts is fetched only where a chart shows. */
export default function LifelogChart(props: ChartProps) {
  const { type, series, options } = apexChartOf(props);
  return <Chart type={type} series={series} options={options} height={240} />;
}

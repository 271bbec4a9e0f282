// ApexCharts cannot draw in jsdom: tests that show the dashboard's roadmap replace react-apexcharts' core with
// this stand-in, which shows the chart's type and series as text:
//   jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));
import { createElement } from 'react';

export default function ChartStub({ type, series }: { type: string; series: unknown }) {
  return createElement('pre', { 'data-testid': 'chart' }, `${type} ${JSON.stringify(series)}`);
}

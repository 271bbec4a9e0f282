import { apexChartOf, type ChartProps } from './chartOptions';

const week = ['11.19', '11.20', '11.21', '11.22', '11.23', '11.24', '11.25'];

function pressureWeek(overrides: Partial<ChartProps> = {}): ChartProps {
  const range = (low: number, high: number) => ({ low, high });
  return {
    kind: 'range',
    categories: week,
    labelEverySlot: true,
    labelShown: null,
    xAxisTitle: null,
    tooltipTitles: week.map((day) => `2026.${day}`),
    series: [
      { name: '수축기 혈압', points: week.map(() => range(118, 131)) },
      { name: '이완기 혈압', points: week.map(() => range(76, 84)) },
    ],
    bands: [
      { low: null, high: 120, gradCode: '0001', label: '수축기 혈압 · 정상', lineOnly: false },
      { low: 120, high: 130, gradCode: '0002', label: '수축기 혈압 · 관심', lineOnly: false },
      { low: 130, high: null, gradCode: '0004', label: '수축기 혈압 · 위험', lineOnly: false },
      { low: null, high: 80, gradCode: '0001', label: '이완기 혈압 · 정상', lineOnly: true },
      { low: 80, high: null, gradCode: '0004', label: '이완기 혈압 · 위험', lineOnly: true },
    ],
    highlight: { category: '11.25', label: 'ថ្ងៃដែលបានជ្រើស' },
    formatValue: String,
    ...overrides,
  };
}

describe('life-log chart options', () => {
  it('draws the zones where they lie and writes no zone label on the plot, where they overlapped', () => {
    const zones = apexChartOf(pressureWeek()).options.annotations?.yaxis ?? [];
    expect(zones.map(({ y, y2, label }) => ({ y, y2, label }))).toEqual([
      { y: 0, y2: 120, label: undefined },
      { y: 120, y2: 130, label: undefined },
      { y: 130, y2: 262, label: undefined },
      { y: 80, y2: undefined, label: undefined },
    ]);
  });

  it('keeps the chosen-day badge inside the plot: it reads leftwards from the last slot’s line', () => {
    const [badge, ...others] = apexChartOf(pressureWeek()).options.annotations?.xaxis ?? [];
    expect(others).toEqual([]);
    expect(badge?.x).toBe('11.25');
    expect(badge?.label).toMatchObject({
      text: 'ថ្ងៃដែលបានជ្រើស',
      orientation: 'horizontal',
      textAnchor: 'end',
    });
  });

  it('puts every point mid-slot, so that no point, label or badge sits on the plot’s edge', () => {
    const line = apexChartOf(pressureWeek({ kind: 'line' }));
    expect(line.options.xaxis?.tickPlacement).toBe('between');
  });

  it('shows every label where each slot must be named, and names the axis when asked', () => {
    const months = Array.from({ length: 12 }, (_, index) => String(index + 1));
    const year = apexChartOf(
      pressureWeek({ kind: 'line', categories: months, xAxisTitle: '월', highlight: null }),
    ).options.xaxis;
    expect(year?.categories).toEqual(months);
    expect(year?.labels?.hideOverlappingLabels).toBe(false);
    expect(year?.title?.text).toBe('월');

    const days = Array.from({ length: 31 }, (_, index) => String(index + 1));
    const month = apexChartOf(pressureWeek({ categories: days, labelEverySlot: false, highlight: null }))
      .options.xaxis;
    expect(month?.labels?.hideOverlappingLabels).toBe(true);
    expect(month?.title).toBeUndefined();
  });

  it('names only the 1st and every 5th day of a month, so that its labels never run together (issue 35)', () => {
    const days = Array.from({ length: 31 }, (_, index) => String(index + 1));
    const month = apexChartOf(
      pressureWeek({
        categories: days,
        labelEverySlot: false,
        labelShown: (day) => day === '1' || Number(day) % 5 === 0,
        highlight: null,
      }),
    ).options.xaxis?.labels;
    const formatter = month?.formatter as ((value: string) => string) | undefined;
    expect(days.map((day) => formatter?.(day)).filter(Boolean)).toEqual([
      '1',
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
    ]);
    expect(month?.hideOverlappingLabels).toBe(false);
  });

  it('gives a tapped slot its full date in the tooltip and keeps edge points whole (issue 35)', () => {
    const { options } = apexChartOf(pressureWeek({ kind: 'line' }));
    const title = options.tooltip?.x?.formatter as (
      value: number,
      context: { dataPointIndex: number },
    ) => string;
    expect(title(0, { dataPointIndex: 6 })).toBe('2026.11.25');
    expect(options.markers?.size).toBeGreaterThanOrEqual(5);
    expect(options.grid?.padding?.left).toBeGreaterThan(0);
    expect(options.grid?.padding?.right).toBeGreaterThan(0);
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, dialogs } from 'shared-kernel';
import {
  buildAggregateParameters,
  buildLifelogObservation,
  type GuideRange,
  type LifelogRecord,
} from 'shared-kernel/isomorphic';
import {
  demoUser,
  dialogOf,
  fakeApi,
  fixClock,
  logIn,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

// ApexCharts cannot draw in jsdom: the chart shows its type and series as text instead, its guide bands (where
// they lie, and any label drawn on the plot) and its x-axis.
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: ({
    type,
    series,
    options,
  }: {
    type: string;
    series: unknown;
    options: {
      annotations: { yaxis: { y: number; y2?: number; label?: { text?: string } }[] };
      xaxis: {
        categories: string[];
        labels: { hideOverlappingLabels: boolean; formatter?: (value: string) => string };
        title?: { text: string };
      };
    };
  }) => {
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    const bands = options.annotations.yaxis.map(
      (band) => `${band.label?.text ?? ''}${band.y}-${band.y2 ?? ''}`,
    );
    const { categories, labels, title } = options.xaxis;
    const shown = labels.formatter
      ? categories.filter((category) => labels.formatter?.(category))
      : categories;
    const xaxis = {
      categories,
      shown,
      everyLabel: !labels.hideOverlappingLabels,
      title: title?.text ?? null,
    };
    return createElement(
      'div',
      null,
      createElement('pre', { 'data-testid': 'chart' }, `${type} ${JSON.stringify(series)}`),
      createElement('pre', { 'data-testid': 'bands' }, bands.join(', ')),
      createElement('pre', { 'data-testid': 'xaxis' }, JSON.stringify(xaxis)),
    );
  },
}));

const aggregateRoute = 'POST /fhir/Observation/$aggregate';
const loinc = 'http://loinc.org';
const bloodPressurePanel = {
  system: loinc,
  code: '85354-9',
  display: 'Blood pressure panel with all children optional',
};

// The FHIR types, as the kernel's functions name them.
type Observation = ReturnType<typeof buildLifelogObservation>;
type Parameters = ReturnType<typeof buildAggregateParameters>;
type ParametersParameter = NonNullable<Parameters['parameter']>[number];
type Parts = Record<string, ParametersParameter | undefined>;

function partsOf(body: unknown): Parts {
  const [lifelog] = (body as Parameters).parameter ?? [];
  return Object.fromEntries((lifelog?.part ?? []).map((part) => [part.name, part]));
}

/** A bucket of a day (`YYYY-MM-DD`) or of an hour (`YYYY-MM-DDTHH`). */
function bucket(day: string, value: number): ParametersParameter {
  return {
    name: 'bucket',
    part: [
      { name: 'start', valueDateTime: `${day}${day.length === 10 ? 'T00:00:00' : ':00:00'}+09:00` },
      { name: 'end', valueDateTime: `${day}T23:59:59+09:00` },
      { name: 'value', valueDecimal: value },
      { name: 'count', valueInteger: 1 },
    ],
  };
}

function recent(total: number, records: Observation[]): Parameters {
  return {
    resourceType: 'Parameters',
    parameter: [
      { name: 'total', valueInteger: total },
      ...records.map((resource) => ({ name: 'record', resource })),
    ],
  };
}

function observation(record: Omit<LifelogRecord, 'subjectId'>): Observation {
  return buildLifelogObservation({ ...record, subjectId: demoUser.fhirResId });
}

const pressure = observation({
  id: 'bp-1',
  typeKey: 'bloodPressure',
  values: { sbp: 130, dbp: 85 },
  effectiveDateTime: '2026-03-14T09:30:00+09:00',
});

const guides: GuideRange[] = [
  { idxCode: 'sbp', genderCode: null, gradCode: '0001', idxMinVal: null, idxMaxVal: 120 },
  { idxCode: 'sbp', genderCode: null, gradCode: '0002', idxMinVal: 120, idxMaxVal: 140 },
  { idxCode: 'sbp', genderCode: null, gradCode: '0004', idxMinVal: 140, idxMaxVal: null },
  { idxCode: 'dbp', genderCode: null, gradCode: '0001', idxMinVal: null, idxMaxVal: 80 },
  { idxCode: 'dbp', genderCode: null, gradCode: '0002', idxMinVal: 80, idxMaxVal: 90 },
  { idxCode: 'dbp', genderCode: null, gradCode: '0004', idxMinVal: 90, idxMaxVal: null },
];

/** What the fake `$aggregate` answers: the records of `recent`, and buckets by code and aggregation. */
interface Answers {
  records?: Observation[];
  total?: number;
  buckets?: (parts: Parts) => ParametersParameter[];
}

let api: ReturnType<typeof fakeApi>;

function answer({ records = [], total = records.length, buckets = () => [] }: Answers) {
  api.on(aggregateRoute, (body) => {
    const parts = partsOf(body);
    if (parts.type?.valueCode === 'recent') return { status: 200, data: recent(total, records) };
    return { status: 200, data: { resourceType: 'Parameters', parameter: buckets(parts) } };
  });
}

function periodQueries(): Parts[] {
  return api
    .bodies(aggregateRoute)
    .map(partsOf)
    .filter((parts) => parts.type?.valueCode !== 'recent');
}

function recentQueries(): Parts[] {
  return api
    .bodies(aggregateRoute)
    .map(partsOf)
    .filter((parts) => parts.type?.valueCode === 'recent');
}

beforeEach(() => {
  // Today is 2026-03-15 in Seoul; only the clock is fake.
  fixClock(new Date('2026-03-15T03:00:00Z'));
  resetSession();
  logIn();
  api = fakeApi().on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: guides } });
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

describe('life-log detail chart', () => {
  it('asks the year view as months of the chosen year, averaging the weight', async () => {
    answer({
      buckets: (parts) =>
        parts.type?.valueCode === 'month' ? [bucket('2026-01-01', 61.25), bucket('2026-03-01', 60.5)] : [],
    });
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage?lifelogTypeCode=0010');
    fireEvent.click(await screen.findByRole('tab', { name: '년' }));

    expect(await screen.findByText('2026')).toBeTruthy();
    await waitFor(() =>
      expect(periodQueries().some((parts) => parts.type?.valueCode === 'month')).toBe(true),
    );
    const year = periodQueries().find((parts) => parts.type?.valueCode === 'month');
    expect(year?.period?.valuePeriod).toEqual({ start: '2026-01-01', end: '2027-01-01' });
    expect(year?.code?.valueCoding).toEqual({ system: loinc, code: '29463-7', display: 'Body weight' });
    expect(year?.aggregation?.valueCode).toBe('average');
    expect(year?.upperCode).toBeUndefined();
    const chart = await screen.findByTestId('chart');
    expect(chart.textContent).toBe(
      `line ${JSON.stringify([{ name: '체중', data: [61.25, null, 60.5, null, null, null, null, null, null, null, null, null] }])}`,
    );
  });

  it('asks the lowest and highest systolic and diastolic pressure of each day, within the panel', async () => {
    answer({
      buckets: (parts) => {
        const code = parts.code?.valueCoding?.code;
        const lowest = parts.aggregation?.valueCode === 'minimum';
        if (code === '8480-6') return [bucket('2026-03-14', lowest ? 118 : 130)];
        return [bucket('2026-03-14', lowest ? 76 : 85)];
      },
    });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0017');

    const chart = await screen.findByTestId('chart');
    const asked = periodQueries().map((parts) => ({
      code: parts.code?.valueCoding?.code,
      upperCode: parts.upperCode?.valueCoding?.code,
      aggregation: parts.aggregation?.valueCode,
      type: parts.type?.valueCode,
      period: parts.period?.valuePeriod,
    }));
    const day = { type: 'date', upperCode: '85354-9', period: { start: '2026-03-09', end: '2026-03-16' } };
    expect(asked).toEqual(
      expect.arrayContaining([
        { ...day, code: '8480-6', aggregation: 'minimum' },
        { ...day, code: '8480-6', aggregation: 'maximum' },
        { ...day, code: '8462-4', aggregation: 'minimum' },
        { ...day, code: '8462-4', aggregation: 'maximum' },
      ]),
    );
    expect(asked).toHaveLength(4);
    expect(chart.textContent).toBe(
      `rangeBar ${JSON.stringify([
        { name: '수축기 혈압', data: [{ x: '03.14', y: [118, 130] }] },
        { name: '이완기 혈압', data: [{ x: '03.14', y: [76, 85] }] },
      ])}`,
    );
  });

  it('sums the steps of each day of the month in columns', async () => {
    answer({ buckets: () => [bucket('2026-03-02', 8000)] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=step');
    fireEvent.click(await screen.findByRole('tab', { name: '월' }));

    const chart = await screen.findByTestId('chart');
    const month = periodQueries().at(-1);
    expect(month?.period?.valuePeriod).toEqual({ start: '2026-03-01', end: '2026-04-01' });
    expect(month?.aggregation?.valueCode).toBe('sum');
    expect(chart.textContent).toMatch(/^bar \[\{"name":"걸음 수","data":\[null,8000,null/);
  });

  it('draws the guide bands for the person’s sex behind the values', async () => {
    api.on('GET /api/service/idxguide', {
      status: 200,
      data: {
        idxGuideList: [
          {
            idxCode: 'waistCircumference',
            genderCode: '0001',
            gradCode: '0001',
            idxMinVal: null,
            idxMaxVal: 90,
          },
          {
            idxCode: 'waistCircumference',
            genderCode: '0001',
            gradCode: '0004',
            idxMinVal: 90,
            idxMaxVal: null,
          },
          {
            idxCode: 'waistCircumference',
            genderCode: '0002',
            gradCode: '0001',
            idxMinVal: null,
            idxMaxVal: 85,
          },
          {
            idxCode: 'waistCircumference',
            genderCode: '0002',
            gradCode: '0004',
            idxMinVal: 85,
            idxMaxVal: null,
          },
        ],
      },
    });
    answer({ buckets: () => [bucket('2026-03-14', 80)] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=waistCircumference');

    // The woman of the demo session: bands at 85 cm; an unbounded band reaches well above the values.
    await waitFor(() => expect(screen.getByTestId('bands').textContent).toBe('0-85, 85-170'));
    const key = screen.getByRole('list', { name: '등급 구간' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['정상85 미만 cm', '위험85 이상 cm']);
  });

  it('names the blood-pressure zones in a key under the chart, none on the plot, where they overlapped', async () => {
    answer({
      buckets: (parts) => {
        const systolic = parts.code?.valueCoding?.code === '8480-6';
        return [bucket('2026-03-14', systolic ? 130 : 85)];
      },
    });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=bloodPressure');

    // Systolic zones are fills, diastolic zones dashed lines where they start; no text is drawn on either.
    await waitFor(() =>
      expect(screen.getByTestId('bands').textContent).toBe('0-120, 120-140, 140-280, 80-, 90-'),
    );
    const key = screen.getByRole('list', { name: '등급 구간' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '수축기 혈압 · 정상120 미만 mmHg',
      '수축기 혈압 · 관심120 이상 140 미만 mmHg',
      '수축기 혈압 · 위험140 이상 mmHg',
      '이완기 혈압 · 정상80 미만 mmHg',
      '이완기 혈압 · 관심80 이상 90 미만 mmHg',
      '이완기 혈압 · 위험90 이상 mmHg',
    ]);
  });

  it('labels every month of the year view, this month (March) too, with the month numbers', async () => {
    answer({ buckets: () => [bucket('2026-03-01', 60.5)] });
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage?lifelogTypeCode=weight');
    fireEvent.click(await screen.findByRole('tab', { name: '년' }));

    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('xaxis').textContent ?? '')).toMatchObject({
        categories: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
        everyLabel: true,
        title: '월',
      }),
    );
  });

  it('labels each of the 7 days of the week, and only the 1st and every 5th day of a month (issue 35)', async () => {
    answer({ buckets: () => [bucket('2026-03-14', 60.5)] });
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage?lifelogTypeCode=weight');

    const week = ['03.09', '03.10', '03.11', '03.12', '03.13', '03.14', '03.15'];
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('xaxis').textContent ?? '')).toEqual({
        categories: week,
        shown: week,
        everyLabel: true,
        title: null,
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: '월' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('xaxis').textContent ?? '').shown).toEqual([
        '1',
        '5',
        '10',
        '15',
        '20',
        '25',
        '30',
      ]),
    );
  });

  it('shows one day by its hours, and 6 months by month (issue 35)', async () => {
    answer({
      buckets: (parts) =>
        parts.type?.valueCode === 'hour'
          ? [bucket('2026-03-15T08', 70.1)]
          : [bucket(parts.type?.valueCode === 'month' ? '2026-03-01' : '2026-03-14', 70.4)],
    });
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage?lifelogTypeCode=weight');
    await screen.findByTestId('xaxis');

    fireEvent.click(screen.getByRole('tab', { name: '일' }));
    await waitFor(() =>
      expect(periodQueries().at(-1)).toMatchObject({
        type: { valueCode: 'hour' },
        period: { valuePeriod: { start: '2026-03-15', end: '2026-03-16' } },
      }),
    );
    const day = JSON.parse((await screen.findByTestId('xaxis')).textContent ?? '');
    expect(day.categories).toHaveLength(24);
    expect(day.shown).toEqual(['0', '6', '12', '18']);
    expect(day.title).toBe('시');
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('2026.03.15 08:00'));

    fireEvent.click(screen.getByRole('tab', { name: '6개월' }));
    await waitFor(() =>
      expect(periodQueries().at(-1)).toMatchObject({
        type: { valueCode: 'month' },
        period: { valuePeriod: { start: '2025-10-01', end: '2026-04-01' } },
      }),
    );
    expect(await screen.findByText('2025.10 ~ 2026.03')).toBeTruthy();
  });

  it('says there is no record yet, instead of drawing a chart, only when the type has none at all', async () => {
    answer({});
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0010');

    expect(await screen.findByText('아직 기록이 없어요.')).toBeTruthy();
    expect(screen.queryByText('이 기간에는 기록이 없어요.')).toBeNull();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('says the period is empty but counts every record, and leads to the latest, when older ones exist', async () => {
    const waist = (id: string, effectiveDateTime: string) =>
      observation({
        id,
        typeKey: 'waistCircumference',
        values: { waistCircumference: 80 },
        effectiveDateTime,
      });
    answer({
      records: [
        waist('w-4', '2026-03-01T21:00:00+09:00'),
        waist('w-3', '2026-02-01T21:00:00+09:00'),
        waist('w-2', '2026-01-01T21:00:00+09:00'),
        waist('w-1', '2025-12-01T21:00:00+09:00'),
      ],
      buckets: (parts) => {
        const { start } = parts.period?.valuePeriod ?? {};
        return start === '2026-02-23' ? [bucket('2026-03-01', 80)] : [];
      },
    });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=waistCircumference');

    expect(await screen.findByText('이 기간에는 기록이 없어요.')).toBeTruthy();
    expect(screen.getByText('전체 기록 4건', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('아직 기록이 없어요.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '마지막 기록 보기 (2026.03.01)' }));

    expect(await screen.findByText('2026.03.01')).toBeTruthy();
    expect(await screen.findByTestId('chart')).toBeTruthy();
    expect(periodQueries().at(-1)?.period?.valuePeriod).toEqual({ start: '2026-02-23', end: '2026-03-02' });
  });

  it('describes the chart for screen readers with a summary and a table of the same numbers', async () => {
    answer({ buckets: () => [bucket('2026-03-13', 70.26), bucket('2026-03-15', 69.9)] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0010');

    expect(
      await screen.findByRole('img', {
        name: '체중 2026.03.09 ~ 03.15 차트. 기록이 있는 구간 2개, 최저 69.9, 최고 70.3 kg',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: '체중 2026.03.09 ~ 03.15 값' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['기간평균 (kg)', '2026.03.1370.3', '2026.03.1569.9']);
  });

  it('moves between periods, never past today', async () => {
    answer({});
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0010');

    const next = await screen.findByRole('button', { name: '다음 주' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '이전 주' }));
    expect(await screen.findByText('2026.03.02 ~ 03.08')).toBeTruthy();
    expect((screen.getByRole('button', { name: '다음 주' }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() =>
      expect(periodQueries().at(-1)?.period?.valuePeriod).toEqual({ start: '2026-03-02', end: '2026-03-09' }),
    );

    fireEvent.click(screen.getByRole('tab', { name: '월' }));
    fireEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(await screen.findByText('2026.02')).toBeTruthy();
    await waitFor(() =>
      expect(periodQueries().at(-1)?.period?.valuePeriod).toEqual({ start: '2026-02-01', end: '2026-03-01' }),
    );
  });

  it('moves between the day, week, month, 6 months and year tabs with the arrow keys', async () => {
    answer({});
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0010');

    const week = await screen.findByRole('tab', { name: '주' });
    expect(week.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(week, { key: 'ArrowRight' });
    const month = screen.getByRole('tab', { name: '월' });
    expect(month.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(month);
    expect(screen.getByRole('tabpanel', { name: '월' })).toBeTruthy();
    fireEvent.keyDown(month, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('tab', { name: '주' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('tab', { name: '일' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '년' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('2026')).toBeTruthy();
    expect(await screen.findByText('아직 기록이 없어요.')).toBeTruthy();
  });
});

describe('life-log records', () => {
  beforeEach(() => {
    api.on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: guides } });
  });

  it('lists the records, newest first, with their values and grades', async () => {
    const glucose = observation({
      id: 'glucose-1',
      typeKey: 'bloodGlucose',
      values: { bloodSugarLevel: 95.04 },
      measurementTime: '80001',
      effectiveDateTime: '2026-03-15T07:00:00+09:00',
    });
    answer({ records: [glucose] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=bloodGlucose');

    const item = (await screen.findByText('2026.03.15 07:00')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('95 mg/dL');
    expect(within(item).getByText('공복')).toBeTruthy();
    expect(recentQueries()[0]).toMatchObject({
      page: { name: 'page', valueInteger: 1 },
      rows: { name: 'rows', valueInteger: 20 },
      code: { name: 'code', valueCoding: { system: loinc, code: '41653-7' } },
    });
  });

  it('shows the grade of a blood pressure as text', async () => {
    answer({ records: [pressure] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0017');

    const item = (await screen.findByText('2026.03.14 09:30')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('130/85 mmHg');
    await waitFor(() => expect(within(item).getByText('관심')).toBeTruthy());
    expect(recentQueries()[0]?.code?.valueCoding).toEqual(bloodPressurePanel);
    expect(recentQueries()[0]?.upperCode).toBeUndefined();
  });

  it("shows a checkup's blood pressure among the records, marked as the checkup's, to see and not to change (issue 32.3)", async () => {
    const fromCheckup: Observation = {
      ...observation({
        typeKey: 'bloodPressure',
        values: { sbp: 128, dbp: 84 },
        effectiveDateTime: '2026-02-10T09:00:00+09:00',
      }),
      derivedFrom: [{ reference: 'DiagnosticReport/report-7' }],
    };
    answer({ records: [pressure, fromCheckup] });
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage?lifelogTypeCode=0017');

    const item = (await screen.findByText('2026.02.10 09:00')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('128/84 mmHg');
    const mark = within(item).getByRole('link', { name: '2026.02.10 09:00 건강검진 결과 보기' });
    expect(mark.textContent).toBe('건강검진 결과');
    expect(mark.getAttribute('href')).toBe('/main/health-checkup?checkupId=report-7');
    expect(within(item).queryByRole('link', { name: /기록 수정/ })).toBeNull();
    expect(within(item).queryByRole('button', { name: /삭제|공유/ })).toBeNull();
    expect(screen.getByRole('link', { name: '2026.03.14 09:30 기록 수정' })).toBeTruthy();
  });

  it('says there is no measurement (M0051) when there are no records', async () => {
    answer({});
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0017');

    expect(await screen.findByRole('heading', { name: '측정 데이터가 없어요.' })).toBeTruthy();
  });

  it('links each own record to the entry overlay to edit it, and offers to record a new one', async () => {
    answer({ records: [pressure] });
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage?lifelogTypeCode=0017');

    const edit = await screen.findByRole('link', { name: '2026.03.14 09:30 기록 수정' });
    expect(edit.getAttribute('href')).toBe(
      '/main/my/lifelogDetailPage/lifeLogForm?lifelogTypeCode=0017&id=bp-1',
    );
    expect(screen.getByRole('link', { name: '기록하기' }).getAttribute('href')).toBe(
      '/main/my/lifelogDetailPage/lifeLogForm?lifelogTypeCode=0017',
    );
  });

  it('offers no recording, editing or deleting of steps, which only a health app records', async () => {
    const steps = observation({
      id: 'steps-1',
      typeKey: 'step',
      values: { stepCount: 4200 },
      effectiveDateTime: '2026-03-14T09:00:00+09:00',
    });
    answer({ records: [steps] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0008');

    expect(await screen.findByText('2026.03.14 09:00')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '기록하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /삭제/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /수정/ })).toBeNull();
  });

  it('shares one own record into channels (actCode 0002 + its id) through the kernel’s bus, steps too', async () => {
    const steps = observation({
      id: 'steps-1',
      typeKey: 'step',
      values: { stepCount: 4200 },
      effectiveDateTime: '2026-03-14T09:00:00+09:00',
    });
    answer({ records: [steps] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0008');

    const share = await screen.findByRole('button', { name: '2026.03.14 09:00 기록 채널에 공유' });
    const requests: unknown[] = [];
    const subscription = bus.on('channel.share-requested').subscribe(({ payload }) => requests.push(payload));
    fireEvent.click(share);
    subscription.unsubscribe();
    expect(requests).toEqual([{ actCode: '0002', params: { observationId: 'steps-1' } }]);
  });

  it("shows a family member's shared records read only, asking for their subject", async () => {
    const relative = 'a1b2c3d4-0000-4000-8000-000000000001';
    answer({ records: [pressure] });
    await renderRemoteAt(RemoteRoot, `/main/my/lifelogDetailPage?lifelogTypeCode=0017&subject=${relative}`);

    expect(await screen.findByText('가족이 공유한 기록이에요. 보기만 할 수 있어요.')).toBeTruthy();
    expect(await screen.findByText('2026.03.14 09:30')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '기록하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /채널에 공유/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /삭제/ })).toBeNull();
    await waitFor(() => expect(periodQueries().length).toBeGreaterThan(0));
    for (const parts of [...recentQueries(), ...periodQueries()]) {
      expect(parts.subject?.valueReference).toEqual({ reference: `Patient/${relative}` });
    }
  });

  it('deletes a record only once the person confirms, then reads the list again and tells the others', async () => {
    answer({ records: [pressure] });
    api.on('DELETE /fhir/Observation/bp-1', { status: 204, data: '' });
    const changes: string[] = [];
    const subscription = bus
      .on('lifelog.changed')
      .subscribe(({ payload }) => changes.push(payload.lifelogTypeKey));
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0017');

    fireEvent.click(await screen.findByRole('button', { name: '2026.03.14 09:30 기록 삭제' }));
    const refused = await dialogOf('confirm');
    expect(refused.options.message).toBe('2026.03.14 09:30에 측정한 130/85 mmHg 기록을 삭제할까요?');
    act(() => refused.close(false));
    expect(api.routes()).not.toContain('DELETE /fhir/Observation/bp-1');

    const recentBefore = recentQueries().length;
    const periodBefore = periodQueries().length;
    answer({ records: [] });
    fireEvent.click(screen.getByRole('button', { name: '2026.03.14 09:30 기록 삭제' }));
    const confirm = await dialogOf('confirm');
    act(() => confirm.close(true));

    expect((await dialogOf('toast')).message).toBe('기록을 삭제했어요');
    expect(api.routes()).toContain('DELETE /fhir/Observation/bp-1');
    expect(await screen.findByRole('heading', { name: '측정 데이터가 없어요.' })).toBeTruthy();
    expect(recentQueries().length).toBe(recentBefore + 1);
    expect(periodQueries().length).toBeGreaterThan(periodBefore);
    expect(changes).toEqual(['bloodPressure']);
    subscription.unsubscribe();
  });

  it('loads the next page of records on request', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        observation({
          id: `weight-${from + index}`,
          typeKey: 'weight',
          values: { weight: 60 + (from + index) / 10 },
          effectiveDateTime: `2026-02-${String(28 - ((from + index) % 28)).padStart(2, '0')}T08:00:00+09:00`,
        }),
      );
    api.on(aggregateRoute, (body) => {
      const parts = partsOf(body);
      if (parts.type?.valueCode !== 'recent') return { status: 200, data: { resourceType: 'Parameters' } };
      const first = parts.page?.valueInteger === 1;
      return { status: 200, data: recent(25, first ? page(0, 20) : page(20, 5)) };
    });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0010');

    expect(await screen.findByText('전체 25건')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(recentQueries().at(-1)?.page?.valueInteger).toBe(2);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });
});

describe('life-log detail reloads', () => {
  it('reads its records again when they change, or when the native host asks for this type or all', async () => {
    answer({ records: [pressure] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0017');
    await screen.findByText('2026.03.14 09:30');
    const asked = () => recentQueries().length;

    act(() => bus.publish('lifelog.changed', { lifelogTypeKey: 'bloodPressure' }));
    await waitFor(() => expect(asked()).toBe(2));
    act(() => bus.publish('lifelog.refresh-requested', { lifelogTypeCode: '0017' }));
    await waitFor(() => expect(asked()).toBe(3));
    act(() => bus.publish('lifelog.refresh-requested', {}));
    await waitFor(() => expect(asked()).toBe(4));

    // Other types' events come first: had they reloaded the page, their requests would be counted before this one.
    act(() => bus.publish('lifelog.changed', { lifelogTypeKey: 'weight' }));
    act(() => bus.publish('lifelog.refresh-requested', { lifelogTypeCode: '0010' }));
    act(() => bus.publish('lifelog.changed', { lifelogTypeKey: 'bloodPressure' }));
    await waitFor(() => expect(asked()).toBeGreaterThanOrEqual(5));
    expect(asked()).toBe(5);
    await screen.findByText('2026.03.14 09:30');
  });
});

describe('life-log detail of an unknown type', () => {
  it('says so and links back to my health', async () => {
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=9999');

    expect(await screen.findByRole('heading', { name: '어떤 기록인지 알 수 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '마이 헬스로 가기' }).getAttribute('href')).toBe('/main/my');
    expect(api.routes()).not.toContain(aggregateRoute);
  });

  it('says so when no type is given', async () => {
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage');

    expect(await screen.findByRole('heading', { name: '어떤 기록인지 알 수 없어요' })).toBeTruthy();
  });
});

describe('life-log detail in English', () => {
  it('shows its tabs, period buttons, empty chart and records in English', async () => {
    answer({ records: [pressure] });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0017', 'en');

    expect(await screen.findByRole('heading', { name: 'Blood pressure' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Period' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Day',
      'Week',
      'Month',
      '6 months',
      'Year',
    ]);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeTruthy();
    expect(await screen.findByText('Nothing was recorded in this period.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Measurements' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Delete the record of 2026.03.14 09:30' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record' })).toBeTruthy();
  });

  it('says an unknown type is unknown in English', async () => {
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=nothing', 'en');

    expect(await screen.findByRole('heading', { name: "We don't know this kind of record" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My health' })).toBeTruthy();
  });
});

describe('life-log detail in Khmer', () => {
  it('says the period is empty, the total and the way to the latest record, and names the zones, in Khmer', async () => {
    const missingTexts = watchMissingTexts();
    answer({
      records: [
        observation({
          id: 'bp-0',
          typeKey: 'bloodPressure',
          values: { sbp: 130, dbp: 85 },
          effectiveDateTime: '2026-02-10T09:30:00+09:00',
        }),
      ],
      buckets: (parts) => {
        if (parts.period?.valuePeriod?.start !== '2026-02-04') return [];
        return [bucket('2026-02-10', parts.code?.valueCoding?.code === '8480-6' ? 130 : 85)];
      },
    });
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0017', 'km');

    expect(await screen.findByText('មិនមានកំណត់ត្រាក្នុងរយៈពេលនេះទេ។')).toBeTruthy();
    expect(screen.getByText('កំណត់ត្រាសរុប 1', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'មើលកំណត់ត្រាចុងក្រោយ (2026.02.10)' }));
    const key = await screen.findByRole('list', { name: 'ចន្លោះកម្រិត' });
    expect(within(key).getAllByRole('listitem')).toHaveLength(6);
    expect(missingTexts.stop()).toEqual([]);
  });
});

/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, dialogs } from 'shared-kernel';
import { buildAggregateParameters, buildLifelogObservation } from 'shared-kernel/isomorphic';
import { demoUser, fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  fixClock,
  goal,
  goalDays,
  type FakeApi,
} from '../routine-common/testing/dashboardFixtures';

// ApexCharts cannot draw in jsdom: the chart shows its series and goal line as text instead.
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: ({
    series,
    options,
  }: {
    series: unknown;
    options: {
      annotations: { yaxis: { y: number; label: { text: string } }[]; xaxis: { label: { text: string } }[] };
    };
  }) => {
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    return createElement(
      'div',
      null,
      createElement('pre', { 'data-testid': 'series' }, JSON.stringify(series)),
      createElement(
        'pre',
        { 'data-testid': 'goal-line' },
        options.annotations.yaxis.map((line) => `${line.label.text} ${line.y}`).join(),
      ),
      createElement(
        'pre',
        { 'data-testid': 'end-line' },
        options.annotations.xaxis.map((line) => line.label.text).join(),
      ),
    );
  },
}));

type Parameters = ReturnType<typeof buildAggregateParameters>;
const aggregateRoute = 'POST /fhir/Observation/$aggregate';

function weight(value: number, at: string) {
  return buildLifelogObservation({
    typeKey: 'weight',
    subjectId: demoUser.fhirResId,
    values: { weight: value },
    effectiveDateTime: at,
  });
}

/** Newest first, as `$aggregate` type recent answers; one before the goal began. */
const records = [
  weight(70.4, '2026-03-10T07:30:00+09:00'),
  weight(70.9, '2026-03-03T07:30:00+09:00'),
  weight(71.6, '2026-02-24T07:30:00+09:00'),
  weight(73, '2026-01-20T07:30:00+09:00'),
];

let api: FakeApi;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  answerDashboard(api, { goals: [goal()], days: goalDays() });
  api.on(aggregateRoute, {
    status: 200,
    data: {
      resourceType: 'Parameters',
      parameter: [
        { name: 'total', valueInteger: records.length },
        ...records.map((resource) => ({ name: 'record', resource })),
      ],
    },
  });
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

function partsOf(body: unknown): Record<string, unknown> {
  const [lifelog] = (body as Parameters).parameter ?? [];
  return Object.fromEntries((lifelog?.part ?? []).map((part) => [part.name, part]));
}

describe('the roadmap card', () => {
  it('reads the recent weight records, page 1 of 371 rows, from the FHIR store', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard');
    await screen.findByRole('region', { name: '목표 로드맵' });
    await waitFor(() => expect(api.bodies(aggregateRoute)).toHaveLength(1));
    expect(partsOf(api.bodies(aggregateRoute)[0])).toEqual({
      type: { name: 'type', valueCode: 'recent' },
      code: {
        name: 'code',
        valueCoding: { system: 'http://loinc.org', code: '29463-7', display: 'Body weight' },
      },
      page: { name: 'page', valueInteger: 1 },
      rows: { name: 'rows', valueInteger: 371 },
    });
  });

  it('draws from the begin value to the goal, with the goal line and the goal’s records', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard');
    const card = await screen.findByRole('region', { name: '목표 로드맵' });
    const chart = await within(card).findByRole('img', {
      name: '체중 로드맵: 기록 3개, 시작 72kg, 최근 70.4kg, 목표 68kg',
    });
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
    expect(JSON.parse(within(chart).getByTestId('series').textContent ?? '')).toEqual([
      {
        name: '체중 기록',
        data: [
          [day('2026-02-24'), 71.6],
          [day('2026-03-03'), 70.9],
          [day('2026-03-10'), 70.4],
        ],
      },
      {
        name: '목표까지의 길',
        data: [
          [day('2026-02-16'), 72],
          [day('2026-03-15'), 68],
        ],
      },
    ]);
    expect(within(chart).getByTestId('goal-line').textContent).toBe('목표 68kg 68');
    // The x-axis names the goal's last day (issue 35).
    expect(within(chart).getByTestId('end-line').textContent).toBe('종료 03.15');
    expect(within(card).getByText('목표까지 2.4kg 남았어요')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '자세히' }).getAttribute('href')).toBe(
      '/main/health-goal-dashboard/health-roadmap-detail',
    );
  });

  it('reads the records again when a weight is recorded', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard');
    await screen.findByRole('img', { name: /체중 로드맵/ });
    act(() => bus.publish('lifelog.changed', { lifelogTypeKey: 'weight' }));
    await waitFor(() => expect(api.bodies(aggregateRoute)).toHaveLength(2));
  });
});

describe('the roadmap detail', () => {
  it('shows the records as a table (the chart’s accessible alternative) and a way to enter a weight', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard/health-roadmap-detail');
    const sheet = await screen.findByRole('dialog', { name: '목표 로드맵' });
    const table = await within(sheet).findByRole('table', { name: '체중 기록' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '날짜체중 (kg)시작 대비',
      '2026.03.1070.4-1.6kg',
      '2026.03.0370.9-1.1kg',
      '2026.02.2471.6-0.4kg',
    ]);
    expect(within(sheet).getByRole('link', { name: '체중 입력하기' }).getAttribute('href')).toBe(
      '/main/health-goal-dashboard/health-roadmap-detail/input/basal/metabolic',
    );
  });

  it('stays open under mf-lifelog’s weight form', async () => {
    await renderRemoteAt(
      RemoteRoot,
      '/main/health-goal-dashboard/health-roadmap-detail/input/basal/metabolic',
    );
    expect(await screen.findByRole('dialog', { name: '목표 로드맵' })).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  answerNoRecords,
  fixClock,
  goal,
  goalDays,
  stretching,
  type FakeApi,
} from '../routine-common/testing/dashboardFixtures';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

let api: FakeApi;
let asked: string[];

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  const days = goalDays().map((day) => {
    // Wednesday 03-04: stretching not done; Friday 03-06: walking not done; Thursday 03-12: tonight's
    // stretching postponed to it.
    if (day.routhLapseDe === '2026-03-04')
      return {
        ...day,
        helthGoalExrciseDtlsList: day.helthGoalExrciseDtlsList.map((one) =>
          one.exrciseItemNm === '스트레칭' ? { ...one, exrciseAt: 'N' as const } : one,
        ),
      };
    if (day.routhLapseDe === '2026-03-06')
      return {
        ...day,
        helthGoalExrciseDtlsList: day.helthGoalExrciseDtlsList.map((one) => ({
          ...one,
          exrciseAt: 'N' as const,
        })),
      };
    if (day.routhLapseDe === '2026-03-12')
      return {
        ...day,
        helthGoalExrciseDtlsList: [
          stretching(170, '2026-03-12', { delayExrciseAt: 'Y', exrciseTodCode: '0001' }),
        ],
      };
    return day;
  });
  answerDashboard(api, { goals: [goal()], days });
  const answer = api;
  asked = [];
  const original = { days };
  answer.on('GET /api/routine/dashboard2', (_body, { query }) => {
    const from = query.get('fromSearchDt') ?? '';
    const to = query.get('toSearchDt') ?? '';
    asked.push(`${from}~${to}`);
    return {
      status: 200,
      data: {
        helthGoalList: [goal()],
        routhLapseList: original.days.filter((day) => from <= day.routhLapseDe && day.routhLapseDe <= to),
      },
    };
  });
  answerNoRecords(api);
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

async function openCalendar(): Promise<HTMLElement> {
  await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard/dashboard-calendar');
  const sheet = await screen.findByRole('dialog', { name: '운동 달력' });
  await within(sheet).findByRole('table');
  return sheet;
}

/** The mark of a day by its name after the day number it starts with (`2, 3월 2일, 완료 1개`). */
function markOf(sheet: HTMLElement, label: string): string | null {
  const name = `${Number(/(\d+)일/.exec(label)?.[1])}, ${label}`;
  return (
    within(sheet).getByRole('button', { name }).querySelector('[data-status]')?.getAttribute('data-status') ??
    null
  );
}

describe('the dashboard calendar', () => {
  it('reads the month in one dashboard2 request', async () => {
    await openCalendar();
    expect(asked).toEqual(['2026-03-09~2026-03-15', '2026-03-01~2026-03-31']);
  });

  it('marks each day done, missed, postponed or planned, with counts in its accessible name', async () => {
    const sheet = await openCalendar();
    expect(within(sheet).getByRole('heading', { name: '2026년 3월' })).toBeTruthy();
    expect(markOf(sheet, '3월 2일, 완료 1개')).toBe('done');
    expect(markOf(sheet, '3월 4일, 완료 1개, 못 함 1개')).toBe('missed');
    expect(markOf(sheet, '3월 6일, 못 함 1개')).toBe('missed');
    expect(markOf(sheet, '3월 12일, 미룸 1개')).toBe('postponed');
    expect(markOf(sheet, '3월 11일, 예정 2개')).toBe('planned');
    expect(markOf(sheet, '3월 10일, 운동 없음')).toBeNull();
    expect(
      within(sheet).getByRole('button', { name: '11, 3월 11일, 예정 2개' }).getAttribute('aria-current'),
    ).toBe('date');
    const legend = within(sheet).getByRole('list', { name: '표시 설명' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['●완료', '✕못 함', '↻미룸', '○예정']);
  });

  it('counts each status of a mixed day', async () => {
    const sheet = await openCalendar();
    fireEvent.click(within(sheet).getByRole('button', { name: '4, 3월 4일, 완료 1개, 못 함 1개' }));
    const chosen = within(sheet).getByRole('heading', { name: '3월 4일 수요일' })
      .parentElement as HTMLElement;
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['●걷기 · 30분 · 아침 · 129.4kcal완료', '✕스트레칭 · 15분 · 저녁 · 42.5kcal못 함']);
  });

  it('goes to the previous and next month, reading each', async () => {
    const sheet = await openCalendar();
    fireEvent.click(within(sheet).getByRole('button', { name: '이전 달' }));
    await waitFor(() => expect(asked).toContain('2026-02-01~2026-02-28'));
    expect(await within(sheet).findByRole('heading', { name: '2026년 2월' })).toBeTruthy();
    expect(await within(sheet).findByRole('button', { name: '28, 2월 28일, 운동 없음' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '다음 달' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '다음 달' }));
    await waitFor(() => expect(asked).toContain('2026-04-01~2026-04-30'));
    expect(await within(sheet).findByRole('button', { name: '30, 4월 30일, 운동 없음' })).toBeTruthy();
  });
});

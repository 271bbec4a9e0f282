/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, session, startOutboxService, type OutboxService } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerDashboard,
  answerNoRecords,
  dialogOf,
  fixClock,
  goal,
  goalDays,
  ids,
  noSmoking,
  walking,
  type FakeApi,
} from '../routine-common/testing/dashboardFixtures';
import { saveOrKeep } from '.';

// ApexCharts cannot draw in jsdom (the roadmap card's chart).
jest.mock('react-apexcharts/core', () => jest.requireActual('../routine-common/testing/chartStub'));

const base = '/main/health-goal-dashboard';
const checkRoute = `PUT /api/routine/helthGoal/exrcise/dtls/${ids.walkingToday}`;
const noSmokingRoute = `PUT /api/routine/helthGoal/nosmkng/dtls/${ids.noSmokingYesterday}`;

/** What a call gets when the phone is offline: no answer at all. */
function noAnswer(): never {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}

let api: FakeApi;
let online: boolean;
/** The shell's outbox service, which sends kept entries whichever page is open. */
let service: OutboxService | undefined;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  online = false;
  api = fakeApi();
  answerDashboard(api, { goals: [goal()], days: goalDays() });
  answerNoRecords(api);
  api.on(checkRoute, (body) => {
    if (!online) return noAnswer();
    return { status: 200, data: walking(ids.walkingToday, '2026-03-11', body as object) };
  });
  api.on(noSmokingRoute, (body) => {
    if (!online) return noAnswer();
    return { status: 200, data: { ...noSmoking(ids.noSmokingYesterday, '2026-03-10'), ...(body as object) } };
  });
});

afterEach(() => {
  service?.stop();
  service = undefined;
  dialogs.closeAll();
  jest.useRealTimers();
});

function waiting(): string | null {
  return screen.queryByText(/보내기를 기다리는 기록이/)?.textContent ?? null;
}

function walkingBox(): HTMLInputElement {
  return screen.getByRole('checkbox', { name: '걷기' }) as HTMLInputElement;
}

async function showDashboard() {
  await renderRemoteAt(RemoteRoot, base);
  await act(async () => {
    service = startOutboxService();
  });
  await screen.findByRole('heading', { name: '오늘의 목표' });
}

describe('routine entries made offline', () => {
  it('keep a check on the phone, show it checked and waiting, and send it once back online', async () => {
    await showDashboard();
    fireEvent.click(walkingBox());

    await waitFor(() => expect(waiting()).toBe('보내기를 기다리는 기록이 1건 있어요'));
    expect(walkingBox().checked).toBe(true);
    expect(within(walkingBox().closest('li') as HTMLElement).getByText('보내기 대기')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '운동 시간' }).getAttribute('aria-valuetext')).toBe(
      '240분 / 480분',
    );
    expect(screen.getByRole('status').textContent).toBe('보내기를 기다리는 기록이 1건 있어요');

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(waiting()).toBeNull());
    expect(api.bodies(checkRoute)).toEqual([
      { exrciseExecutDtlsSn: ids.walkingToday, exrciseAt: 'Y' },
      { exrciseExecutDtlsSn: ids.walkingToday, exrciseAt: 'Y' },
    ]);
    expect(walkingBox().checked).toBe(true);
    expect(screen.queryByText('보내기 대기')).toBeNull();
  });

  it('show the kept value on the next dashboard load while still offline', async () => {
    expect(
      await saveOrKeep({
        kind: 'exercise',
        id: ids.walkingToday,
        planDe: '2026-03-11',
        body: { exrciseExecutDtlsSn: ids.walkingToday, exrciseAt: 'Y' },
      }),
    ).toEqual({ state: 'kept' });
    await showDashboard();
    expect(walkingBox().checked).toBe(true);
    await waitFor(() => expect(waiting()).toBe('보내기를 기다리는 기록이 1건 있어요'));
  });

  it('are sent on the next dashboard load', async () => {
    await saveOrKeep({
      kind: 'noSmoking',
      id: ids.noSmokingYesterday,
      planDe: '2026-03-10',
      body: { nosmkngExecutDtlsSn: ids.noSmokingYesterday, nosmkngAt: 'Y' },
    });
    online = true;
    await showDashboard();
    await waitFor(() => expect(api.bodies(noSmokingRoute)).toHaveLength(2));
    await waitFor(() => expect(waiting()).toBeNull());
  });

  it('keep a no-smoking entry and say it will be sent', async () => {
    await renderRemoteAt(RemoteRoot, `${base}/no-smoking-record`);
    const sheet = await screen.findByRole('dialog', { name: '금연' });
    fireEvent.click(within(sheet).getByRole('radio', { name: '피우지 않았어요' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '저장하기' }));

    expect((await dialogOf('toast')).message).toBe(
      '인터넷에 연결되면 보낼게요. 이 휴대폰에 저장해 두었어요.',
    );
    await waitFor(() => expect(window.location.pathname).toBe(base));
    const card = screen.getByRole('region', { name: '금연' });
    expect(within(card).getByText('피우지 않았어요')).toBeTruthy();
    expect(within(card).getByText('보내기 대기')).toBeTruthy();
  });

  it('drop an entry the API refuses once sent, and say so', async () => {
    await saveOrKeep({
      kind: 'exercise',
      id: ids.walkingToday,
      planDe: '2026-03-11',
      body: { exrciseExecutDtlsSn: ids.walkingToday, exrciseAt: 'Y' },
    });
    api.on(checkRoute, { status: 404, data: { code: 'M0105', message: '잘못된 접근이에요.' } });
    await showDashboard();
    expect((await dialogOf('alert')).options.message).toBe(
      '이 휴대폰에 저장해 둔 기록(3월 11일 운동 체크)을 보낼 수 없어서 지웠어요. 잘못된 접근이에요.',
    );
    await waitFor(() => expect(walkingBox().checked).toBe(false));
    expect(waiting()).toBeNull();
  });

  it('are forgotten at logout', async () => {
    await saveOrKeep({
      kind: 'exercise',
      id: ids.walkingToday,
      planDe: '2026-03-11',
      body: { exrciseExecutDtlsSn: ids.walkingToday, exrciseAt: 'Y' },
    });
    act(() => session.clear());
    logIn();
    online = true;
    await showDashboard();
    expect(walkingBox().checked).toBe(false);
    expect(api.bodies(checkRoute)).toHaveLength(1);
  });
});

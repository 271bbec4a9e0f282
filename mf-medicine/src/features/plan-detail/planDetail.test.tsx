/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { addDays, type MedicationPlan, type MedicationPlanInput } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerBoard,
  base,
  dialogOf,
  dosesOf,
  endedPlan,
  fixClock,
  plan,
  today,
  type FakeApi,
} from '../medicine-common/testing/fixtures';

let api: FakeApi;
let plans: MedicationPlan[];

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  plans = [plan(), endedPlan];
  answerBoard(api, plans, dosesOf(plans[0] as MedicationPlan));
  api.on(`PUT ${base}/plan/1/noti`, (body) => {
    const changed = { ...(plans[0] as MedicationPlan), ...(body as { notiAt: 'Y' | 'N' }) };
    plans = [changed, endedPlan];
    answerBoard(api, plans, dosesOf(changed));
    return { status: 200, data: changed };
  });
  api.on(`PUT ${base}/plan/1`, (body) => {
    const changed: MedicationPlan = { ...(plans[0] as MedicationPlan), ...(body as MedicationPlanInput) };
    return { status: 200, data: changed };
  });
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

async function openDetail(tkmdSn = 1) {
  await renderRemoteAt(RemoteRoot, `/main/medicine?plan=${tkmdSn}`);
  return screen.findByRole('dialog');
}

describe('a plan’s detail', () => {
  it('opens from the plan list and shows cycle, period with total days, times, alert and adherence', async () => {
    await renderRemoteAt(RemoteRoot, '/main/medicine');
    fireEvent.click(await screen.findByRole('link', { name: '타이레놀' }));
    const sheet = await screen.findByRole('dialog', { name: '타이레놀' });
    expect(window.location.search).toBe('?plan=1');
    const facts = sheet.querySelector('dl')?.textContent ?? '';
    expect(facts).toContain('매일');
    expect(facts).toContain('2026.03.02 ~ 2026.03.31 (총 30일)');
    expect(facts).toContain('아침 08:00, 저녁 19:00');
    expect(facts).toContain('60분이 지나도 안 먹으면 알림');
    expect(facts).toContain('한국얀센 · 500mg');
    expect(within(sheet).getByRole('meter', { name: '타이레놀 복약률' })).toBeTruthy();
    expect(within(sheet).getByText(/바꾼 내용은 지금 이후에 먹을 약부터 적용돼요/)).toBeTruthy();
  });

  it('turns the reminder off with PUT /plan/{id}/noti, the switch following', async () => {
    const sheet = await openDetail();
    const reminder = within(sheet).getByRole('switch', { name: '복용 시간 알림' });
    expect(reminder.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(reminder);
    await waitFor(() => expect(reminder.getAttribute('aria-checked')).toBe('false'));
    expect(api.bodies(`PUT ${base}/plan/1/noti`)).toEqual([{ notiAt: 'N' }]);
  });

  it('ends the plan today after a confirmation, sending the plan with tkmdEndDe = today', async () => {
    const sheet = await openDetail();
    fireEvent.click(within(sheet).getByRole('button', { name: '복용 끝내기' }));
    const confirm = await dialogOf('confirm');
    expect(confirm.options.message).toBe('타이레놀 복용을 오늘로 끝낼까요? 내일부터는 일정과 알림이 없어요.');
    confirm.close(true);
    await waitFor(() => expect(api.bodies(`PUT ${base}/plan/1`)).toHaveLength(1));
    expect(api.bodies(`PUT ${base}/plan/1`)[0]).toEqual({
      tkmdNm: '타이레놀',
      itemSeq: '200300001',
      tkmdTypeCode: '0001',
      tkmdCycleCode: '0001',
      tkmdDowList: [],
      tkmdIntrvlDayCnt: null,
      tkmdBeginDe: '2026-03-02',
      tkmdEndDe: '2026-03-11',
      tkmdTimeList: ['08:00', '19:00'],
      notiAt: 'Y',
      missedAlertMi: 60,
    });
    expect((await dialogOf('toast')).message).toBe('복용을 끝냈어요.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not end the plan when the confirmation is cancelled', async () => {
    const sheet = await openDetail();
    fireEvent.click(within(sheet).getByRole('button', { name: '복용 끝내기' }));
    (await dialogOf('confirm')).close(false);
    await waitFor(() => expect(screen.getByRole('dialog', { name: '타이레놀' })).toBeTruthy());
    expect(api.bodies(`PUT ${base}/plan/1`)).toEqual([]);
  });

  it('of an ended plan offers neither editing nor ending', async () => {
    const sheet = await openDetail(3);
    expect(
      within(sheet).getByText('복용이 끝난 약은 바꿀 수 없지만, 다시 이어서 먹을 수 있어요.'),
    ).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '복용 끝내기' })).toBeNull();
    expect(within(sheet).queryByRole('link', { name: '복용 일정 바꾸기' })).toBeNull();
    expect((within(sheet).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('continues an ended plan for the chosen length from today, and says so (issue 36.7)', async () => {
    api.on(`POST ${base}/plan/3/continue`, (body) => ({
      status: 200,
      data: { ...endedPlan, ...(body as { tkmdEndDe: string }), planState: 'ongoing' },
    }));
    const sheet = await openDetail(3);

    fireEvent.click(within(sheet).getByRole('button', { name: '다시 이어서 먹기' }));
    const choice = await dialogOf('select');
    expect(choice.options.options.map((option) => option.label)).toEqual([
      '7일 동안',
      '30일 동안',
      '90일 동안',
      '종료일 없이',
    ]);
    choice.close('30');

    expect((await dialogOf('toast')).message).toBe('다시 이어서 먹어요.');
    // 30 days counted from today, today included.
    expect(api.bodies(`POST ${base}/plan/3/continue`)).toEqual([{ tkmdEndDe: addDays(today, 29) }]);
  });

  it('continues an ended plan with no end date when chosen', async () => {
    api.on(`POST ${base}/plan/3/continue`, (body) => ({
      status: 200,
      data: { ...endedPlan, ...(body as { tkmdEndDe: string }), planState: 'ongoing' },
    }));
    const sheet = await openDetail(3);

    fireEvent.click(within(sheet).getByRole('button', { name: '다시 이어서 먹기' }));
    (await dialogOf('select')).close('null');

    await waitFor(() =>
      expect(api.bodies(`POST ${base}/plan/3/continue`)).toEqual([{ tkmdEndDe: '9999-12-31T23:59:59' }]),
    );
  });

  it('edits the plan in the same settings screens, prefilled, saving with PUT and saying so', async () => {
    const sheet = await openDetail();
    fireEvent.click(within(sheet).getByRole('link', { name: '복용 일정 바꾸기' }));
    await screen.findByRole('button', { name: '저장하기' });
    expect(window.location.pathname).toBe('/main/medicine/settings');
    expect(screen.getByText(/바꾼 내용은 지금 이후에 먹을 약부터 적용돼요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /복용 시간 아침 08:00, 저녁 19:00/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: /복용 기간/ }));
    const begin = (await screen.findByLabelText('시작일')) as HTMLInputElement;
    expect(begin.disabled).toBe(true);
    expect(screen.getByText('이미 시작한 일정은 시작일을 바꿀 수 없어요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-04-30' } });
    expect(screen.getByText('총 60일')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));

    fireEvent.click(await screen.findByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/medicine'));
    expect(api.bodies(`PUT ${base}/plan/1`)).toEqual([
      expect.objectContaining({ tkmdBeginDe: '2026-03-02', tkmdEndDe: '2026-04-30' }),
    ]);
    expect((await dialogOf('toast')).message).toBe('복용 일정을 바꿨어요.');
  });

  it('refuses to edit an ended plan (M1106) and goes back to the tab', async () => {
    await renderRemoteAt(RemoteRoot, '/main/medicine/settings?plan=3');
    expect((await dialogOf('toast')).message).toBe('종료된 복약 계획은 바꿀 수 없어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/main/medicine'));
  });
});

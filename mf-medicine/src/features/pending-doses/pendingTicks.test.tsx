/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dialogs, session, startOutboxService, type OutboxService } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerBoard,
  answerTicks,
  base,
  dialogOf,
  doseSn,
  dosesOf,
  fixClock,
  plan,
  type FakeApi,
} from '../medicine-common/testing/fixtures';
import { tickOrKeep } from '.';

const tylenol = plan();
let doses = dosesOf(tylenol);
const morning = doseSn(1, '2026-03-11T08:00:00');
const morningRoute = `PUT ${base}/plan/1/${morning}`;
const morningTick = {
  tkmdSn: 1,
  tkmdDtlsSn: morning,
  tkmdNm: '타이레놀',
  tkmdPlanDt: '2026-03-11T08:00:00',
  tkmdSttusCode: '0002',
} as const;

/** What a call gets when the phone is offline: no answer at all. */
function noAnswer(): never {
  throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}

let api: FakeApi;
let online: boolean;
/** The shell's outbox service, which sends kept ticks whichever page is open. */
let service: OutboxService | undefined;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  online = false;
  api = fakeApi();
  doses = dosesOf(tylenol);
  answerBoard(api, [tylenol], doses);
  answerTicks(api, doses, () => (online ? null : noAnswer()));
});

afterEach(() => {
  service?.stop();
  service = undefined;
  dialogs.closeAll();
  jest.useRealTimers();
});

const takenButton = () => screen.getByRole('button', { name: '타이레놀 아침 08:00 먹었어요' });
const waiting = () => screen.queryByText(/보내기를 기다리는 복용 기록이/)?.textContent ?? null;

async function showTab() {
  await renderRemoteAt(RemoteRoot, '/main/medicine');
  await act(async () => {
    service = startOutboxService();
  });
  await screen.findByRole('heading', { name: '오늘 먹을 약' });
}

describe('a dose ticked offline', () => {
  it('is kept on the phone, shown taken and waiting, and sent once the API is back', async () => {
    await showTab();
    fireEvent.click(takenButton());
    expect((await dialogOf('toast')).message).toBe(
      '인터넷에 연결되면 보낼게요. 이 휴대폰에 저장해 두었어요.',
    );
    await waitFor(() => expect(waiting()).toBe('보내기를 기다리는 복용 기록이 1건 있어요'));
    expect(takenButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('보내기 대기')).toBeTruthy();
    expect(screen.getByRole('meter', { name: '이번 주' }).getAttribute('aria-valuetext')).toBe(
      '80%, 5회 중 4회 복용, 잘 지키고 있어요',
    );

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(waiting()).toBeNull());
    expect(api.bodies(morningRoute)).toEqual([{ tkmdSttusCode: '0002' }, { tkmdSttusCode: '0002' }]);
    expect(takenButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('보내기 대기')).toBeNull();
  });

  it('shows as ticked on the next load while still offline', async () => {
    expect(await tickOrKeep(morningTick)).toEqual({ state: 'kept' });
    await showTab();
    expect(takenButton().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(waiting()).toBe('보내기를 기다리는 복용 기록이 1건 있어요'));
  });

  it('is dropped with a message when the API refuses it once sent', async () => {
    await tickOrKeep(morningTick);
    answerTicks(api, doses, () => ({
      status: 409,
      data: { code: 'M1106', message: '종료된 복약 계획은 바꿀 수 없어요.' },
    }));
    await showTab();
    expect((await dialogOf('alert')).options.message).toBe(
      '이 휴대폰에 저장해 둔 복용 기록(타이레놀 08:00)을 보낼 수 없어서 지웠어요. 종료된 복약 계획은 바꿀 수 없어요.',
    );
    await waitFor(() => expect(takenButton().getAttribute('aria-pressed')).toBe('false'));
    expect(waiting()).toBeNull();
  });

  it('is forgotten at logout', async () => {
    await tickOrKeep(morningTick);
    act(() => session.clear());
    logIn();
    online = true;
    await showTab();
    expect(takenButton().getAttribute('aria-pressed')).toBe('false');
    expect(api.bodies(morningRoute)).toHaveLength(1);
  });
});

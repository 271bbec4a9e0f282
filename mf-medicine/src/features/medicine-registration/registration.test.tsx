/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import type { MedicationPlanInput, MedicineItem } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';
import {
  answerBoard,
  base,
  dialogOf,
  fixClock,
  plan,
  type FakeApi,
} from '../medicine-common/testing/fixtures';
import { searchDebounceMs } from './useMedicineSearch';

const tylenol: MedicineItem = {
  itemSeq: '200300001',
  itemName: '타이레놀정500밀리그람',
  itemEngName: 'Tylenol 500mg',
  entpName: '한국얀센',
  formName: '정제',
  strength: '500mg',
  efcyQesitm: '해열, 진통',
};

let api: FakeApi;

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
  api = fakeApi();
  answerBoard(api, [plan()], []);
  api.on(`GET ${base}/medicines`, (_body, request) => {
    const itemName = request.query.get('itemName') ?? '';
    const items = ['ㅌㅇㄹㄴ', '타이', '타이레놀'].includes(itemName) ? [tylenol] : [];
    return { status: 200, data: { items, totalCount: items.length, page: 1, rows: 20 } };
  });
  api.on(`POST ${base}/plan`, (body) => ({
    status: 201,
    data: { ...plan(), ...(body as MedicationPlanInput) },
  }));
});

afterEach(() => {
  dialogs.closeAll();
  jest.useRealTimers();
});

const searches = () => api.routes().filter((route) => route === `GET ${base}/medicines`);

describe('catalogue search', () => {
  it('waits 250 ms after the last key and asks once, for the latest text', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/search');
    const box = screen.getByRole('searchbox', { name: '약 이름' });
    // The wait counted on a fake clock: a loaded machine cannot stretch it past the debounce.
    jest.useFakeTimers({ now: new Date(), doNotFake: ['nextTick', 'queueMicrotask'] });
    fireEvent.change(box, { target: { value: 'ㅌ' } });
    fireEvent.change(box, { target: { value: 'ㅌㅇ' } });
    fireEvent.change(box, { target: { value: 'ㅌㅇㄹㄴ' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(searchDebounceMs - 1);
    });
    expect(searches()).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    jest.useRealTimers();
    const result = await screen.findByRole('button', { name: /타이레놀정500밀리그람/ });
    expect(searches()).toHaveLength(1);
    expect(result.textContent).toContain('한국얀센 · 500mg · 정제');
    expect(result.textContent).toContain('Tylenol 500mg');
  });

  it('searches again when the text changes, and offers direct registration when nothing is found', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/search');
    const box = screen.getByRole('searchbox', { name: '약 이름' });
    fireEvent.change(box, { target: { value: '타이' } });
    await screen.findByRole('button', { name: /타이레놀정500밀리그람/ });
    fireEvent.change(box, { target: { value: '없는약' } });
    expect(await screen.findByText('‘없는약’(으)로 찾은 약이 없어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /타이레놀정500밀리그람/ })).toBeNull();
    expect(screen.getByRole('link', { name: '직접 등록하기' }).getAttribute('href')).toBe('/medicine/direct');
  });

  it('shows a failed search with its message and asks again on retry', async () => {
    api.on(`GET ${base}/medicines`, refusal(503, 'M0145', '연결이 원활하지 않아요.'));
    await renderRemoteAt(RemoteRoot, '/medicine/search');
    fireEvent.change(screen.getByRole('searchbox', { name: '약 이름' }), { target: { value: '타이' } });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('연결이 원활하지 않아요.');
    api.on(`GET ${base}/medicines`, {
      status: 200,
      data: { items: [tylenol], totalCount: 1, page: 1, rows: 20 },
    });
    fireEvent.click(within(failure).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: /타이레놀정500밀리그람/ })).toBeTruthy();
  });

  it('goes to the settings of the medicine chosen, and registers it with POST /plan', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/search');
    fireEvent.change(screen.getByRole('searchbox', { name: '약 이름' }), { target: { value: '타이레놀' } });
    fireEvent.click(await screen.findByRole('button', { name: /타이레놀정500밀리그람/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/medicine/search/settings'));
    expect(screen.getByText('타이레놀정500밀리그람')).toBeTruthy();
    expect(screen.getByText('알약 · 한국얀센 · 500mg')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/medicine'));
    expect(api.bodies(`POST ${base}/plan`)).toEqual([
      {
        tkmdNm: '타이레놀정500밀리그람',
        itemSeq: '200300001',
        tkmdTypeCode: '0001',
        tkmdCycleCode: '0001',
        tkmdDowList: [],
        tkmdIntrvlDayCnt: null,
        tkmdBeginDe: '2026-03-11',
        tkmdEndDe: '2026-04-09',
        tkmdTimeList: ['08:00'],
        notiAt: 'Y',
        missedAlertMi: 60,
      },
    ]);
    expect((await dialogOf('toast')).message).toBe('약을 등록했어요.');
  });
});

async function directToSettings(name = '혈압약') {
  await renderRemoteAt(RemoteRoot, '/medicine/direct');
  fireEvent.change(screen.getByRole('textbox', { name: '약 이름' }), { target: { value: name } });
  fireEvent.click(screen.getByRole('radio', { name: '처방약' }));
  fireEvent.click(screen.getByRole('button', { name: '다음' }));
  await screen.findByRole('button', { name: '저장하기' });
}

describe('direct registration', () => {
  it('requires the name, and keeps it within 50 characters', async () => {
    await renderRemoteAt(RemoteRoot, '/medicine/direct');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect((await screen.findByRole('alert')).textContent).toBe('약 이름을 입력해 주세요.');
    expect(window.location.pathname).toBe('/medicine/direct');
    const name = screen.getByRole('textbox', { name: '약 이름' }) as HTMLInputElement;
    expect(name.maxLength).toBe(50);
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('leads to settings with the name and type, and keeps them when coming back', async () => {
    await directToSettings();
    expect(window.location.pathname).toBe('/medicine/direct/settings');
    expect(screen.getByText('혈압약')).toBeTruthy();
    expect(screen.getByText('처방약')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '뒤로' }));
    await waitFor(() => expect(window.location.pathname).toBe('/medicine/direct'));
    expect((screen.getByRole('textbox', { name: '약 이름' }) as HTMLInputElement).value).toBe('혈압약');
  });
});

describe('the time screen', () => {
  async function openTimes() {
    await directToSettings();
    fireEvent.click(screen.getByRole('link', { name: /복용 시간 아침 08:00/ }));
    return screen.findByRole('group', { name: '자주 쓰는 시간' });
  }

  it('offers the five default times as toggles', async () => {
    const defaults = await openTimes();
    const toggles = within(defaults).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      '기상 후 07:00',
      '아침 08:00',
      '점심 13:00',
      '저녁 19:00',
      '취침 전 22:00',
    ]);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
  });

  it('adds a time picked with the phone’s time picker, as the measurement form does (issue 35)', async () => {
    await openTimes();
    expect(screen.getByRole('button', { name: '다른 시간 넣기 고르기' })).toBeTruthy();
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="time"]')!, {
      target: { value: '21:15' },
    });
    expect((screen.getByRole('textbox', { name: '다른 시간 넣기' }) as HTMLInputElement).value).toBe('21:15');
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    expect(within(screen.getByRole('list', { name: '직접 넣은 시간' })).getByText('21:15')).toBeTruthy();
  });

  it('takes a typed time as the picker reads it (7:30), refuses what is not a time (M1100) and one already there (M1102), keeping what was typed', async () => {
    await openTimes();
    const box = screen.getByRole('textbox', { name: '다른 시간 넣기' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '25:30' } });
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '시간은 00:00부터 23:59까지 HH:mm 형식으로 입력해 주세요.',
    );
    expect(box.value).toBe('25:30');
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(box, { target: { value: '7:30' } });
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    expect(within(screen.getByRole('list', { name: '직접 넣은 시간' })).getByText('07:30')).toBeTruthy();

    fireEvent.change(box, { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    expect(screen.getByRole('alert').textContent).toBe('이미 추가한 시간이에요.');

    fireEvent.change(box, { target: { value: '15:30' } });
    fireEvent.click(screen.getByRole('button', { name: '넣기' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('list', { name: '직접 넣은 시간' })).getByText('15:30')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '저녁 19:00' }));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByRole('link', { name: /복용 시간 07:30, 아침 08:00, 15:30, 저녁 19:00/ }),
    ).toBeTruthy();
  });

  it('needs at least one time (M1101)', async () => {
    await openTimes();
    fireEvent.click(screen.getByRole('button', { name: '아침 08:00' }));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alert').textContent).toBe('복용 시간을 하나 이상 추가해 주세요.');
  });
});

describe('the period screen', () => {
  async function openPeriod() {
    await directToSettings();
    fireEvent.click(screen.getByRole('link', { name: /복용 기간/ }));
    return screen.findByLabelText('종료일');
  }

  it('shows the total days of the default month', async () => {
    await openPeriod();
    expect(screen.getByText('총 30일')).toBeTruthy();
  });

  it('refuses an end date in the past (M0159) and before the start (M1109)', async () => {
    const end = await openPeriod();
    fireEvent.change(end, { target: { value: '2026-03-10' } });
    expect(screen.getByRole('alert').textContent).toBe('종료일은 오늘이나 그 이후 날짜로 선택해 주세요.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(window.location.pathname).toBe('/medicine/direct/settings/options-period');

    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-03-20' } });
    fireEvent.change(end, { target: { value: '2026-03-15' } });
    expect(screen.getByRole('alert').textContent).toBe('종료일은 시작일과 같거나 그 이후여야 해요.');

    fireEvent.change(end, { target: { value: '2026-03-20' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('총 1일')).toBeTruthy();
  });

  it('refuses a start before today (M1107)', async () => {
    await openPeriod();
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-03-10' } });
    expect(screen.getByRole('alert').textContent).toBe('시작일은 오늘이나 그 이후 날짜로 선택해 주세요.');
  });

  it('stores no end as 9999-12-31T23:59:59 with the no-end switch', async () => {
    await openPeriod();
    fireEvent.click(screen.getByRole('switch', { name: '종료일 없이 계속 먹어요' }));
    expect(screen.queryByLabelText('종료일')).toBeNull();
    expect(screen.getByText('2026.03.11부터 종료일 없이 계속')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('link', { name: /2026.03.11부터, 종료일 없음/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(api.bodies(`POST ${base}/plan`)).toHaveLength(1));
    expect(api.bodies(`POST ${base}/plan`)[0]).toMatchObject({
      tkmdNm: '혈압약',
      itemSeq: null,
      tkmdTypeCode: '0003',
      tkmdEndDe: '9999-12-31T23:59:59',
    });
  });
});

describe('the cycle screen', () => {
  async function openCycle() {
    await directToSettings();
    fireEvent.click(screen.getByRole('link', { name: /복용 주기/ }));
    return screen.findByRole('radio', { name: '요일을 골라서' });
  }

  it('needs a weekday for a weekdays cycle (M1103), then names the days chosen', async () => {
    fireEvent.click(await openCycle());
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alert').textContent).toBe('복용할 요일을 하나 이상 선택해 주세요.');
    fireEvent.click(screen.getByRole('checkbox', { name: '월요일' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '금요일' }));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('link', { name: /매주 월 · 금/ })).toBeTruthy();
  });

  it('keeps every N days between 2 and 30 (M1104)', async () => {
    await openCycle();
    fireEvent.click(screen.getByRole('radio', { name: '며칠에 한 번' }));
    const days = screen.getByRole('spinbutton', { name: /며칠마다 먹나요/ });
    fireEvent.change(days, { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alert').textContent).toBe('복용 간격은 2일에서 30일 사이로 정해 주세요.');
    fireEvent.change(days, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('link', { name: /3일마다/ })).toBeTruthy();
  });
});

describe('saving', () => {
  it('shows the API’s refusal of a field by its M-code text and keeps everything set', async () => {
    api.on(`POST ${base}/plan`, refusal(400, 'M0159', 'The end date must be today or later.', 'tkmdEndDe'));
    await directToSettings();
    fireEvent.click(screen.getByRole('switch', { name: '안 먹었을 때 가족에게 알리기' }));
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '종료일은 오늘이나 그 이후 날짜로 선택해 주세요.',
    );
    expect(window.location.pathname).toBe('/medicine/direct/settings');
    expect(screen.getByText('혈압약')).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: '안 먹었을 때 가족에게 알리기' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(api.bodies(`POST ${base}/plan`)[0]).toMatchObject({ missedAlertMi: null });
  });

  it('has the app’s page header across the top, not inset in the page, and the app’s switches (issue 35)', async () => {
    await directToSettings();
    const title = screen.getByRole('heading', { level: 1, name: '복용 일정 설정' });
    expect(title.closest('header')?.closest('.page')).toBeNull();
    expect(screen.getByRole('button', { name: '저장하기' }).closest('.page')).not.toBeNull();
    const switches = screen.getAllByRole('switch');
    expect(
      switches.map((toggle) => [toggle.tagName, toggle.className, toggle.getAttribute('aria-checked')]),
    ).toEqual([
      ['BUTTON', 'switch', 'true'],
      ['BUTTON', 'switch', 'true'],
    ]);
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('refuses family alert minutes outside 10 to 720 before sending', async () => {
    await directToSettings();
    fireEvent.change(screen.getByRole('spinbutton', { name: /몇 분 뒤에 알릴까요/ }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(screen.getByRole('alert').textContent).toBe('10~720 사이로 입력해 주세요.');
    expect(api.bodies(`POST ${base}/plan`)).toEqual([]);
  });
});

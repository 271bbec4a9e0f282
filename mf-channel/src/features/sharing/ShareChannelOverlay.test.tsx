/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, navigate, outbox, session, startOutboxService, type Language } from 'shared-kernel';
import type { Channel } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { dialogOf, noAnswer } from '../feed-common/testing/fixtures';

const userId = () => session.snapshot().userInfo?.userId ?? '';

function channel(chnSn: number, chnNm: string, chnTypeCode: Channel['chnTypeCode'] = '0002'): Channel {
  return {
    chnSn,
    chnTypeCode,
    chnNm,
    chnImage: null,
    chnBgImage: null,
    mngrAt: 'N',
    posInvtAt: 'N',
    prtcpntCnt: 3,
    feedCnt: 0,
    newFeedCnt: 0,
    creatDt: '2026-03-01T09:00:00+09:00',
  };
}

const myChannel = channel(1, '나의 채널', '0001');
const family = channel(7, '우리 가족');
const parents = channel(9, '부모님');

const recordPage = '/lifelogDetailPage/shareChn?lifelogTypeCode=0010&actCode=0002&observationId=obs-7';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  api = fakeApi().on('GET /api/channel', { status: 200, data: { chnList: [myChannel, family, parents] } });
});

afterEach(() => dialogs.closeAll());

async function openShare(path = recordPage, language: Language = 'ko') {
  // The reference is read from the query as the overlay mounts: its answer may come before any query of the test.
  await act(() => renderRemoteAt(RemoteRoot, path, language));
  return screen.findByRole('dialog');
}

describe('the shareChn overlay', () => {
  it('shows what is shared and only the family channels, to choose several', async () => {
    const sheet = await openShare();
    expect(await within(sheet).findByText('건강 기록 1건')).toBeTruthy();
    const group = within(sheet).getByRole('group', { name: '공유할 채널 (여러 개 선택 가능)' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['우리 가족', '부모님']);
  });

  it('shares with POST /api/feed/share to every chosen channel with the message, then says so and closes', async () => {
    api.on('POST /api/feed/share', { status: 201, data: { feedList: [] } });
    const toast = jest.spyOn(dialogs, 'toast');
    const sheet = await openShare();
    fireEvent.click(await within(sheet).findByRole('checkbox', { name: '우리 가족' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: '부모님' }));
    fireEvent.change(within(sheet).getByRole('textbox', { name: '함께 남길 말 (선택)' }), {
      target: { value: '오늘 혈압 좋아요' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: '공유하기' }));

    await waitFor(() => expect(window.location.pathname).toBe('/lifelogDetailPage'));
    expect(window.location.search).toBe('?lifelogTypeCode=0010');
    expect(api.bodies('POST /api/feed/share')).toEqual([
      {
        chnSnList: [7, 9],
        activity: { actCode: '0002', observationId: 'obs-7' },
        feedCn: '오늘 혈압 좋아요',
      },
    ]);
    expect(toast).toHaveBeenCalledWith('채널 2곳에 공유했어요');
  });

  it('sends no message as null and restores the routine reference’s number', async () => {
    api.on('POST /api/feed/share', { status: 201, data: { feedList: [] } });
    const sheet = await openShare(
      '/main/health-goal-dashboard/shareChn?actCode=0004&helthGoalSn=12&routhLapseDe=2026-03-10',
    );
    expect(await within(sheet).findByText('2026년 3월 10일 운동 목표 달성')).toBeTruthy();
    fireEvent.click(await within(sheet).findByRole('checkbox', { name: '우리 가족' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(api.bodies('POST /api/feed/share')).toHaveLength(1));
    expect(api.bodies('POST /api/feed/share')[0]).toEqual({
      chnSnList: [7],
      activity: { actCode: '0004', helthGoalSn: 12, routhLapseDe: '2026-03-10' },
      feedCn: null,
    });
  });

  it('asks to choose a channel before sending anything', async () => {
    const sheet = await openShare();
    await within(sheet).findByRole('checkbox', { name: '우리 가족' });
    fireEvent.click(within(sheet).getByRole('button', { name: '공유하기' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('공유할 채널을 하나 이상 선택해 주세요.');
    expect(document.activeElement).toBe(within(sheet).getByRole('checkbox', { name: '우리 가족' }));
    expect(api.routes()).not.toContain('POST /api/feed/share');
  });

  it.each([
    ['M1117', 409, '이 채널에서는 이 종류의 기록을 공유할 수 없어요.'],
    ['M1118', 400, '공유할 수 없는 종류의 기록이에요.'],
    ['M0152', 404, '예측 결과가 없어서 채널에 공유할 수 없어요.'],
  ])(
    'says a %s refusal in the person’s language and keeps what was chosen and typed',
    async (code, status, text) => {
      api.on('POST /api/feed/share', refusal(status, code, 'server text'));
      const sheet = await openShare();
      fireEvent.click(await within(sheet).findByRole('checkbox', { name: '부모님' }));
      const message = within(sheet).getByRole('textbox', { name: '함께 남길 말 (선택)' });
      fireEvent.change(message, { target: { value: '봐 주세요' } });
      fireEvent.click(within(sheet).getByRole('button', { name: '공유하기' }));

      expect((await within(sheet).findByRole('alert')).textContent).toBe(text);
      expect((within(sheet).getByRole('checkbox', { name: '부모님' }) as HTMLInputElement).checked).toBe(
        true,
      );
      expect((message as HTMLTextAreaElement).value).toBe('봐 주세요');
      expect(window.location.pathname).toBe('/lifelogDetailPage/shareChn');
    },
  );

  it('offers to create a family channel when the person has none, over the same page', async () => {
    api.on('GET /api/channel', { status: 200, data: { chnList: [myChannel] } });
    const sheet = await openShare();
    expect(await within(sheet).findByText(/공유할 가족 채널이 없어요/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('link', { name: '가족 채널 만들기' }));
    expect(window.location.pathname).toBe('/lifelogDetailPage/chnForm');
    expect(window.location.search).toBe('?lifelogTypeCode=0010');
  });

  it('says so when the query names nothing shareable, and sends nothing', async () => {
    const sheet = await openShare('/main/my/shareChn?actCode=0003&observationId=obs-1');
    expect((await within(sheet).findByRole('alert')).textContent).toContain(
      '공유할 수 없는 종류의 기록이에요.',
    );
    expect(within(sheet).queryByRole('button', { name: '공유하기' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/my');
    expect(window.location.search).toBe('');
  });

  it('keeps a share made offline, to the channels last loaded on this phone, and shares it once back online (issue 32.6)', async () => {
    // Loaded once while online, as a person who shared before has them.
    await openShare();
    await screen.findByRole('checkbox', { name: '우리 가족' });
    act(() => dialogs.closeAll());
    let online = false;
    api
      .on('GET /api/channel', () => (online ? { status: 200, data: { chnList: [] } } : noAnswer()))
      .on('POST /api/feed/share', () => (online ? { status: 201, data: { feedList: [] } } : noAnswer()));

    const sheet = await openShare();
    fireEvent.click(await within(sheet).findByRole('checkbox', { name: '부모님' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '공유하기' }));

    expect((await dialogOf('toast')).message).toBe(
      '인터넷에 연결되면 공유할게요. 이 휴대폰에 저장해 두었어요.',
    );
    await waitFor(() => expect(window.location.pathname).toBe('/lifelogDetailPage'));
    expect(outbox.calls(userId())).toHaveLength(1);

    online = true;
    const service = startOutboxService();
    try {
      await act(() => service.flush());
    } finally {
      service.stop();
    }
    expect(outbox.calls(userId())).toEqual([]);
    const shares = api.bodies('POST /api/feed/share');
    expect(shares).toHaveLength(2);
    expect(shares[1]).toEqual({
      chnSnList: [9],
      activity: { actCode: '0002', observationId: 'obs-7' },
      feedCn: null,
    });
  });

  it('closes by going back to the page it was opened from, pushing no entry, so the page keeps its place (issue 32.6)', async () => {
    await act(() => renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0010'));
    act(() => navigate(recordPage));
    const sheet = await screen.findByRole('dialog');
    const entries = window.history.length;
    const back = jest.spyOn(window.history, 'go');

    fireEvent.click(within(sheet).getByRole('button', { name: '닫기' }));

    await waitFor(() => expect(window.location.pathname).toBe('/lifelogDetailPage'));
    expect(window.location.search).toBe('?lifelogTypeCode=0010');
    expect(back).toHaveBeenCalledWith(-1);
    expect(window.history.length).toBe(entries);
    back.mockRestore();
  });

  it.each(['ko', 'en', 'km'] as const)('has every text in %s', async (language) => {
    const missing = watchMissingTexts();
    api.on('POST /api/feed/share', refusal(409, 'M1117', 'server text'));
    const sheet = await openShare(
      '/main/medicine/shareChn?actCode=0005&fromPeriodDt=2026-03-09&toPeriodDt=2026-03-15',
      language,
    );
    const submit = await waitFor(() => {
      const button = sheet.querySelector('button[type="submit"]');
      if (!(button instanceof HTMLButtonElement)) throw new Error('no share button yet');
      return button;
    });
    fireEvent.click(submit);
    fireEvent.click(within(sheet).getAllByRole('checkbox')[0] as HTMLElement);
    fireEvent.click(submit);
    await within(sheet).findByRole('alert');
    expect(missing.stop()).toEqual([]);
  });
});

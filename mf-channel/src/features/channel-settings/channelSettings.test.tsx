/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, messageFor, session } from 'shared-kernel';
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
import { activityInfo, basicInfoOf, familyChannel, myChannel } from '../channel-common/testing/fixtures';

function settingsApi(channel: Channel) {
  return fakeApi()
    .on('GET /api/channel', { status: 200, data: { chnList: [myChannel, channel] } })
    .on(`GET /api/channel/${channel.chnSn}/basicInfo`, { status: 200, data: basicInfoOf(channel) })
    .on(`GET /api/channel/${channel.chnSn}/act/info`, {
      status: 200,
      data: { ...activityInfo, chnSn: channel.chnSn },
    })
    .on(`GET /api/channel/${channel.chnSn}/share/item`, {
      status: 200,
      data: { reqLifelogList: ['0017'], shareActList: ['0002', '0005'] },
    })
    .on('GET /api/channel/share/itemCode', (_body, { query }) => ({
      status: 200,
      data: {
        shareItemList:
          query.get('shareItemTypeCode') === '0001' ? ['0010', '0016', '0017'] : ['0002', '0004', '0005'],
      },
    }));
}

beforeEach(() => {
  resetSession();
  logIn();
  session.setChannelState({ myChnSn: 1, curChnSn: 7 });
});
afterEach(() => {
  act(() => dialogs.closeAll());
  jest.restoreAllMocks();
});

describe('/chnSetting', () => {
  it('lets the manager choose the shared life-logs and activities, and close the channel after confirming', async () => {
    const api = settingsApi(familyChannel()).on('POST /api/channel/7/share/item', (body) => ({
      status: 200,
      data: body,
    }));
    jest.spyOn(dialogs, 'toast').mockResolvedValue();
    const confirm = jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
    api.on('PUT /api/channel/7/close', { status: 200, data: {} });
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/chnSetting?chnSn=7');

    expect(await screen.findByRole('heading', { name: '우리 가족' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('채널 설정');
    const lifelogs = await screen.findByRole('group', { name: '모두가 함께 보는 건강 기록' });
    expect((within(lifelogs).getByRole('checkbox', { name: '혈압' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(lifelogs).getByRole('checkbox', { name: '혈당' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '복약 요약' }));
    fireEvent.click(screen.getByRole('button', { name: '공유 설정 저장' }));
    await waitFor(() =>
      expect(api.bodies('POST /api/channel/7/share/item')).toEqual([
        { reqLifelogList: ['0017', '0016'], shareActList: ['0002'] },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: '채널 닫기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ confirmLabel: '채널 닫기' }));
    expect(session.snapshot().channel.curChnSn).toBe(1);
    expect(missing.stop()).toEqual([]);
  });

  it('shows a member what is shared, read-only, without the manager’s controls', async () => {
    const api = settingsApi(familyChannel({ mngrAt: 'N' }));
    await renderRemoteAt(RemoteRoot, '/chnSetting?chnSn=7');

    expect(await screen.findByText('혈압')).toBeTruthy();
    expect(screen.getByText('건강 기록, 복약 요약')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '공유 설정 저장' })).toBeNull();
    expect(screen.queryByRole('button', { name: '채널 닫기' })).toBeNull();
    expect(screen.getByRole('button', { name: '채널 나가기' })).toBeTruthy();
    expect(api.routes()).not.toContain('GET /api/channel/share/itemCode');
  });

  it('explains a refused leave (M1110) with a way to hand the manager role over', async () => {
    settingsApi(familyChannel()).on('PUT /api/channel/7/prtcpnt/secsn', refusal(409, 'M1110', 'delegate'));
    jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
    await renderRemoteAt(RemoteRoot, '/chnSetting?chnSn=7');

    fireEvent.click(await screen.findByRole('button', { name: '채널 나가기' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messageFor('M1110'));
    fireEvent.click(within(alert).getByRole('link', { name: '관리자 넘기러 가기' }));
    expect(window.location.pathname + window.location.search).toBe('/prtcpntSetting?chnSn=7');
    expect(await screen.findByRole('heading', { name: '참여자 관리', level: 1 })).toBeTruthy();
    await screen.findByRole('button', { name: '다시 시도' });
  });

  it('shows only what applies to one’s own channel', async () => {
    const api = settingsApi(myChannel);
    await renderRemoteAt(RemoteRoot, '/chnSetting?chnSn=1');
    expect(await screen.findByRole('heading', { name: '김민아' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '채널 꾸미기' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '참여자 관리' })).toBeNull();
    expect(screen.queryByRole('button', { name: '채널 나가기' })).toBeNull();
    expect(api.routes()).not.toContain('GET /api/channel/1/share/item');
  });

  it('refuses a channel that is not the caller’s (M0105)', async () => {
    settingsApi(familyChannel());
    await renderRemoteAt(RemoteRoot, '/chnSetting?chnSn=99');
    expect((await screen.findByRole('alert')).textContent).toContain(messageFor('M0105'));
  });

  it('speaks Khmer', async () => {
    settingsApi(familyChannel());
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/chnSetting?chnSn=7', 'km');
    expect(await screen.findByRole('group', { name: 'កំណត់ត្រាសុខភាពដែលសមាជិកទាំងអស់ចែករំលែក' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'បិទឆានែល' })).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});

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
import { familyChannel, myChannel, participant } from '../channel-common/testing/fixtures';

const me = participant(1, { userId: 'mina01', userNm: '김민아', mphonNo: '01023456781', mngrAt: 'Y' });
const dad = participant(2, { userNm: '아빠' });
const waiting = participant(3, {
  userId: null,
  userNm: null,
  mphonNo: '01011112222',
  prtcpntSttusCode: '0001',
});
const declined = participant(4, { userNm: '삼촌', prtcpntSttusCode: '0003' });

function participantsApi(channel: Channel, people = [me, dad, waiting, declined]) {
  return fakeApi()
    .on('GET /api/channel', { status: 200, data: { chnList: [myChannel, channel] } })
    .on('GET /api/channel/7/prtcpnt', { status: 200, data: { prtcpntList: people } });
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

describe('/prtcpntSetting', () => {
  it('lists members (manager marked), waiting and declined invitations', async () => {
    participantsApi(familyChannel());
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting?chnSn=7');

    const members = await screen.findByRole('region', { name: '참여자' });
    expect(within(members).getByText('김민아 (나)').closest('li')?.textContent).toContain('관리자');
    expect(within(members).getByText('아빠')).toBeTruthy();
    const invited = screen.getByRole('region', { name: '초대 대기 중' });
    expect(within(invited).getByText('010-1111-2222')).toBeTruthy();
    expect(within(invited).getByText('아직 참여하지 않았어요')).toBeTruthy();
    expect(within(invited).getByRole('button', { name: '010-1111-2222 초대 취소' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '초대를 거절함' })).getByText('삼촌')).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });

  it('lets the manager exclude and delegate after confirming, and invite more', async () => {
    const api = participantsApi(familyChannel())
      .on('PUT /api/channel/7/prtcpnt/except', { status: 200, data: {} })
      .on('POST /api/channel/7/manager/delegate', { status: 200, data: {} });
    const confirm = jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
    jest.spyOn(dialogs, 'toast').mockResolvedValue();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting?chnSn=7');

    expect(screen.queryByRole('button', { name: '김민아 내보내기' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '아빠 내보내기' }));
    await waitFor(() => expect(api.bodies('PUT /api/channel/7/prtcpnt/except')).toEqual([{ prtcpntSn: 2 }]));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: '아빠 님을 채널에서 내보낼까요?' }),
    );

    const reads = () => api.routes().filter((route) => route === 'GET /api/channel/7/prtcpnt');
    await waitFor(() => expect(reads()).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: '아빠 님에게 관리자 넘기기' }));
    await waitFor(() =>
      expect(api.bodies('POST /api/channel/7/manager/delegate')).toEqual([{ prtcpntSn: 2 }]),
    );
    // Read again after each change.
    await waitFor(() => expect(reads()).toHaveLength(3));

    fireEvent.click(await screen.findByRole('link', { name: '가족 더 초대하기' }));
    expect(await screen.findByRole('dialog', { name: '초대 목록' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/prtcpntSetting/chnInviteList?chnSn=7');
  });

  it('hides the manager’s controls from a member, who may still leave', async () => {
    const api = participantsApi(familyChannel({ mngrAt: 'N' }), [
      participant(1, { userNm: '엄마', mngrAt: 'Y' }),
      participant(5, { userId: 'mina01', userNm: '김민아' }),
    ]).on('PUT /api/channel/7/prtcpnt/secsn', { status: 200, data: {} });
    jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
    jest.spyOn(dialogs, 'toast').mockResolvedValue();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting?chnSn=7');

    await screen.findByText('엄마');
    expect(screen.queryByRole('button', { name: /내보내기|관리자 넘기기/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '가족 더 초대하기' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '채널 나가기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(api.routes()).toContain('PUT /api/channel/7/prtcpnt/secsn');
    expect(session.snapshot().channel.curChnSn).toBe(1);
  });

  it('says why the manager cannot leave yet (M1110)', async () => {
    participantsApi(familyChannel()).on(
      'PUT /api/channel/7/prtcpnt/secsn',
      refusal(409, 'M1110', 'delegate'),
    );
    jest.spyOn(dialogs, 'confirm').mockResolvedValue(true);
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting?chnSn=7', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the channel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messageFor('M1110'));
    expect(messageFor('M1110')).toBe(
      'While others are in the channel, hand over the manager role before you leave.',
    );
    expect(window.location.pathname).toBe('/prtcpntSetting');
  });
});

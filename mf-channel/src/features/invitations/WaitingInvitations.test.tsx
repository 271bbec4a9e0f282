/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, messageFor, session } from 'shared-kernel';
import {
  fakeApi,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { familyChannel, waitingInvitation } from '../channel-common/testing/fixtures';
import { WaitingInvitations } from './WaitingInvitations';

const grandma = waitingInvitation(3);
const uncle = waitingInvitation(4, { chnNm: '삼촌네', reqLifelogList: [], inviteMssage: '' });

function waitingApi() {
  return fakeApi().on('GET /api/channel/prtcpnt/wait', { status: 200, data: { waitList: [grandma, uncle] } });
}

function cardOf(chnNm: string): HTMLElement {
  return screen.getByRole('heading', { name: chnNm }).closest('li')!;
}

beforeEach(() => {
  resetSession();
  logIn();
  session.setChannelState({ myChnSn: 1, curChnSn: 1 });
});
afterEach(() => {
  act(() => dialogs.closeAll());
  jest.restoreAllMocks();
});

describe('WaitingInvitations', () => {
  it('shows each invitation with its inviter, message and the life-logs joining shares', async () => {
    waitingApi();
    const missing = watchMissingTexts();
    await renderRemoteAt(() => <WaitingInvitations />, '/main/feed');

    const list = await screen.findByRole('region', { name: '받은 초대' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = cardOf('할머니네3');
    expect(within(card).getByText('김영수 님이 초대했어요')).toBeTruthy();
    expect(within(card).getByText('같이 혈압 챙겨요')).toBeTruthy();
    expect(await within(card).findByText('참여하면 가족과 공유돼요: 혈압, 체중')).toBeTruthy();
    expect(within(cardOf('삼촌네')).queryByText(/참여하면/)).toBeNull();
    expect(missing.stop()).toEqual([]);
  });

  it('accepts: joins, makes the channel the current one, and takes the card away', async () => {
    const joined = familyChannel({ chnSn: 23, chnNm: '할머니네3', mngrAt: 'N' });
    const api = waitingApi().on('PUT /api/channel/prtcpnt/3/accept', { status: 200, data: joined });
    await renderRemoteAt(() => <WaitingInvitations />, '/main/feed');

    fireEvent.click(await screen.findByRole('button', { name: '할머니네3 채널에 참여하기' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: '할머니네3' })).toBeNull());
    expect(api.routes()).toContain('PUT /api/channel/prtcpnt/3/accept');
    expect(session.snapshot().channel).toMatchObject({
      curChnSn: 23,
      curChnNm: '할머니네3',
      curChnMngrAt: 'N',
    });
    expect(screen.getByRole('heading', { name: '삼촌네' })).toBeTruthy();
  });

  it('rejects only after the person confirms', async () => {
    const api = waitingApi().on('PUT /api/channel/prtcpnt/4/reject', { status: 200, data: {} });
    const confirm = jest.spyOn(dialogs, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await renderRemoteAt(() => <WaitingInvitations />, '/main/feed');
    const reject = await screen.findByRole('button', { name: '삼촌네 채널 초대 거절하기' });

    fireEvent.click(reject);
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(api.routes()).not.toContain('PUT /api/channel/prtcpnt/4/reject');

    fireEvent.click(reject);
    await waitFor(() => expect(screen.queryByRole('heading', { name: '삼촌네' })).toBeNull());
    expect(confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: '삼촌네 채널 초대를 거절할까요?' }),
    );
    expect(api.routes()).toContain('PUT /api/channel/prtcpnt/4/reject');
    expect(session.snapshot().channel.curChnSn).toBe(1);
  });

  it('takes a stale invitation away, saying why (M1114)', async () => {
    waitingApi().on('PUT /api/channel/prtcpnt/3/accept', refusal(409, 'M1114', 'stale'));
    const alert = jest.spyOn(dialogs, 'alert').mockResolvedValue();
    await renderRemoteAt(() => <WaitingInvitations />, '/main/feed');
    fireEvent.click(await screen.findByRole('button', { name: '할머니네3 채널에 참여하기' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ message: messageFor('M1114') }));
    expect(screen.queryByRole('heading', { name: '할머니네3' })).toBeNull();
  });

  it('shows nothing when no invitation waits', async () => {
    const api = fakeApi().on('GET /api/channel/prtcpnt/wait', { status: 200, data: { waitList: [] } });
    const { container } = await renderRemoteAt(() => <WaitingInvitations />, '/main/feed');
    await waitFor(() => expect(api.routes()).toEqual(['GET /api/channel/prtcpnt/wait']));
    await act(() => Promise.resolve());
    expect(container.innerHTML).toBe('');
  });

  it('speaks English', async () => {
    waitingApi();
    const missing = watchMissingTexts();
    await renderRemoteAt(() => <WaitingInvitations />, '/main/feed', 'en');
    expect(await screen.findByRole('region', { name: 'Invitations for you' })).toBeTruthy();
    expect(await screen.findByText('Joining shares with the family: Blood pressure, Weight')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the channel 할머니네3' })).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});

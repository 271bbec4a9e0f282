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
import { RemoteRoot } from '../../RemoteRoot';
import { familyChannel, uploaded } from '../channel-common/testing/fixtures';

const coverId = 'a1b2c3d4-0000-4000-8000-00000000c0de';

function withUploads() {
  return fakeApi()
    .on('POST /api/files/images', { status: 201, data: uploaded(coverId, 'channelProfile') })
    .on('POST /api/channel/prtcpnt/checking', (body) => ({
      status: 200,
      data: {
        checkList: (body as { mphonNoList: string[] }).mphonNoList.map((mphonNo) => ({
          mphonNo,
          inviteAt: 'Y',
          reason: null,
        })),
      },
    }));
}

function form() {
  return screen.getByRole('dialog', { name: '채널 만들기' });
}

async function chooseCover() {
  const input = within(form()).getByLabelText('커버 이미지');
  fireEvent.change(input, { target: { files: [new File(['x'], 'cover.png', { type: 'image/png' })] } });
  await within(form())
    .findByRole('img', { name: '커버 이미지 미리 보기' })
    .catch(() => undefined);
  await waitFor(() => expect(within(form()).getByText('다른 사진으로 바꾸기')).toBeTruthy());
}

async function addInvitee(number: string) {
  fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: '추가' }));
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

describe('chnForm', () => {
  it('refuses an empty form with the spec’s messages (M0013, M0014, M0019) and calls nothing', async () => {
    const api = withUploads();
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/main/my/chnForm');

    fireEvent.click(within(form()).getByRole('button', { name: '채널 만들기' }));

    expect(await within(form()).findByText(messageFor('M0013'))).toBeTruthy();
    expect(within(form()).getByText(messageFor('M0014'))).toBeTruthy();
    expect(within(form()).getByText(messageFor('M0019'))).toBeTruthy();
    expect(within(form()).getByLabelText('채널 이름').getAttribute('aria-invalid')).toBe('true');
    expect(api.routes()).not.toContain('POST /api/channel');
    expect(missing.stop()).toEqual([]);
  });

  it('refuses a name over 25 characters with M0015', async () => {
    withUploads();
    await renderRemoteAt(RemoteRoot, '/main/my/chnForm');
    fireEvent.change(within(form()).getByLabelText('채널 이름'), { target: { value: '가'.repeat(26) } });
    fireEvent.click(within(form()).getByRole('button', { name: '채널 만들기' }));
    expect(await within(form()).findByText(messageFor('M0015'))).toBeTruthy();
  });

  it('gathers invitees in chnInviteList (bad numbers refused, M0144) without losing the draft, creates, and shows the new channel', async () => {
    const created = { ...familyChannel({ chnSn: 42, chnNm: '민아네 가족' }), notTextedList: [] };
    const api = withUploads().on('POST /api/channel', { status: 201, data: created });
    await renderRemoteAt(RemoteRoot, '/main/my/chnForm');

    fireEvent.change(within(form()).getByLabelText('채널 이름'), { target: { value: '민아네 가족' } });
    await chooseCover();
    fireEvent.click(within(form()).getByRole('button', { name: '초대할 사람 추가' }));

    const inviteList = await screen.findByRole('dialog', { name: '초대 목록' });
    expect(window.location.pathname).toBe('/main/my/chnInviteList');
    await addInvitee('02-123-4567');
    expect(await within(inviteList).findByText(messageFor('M0144'))).toBeTruthy();
    await addInvitee('010-9876-5432');
    expect(await within(inviteList).findByText('010-9876-5432')).toBeTruthy();
    expect(await within(inviteList).findByText('초대할 수 있어요')).toBeTruthy();
    await addInvitee('01023456781');
    expect(await within(inviteList).findByText(messageFor('M1112'))).toBeTruthy();
    // No contact search in a plain browser.
    expect(within(inviteList).queryByRole('button', { name: '연락처에서 찾기' })).toBeNull();
    fireEvent.click(within(inviteList).getByRole('button', { name: '완료' }));

    expect(
      await within(await screen.findByRole('dialog', { name: '채널 만들기' })).findByText('010-9876-5432'),
    ).toBeTruthy();
    expect((within(form()).getByLabelText('채널 이름') as HTMLInputElement).value).toBe('민아네 가족');
    fireEvent.click(within(form()).getByRole('switch', { name: '참여자도 가족을 초대할 수 있어요' }));
    fireEvent.click(within(form()).getByRole('button', { name: '채널 만들기' }));

    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(window.location.search).toBe('?chnSn=42');
    expect(api.bodies('POST /api/channel')).toEqual([
      {
        chnNm: '민아네 가족',
        chnImageId: coverId,
        chnBgImageId: null,
        inviteMssage: '',
        invitePhoneList: ['01098765432'],
        posInvtAt: 'Y',
      },
    ]);
    expect(session.snapshot().channel.curChnSn).toBe(42);
    expect(api.bodies('POST /api/files/images')).toHaveLength(1);
  });

  it('after creating, lists the invited numbers not texted with why (M1154), then goes to the channel', async () => {
    const created = {
      ...familyChannel({ chnSn: 43, chnNm: '우리 집' }),
      notTextedList: [{ mphonNo: '01011112222', reason: 'M1154' }],
    };
    withUploads().on('POST /api/channel', { status: 201, data: created });
    jest.spyOn(dialogs, 'toast').mockResolvedValue();
    await renderRemoteAt(RemoteRoot, '/main/my/chnForm');
    fireEvent.change(within(form()).getByLabelText('채널 이름'), { target: { value: '우리 집' } });
    await chooseCover();
    fireEvent.click(within(form()).getByRole('button', { name: '초대할 사람 추가' }));
    await screen.findByRole('dialog', { name: '초대 목록' });
    await addInvitee('01011112222');
    await screen.findByText('010-1111-2222');
    fireEvent.click(screen.getByRole('button', { name: '완료' }));
    await screen.findByRole('dialog', { name: '채널 만들기' });
    fireEvent.click(within(form()).getByRole('button', { name: '채널 만들기' }));

    const region = await within(form()).findByRole('region', { name: '문자를 보내지 않은 번호 1개' });
    expect(within(region).getByRole('heading', { name: '문자를 보내지 않은 번호 1개' })).toBe(
      document.activeElement,
    );
    expect(within(within(region).getByRole('list')).getByRole('listitem').textContent).toBe(
      `010-1111-2222${messageFor('M1154')}`,
    );
    expect(session.snapshot().channel.curChnSn).toBe(43);
    expect(window.location.pathname).toBe('/main/my/chnForm');

    fireEvent.click(within(form()).getByRole('button', { name: '채널로 가기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/feed'));
    expect(window.location.search).toBe('?chnSn=43');
  });

  it('keeps everything typed when the API refuses, and says why', async () => {
    withUploads().on('POST /api/channel', refusal(409, 'M1119', 'too many'));
    await renderRemoteAt(RemoteRoot, '/main/my/chnForm');
    fireEvent.change(within(form()).getByLabelText('채널 이름'), { target: { value: '우리 집' } });
    fireEvent.change(within(form()).getByLabelText('초대 메시지'), { target: { value: '들어와요' } });
    await chooseCover();
    fireEvent.click(within(form()).getByRole('button', { name: '초대할 사람 추가' }));
    await screen.findByRole('dialog', { name: '초대 목록' });
    await addInvitee('01011112222');
    await screen.findByText('010-1111-2222');
    fireEvent.click(screen.getByRole('button', { name: '완료' }));
    await screen.findByRole('dialog', { name: '채널 만들기' });
    fireEvent.click(within(form()).getByRole('button', { name: '채널 만들기' }));

    expect((await within(form()).findByRole('alert')).textContent).toBe(messageFor('M1119'));
    expect((within(form()).getByLabelText('채널 이름') as HTMLInputElement).value).toBe('우리 집');
    expect((within(form()).getByLabelText('초대 메시지') as HTMLTextAreaElement).value).toBe('들어와요');
    expect(within(form()).getByText('010-1111-2222')).toBeTruthy();
    expect(window.location.pathname).toBe('/main/my/chnForm');
  });

  it('speaks English', async () => {
    withUploads();
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/main/medicine/chnForm', 'en');
    const dialog = screen.getByRole('dialog', { name: 'Create a channel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    expect(await within(dialog).findByText('Please enter a channel name.')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a channel image.')).toBeTruthy();
    expect(within(dialog).getByText('Please invite at least one participant.')).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});

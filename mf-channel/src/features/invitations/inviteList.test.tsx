/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dialogs, messageFor, session, translate } from 'shared-kernel';
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

const channel = familyChannel();

function channelApi() {
  return fakeApi()
    .on('GET /api/channel', { status: 200, data: { chnList: [myChannel, channel] } })
    .on('GET /api/channel/7/prtcpnt', {
      status: 200,
      data: { prtcpntList: [participant(1, { userId: 'mina01', userNm: '김민아', mngrAt: 'Y' })] },
    })
    .on('POST /api/channel/prtcpnt/checking', (body) => ({
      status: 200,
      data: {
        checkList: (body as { mphonNoList: string[] }).mphonNoList.map((mphonNo) =>
          mphonNo === '01055556666'
            ? { mphonNo, inviteAt: 'N', reason: 'M1111' }
            : { mphonNo, inviteAt: 'Y', reason: null },
        ),
      },
    }));
}

async function addInvitee(dialog: HTMLElement, number: string) {
  fireEvent.change(within(dialog).getByLabelText(/휴대폰 번호|Mobile number/), { target: { value: number } });
  fireEvent.click(within(dialog).getByRole('button', { name: /^(추가|Add)$/ }));
}

beforeEach(() => {
  resetSession();
  logIn();
  session.setChannelState({ myChnSn: 1, curChnSn: 7 });
});
afterEach(() => {
  act(() => dialogs.closeAll());
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'FamilyHealthAndroid');
});

describe('chnInviteList over /prtcpntSetting', () => {
  it('says who is already in the channel, and shows the API’s refusal (M1111) keeping the list', async () => {
    const api = channelApi().on(
      'POST /api/channel/prtcpnt',
      refusal(409, 'M1111', 'already', 'invitePhoneList'),
    );
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7');
    const dialog = await screen.findByRole('dialog', { name: '초대 목록' });

    await addInvitee(dialog, '010-5555-6666');
    expect(await within(dialog).findByText(messageFor('M1111'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '초대 보내기' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(messageFor('M1111'));
    expect(within(dialog).getByText('010-5555-6666')).toBeTruthy();
    expect(api.bodies('POST /api/channel/prtcpnt')).toEqual([
      { chnSn: 7, invitePhoneList: ['01055556666'], inviteMssage: '' },
    ]);
    expect(api.bodies('POST /api/channel/prtcpnt/checking')[0]).toEqual({
      chnSn: 7,
      mphonNoList: ['01055556666'],
    });
  });

  it('removes a number with its own button, and asks for one before sending (M0019)', async () => {
    const api = channelApi();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7');
    const dialog = await screen.findByRole('dialog', { name: '초대 목록' });
    await addInvitee(dialog, '01012345678');
    fireEvent.click(await within(dialog).findByRole('button', { name: '010-1234-5678 빼기' }));
    expect(within(dialog).queryByText('010-1234-5678')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '초대 보내기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messageFor('M0019'));
    expect(api.routes()).not.toContain('POST /api/channel/prtcpnt');
  });

  it('clears an error as soon as its field is valid: the number once corrected, the empty list once a number is added (issue 35.4)', async () => {
    channelApi();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7');
    const dialog = await screen.findByRole('dialog', { name: '초대 목록' });
    const phone = within(dialog).getByLabelText('휴대폰 번호');

    fireEvent.click(within(dialog).getByRole('button', { name: '초대 보내기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messageFor('M0019'));

    await addInvitee(dialog, '0101234');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const wrongNumber = phone.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(wrongNumber)?.textContent).toBeTruthy();
    fireEvent.change(phone, { target: { value: '010-1234-5678' } });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull());
    expect(document.getElementById(wrongNumber)).toBeNull();
    // The list's error stays until the list itself is valid.
    expect(within(dialog).getByText(messageFor('M0019'))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /^추가$/ }));
    expect(await within(dialog).findByText('010-1234-5678')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText(messageFor('M0019'))).toBeNull());
  });

  it('invites at once, then closes back to the participants, read again', async () => {
    const api = channelApi().on('POST /api/channel/prtcpnt', {
      status: 201,
      data: {
        prtcpntList: [participant(9, { userId: null, userNm: null, prtcpntSttusCode: '0001' })],
        notTextedList: [],
      },
    });
    const toast = jest.spyOn(dialogs, 'toast').mockResolvedValue();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7');
    const dialog = await screen.findByRole('dialog', { name: '초대 목록' });
    await addInvitee(dialog, '010 7777 8888');
    await within(dialog).findByText('010-7777-8888');
    expect(await within(dialog).findByText('초대할 수 있어요')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('초대 메시지'), { target: { value: '어서 와요' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '초대 보내기' }));

    await waitFor(() => expect(window.location.pathname).toBe('/prtcpntSetting'));
    expect(window.location.search).toBe('?chnSn=7');
    expect(toast).toHaveBeenCalledWith('1명에게 초대를 보냈어요.');
    expect(api.bodies('POST /api/channel/prtcpnt')).toEqual([
      { chnSn: 7, invitePhoneList: ['01077778888'], inviteMssage: '어서 와요' },
    ]);
    await waitFor(() =>
      expect(api.routes().filter((route) => route === 'GET /api/channel/7/prtcpnt')).toHaveLength(2),
    );
  });

  it('after inviting, lists the numbers not texted with why (M1153, M1155) and closes on OK', async () => {
    const api = channelApi().on('POST /api/channel/prtcpnt', {
      status: 201,
      data: {
        prtcpntList: [
          participant(9, { userId: null, userNm: null, prtcpntSttusCode: '0001' }),
          participant(10, { userId: null, userNm: null, prtcpntSttusCode: '0001' }),
          participant(11, { userId: null, userNm: null, prtcpntSttusCode: '0001' }),
        ],
        notTextedList: [
          { mphonNo: '01077778888', reason: 'M1153' },
          { mphonNo: '01099990000', reason: 'M1155' },
        ],
      },
    });
    jest.spyOn(dialogs, 'toast').mockResolvedValue();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7');
    const dialog = await screen.findByRole('dialog', { name: '초대 목록' });
    for (const number of ['01077778888', '01099990000', '01011112222']) {
      await addInvitee(dialog, number);
      await within(dialog).findByText(number.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3'));
    }
    fireEvent.click(within(dialog).getByRole('button', { name: '초대 보내기' }));

    const heading = await within(dialog).findByRole('heading', { name: '문자를 보내지 않은 번호 2개' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const list = within(
      within(dialog).getByRole('region', { name: '문자를 보내지 않은 번호 2개' }),
    ).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`010-7777-8888${messageFor('M1153')}`, `010-9999-0000${messageFor('M1155')}`]);
    expect(window.location.pathname).toBe('/prtcpntSetting/chnInviteList');

    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(window.location.pathname).toBe('/prtcpntSetting'));
    expect(api.bodies('POST /api/channel/prtcpnt')).toHaveLength(1);
  });

  it.each(['en', 'km'] as const)('lists the numbers not texted in %s too', async (language) => {
    channelApi().on('POST /api/channel/prtcpnt', {
      status: 201,
      data: {
        prtcpntList: [participant(9, { userId: null, userNm: null, prtcpntSttusCode: '0001' })],
        notTextedList: [{ mphonNo: '01077778888', reason: 'M1154' }],
      },
    });
    jest.spyOn(dialogs, 'toast').mockResolvedValue();
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7', language);
    const dialog = await screen.findByRole('dialog', { name: translate('channel:overlays.chnInviteList') });
    fireEvent.change(within(dialog).getByLabelText(translate('channel:invite.phone')), {
      target: { value: '01077778888' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: translate('channel:invite.add') }));
    await within(dialog).findByText('010-7777-8888');
    fireEvent.click(within(dialog).getByRole('button', { name: translate('channel:invite.send') }));

    const title = translate('channel:notTexted.title', { count: 1 });
    const region = await within(dialog).findByRole('region', { name: title });
    expect(within(region).getByRole('listitem').textContent).toBe(`010-7777-8888${messageFor('M1154')}`);
    expect(messageFor('M1154')).not.toBe('M1154');
    expect(missing.stop()).toEqual([]);
  });

  it('finds a number in the phone’s contacts through the bridge inside the native shell', async () => {
    channelApi();
    const postMessage = jest.fn((message: string) => {
      const { id } = JSON.parse(message) as { id: string };
      setTimeout(() =>
        window.familyHealthBridge?.receive({
          id,
          resultCode: -1,
          data: { userNm: '이모', mobilePhone: '010-3333-4444' },
        }),
      );
    });
    window.FamilyHealthAndroid = { postMessage };
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7');
    const dialog = await screen.findByRole('dialog', { name: '초대 목록' });

    fireEvent.click(within(dialog).getByRole('button', { name: '연락처에서 찾기' }));

    expect(await within(dialog).findByText('010-3333-4444')).toBeTruthy();
    expect(JSON.parse(postMessage.mock.calls[0]![0]).method).toBe('searchContact');
  });

  it('speaks Khmer, with the API’s refusal of one’s own number (M1112) in Khmer', async () => {
    channelApi().on('POST /api/channel/prtcpnt', refusal(400, 'M1112', 'own number'));
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/prtcpntSetting/chnInviteList?chnSn=7', 'km');
    const dialog = await screen.findByRole('dialog', {
      name: messageForKey('channel:overlays.chnInviteList'),
    });
    fireEvent.change(within(dialog).getByLabelText('លេខទូរសព្ទដៃ'), { target: { value: '01099990000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'បន្ថែម' }));
    await within(dialog).findByText('010-9999-0000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ផ្ញើការអញ្ជើញ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messageFor('M1112'));
    expect(messageFor('M1112')).not.toBe('own number');
    expect(missing.stop()).toEqual([]);
  });
});

function messageForKey(key: string): string {
  return translate(key);
}

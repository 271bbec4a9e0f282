/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dialogs, messageFor, session } from 'shared-kernel';
import type { Channel } from 'shared-kernel/isomorphic';
import { fakeApi, logIn, renderRemoteAt, resetSession, watchMissingTexts } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { basicInfoOf, familyChannel, myChannel, uploaded } from '../channel-common/testing/fixtures';

const backgroundId = 'b0b0b0b0-0000-4000-8000-000000000002';

function decoratingApi(channel: Channel) {
  return fakeApi()
    .on('GET /api/channel', { status: 200, data: { chnList: [myChannel, channel] } })
    .on('GET /api/channel/7/basicInfo', { status: 200, data: basicInfoOf(channel) })
    .on('POST /api/files/images', { status: 201, data: uploaded(backgroundId, 'channelBackground') });
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

describe('/chnDecorating', () => {
  it('lets the manager change the name and background, checked by the kernel’s rules', async () => {
    const channel = familyChannel();
    const api = decoratingApi(channel).on('PUT /api/channel/7/basicInfo', (body) => ({
      status: 200,
      data: body,
    }));
    const toast = jest.spyOn(dialogs, 'toast').mockResolvedValue();
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, '/chnDecorating?chnSn=7');

    const name = (await screen.findByLabelText('채널 이름')) as HTMLInputElement;
    expect(name.value).toBe('우리 가족');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(messageFor('M0013'))).toBeTruthy();
    expect(api.routes()).not.toContain('PUT /api/channel/7/basicInfo');

    fireEvent.change(name, { target: { value: '우리 집' } });
    fireEvent.change(screen.getByLabelText('배경 이미지 (선택)'), {
      target: { files: [new File(['x'], 'bg.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByRole('button', { name: '배경 이미지 (선택) 지우기' });
    fireEvent.click(screen.getByRole('switch', { name: '참여자도 가족을 초대할 수 있어요' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() =>
      expect(api.bodies('PUT /api/channel/7/basicInfo')).toEqual([
        {
          chnNm: '우리 집',
          chnImageId: channel.chnImage?.imageId,
          chnBgImageId: backgroundId,
          inviteMssage: '함께 건강을 챙겨요',
          posInvtAt: 'Y',
        },
      ]),
    );
    expect(toast).toHaveBeenCalledWith('채널을 저장했어요.');
    expect(missing.stop()).toEqual([]);
  });

  it("clears the name's error as soon as the name is valid again, before any save (issue 35.4)", async () => {
    const api = decoratingApi(familyChannel());
    await renderRemoteAt(RemoteRoot, '/chnDecorating?chnSn=7');
    const name = (await screen.findByLabelText('채널 이름')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(messageFor('M0013'))).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: '우리 집' } });
    await waitFor(() => expect(screen.queryByText(messageFor('M0013'))).toBeNull());
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(api.routes()).not.toContain('PUT /api/channel/7/basicInfo');
  });

  it('shows a member the channel read-only', async () => {
    decoratingApi(familyChannel({ mngrAt: 'N' }));
    await renderRemoteAt(RemoteRoot, '/chnDecorating?chnSn=7', 'en');
    expect(await screen.findByText('Only the manager can change how the channel looks.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '우리 가족' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

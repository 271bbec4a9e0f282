/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { demoUser, fakeApi, logIn, refusal, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../../RemoteRoot';
import { acknowledgeAlert, answerConfirm, toastMessage } from '../../../testing/dialogs';
import type { SharingLists } from './api';

const empty: SharingLists = {
  sharedUserList: [],
  sharedWithMeList: [],
  pendingSharedUserList: [],
  shareRequestList: [],
};
const withRequest: SharingLists = {
  ...empty,
  shareRequestList: [{ userId: 'demo-mom', userNm: '이정숙', requestDt: '2026-03-02T00:00:00.000Z' }],
};

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  api = fakeApi()
    .on('GET /api/user', { status: 200, data: demoUser })
    .on('GET /api/user/sharedUserList', { status: 200, data: withRequest });
});

describe('sharing health records (account settings; the request notification opens it)', () => {
  it('is linked from the settings menu', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting');
    expect((await screen.findByRole('link', { name: '건강 기록 공유' })).getAttribute('href')).toBe(
      '/user/myChn/setting/sharing',
    );
  });

  it('shows who asks to share with me, and accepting makes them someone who shares with me', async () => {
    api.on('POST /api/user/acceptSharedUser', {
      status: 200,
      data: { ...empty, sharedWithMeList: [{ userId: 'demo-mom', userNm: '이정숙' }] },
    });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing');

    expect(await screen.findByText('이정숙(demo-mom)님이 건강 기록을 나와 공유하려고 해요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '수락' }));

    expect(await toastMessage()).toBe('이제 이정숙님의 건강 기록을 볼 수 있어요.');
    expect(api.bodies('POST /api/user/acceptSharedUser')).toEqual([{ userId: 'demo-mom' }]);
    const sharedWithMe = screen.getByRole('region', { name: '나와 공유하는 사람' });
    expect(within(sharedWithMe).getByText('이정숙 (demo-mom)')).toBeTruthy();
    expect(screen.getByText('받은 공유 요청이 없어요.')).toBeTruthy();
  });

  it('declining removes the request', async () => {
    api.on('POST /api/user/declineSharedUser', { status: 200, data: empty });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing');

    fireEvent.click(await screen.findByRole('button', { name: '거절' }));

    expect(await toastMessage()).toBe('요청을 거절했어요.');
    expect(api.bodies('POST /api/user/declineSharedUser')).toEqual([{ userId: 'demo-mom' }]);
    expect(screen.getByText('받은 공유 요청이 없어요.')).toBeTruthy();
  });

  it('a request answered meanwhile shows M1146 and the lists as they are now', async () => {
    api.on(
      'POST /api/user/acceptSharedUser',
      refusal(404, 'M1146', '이 공유 요청은 이미 처리되었거나 기한이 지났어요.', 'userId'),
    );
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing');
    fireEvent.click(await screen.findByRole('button', { name: '수락' }));
    api.on('GET /api/user/sharedUserList', { status: 200, data: empty });

    expect(await acknowledgeAlert()).toBe('이 공유 요청은 이미 처리되었거나 기한이 지났어요.');
    expect(await screen.findByText('받은 공유 요청이 없어요.')).toBeTruthy();
  });

  it('asks an id: the request waits under the id typed, with no name, and can be cancelled', async () => {
    const pending = {
      ...empty,
      pendingSharedUserList: [
        { userId: 'someone', requestDt: '2026-03-02T00:00:00.000Z', expiryDt: '2026-03-16T00:00:00.000Z' },
      ],
    };
    api
      .on('GET /api/user/sharedUserList', { status: 200, data: empty })
      .on('POST /api/user/sharedUser', { status: 202, data: pending })
      .on('POST /api/user/removeSharedUser', { status: 200, data: empty });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing');

    fireEvent.change(await screen.findByLabelText('상대방 아이디'), { target: { value: ' someone ' } });
    fireEvent.click(screen.getByRole('button', { name: '요청 보내기' }));

    expect(await toastMessage()).toBe('요청을 보냈어요. 상대가 수락하면 공유돼요.');
    expect(api.bodies('POST /api/user/sharedUser')).toEqual([{ userId: 'someone' }]);
    expect(screen.getByText('someone · 응답 대기 중')).toBeTruthy();
    expect(screen.getByText('2026.03.16까지 기다려요')).toBeTruthy();
    expect((screen.getByLabelText('상대방 아이디') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: '요청 취소' }));
    expect(await toastMessage()).toBe('요청을 취소했어요.');
    expect(api.bodies('POST /api/user/removeSharedUser')).toEqual([{ userId: 'someone' }]);
  });

  it('refuses an empty id before asking the server', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing');

    fireEvent.click(await screen.findByRole('button', { name: '요청 보내기' }));

    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeTruthy();
    expect(api.routes()).not.toContain('POST /api/user/sharedUser');
  });

  it('stops sharing with someone after asking', async () => {
    api
      .on('GET /api/user/sharedUserList', {
        status: 200,
        data: { ...empty, sharedUserList: [{ userId: 'demo', userNm: '김민준' }] },
      })
      .on('POST /api/user/removeSharedUser', { status: 200, data: empty });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing');

    fireEvent.click(await screen.findByRole('button', { name: '공유 중지' }));
    expect(await answerConfirm(true)).toBe('김민준님과 건강 기록 공유를 멈출까요?');

    expect(await toastMessage()).toBe('공유를 멈췄어요.');
    await waitFor(() => expect(screen.getByText('아직 공유하는 사람이 없어요.')).toBeTruthy());
  });

  it('reads in English and Khmer', async () => {
    const { unmount } = await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing', 'en');
    expect(
      await screen.findByText('이정숙 (demo-mom) wants to share their health records with you.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    unmount();
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sharing', 'km');
    expect(await screen.findByRole('button', { name: 'ទទួលយក' })).toBeTruthy();
  });
});

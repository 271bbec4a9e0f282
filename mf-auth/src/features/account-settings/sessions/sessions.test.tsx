/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { demoUser, fakeApi, logIn, refusal, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../../RemoteRoot';
import { acknowledgeAlert, answerConfirm, toastMessage } from '../../../testing/dialogs';
import type { SessionItem } from './api';
import { deviceName } from './deviceName';

const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const laptopAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0';
const iphoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const here: SessionItem = {
  sessionId: '11111111-1111-4111-8111-111111111111',
  userAgent: phoneAgent,
  creatDt: '2026-03-01T00:00:00.000Z',
  lastUsedDt: '2026-03-02T01:30:00.000Z',
  current: true,
};
const laptop: SessionItem = {
  sessionId: '22222222-2222-4222-8222-222222222222',
  userAgent: laptopAgent,
  creatDt: '2026-02-20T03:00:00.000Z',
  lastUsedDt: '2026-02-28T12:00:00.000Z',
  current: false,
};
const iphone: SessionItem = {
  ...laptop,
  sessionId: '33333333-3333-4333-8333-333333333333',
  userAgent: iphoneAgent,
};
const unknown: SessionItem = {
  ...laptop,
  sessionId: '44444444-4444-4444-8444-444444444444',
  userAgent: null,
};

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  api = fakeApi()
    .on('GET /api/user', { status: 200, data: demoUser })
    .on('GET /api/user/sessions', { status: 200, data: { sessionList: [here, laptop, iphone] } });
});

const cardOf = (name: RegExp) => screen.getByRole('listitem', { name });

describe('signed-in devices (account settings)', () => {
  it('is linked from the settings menu', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting');
    expect((await screen.findByRole('link', { name: '로그인한 기기' })).getAttribute('href')).toBe(
      '/user/myChn/setting/sessions',
    );
  });

  it('lists each device with its name, when it signed in and was last used, this one marked and without a sign-out', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sessions');

    const mine = await screen.findByRole('listitem', { name: 'Chrome · Android (이 기기)' });
    expect(within(mine).getByText('2026.03.01 09:00')).toBeTruthy();
    expect(within(mine).getByText('2026.03.02 10:30')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(cardOf(/^Edge · Windows$/)).getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(within(cardOf(/^Safari · iOS$/)).getByRole('button', { name: '로그아웃' })).toBeTruthy();
  });

  it('"Sign out" signs that device out after asking, and shows the devices left', async () => {
    api.on('DELETE /api/user/sessions/22222222-2222-4222-8222-222222222222', {
      status: 200,
      data: { sessionList: [here, iphone] },
    });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sessions');

    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Edge · Windows' })).getByRole('button'),
    );
    expect(await answerConfirm(true)).toBe('Edge · Windows에서 로그아웃할까요?');

    expect(await toastMessage()).toBe('Edge · Windows에서 로그아웃했어요.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Edge · Windows' })).toBeNull());
    expect(api.routes()).toContain('DELETE /api/user/sessions/22222222-2222-4222-8222-222222222222');
  });

  it('asks first and does nothing when the answer is no', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sessions');

    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Edge · Windows' })).getByRole('button'),
    );
    await answerConfirm(false);

    expect(api.routes().filter((route) => route.startsWith('DELETE'))).toEqual([]);
    expect(cardOf(/^Edge · Windows$/)).toBeTruthy();
  });

  it('"Sign out all other devices" leaves only this one and says no other device is signed in', async () => {
    api.on('POST /api/user/sessions/signOutOthers', { status: 200, data: { sessionList: [here] } });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sessions');

    fireEvent.click(await screen.findByRole('button', { name: '다른 기기 모두 로그아웃' }));
    expect(await answerConfirm(true)).toBe('이 기기를 뺀 2대의 기기에서 로그아웃할까요?');

    expect(await toastMessage()).toBe('다른 기기에서 모두 로그아웃했어요.');
    expect(await screen.findByText('다른 기기에는 로그인되어 있지 않아요.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('a device already signed out elsewhere shows M1145 and the list as it is now', async () => {
    api.on(
      'DELETE /api/user/sessions/22222222-2222-4222-8222-222222222222',
      refusal(404, 'M1145', '이미 로그아웃된 기기예요. 목록을 새로 고쳐 주세요.', 'sessionId'),
    );
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sessions');
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Edge · Windows' })).getByRole('button'),
    );
    api.on('GET /api/user/sessions', { status: 200, data: { sessionList: [here, iphone] } });
    await answerConfirm(true);

    expect(await acknowledgeAlert()).toBe('이미 로그아웃된 기기예요. 목록을 새로 고쳐 주세요.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Edge · Windows' })).toBeNull());
  });

  it('shows a device it cannot name as unknown, and reads in English', async () => {
    api.on('GET /api/user/sessions', { status: 200, data: { sessionList: [here, unknown] } });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/sessions', 'en');

    expect(await screen.findByRole('heading', { name: 'Signed-in devices' })).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Unknown device' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Chrome · Android (this device)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeTruthy();
  });

  it('names devices from their user agent', () => {
    expect([phoneAgent, laptopAgent, iphoneAgent, 'curl/8.5.0', null].map(deviceName)).toEqual([
      'Chrome · Android',
      'Edge · Windows',
      'Safari · iOS',
      null,
      null,
    ]);
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage, session } from 'shared-kernel';
import { defaultUserSettings, type UserSettings } from 'shared-kernel/isomorphic';
import { demoUser, fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../../RemoteRoot';
import { acknowledgeAlert, toastMessage } from '../../../testing/dialogs';

const page = '/user/myChn/setting/notifications';
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  api = fakeApi()
    .on('GET /api/user', { status: 200, data: demoUser })
    .on('GET /api/service/setting', { status: 200, data: defaultUserSettings })
    .on('PUT /api/service/setting', (body) => ({ status: 200, data: body as UserSettings }));
});

const topic = (name: string) => screen.findByRole('switch', { name });

describe('notification settings (issue 36.1)', () => {
  it('is reached from the settings menu, as is the feedback board (issue 35.3)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting');

    expect((await screen.findByRole('link', { name: '알림 설정' })).getAttribute('href')).toBe(page);
    expect(screen.getByRole('link', { name: '고객의 소리 (문의하기)' }).getAttribute('href')).toBe(
      '/user/inqry',
    );
  });

  it('shows every topic on by default and saves a topic turned off at once, in the device’s time zone', async () => {
    await renderRemoteAt(RemoteRoot, page);
    const likes = await topic('내 글의 좋아요');
    expect(likes.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(likes);

    expect(await toastMessage()).toBe('알림 설정을 저장했어요.');
    const [saved] = api.bodies('PUT /api/service/setting') as UserSettings[];
    expect(saved?.notifications).toEqual({ ...defaultUserSettings.notifications, likes: false });
    expect(saved?.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect((await topic('내 글의 좋아요')).getAttribute('aria-checked')).toBe('false');
    expect(session.snapshot().settings?.notifications.likes).toBe(false);
  });

  it('turns quiet hours on as 22:00-07:00, then saves a changed end time once it is a whole time', async () => {
    await renderRemoteAt(RemoteRoot, page);

    fireEvent.click(await topic('방해 금지 시간 사용'));
    await waitFor(() =>
      expect(api.bodies('PUT /api/service/setting')).toContainEqual(
        expect.objectContaining({ quietHours: { start: '22:00', end: '07:00' } }),
      ),
    );
    const end = await screen.findByRole('textbox', { name: '끝 시각' });
    fireEvent.change(end, { target: { value: '06:3' } });
    fireEvent.change(end, { target: { value: '06:30' } });

    await waitFor(() =>
      expect(api.bodies('PUT /api/service/setting').at(-1)).toMatchObject({
        quietHours: { start: '22:00', end: '06:30' },
      }),
    );
    expect(api.bodies('PUT /api/service/setting')).toHaveLength(2);
  });

  it('shows the API’s refusal and the settings as they were', async () => {
    api.on('PUT /api/service/setting', refusal(400, 'M0097', '설정을 변경하지 못했어요.'));
    await renderRemoteAt(RemoteRoot, page);

    fireEvent.click(await topic('채널 초대'));

    expect(await acknowledgeAlert()).toBe('설정을 변경하지 못했어요.');
    expect((await topic('채널 초대')).getAttribute('aria-checked')).toBe('true');
  });

  it('saves the language chosen in settings for every device the person logs in on (the login page’s stays the device’s)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting');

    fireEvent.change(await screen.findByRole('combobox', { name: '언어' }), { target: { value: 'en' } });

    await waitFor(() =>
      expect(api.bodies('PUT /api/service/setting')).toEqual([{ ...defaultUserSettings, language: 'en' }]),
    );
    expect(session.snapshot().settings?.language).toBe('en');
    await changeLanguage('ko');
  });
});

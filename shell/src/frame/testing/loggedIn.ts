import { changeLanguage, initI18n } from 'shared-kernel';
import { fakeApi, fakeNotificationStream, logIn, resetSession } from 'shared-kernel/testing';

/** Each test starts logged in, in Korean, with no new notification and a quiet notification stream. */
export function startLoggedInInKorean(): void {
  beforeEach(async () => {
    resetSession();
    logIn();
    fakeApi().on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
    fakeNotificationStream();
    await initI18n();
    await changeLanguage('ko');
  });
  afterEach(() => resetSession());
}

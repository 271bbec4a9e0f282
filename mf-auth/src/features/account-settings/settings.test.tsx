/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bridge, session } from 'shared-kernel';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { acknowledgeAlert, answerConfirm, toastMessage } from '../../testing/dialogs';
import { demoUser, fakeApi, logIn, refusal, resetSession } from 'shared-kernel/testing';

const info = {
  userId: 'mina01',
  userNm: '김민아',
  userBrthdyDe: '1990-03-04',
  userGenderCode: '0002',
  userMphonNo: '01023456781',
  userEmail: null,
  height: 162.5,
  profilePhoto: null,
};
const photo = 'data:image/jpeg;base64,AAAA';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  jest.restoreAllMocks();
  api = fakeApi()
    .on('GET /api/user', { status: 200, data: demoUser })
    .on('GET /api/service/info', { status: 200, data: info });
});

describe('settings menu', () => {
  it('links every settings page, the health-app connection included, and shows the app version', async () => {
    jest
      .spyOn(bridge, 'call')
      .mockImplementation(
        async () => ({ resultCode: -1, data: { platform: 'android', version: '3.2.1' } }) as never,
      );
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting');
    expect(await screen.findByText('앱 버전 3.2.1')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/user/myChn/setting/profile',
      '/user/myChn/setting/password',
      '/user/myChn/setting/sessions',
      '/user/myChn/setting/your-data',
      '/user/myChn/setting/notifications',
      '/user/myChn/setting/blocked-people',
      '/user/myChn/setting/sharing',
      '/user/myChn/setting/lifelogConnect',
      '/user/myChn/setting/agreement',
      '/user/myChn/setting/tutorial',
      '/user/inqry',
    ]);
  });

  it('keeps the settings menu under the health-app sheet, which mf-lifelog draws over it', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/lifelogConnect');
    expect(await screen.findByRole('heading', { level: 1, name: '설정' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '건강 앱 연동' }).getAttribute('href')).toBe(
      '/user/myChn/setting/lifelogConnect',
    );
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
  });

  it('shows the menu in English', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting', 'en');
    expect(await screen.findByRole('link', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('profile', () => {
  it('saves a photo chosen through the native host at the profile size', async () => {
    const call = jest.spyOn(bridge, 'call').mockImplementation(
      async () =>
        ({
          resultCode: -1,
          data: { dataUrl: photo, mimeType: 'image/jpeg', width: 160, height: 160 },
        }) as never,
    );
    api.on('PUT /api/service/info', { status: 200, data: { ...info, profilePhoto: photo } });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile');
    fireEvent.click(await screen.findByRole('button', { name: '사진 바꾸기' }));
    expect((await screen.findByAltText('내 프로필 사진')).getAttribute('src')).toBe(photo);
    expect(call).toHaveBeenCalledWith('getPhoto', { maxSize: 160 });
    expect(api.bodies('PUT /api/service/info')).toEqual([{ profilePhoto: photo }]);
  });

  it('says the photo could not be used when the host fails (M0140), and nothing when the person cancels', async () => {
    const call = jest.spyOn(bridge, 'call').mockImplementation(async () => ({ resultCode: 7 }) as never);
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile');
    fireEvent.click(await screen.findByRole('button', { name: '사진 바꾸기' }));
    expect(await acknowledgeAlert()).toBe('사진을 불러오지 못했어요. 너무 큰 사진은 사용할 수 없어요.');
    call.mockImplementation(async () => ({ resultCode: 1 }) as never);
    press('사진 바꾸기');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(api.bodies('PUT /api/service/info')).toEqual([]);
  });

  it('shows the phone number grouped as people read it, 010-2345-6781 (issue 35)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile');
    expect(await screen.findByText('010-2345-6781')).toBeTruthy();
    expect(screen.queryByText('01023456781')).toBeNull();
  });

  it("shows the API's refusal of an oversized photo (M0140)", async () => {
    jest.spyOn(bridge, 'call').mockImplementation(
      async () =>
        ({
          resultCode: -1,
          data: { dataUrl: photo, mimeType: 'image/jpeg', width: 160, height: 160 },
        }) as never,
    );
    api.on(
      'PUT /api/service/info',
      refusal(400, 'M0140', '사진을 불러오지 못했어요. 너무 큰 사진은 사용할 수 없어요.', 'profilePhoto'),
    );
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile');
    fireEvent.click(await screen.findByRole('button', { name: '사진 바꾸기' }));
    expect(await acknowledgeAlert()).toBe('사진을 불러오지 못했어요. 너무 큰 사진은 사용할 수 없어요.');
  });

  it('checks the height (M0136) and saves it with a toast', async () => {
    api.on('PUT /api/service/info', { status: 200, data: { ...info, height: 170 } });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile');
    await screen.findByLabelText('키(cm)');
    type('키(cm)', '600');
    press('저장');
    expect(await screen.findByText('키는 1~500cm 사이로 입력해 주세요.')).toBeTruthy();
    type('키(cm)', '170');
    press('저장');
    expect(await toastMessage()).toBe('키를 저장했어요.');
    expect(api.bodies('PUT /api/service/info')).toEqual([{ height: 170 }]);
    expect(session.snapshot().userInfo?.height).toBe(170);
  });

  it('shows name, birth date and gender without letting them change', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile');
    expect(await screen.findByText('1990.03.04')).toBeTruthy();
    expect(screen.getByText('여성')).toBeTruthy();
    expect(screen.queryByLabelText('이름')).toBeNull();
  });
});

describe('phone change', () => {
  beforeEach(() => {
    api
      .on('POST /api/user/identify/phone', {
        status: 200,
        data: { verificationId: 'v-2', expiresIn: 180, resendIn: 60 },
      })
      .on('POST /api/user/identify/check', { status: 200, data: { verified: true } });
  });

  it('refuses to save before the new number is verified (M0142)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/phone');
    await screen.findByLabelText('휴대폰 번호');
    press('저장');
    expect(await screen.findByText('휴대폰 번호 인증을 완료해 주세요.')).toBeTruthy();
  });

  it('asks for a code before verifying (M0109)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/phone');
    await screen.findByLabelText('휴대폰 번호');
    press('인증 확인');
    expect(await screen.findByText('먼저 인증번호를 받아 주세요.')).toBeTruthy();
  });

  it('saves a verified number, says so and goes back to the profile', async () => {
    api.on('PUT /api/service/info/phone', { status: 200, data: { ...info, userMphonNo: '01099998888' } });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/phone');
    await screen.findByLabelText('휴대폰 번호');
    type('휴대폰 번호', '010-9999-8888');
    press('인증번호 받기');
    await screen.findByText('03:00');
    type('인증번호', '654321');
    press('인증 확인');
    await screen.findByText('휴대폰 번호가 인증되었어요.');
    press('저장');
    expect(await toastMessage()).toBe('휴대폰 번호를 바꿨어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/user/myChn/setting/profile'));
    expect(api.bodies('POST /api/user/identify/phone')).toEqual([{ mobilePhone: '01099998888' }]);
    expect(api.bodies('PUT /api/service/info/phone')).toEqual([
      { mobilePhone: '01099998888', verificationId: 'v-2' },
    ]);
  });
});

describe('password change', () => {
  async function fill() {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/password');
    await screen.findByLabelText('현재 비밀번호');
    type('현재 비밀번호', 'Demo1234!');
    type('새 비밀번호', 'newpass12');
    type('비밀번호 확인', 'newpass12');
    press('변경하기');
  }

  it('says the current password is wrong without changing anything', async () => {
    api.on('POST /api/user/checkpw', { status: 200, data: { matches: false } });
    await fill();
    expect(await screen.findByText('현재 비밀번호가 맞지 않아요.')).toBeTruthy();
    expect(api.bodies('PUT /api/service/info/password')).toEqual([]);
  });

  it('changes the password, says so and goes back to settings', async () => {
    api
      .on('POST /api/user/checkpw', { status: 200, data: { matches: true } })
      .on('PUT /api/service/info/password', { status: 200, data: {} });
    await fill();
    expect(await toastMessage()).toBe('비밀번호를 바꿨어요. 다른 기기에서는 로그아웃돼요.');
    expect(api.bodies('PUT /api/service/info/password')).toEqual([
      { currentPassword: 'Demo1234!', userPassword: 'newpass12' },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/user/myChn/setting'));
  });

  it('refuses the current password as the new one, and asks nothing of the server (issue 35.12, M1170)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/password');
    await screen.findByLabelText('현재 비밀번호');
    type('현재 비밀번호', 'Demo1234!');
    type('새 비밀번호', 'Demo1234!');
    type('비밀번호 확인', 'Demo1234!');
    press('변경하기');
    expect(
      await screen.findByText('새 비밀번호가 지금 비밀번호와 같아요. 다른 비밀번호를 입력해 주세요.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('새 비밀번호'));
    expect(api.bodies('POST /api/user/checkpw')).toEqual([]);
    expect(api.bodies('PUT /api/service/info/password')).toEqual([]);
  });

  it('checks the new password with the kernel rules (M0130)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/password');
    await screen.findByLabelText('현재 비밀번호');
    type('현재 비밀번호', 'Demo1234!');
    type('새 비밀번호', 'aaab1234');
    press('변경하기');
    expect(await screen.findByText(/같은 문자/)).toBeTruthy();
  });
});

describe('agreements', () => {
  const agreements = {
    stplatList: [
      {
        stplatCode: '0001',
        stplatVer: '1',
        required: true,
        stplatNm: '서비스 이용약관',
        stplatCn: '전문',
        agreed: true,
        agreedDt: '2026-01-05T01:00:00Z',
      },
      {
        stplatCode: '0004',
        stplatVer: '1',
        required: false,
        stplatNm: '마케팅 알림',
        stplatCn: '전문',
        agreed: false,
        agreedDt: null,
      },
    ],
  };

  it('keeps required terms agreed and toggles an optional one', async () => {
    api
      .on('GET /api/service/agreements', { status: 200, data: agreements })
      .on('PUT /api/service/agreements', {
        status: 200,
        data: {
          stplatList: [
            agreements.stplatList[0],
            { ...agreements.stplatList[1], agreed: true, agreedDt: '2026-03-01T00:00:00Z' },
          ],
        },
      });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/agreement');
    const required = (await screen.findByLabelText('서비스 이용약관 (필수)')) as HTMLInputElement;
    expect(required.checked && required.disabled).toBe(true);
    expect(screen.getByText('2026.01.05 동의')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('마케팅 알림 (선택)'));
    expect(await toastMessage()).toBe('동의했어요.');
    expect(api.bodies('PUT /api/service/agreements')).toEqual([
      { agreements: [{ stplatCode: '0004', agreed: true }] },
    ]);
  });

  it('says the setting could not be changed (M0097)', async () => {
    api
      .on('GET /api/service/agreements', { status: 200, data: agreements })
      .on('PUT /api/service/agreements', refusal(500, 'M0073', '서버 오류'));
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/agreement');
    fireEvent.click(await screen.findByLabelText('마케팅 알림 (선택)'));
    expect(await acknowledgeAlert()).toBe('설정을 변경하지 못했어요.');
  });
});

describe('tutorial', () => {
  it('walks through the app areas step by step', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/tutorial');
    expect(await screen.findByText('5개 중 1번째')).toBeTruthy();
    expect(screen.getByRole('button', { name: '이전' }).hasAttribute('disabled')).toBe(true);
    press('다음');
    expect(screen.getByRole('heading', { name: '내 건강' })).toBeTruthy();
    press('다음');
    press('다음');
    press('다음');
    expect(screen.getByText('5개 중 5번째')).toBeTruthy();
    press('이전');
    expect(screen.getByRole('heading', { name: '채널' })).toBeTruthy();
  });
});

describe('withdrawal', () => {
  it('asks for a reason, and for the words when the reason is "other"', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/deleteAccount');
    fireEvent.click(await screen.findByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('탈퇴 이유를 선택해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('기타'));
    press('탈퇴하기');
    expect(await screen.findByText('탈퇴 사유를 입력해 주세요.')).toBeTruthy();
  });

  it('deletes the account after confirmation, forgets the session and shows the goodbye page', async () => {
    api.on('POST /api/user/unregister', { status: 200, data: {} });
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/deleteAccount');
    expect(await screen.findByText('탈퇴한 아이디로는 다시 가입할 수 없어요.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('기타'));
    type('탈퇴 사유', '다른 앱을 써요');
    type('비밀번호', 'Demo1234!');
    press('탈퇴하기');
    expect(await answerConfirm(true)).toBe('정말 탈퇴할까요? 탈퇴하면 되돌릴 수 없어요.');
    expect(await screen.findByText('탈퇴가 완료되었어요')).toBeTruthy();
    expect(window.location.pathname).toBe('/user/myChn/setting/profile/deleteComplete');
    expect(session.isLoggedIn()).toBe(false);
    expect(api.bodies('POST /api/user/unregister')).toEqual([
      { unregisterReasonCode: '0005', userPassword: 'Demo1234!', unregisterReason: '다른 앱을 써요' },
    ]);
  });

  it('says what happens to health records, medicines, posts and managed channels (issue 35.16)', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/deleteAccount');
    const list = within(await screen.findByRole('list'));
    expect(
      list.getByText(/측정값, 검진 결과, 예측과 건강 목표는 나도 가족도 더 이상 볼 수 없고/),
    ).toBeTruthy();
    expect(list.getByText(/복약 계획과 복약 알림이 멈추고/)).toBeTruthy();
    expect(
      list.getByText(/채널에 남긴 글과 댓글은 지워지지 않고 '탈퇴한 사용자'의 글로 남아요/),
    ).toBeTruthy();
    expect(list.getByText(/관리하던 채널은 가장 오래 함께한 구성원이 이어서 관리하고/)).toBeTruthy();
  });

  it('asks for the password, and shows a wrong one under its field without withdrawing (issue 35.16, M1172)', async () => {
    api.on(
      'POST /api/user/unregister',
      refusal(400, 'M1172', '비밀번호가 맞지 않아요. 다시 입력해 주세요.', 'userPassword'),
    );
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/deleteAccount');
    fireEvent.click(await screen.findByLabelText('자주 사용하지 않아요'));
    press('탈퇴하기');
    expect(await screen.findByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(api.bodies('POST /api/user/unregister')).toEqual([]);

    type('비밀번호', 'Wrong1234!');
    press('탈퇴하기');
    await answerConfirm(true);
    expect(await screen.findByText('비밀번호가 맞지 않아요. 다시 입력해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText('비밀번호').getAttribute('aria-invalid')).toBe('true');
    expect(session.isLoggedIn()).toBe(true);
    expect(window.location.pathname).toBe('/user/myChn/setting/profile/deleteAccount');
  });

  it('keeps the account when the person does not confirm', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/deleteAccount');
    fireEvent.click(await screen.findByLabelText('자주 사용하지 않아요'));
    type('비밀번호', 'Demo1234!');
    press('탈퇴하기');
    await answerConfirm(false);
    expect(api.bodies('POST /api/user/unregister')).toEqual([]);
    expect(session.isLoggedIn()).toBe(true);
  });

  it('shows the goodbye page without a session', async () => {
    resetSession();
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/profile/deleteComplete');
    expect(await screen.findByRole('link', { name: '로그인 화면으로' })).toBeTruthy();
  });
});

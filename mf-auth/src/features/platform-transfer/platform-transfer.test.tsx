/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from 'shared-kernel';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { acknowledgeAlert, finishSuccess } from '../../testing/dialogs';
import { defaultUserSettings } from 'shared-kernel/isomorphic';
import { demoUser, fakeApi, resetSession } from 'shared-kernel/testing';

const terms = [
  {
    stplatCode: '0001',
    stplatVer: '1',
    required: true,
    stplatNm: '서비스 이용약관',
    stplatCn: '전문',
    agreed: false,
  },
  {
    stplatCode: '0004',
    stplatVer: '1',
    required: false,
    stplatNm: '마케팅 알림',
    stplatCn: '전문',
    agreed: false,
  },
];
const platformInfo = {
  isAgreeTransfer: false,
  agreeInfo: { stplatList: terms },
  userInfo: {
    userId: 'demo-legacy',
    userNm: '박순자',
    userBrthdyDe: '1958-05-10',
    userGenderCode: null,
    userMphonNo: null,
    userEmail: null,
    height: null,
  },
  missingFields: ['userGenderCode', 'mobilePhone'],
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  api = fakeApi()
    .on('POST /oauth/token', {
      status: 200,
      data: { access_token: 't', refresh_token: 'r', expires_in: 600, scope: 'platform.transfer' },
    })
    .on('POST /oauth/revoke', { status: 200, data: {} })
    .on('GET /api/user/platform', { status: 200, data: platformInfo })
    .on('GET /api/service/setting', { status: 200, data: defaultUserSettings });
});

async function logInAsMigrated() {
  await renderRemoteAt(RemoteRoot, '/intro/login');
  type('아이디', 'demo-legacy');
  type('비밀번호', 'Demo1234!');
  press('로그인');
  await screen.findByRole('heading', { name: '새 플랫폼으로 계정을 옮겨 주세요' });
}

async function consentToTerms() {
  press('동의하고 계속하기');
  fireEvent.click(await screen.findByLabelText('서비스 이용약관 (필수)'));
  press('다음');
  await screen.findByRole('heading', { name: '회원 정보를 확인해 주세요' });
  await screen.findByLabelText('이름');
}

describe('platform transfer', () => {
  it('takes a migrated account from login to the transfer consent', async () => {
    await logInAsMigrated();
    expect(window.location.pathname).toBe('/register/platform/transfer');
  });

  it('logs out a person who does not agree to the move (M0167)', async () => {
    await logInAsMigrated();
    press('동의하지 않음');
    expect(await acknowledgeAlert()).toBe('계정 이전에 동의하지 않으면 서비스를 이용할 수 없어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/intro/login'));
    expect(session.isLoggedIn()).toBe(false);
  });

  it('asks for the required terms (M0141) and logs out on refusal (M0172)', async () => {
    await logInAsMigrated();
    press('동의하고 계속하기');
    await screen.findByLabelText('전체 동의');
    press('다음');
    expect(await screen.findByText('필수 약관에 동의해 주세요.')).toBeTruthy();
    press('동의하지 않음');
    expect(await acknowledgeAlert()).toBe('필수 항목에 동의하지 않으면 서비스를 이용할 수 없어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/intro/login'));
  });

  it('logs out when the person cancels filling in the missing values (M0166)', async () => {
    await logInAsMigrated();
    await consentToTerms();
    press('취소');
    expect(await acknowledgeAlert()).toBe('서비스를 이용하려면 필수 정보를 입력해 주세요.');
    await waitFor(() => expect(window.location.pathname).toBe('/intro/login'));
  });

  it('says at each field what the older platform lacked, the gender choices too, and nowhere else (issue 35.17)', async () => {
    await logInAsMigrated();
    await consentToTerms();
    const gender = screen.getByRole('group', { name: '성별' });
    const hintId = gender.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toBe('이전 플랫폼에 없던 정보예요.');
    expect(screen.getAllByText('이전 플랫폼에 없던 정보예요.')).toHaveLength(1);
    expect(screen.getByLabelText('이름').getAttribute('aria-describedby')).toBeNull();
  });

  it('fills in what is missing, verifies a phone and completes the move', async () => {
    api
      .on('POST /api/user/identify/phone', {
        status: 200,
        data: { verificationId: 'v-5', expiresIn: 180, resendIn: 60 },
      })
      .on('POST /api/user/identify/check', { status: 200, data: { verified: true } })
      .on('PUT /api/user/platform', { status: 200, data: {} })
      .on('GET /api/user', { status: 200, data: { ...demoUser, userId: 'demo-legacy' } });
    await logInAsMigrated();
    await consentToTerms();
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('박순자');
    press('다음');
    expect(await screen.findByText('성별을 선택해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('여성'));
    press('다음');
    await screen.findByRole('heading', { name: '휴대폰 번호 인증' });
    expect(window.location.pathname).toBe('/register/user/identify');

    press('이전 완료');
    expect(await screen.findByText('휴대폰 번호 인증을 완료해 주세요.')).toBeTruthy();
    type('휴대폰 번호', '01055556666');
    press('인증번호 받기');
    await screen.findByText('03:00');
    type('인증번호', '111111');
    press('인증 확인');
    await screen.findByText('휴대폰 번호가 인증되었어요.');
    press('이전 완료');

    expect(await finishSuccess()).toBe('계정을 옮겼어요. 이제 서비스를 이용할 수 있어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-dashboard'));
    expect(api.bodies('PUT /api/user/platform')).toEqual([
      {
        isAgreeTransfer: true,
        agreements: [
          { stplatCode: '0001', agreed: true },
          { stplatCode: '0004', agreed: false },
        ],
        userNm: '박순자',
        userBrthdyDe: '1958-05-10',
        userGenderCode: '0002',
        mobilePhone: '01055556666',
        verificationId: 'v-5',
      },
    ]);
    expect(session.snapshot().platformRegInfo).toBeNull();
  });

  it('takes a birth date typed as 1961.07.02, refuses a half-typed one with a message and sends nothing for it', async () => {
    api
      .on('GET /api/user/platform', {
        status: 200,
        data: {
          ...platformInfo,
          userInfo: {
            ...platformInfo.userInfo,
            userBrthdyDe: null,
            userGenderCode: '0002',
            userMphonNo: '01055556666',
          },
          missingFields: ['userBrthdyDe'],
        },
      })
      .on('PUT /api/user/platform', { status: 200, data: {} })
      .on('GET /api/user', { status: 200, data: { ...demoUser, userId: 'demo-legacy' } });
    await logInAsMigrated();
    await consentToTerms();
    const birthDate = screen.getByLabelText('생년월일') as HTMLInputElement;
    expect(birthDate.type).toBe('text');
    expect(birthDate.placeholder).toBe('YYYY.MM.DD');

    type('생년월일', '1961.07');
    press('다음');
    expect(await screen.findByText('생년월일을 확인해 주세요.')).toBeTruthy();
    expect(birthDate.getAttribute('aria-invalid')).toBe('true');
    expect(api.routes()).not.toContain('PUT /api/user/platform');

    type('생년월일', '1961.07.02');
    press('다음');
    expect(await finishSuccess()).toBe('계정을 옮겼어요. 이제 서비스를 이용할 수 있어요.');
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-dashboard'));
    expect(api.bodies('PUT /api/user/platform')).toEqual([
      expect.objectContaining({ userBrthdyDe: '1961-07-02', userGenderCode: '0002' }),
    ]);
  });

  it('sends a page opened without the consent back to the start', async () => {
    session.setAuth({ access_token: 't', refresh_token: 'r', expires_in: 600, scope: 'platform.transfer' });
    await renderRemoteAt(RemoteRoot, '/register/user/identify');
    await screen.findByRole('button', { name: '동의하고 계속하기' });
    expect(window.location.pathname).toBe('/register/platform/transfer');
  });

  it("takes the older platform's Korean name while the app is read in Khmer (the API takes either script)", async () => {
    await renderRemoteAt(RemoteRoot, '/intro/login', 'km');
    type('អត្តសញ្ញាណ', 'demo-legacy');
    type('ពាក្យសម្ងាត់', 'Demo1234!');
    press('ចូល');
    fireEvent.click(await screen.findByRole('button', { name: 'យល់ព្រម និងបន្ត' }));
    fireEvent.click(await screen.findByLabelText('서비스 이용약관 (ចាំបាច់)'));
    press('បន្ទាប់');
    await screen.findByRole('heading', { name: 'ពិនិត្យព័ត៌មានរបស់អ្នក' });
    expect(((await screen.findByLabelText('ឈ្មោះ')) as HTMLInputElement).value).toBe('박순자');
    fireEvent.click(screen.getByLabelText('ស្រី'));
    press('បន្ទាប់');
    expect(await screen.findByRole('heading', { name: 'ផ្ទៀងផ្ទាត់លេខទូរសព្ទរបស់អ្នក' })).toBeTruthy();
  });

  it('explains the move in English', async () => {
    await renderRemoteAt(RemoteRoot, '/register/platform/transfer', 'en');
    expect(
      await screen.findByRole('heading', { name: 'Move your account to the new platform' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agree and continue' })).toBeTruthy();
  });
});

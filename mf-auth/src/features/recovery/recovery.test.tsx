/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { dialogOf, finishSuccess } from '../../testing/dialogs';
import { fakeApi, refusal, resetSession } from 'shared-kernel/testing';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

async function verifyPhone() {
  type('휴대폰 번호', '01023456781');
  press('인증번호 받기');
  await screen.findByText('03:00');
  type('인증번호', '123456');
  press('인증 확인');
  await screen.findByText('휴대폰 번호가 인증되었어요.');
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  api = fakeApi()
    .on('POST /api/open/identify/phone', {
      status: 200,
      data: { verificationId: 'v-9', expiresIn: 180, resendIn: 60 },
    })
    .on('POST /api/open/identify/check', { status: 200, data: { verified: true } });
});

describe('find id', () => {
  it('shows the id and its sign-up date, with ways to log in or reset the password', async () => {
    api.on('POST /api/open/register/search', {
      status: 200,
      data: { userId: 'mina01', registeredDe: '2026-02-03' },
    });
    await renderRemoteAt(RemoteRoot, '/register/search/id');
    await screen.findByLabelText('이름');
    type('이름', '김민아');
    await verifyPhone();
    press('아이디 찾기');
    expect(await screen.findByText('mina01')).toBeTruthy();
    expect(screen.getByText('2026.02.03')).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/intro/login');
    expect(screen.getByRole('link', { name: '비밀번호 재설정' })).toBeTruthy();
    expect(api.bodies('POST /api/open/register/search')).toEqual([
      { userNm: '김민아', mobilePhone: '01023456781', verificationId: 'v-9' },
    ]);
  });

  it('hands the id it found, the name and the number on to the password reset, nobody retypes them (issue 35.13)', async () => {
    api.on('POST /api/open/register/search', {
      status: 200,
      data: { userId: 'mina01', registeredDe: '2026-02-03' },
    });
    await renderRemoteAt(RemoteRoot, '/register/search/id');
    await screen.findByLabelText('이름');
    type('이름', '김민아');
    await verifyPhone();
    press('아이디 찾기');
    fireEvent.click(await screen.findByRole('link', { name: '비밀번호 재설정' }));

    await waitFor(() => expect(window.location.pathname).toBe('/register/reset/identify'));
    expect(((await screen.findByLabelText('아이디')) as HTMLInputElement).value).toBe('mina01');
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('김민아');
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('01023456781');
    press('인증번호 받기');
    await screen.findByText('03:00');
    expect(api.bodies('POST /api/open/identify/phone').at(-1)).toEqual({
      purpose: 'resetPassword',
      userId: 'mina01',
      userNm: '김민아',
      mobilePhone: '01023456781',
    });
  });

  it('says when no account has that name and number (M0185)', async () => {
    api.on('POST /api/open/identify/phone', refusal(404, 'M0185', '이름과 휴대폰 번호가 일치하지 않아요.'));
    await renderRemoteAt(RemoteRoot, '/register/search/id');
    await screen.findByLabelText('이름');
    type('이름', '김민아');
    type('휴대폰 번호', '01023456781');
    press('인증번호 받기');
    expect(await screen.findByText('이름과 휴대폰 번호가 일치하지 않아요.')).toBeTruthy();
  });

  it('asks for the name before sending a code', async () => {
    await renderRemoteAt(RemoteRoot, '/register/search/id');
    await screen.findByLabelText('이름');
    type('휴대폰 번호', '01023456781');
    press('인증번호 받기');
    expect(await screen.findByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(api.bodies('POST /api/open/identify/phone')).toEqual([]);
  });
});

describe('password reset', () => {
  it('resets the password after the account was verified, then goes to login', async () => {
    api.on('POST /api/open/register/mina01/resetpw', { status: 200, data: {} });
    await renderRemoteAt(RemoteRoot, '/register/search/pw/identify');
    await screen.findByLabelText('아이디');
    type('아이디', 'mina01');
    type('이름', '김민아');
    await verifyPhone();
    press('다음');
    await screen.findByText('mina01 계정의 새 비밀번호를 정해 주세요.');
    type('새 비밀번호', 'newpass12');
    type('비밀번호 확인', 'newpass12');
    press('비밀번호 변경');
    expect(await finishSuccess()).toBe('비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.');
    await waitFor(() => expect(window.location.pathname).toBe('/intro/login'));
    expect(api.bodies('POST /api/open/register/mina01/resetpw')).toEqual([
      { verificationId: 'v-9', userPassword: 'newpass12' },
    ]);
    expect(api.bodies('POST /api/open/identify/phone')).toEqual([
      { purpose: 'resetPassword', userId: 'mina01', userNm: '김민아', mobilePhone: '01023456781' },
    ]);
  });

  it('plays the success animation over the form just sent, not over an emptied first step (issue 35)', async () => {
    api.on('POST /api/open/register/mina01/resetpw', { status: 200, data: {} });
    await renderRemoteAt(RemoteRoot, '/register/search/pw/identify');
    await screen.findByLabelText('아이디');
    type('아이디', 'mina01');
    type('이름', '김민아');
    await verifyPhone();
    press('다음');
    await screen.findByText('mina01 계정의 새 비밀번호를 정해 주세요.');
    type('새 비밀번호', 'newpass12');
    type('비밀번호 확인', 'newpass12');
    press('비밀번호 변경');

    await dialogOf('success');
    expect(window.location.pathname).toBe('/register/search/pw/reset');
    expect((screen.getByLabelText('새 비밀번호') as HTMLInputElement).value).toBe('newpass12');
    expect(screen.getByRole('button', { name: '비밀번호 변경' }).hasAttribute('disabled')).toBe(true);
    await finishSuccess();
    expect(await screen.findByRole('button', { name: '로그인' })).toBeTruthy();
    expect(window.location.pathname).toBe('/intro/login');
  });

  it('shows an unknown id under the id field (M0188)', async () => {
    api.on('POST /api/open/identify/phone', refusal(404, 'M0188', '가입되지 않은 아이디예요.'));
    await renderRemoteAt(RemoteRoot, '/register/reset/identify');
    await screen.findByLabelText('아이디');
    type('아이디', 'nobody1');
    type('이름', '김민아');
    type('휴대폰 번호', '01023456781');
    press('인증번호 받기');
    expect(await screen.findByText('가입되지 않은 아이디예요.')).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the new-password page back to identification without a verified reset', async () => {
    await renderRemoteAt(RemoteRoot, '/register/search/pw/reset');
    await screen.findByLabelText('아이디');
    expect(window.location.pathname).toBe('/register/search/pw/identify');
  });

  it('starts over from /register/reset/pw', async () => {
    await renderRemoteAt(RemoteRoot, '/register/reset/pw');
    await screen.findByLabelText('아이디');
    expect(window.location.pathname).toBe('/register/reset/identify');
  });

  it('shows the reset page in English', async () => {
    await renderRemoteAt(RemoteRoot, '/register/reset/identify', 'en');
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.getByLabelText('Mobile phone number')).toBeTruthy();
  });
});

/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { acknowledgeAlert } from '../../testing/dialogs';
import { defaultUserSettings } from 'shared-kernel/isomorphic';
import { demoUser, fakeApi, logIn, refusal, resetSession } from 'shared-kernel/testing';

const terms = {
  stplatList: [
    {
      stplatCode: '0001',
      stplatVer: '2026-01-01',
      required: true,
      stplatNm: '서비스 이용약관',
      stplatCn: '제1조 목적',
    },
    {
      stplatCode: '0002',
      stplatVer: '2026-01-01',
      required: true,
      stplatNm: '개인정보 수집·이용',
      stplatCn: '수집 항목',
    },
    {
      stplatCode: '0004',
      stplatVer: '2026-01-01',
      required: false,
      stplatNm: '마케팅 알림',
      stplatCn: '이벤트 안내',
    },
  ],
};

function path() {
  return window.location.pathname;
}

/** Navigation runs in a transition: the page before stays until the next one has loaded. */
async function reach(pathname: string, heading: string) {
  await screen.findByRole('heading', { name: heading });
  expect(path()).toBe(pathname);
}

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
    .on('GET /api/open/register/stplat', { status: 200, data: terms })
    .on('POST /api/open/identify/phone', {
      status: 200,
      data: { verificationId: 'v-1', expiresIn: 180, resendIn: 60 },
    })
    .on('POST /api/open/identify/check', { status: 200, data: { verified: true } })
    .on('POST /api/open/register/identify', { status: 200, data: { memberStatus: 'new' } })
    .on('GET /api/open/register/mina01/exist', { status: 200, data: { exist: false } })
    .on('GET /api/service/setting', { status: 200, data: defaultUserSettings });
});

async function agreeToAll() {
  fireEvent.click(await screen.findByLabelText('전체 동의'));
  press('다음');
  await reach('/register/identify', '본인 확인');
}

async function identify() {
  type('이름', '김민아');
  type('생년월일', '1990-03-04');
  fireEvent.click(screen.getByLabelText('여성'));
  type('휴대폰 번호', '01023456781');
  press('인증번호 받기');
  await screen.findByText('03:00');
  type('인증번호', '123456');
  press('인증 확인');
  await screen.findByText('휴대폰 번호가 인증되었어요.');
  press('다음');
}

describe('sign-up', () => {
  it('starts a new sign-up at the terms when /register is opened', async () => {
    await renderRemoteAt(RemoteRoot, '/register');
    await screen.findByLabelText('전체 동의');
    expect(path()).toBe('/register/agreement');
  });

  it('asks for every required term before going on (M0141)', async () => {
    await renderRemoteAt(RemoteRoot, '/register/agreement');
    fireEvent.click(await screen.findByLabelText('서비스 이용약관 (필수)'));
    press('다음');
    expect(await screen.findByText('필수 약관에 동의해 주세요.')).toBeTruthy();
    expect(path()).toBe('/register/agreement');
  });

  it('shows the full text of a term on request', async () => {
    await renderRemoteAt(RemoteRoot, '/register/agreement');
    fireEvent.click(await screen.findByRole('button', { name: '개인정보 수집·이용 전문 보기' }));
    expect((await screen.findByRole('dialog', { name: '개인정보 수집·이용' })).textContent).toContain(
      '수집 항목',
    );
  });

  it('says when the terms could not be loaded and tries again', async () => {
    api.on('GET /api/open/register/stplat', refusal(500, 'M0073', '서버에 문제가 생겼어요.'));
    await renderRemoteAt(RemoteRoot, '/register/agreement');
    expect(await screen.findByText('서버에 문제가 생겼어요.')).toBeTruthy();
    api.on('GET /api/open/register/stplat', { status: 200, data: terms });
    press('다시 시도');
    expect(await screen.findByLabelText('전체 동의')).toBeTruthy();
  });

  it('goes back to the start when a later step is opened without the earlier ones', async () => {
    await renderRemoteAt(RemoteRoot, '/register/info/b');
    await screen.findByLabelText('전체 동의');
    expect(path()).toBe('/register/agreement');
  });

  it('signs up through every step, logs in and welcomes the person by name', async () => {
    api
      .on('POST /api/open/register', { status: 201, data: { userId: 'mina01' } })
      .on('POST /oauth/token', {
        status: 200,
        data: { access_token: 'a', refresh_token: 'r', expires_in: 600, scope: 'phr.read phr.write' },
      })
      .on('GET /api/user', { status: 200, data: demoUser });
    await renderRemoteAt(RemoteRoot, '/register');
    await agreeToAll();
    await identify();
    await reach('/register/info/a', '사용할 아이디를 정해 주세요');

    type('아이디', 'mina01');
    press('다음');
    expect(await screen.findByText('아이디 중복 확인을 해 주세요.')).toBeTruthy();
    press('중복 확인');
    expect(await screen.findByText('사용할 수 있는 아이디예요.')).toBeTruthy();
    press('다음');
    await reach('/register/info/b', '비밀번호를 정해 주세요');

    type('새 비밀번호', 'abcd1234');
    type('비밀번호 확인', 'abcd1235');
    press('다음');
    expect(await screen.findByText('비밀번호가 일치하지 않아요.')).toBeTruthy();
    type('비밀번호 확인', 'abcd1234');
    press('다음');
    await reach('/register/info/c', '이메일 주소를 알려 주세요');

    press('건너뛰기');
    await reach('/register/info/d', '키를 알려 주세요');
    type('키(cm) (선택)', '162.55');
    press('가입하기');
    expect(await screen.findByText('소수점 아래 한 자리까지만 입력할 수 있어요.')).toBeTruthy();
    type('키(cm) (선택)', '162.5');
    press('가입하기');

    expect(await screen.findByText('김민아님, 환영해요!')).toBeTruthy();
    expect(path()).toBe('/register/info/end');
    expect(api.bodies('POST /api/open/register')).toEqual([
      {
        userNm: '김민아',
        userBrthdyDe: '1990-03-04',
        userGenderCode: '0002',
        mobilePhone: '01023456781',
        verificationId: 'v-1',
        userId: 'mina01',
        userPassword: 'abcd1234',
        height: 162.5,
        agreements: [
          { stplatCode: '0001', agreed: true },
          { stplatCode: '0002', agreed: true },
          { stplatCode: '0004', agreed: true },
        ],
      },
    ]);
    press('시작하기');
    expect(path()).toBe('/main/health-goal-dashboard');
  });

  it('welcomes the person again when the welcome step is reloaded after sign-up, not back at step 1', async () => {
    // A reload forgets the registration (memory only) but not the login the sign-up made.
    logIn();
    await renderRemoteAt(RemoteRoot, '/register/info/end');
    expect(await screen.findByText('김민아님, 환영해요!')).toBeTruthy();
    expect(path()).toBe('/register/info/end');
    press('시작하기');
    expect(path()).toBe('/main/health-goal-dashboard');
  });

  it("the welcome's back arrow takes a logged-in person into the app, and so does any sign-up step (issue 35.11)", async () => {
    logIn();
    await renderRemoteAt(RemoteRoot, '/register/info/end');
    await screen.findByText('김민아님, 환영해요!');
    press('뒤로');
    await waitFor(() => expect(path()).toBe('/main/health-goal-dashboard'));

    for (const step of ['/register', '/register/agreement', '/register/identify', '/register/info/c']) {
      window.history.pushState(null, '', step);
      window.dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => expect(path()).toBe('/main/health-goal-dashboard'));
    }
  });

  it('sends the welcome step to login, not to step 1, when nobody is logged in', async () => {
    await renderRemoteAt(RemoteRoot, '/register/info/end');
    await waitFor(() => expect(path()).toBe('/intro/login'));
  });

  it('sends a person whose number is registered to login (M0177)', async () => {
    api.on(
      'POST /api/open/identify/phone',
      refusal(409, 'M0177', '이미 가입된 아이디예요. 로그인해 주세요.'),
    );
    await renderRemoteAt(RemoteRoot, '/register');
    await agreeToAll();
    type('휴대폰 번호', '01023456781');
    press('인증번호 받기');
    expect(await acknowledgeAlert()).toBe('이미 가입된 아이디예요. 로그인해 주세요.');
    await waitFor(() => expect(path()).toBe('/intro/login'));
  });

  it('sends a member of the previous platform to the transfer notice (M0168)', async () => {
    const message = '이전 플랫폼에 가입한 회원이에요. 계정 이전에 동의하면 계속 이용할 수 있어요.';
    api.on('POST /api/open/register/identify', refusal(409, 'M0168', message));
    await renderRemoteAt(RemoteRoot, '/register');
    await agreeToAll();
    await identify();
    expect(await acknowledgeAlert()).toBe(message);
    expect(await screen.findByText('이전 플랫폼에 가입한 계정이 있어요')).toBeTruthy();
    expect(path()).toBe('/register/transfer');
  });

  it('shows why an id cannot be used: M0075 withdrawn, M1171 taken, not "log in" (issue 35.22)', async () => {
    api
      .on('GET /api/open/register/gone1/exist', { status: 200, data: { exist: true, code: 'M0075' } })
      .on('GET /api/open/register/demo/exist', { status: 200, data: { exist: true, code: 'M1171' } });
    await renderRemoteAt(RemoteRoot, '/register');
    await agreeToAll();
    await identify();
    await reach('/register/info/a', '사용할 아이디를 정해 주세요');
    type('아이디', 'gone1');
    press('중복 확인');
    expect(await screen.findByText('탈퇴한 아이디로는 다시 가입할 수 없어요.')).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');

    type('아이디', 'demo');
    press('중복 확인');
    expect(
      await screen.findByText('이미 다른 분이 쓰고 있는 아이디예요. 다른 아이디를 입력해 주세요.'),
    ).toBeTruthy();
    expect(screen.queryByText(/로그인해 주세요/)).toBeNull();
    expect(path()).toBe('/register/info/a');
  });

  it('asks for the name, birth date and gender before checking membership', async () => {
    await renderRemoteAt(RemoteRoot, '/register');
    await agreeToAll();
    press('다음');
    expect(await screen.findByText('이름을 입력해 주세요.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('이름')));
  });

  it('clears a field error as soon as the field is valid, the gender at the tap (issue 35.4)', async () => {
    await renderRemoteAt(RemoteRoot, '/register');
    await agreeToAll();
    press('다음');
    expect(await screen.findByText('이름을 입력해 주세요.')).toBeTruthy();
    const female = screen.getByLabelText('여성');
    expect(female.getAttribute('aria-invalid')).toBe('true');
    const birthDateError = screen.getByLabelText('생년월일').getAttribute('aria-describedby');

    fireEvent.click(female);
    await waitFor(() => expect(female.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getByRole('group', { name: '성별' }).getAttribute('aria-describedby')).toBeNull();
    type('이름', '김민아');
    await waitFor(() => expect(screen.queryByText('이름을 입력해 주세요.')).toBeNull());
    // Fields the person has not touched keep their errors.
    expect(screen.getByLabelText('생년월일').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('생년월일').getAttribute('aria-describedby')).toBe(birthDateError);
  });

  it('shows the birth date as YYYY.MM.DD, not the browser’s mm/dd/yyyy, and offers the calendar', async () => {
    await renderRemoteAt(RemoteRoot, '/register');
    await agreeToAll();
    const birthDate = screen.getByLabelText('생년월일') as HTMLInputElement;
    expect(birthDate.type).toBe('text');
    fireEvent.change(birthDate, { target: { value: '19900304' } });
    fireEvent.blur(birthDate);
    expect(birthDate.value).toBe('1990.03.04');
    expect(screen.getByRole('button', { name: '생년월일 달력에서 고르기' })).toBeTruthy();
  });

  it('shows the terms step in English', async () => {
    await renderRemoteAt(RemoteRoot, '/register/agreement', 'en');
    expect(await screen.findByLabelText('Agree to all')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Please agree to the terms of service' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
  });
});

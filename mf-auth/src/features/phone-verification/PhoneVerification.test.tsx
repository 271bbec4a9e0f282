/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { fakeApi, refusal, resetSession } from 'shared-kernel/testing';
import { formatCountdown } from './countdown';

const sentCode = { status: 200, data: { verificationId: 'v-1', expiresIn: 180, resendIn: 60 } };

async function openFindId() {
  await renderRemoteAt(RemoteRoot, '/register/search/id');
  fireEvent.change(await screen.findByLabelText('이름'), { target: { value: '김민아' } });
  fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '010-2345-6781' } });
}

async function sendCode() {
  fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await screen.findByText('03:00');
}

describe('formatCountdown', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(formatCountdown(180)).toBe('03:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('phone verification', () => {
  let api: ReturnType<typeof fakeApi>;

  beforeEach(() => {
    resetSession();
    jest.useFakeTimers();
    api = fakeApi().on('POST /api/open/identify/phone', sentCode);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends the normalized number with its purpose and counts the code down each second', async () => {
    await openFindId();
    await sendCode();
    expect(api.bodies('POST /api/open/identify/phone')).toEqual([
      { purpose: 'findId', userNm: '김민아', mobilePhone: '01023456781' },
    ]);
    expect(screen.getByRole('status').textContent).toBe('인증번호를 보냈어요. 3분 안에 입력해 주세요.');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('02:59')).toBeTruthy();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('01:59')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 받기' })).toBeTruthy();
  });

  it('says the code expired when the countdown reaches 00:00', async () => {
    await openFindId();
    await sendCode();
    act(() => jest.advanceTimersByTime(180_000));
    expect(screen.getByRole('status').textContent).toBe('인증 시간이 지났어요. 인증번호를 다시 받아 주세요.');
    expect(screen.getByLabelText('인증번호').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a code first when verify is pressed before any was sent (M0109)', async () => {
    await openFindId();
    fireEvent.click(screen.getByRole('button', { name: '인증 확인' }));
    expect(await screen.findByText('먼저 인증번호를 받아 주세요.')).toBeTruthy();
  });

  it('shows a wrong code under the code field (M0189)', async () => {
    api.on('POST /api/open/identify/check', refusal(400, 'M0189', '인증번호가 일치하지 않아요.'));
    await openFindId();
    await sendCode();
    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '인증 확인' }));
    expect(await screen.findByText('인증번호가 일치하지 않아요.')).toBeTruthy();
    const code = screen.getByLabelText('인증번호');
    expect(code.getAttribute('aria-describedby')).toContain(`${code.id}-error`);
  });

  it('treats the API saying the code is no longer valid (M0109) as expired', async () => {
    api.on('POST /api/open/identify/check', refusal(400, 'M0109', '먼저 인증번호를 받아 주세요.'));
    await openFindId();
    await sendCode();
    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '인증 확인' }));
    expect(
      await screen.findByText('인증 시간이 지났어요. 인증번호를 다시 받아 주세요.', { selector: 'p[id]' }),
    ).toBeTruthy();
  });

  it("shows the server's wait message when a code was sent too recently (M0089)", async () => {
    api.on(
      'POST /api/open/identify/phone',
      refusal(429, 'M0089', '인증번호를 이미 보냈어요. 1분 후에 다시 시도해 주세요.'),
    );
    await openFindId();
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('인증번호를 이미 보냈어요. 1분 후에 다시 시도해 주세요.')).toBeTruthy();
  });

  it('checks the number before sending (invalid number, nothing sent)', async () => {
    await renderRemoteAt(RemoteRoot, '/register/search/id');
    fireEvent.change(await screen.findByLabelText('이름'), { target: { value: '김민아' } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '0212345678' } });
    fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText('휴대폰 번호를 확인해 주세요.')).toBeTruthy();
    expect(api.bodies('POST /api/open/identify/phone')).toEqual([]);
  });

  it('forgets the verification when the number changes after a code was sent', async () => {
    api.on('POST /api/open/identify/check', { status: 200, data: { verified: true } });
    await openFindId();
    await sendCode();
    fireEvent.change(screen.getByLabelText('인증번호'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '인증 확인' }));
    expect(await screen.findByText('휴대폰 번호가 인증되었어요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '010-2345-6782' } });
    expect(screen.queryByText('휴대폰 번호가 인증되었어요.')).toBeNull();
    expect((screen.getByLabelText('인증번호') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '아이디 찾기' }));
    expect(await screen.findByText('휴대폰 번호 인증을 완료해 주세요.')).toBeTruthy();
  });
});

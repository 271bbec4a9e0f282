/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { AppRouter, changeLanguage, outbox, session } from 'shared-kernel';
import { demoUser } from 'shared-kernel/testing';
import { Header } from './Header';
import { startLoggedInInKorean } from './testing/loggedIn';

const call = (path: string) => ({
  method: 'POST' as const,
  path,
  body: {},
  label: { key: 'shell:outbox.refused', values: { what: path } },
  kind: 'test.frame',
});

startLoggedInInKorean();

function showHeader() {
  render(
    <AppRouter>
      <Header pathname="/main/medicine" />
    </AppRouter>,
  );
  return screen.getByRole('status');
}

describe('the frame’s pending count', () => {
  it('names how many entries of the person wait to be sent, from any area, updated live', async () => {
    const count = showHeader();
    expect(count.textContent).toBe('');
    expect(count.getAttribute('aria-label')).toBeNull();
    act(() => void outbox.keep(demoUser.userId, call('/fhir/Observation')));
    expect(count.textContent).toBe('1건 보내기 대기 중');
    expect(count.getAttribute('aria-label')).toBe(
      '이 휴대폰에 저장해 둔 1건이 인터넷에 다시 연결되면 보내져요',
    );
    act(() => void outbox.keep(demoUser.userId, call('/api/feed')));
    expect(count.textContent).toBe('2건 보내기 대기 중');
    act(() => outbox.remove(demoUser.userId, outbox.calls(demoUser.userId)[0]!.idempotencyKey));
    expect(count.textContent).toBe('1건 보내기 대기 중');
    await act(() => changeLanguage('en'));
    expect(count.textContent).toBe('1 waiting to send');
    expect(
      screen.getByRole('status', {
        name: '1 entry saved on this phone will be sent when the connection is back',
      }),
    ).toBe(count);
  });

  it('counts only the logged-in person’s, and nothing after logout', () => {
    outbox.keep('jun02', call('/api/feed'));
    const count = showHeader();
    expect(count.textContent).toBe('');
    act(() => void outbox.keep(demoUser.userId, call('/api/feed')));
    expect(count.textContent).toBe('1건 보내기 대기 중');
    act(() => session.clear());
    expect(count.textContent).toBe('');
  });
});

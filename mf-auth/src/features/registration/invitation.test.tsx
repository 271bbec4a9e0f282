/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messageFor, translate } from 'shared-kernel';
import { fakeApi, refusal, renderRemoteAt, resetSession, watchMissingTexts } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

const code = 'Ab3-_cdEFgh9';

beforeEach(() => resetSession());

describe('the link of an invitation text (/register?invite=<code>)', () => {
  it('stops invitation texts to the number with a real button, and confirms', async () => {
    const api = fakeApi().on('POST /api/open/invite/optout', { status: 200, data: {} });
    await renderRemoteAt(RemoteRoot, `/register?invite=${code}`);

    expect(await screen.findByRole('heading', { name: '가족 건강에 초대받았어요' })).toBeTruthy();
    const section = screen.getByRole('region', { name: '초대 문자를 받고 싶지 않으세요?' });
    fireEvent.click(within(section).getByRole('button', { name: '이 번호로 오는 초대 문자 그만 받기' }));

    const status = within(section).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('이제 이 번호로는 초대 문자를 보내지 않아요.'));
    expect(document.activeElement).toBe(status);
    expect(within(section).queryByRole('button')).toBeNull();
    expect(api.bodies('POST /api/open/invite/optout')).toEqual([{ inviteCode: code }]);
    expect(window.location.search).toBe(`?invite=${code}`);
  });

  it('says why when the API refuses the code (404 M0105), keeping the button', async () => {
    fakeApi().on('POST /api/open/invite/optout', refusal(404, 'M0105', 'not allowed', 'inviteCode'));
    await renderRemoteAt(RemoteRoot, `/register?invite=${code}`);

    fireEvent.click(await screen.findByRole('button', { name: '이 번호로 오는 초대 문자 그만 받기' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messageFor('M0105'));
    expect(screen.getByRole('button', { name: '이 번호로 오는 초대 문자 그만 받기' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leads to the sign-up’s first step, or to logging in; an older text’s invite=1 offers no stopping', async () => {
    const api = fakeApi().on('GET /api/open/register/stplat', { status: 200, data: { stplatList: [] } });
    await renderRemoteAt(RemoteRoot, '/register?invite=1');

    expect(await screen.findByRole('heading', { name: '가족 건강에 초대받았어요' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '이 번호로 오는 초대 문자 그만 받기' })).toBeNull();
    expect(screen.getByRole('link', { name: '이미 가입했어요 · 로그인' }).getAttribute('href')).toBe(
      '/intro/login',
    );
    fireEvent.click(screen.getByRole('link', { name: '가입하기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/register/agreement'));
    expect(api.routes()).not.toContain('POST /api/open/invite/optout');
  });

  it.each(['en', 'km'] as const)('speaks %s', async (language) => {
    fakeApi().on('POST /api/open/invite/optout', { status: 200, data: {} });
    const missing = watchMissingTexts();
    await renderRemoteAt(RemoteRoot, `/register?invite=${code}`, language);

    const button = await screen.findByRole('button', { name: translate('auth:invitation.optOut') });
    if (language === 'en') expect(button.textContent).toBe('Stop invitation texts to this number');
    fireEvent.click(button);

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(translate('auth:invitation.optedOut')),
    );
    expect(missing.stop()).toEqual([]);
  });
});

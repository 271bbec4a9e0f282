/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';
import { fakeApi } from 'shared-kernel/testing';

describe('mf-auth routes', () => {
  it('asks for both the id and the password before logging in (M0146)', async () => {
    await renderRemoteAt(RemoteRoot, '/intro/login');
    fireEvent.click(await screen.findByRole('button', { name: '로그인' }));
    expect((await screen.findByRole('alert')).textContent).toBe('아이디와 비밀번호를 입력해 주세요.');
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
  });

  it('fills the id the person chose to save', async () => {
    localStorage.setItem('familyHealth.userId', 'demo');
    await renderRemoteAt(RemoteRoot, '/intro/login');
    expect(await screen.findByDisplayValue('demo')).toBeTruthy();
  });

  it('shows the login page in English when English is chosen', async () => {
    await renderRemoteAt(RemoteRoot, '/intro/login', 'en');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('sends other /intro paths to the login page', async () => {
    await renderRemoteAt(RemoteRoot, '/intro');
    await screen.findByRole('button', { name: '로그인' });
    expect(window.location.pathname).toBe('/intro/login');
  });

  it('shows the sign-up terms on /register/agreement', async () => {
    fakeApi().on('GET /api/open/register/stplat', { status: 200, data: { stplatList: [] } });
    await renderRemoteAt(RemoteRoot, '/register/agreement');
    expect(await screen.findByRole('heading', { name: '서비스 이용 약관에 동의해 주세요' })).toBeTruthy();
  });
});

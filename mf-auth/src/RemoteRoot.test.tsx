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

  it.each([
    ['ko', '/intro/login', '로그인 · 가족 건강'],
    ['en', '/intro/login', 'Log in · Family Health'],
    ['km', '/intro/login', 'ចូលគណនី · សុខភាពគ្រួសារ'],
    ['en', '/user/myChn/setting/profile/deleteComplete', 'Your account was deleted · Family Health'],
    ['km', '/user/myChn/setting/profile/deleteComplete', 'គណនីរបស់អ្នកត្រូវបានលុបហើយ · សុខភាពគ្រួសារ'],
  ] as const)('names the tab in %s on %s: "%s" (issue 36.7)', async (language, path, title) => {
    await renderRemoteAt(RemoteRoot, path, language);
    await screen.findAllByRole('link');
    expect(document.title).toBe(title);
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

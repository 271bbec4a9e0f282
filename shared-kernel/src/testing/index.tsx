import { type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { remoteNamespaces, type Language } from 'locales';
import { initI18n, changeLanguage, loadNamespaces } from '../i18n';
import { OVERLAY_ROOT_ID } from '../remote';

/**
 * Renders a remote's root component in jsdom at `path`, with the real catalogue of `language` and the host's
 * overlay layer, the way the shell would show it. For the remotes' own tests only. The root renders without the
 * lifecycles that load the remote's namespaces, so every remote namespace is loaded here.
 */
export async function renderRemoteAt(Root: ComponentType, path: string, language: Language = 'ko') {
  await initI18n();
  await changeLanguage(language);
  await loadNamespaces(remoteNamespaces);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="${OVERLAY_ROOT_ID}"></div>`;
  return render(<Root />, { container: document.body.appendChild(document.createElement('div')) });
}
export { fakeNotificationStream, type FakeStreamConnection } from './notificationStream';
export { fakeApi, refusal, demoUser, logIn, resetSession, type Reply, type FakeRequest } from './fakeApi';
export { fixClock, testNow, testToday } from './clock';
export { watchMissingTexts } from './missingTexts';
export { dialogOf, noAnswer } from './dialogs';

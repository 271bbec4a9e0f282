import 'locales/fonts/khmer.css';
import '../ui/base.css';
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { mountRootParcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { loadAppConfig } from '../config';
import { initI18n } from '../i18n';
import { login } from '../http';
import { session } from '../session';
import { DialogHost } from '../dialogs';
import { OVERLAY_ROOT_ID } from '../remote';
import { uiStyles } from '../ui';
import type { RemoteLifecycles } from '../remote';

export interface StandaloneOptions {
  name: string;
  lifecycles: RemoteLifecycles;
  /** Where `/` goes when the remote is opened on its own. */
  homePath: string;
  /** Routes that open without a session (mf-auth's public pages). */
  needsSession?: boolean;
}

function StandaloneLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('ui');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await login(String(form.get('userId')), String(form.get('userPassword')));
      onLoggedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem', padding: '1.5rem' }}>
      <h1>{t('devHost.title')}</h1>
      <label>
        {t('devHost.userId')} <input name="userId" autoComplete="username" required />
      </label>
      <label>
        {t('devHost.password')}{' '}
        <input name="userPassword" type="password" autoComplete="current-password" required />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className={uiStyles.button}>
        {t('devHost.login')}
      </button>
    </form>
  );
}

/** Runs one remote on its own page against the real API: the small host every remote uses for standalone work. */
export async function runStandalone({ name, lifecycles, homePath, needsSession = true }: StandaloneOptions) {
  // The dev server answers /app-config.json with the API's address (tooling/webpack/create-config.cjs).
  await Promise.all([loadAppConfig('/app-config.json'), initI18n()]);
  if (location.pathname === '/') history.replaceState(null, '', homePath);

  const root = document.getElementById('root') ?? document.body;
  const area = document.createElement('div');
  const overlays = document.createElement('div');
  const dialogs = document.createElement('div');
  overlays.id = OVERLAY_ROOT_ID;
  root.append(area, overlays, dialogs);
  createRoot(dialogs).render(<DialogHost />);

  // A root parcel gives the remote the same props and lifecycle calls that the shell's single-spa gives it.
  const mountRemote = () => mountRootParcel(lifecycles, { name, domElement: area }).mountPromise;
  if (!needsSession || session.isLoggedIn()) {
    await mountRemote();
    return;
  }
  const loginRoot = createRoot(area);
  loginRoot.render(
    <StrictMode>
      <StandaloneLogin
        onLoggedIn={() => {
          loginRoot.unmount();
          void mountRemote();
        }}
      />
    </StrictMode>,
  );
}

/** @jest-environment jsdom */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { currentLanguage } from '../i18n';
import { keepChangesThroughHydration, takeFirstView } from './first-view';

function LoginForm({
  onState,
}: {
  onState: (state: { id: string; password: string; saveId: boolean }) => void;
}) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [saveId, setSaveId] = useState(false);
  onState({ id, password, saveId });
  return (
    <form>
      <input aria-label="id" value={id} onChange={(event) => setId(event.target.value)} />
      <input
        aria-label="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <input
        aria-label="save"
        type="checkbox"
        checked={saveId}
        onChange={(event) => setSaveId(event.target.checked)}
      />
    </form>
  );
}

describe('a first view the server sent (issue 30)', () => {
  afterEach(() => document.body.replaceChildren());

  it('hands the remote what a person typed and ticked before it hydrated, keeping the caret', async () => {
    let state = { id: '', password: '', saveId: false };
    const onState = (next: typeof state) => (state = next);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm onState={onState} />);
    document.body.append(container);
    const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    const [id, password, save] = [field('id'), field('password'), field('save')];
    id.value = 'demo';
    password.value = 'Demo1234!';
    password.focus();
    password.setSelectionRange(4, 4);
    save.checked = true;

    const replayChanges = keepChangesThroughHydration(container);
    await act(async () => {
      hydrateRoot(container, <LoginForm onState={onState} />);
    });
    act(() => replayChanges());

    expect(state).toEqual({ id: 'demo', password: 'Demo1234!', saveId: true });
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([4, 4]);
  });

  it('is taken by a remote rendering its address in its language, and emptied otherwise', () => {
    const element = document.createElement('div');
    const holding = (route: string, language: string) => {
      element.dataset.firstViewRoute = route;
      element.dataset.firstViewLanguage = language;
      element.innerHTML = '<p>login</p>';
    };
    window.history.replaceState(null, '', '/intro/login');
    const language = currentLanguage();
    const other = language === 'ko' ? 'en' : 'ko';

    holding('/intro/login', language);
    expect(takeFirstView(element)).toBe(true);
    expect(element.textContent).toBe('login');
    expect(element.dataset.firstViewRoute).toBeUndefined();

    holding('/intro/login', other);
    expect(takeFirstView(element)).toBe(false);
    expect(element.childNodes).toHaveLength(0);

    holding('/register', language);
    expect(takeFirstView(element)).toBe(false);
    expect(takeFirstView(document.createElement('div'))).toBe(false);
  });
});

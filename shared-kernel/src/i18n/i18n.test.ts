/** @jest-environment jsdom */
import type { Catalog, Language } from 'locales';
import type { BusEvent } from '../bus';

function mockCatalog(language: string): Catalog {
  return {
    dialogs: {},
    ui: {},
    shell: {},
    common: { greeting: `${language}: hello {{name}}`, nested: { key: `${language} nested` } },
    messages: { M0073: `${language}: server problem`, M0089: `${language}: wait {{minutes}} minutes` },
  };
}

jest.mock('locales', () => ({
  ...jest.requireActual('locales'),
  loadCatalog: jest.fn((language: string) => Promise.resolve(mockCatalog(language))),
  loadNamespace: jest.fn((language: string, namespace: string) =>
    Promise.resolve({ title: `${language} ${namespace} title` }),
  ),
}));

function setBrowserLanguages(languages: string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

/** A fresh kernel and i18next, as a page load would give. */
async function loadKernel() {
  jest.resetModules();
  const i18n = await import('./index');
  const { bus } = await import('../bus');
  const { loadCatalog, loadNamespace } = await import('locales');
  const { getI18n } = await import('react-i18next');
  const languageEvents: BusEvent<'language.changed'>['payload'][] = [];
  bus.on('language.changed').subscribe((event) => languageEvents.push(event.payload));
  return {
    ...i18n,
    bus,
    loadCatalog: jest.mocked(loadCatalog),
    loadNamespace: jest.mocked(loadNamespace),
    getI18n,
    languageEvents,
  };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  setBrowserLanguages(['en-US', 'ko']);
});

describe('initI18n', () => {
  it('uses the language saved in local storage first', async () => {
    localStorage.setItem('language', 'km');
    const { initI18n, currentLanguage } = await loadKernel();

    const instance = await initI18n();

    expect(instance.language).toBe('km');
    expect(currentLanguage()).toBe('km');
  });

  it("otherwise picks the first supported language of the browser's list", async () => {
    setBrowserLanguages(['fr-FR', 'km-KH', 'en']);
    const { initI18n, currentLanguage } = await loadKernel();

    await initI18n();

    expect(currentLanguage()).toBe('km');
  });

  it('falls back to Korean when the browser offers no supported language', async () => {
    setBrowserLanguages(['fr-FR', 'de']);
    const { initI18n, currentLanguage } = await loadKernel();

    await initI18n();

    expect(currentLanguage()).toBe('ko');
  });

  it('ignores a saved value that is not a supported language', async () => {
    localStorage.setItem('language', 'fr');
    const { initI18n, currentLanguage } = await loadKernel();

    await initI18n();

    expect(currentLanguage()).toBe('en');
  });

  it("loads only the chosen language's catalogue, once, with its start namespaces only", async () => {
    const { initI18n, loadCatalog, loadNamespace, translate } = await loadKernel();

    await Promise.all([initI18n(), initI18n()]);

    expect(loadCatalog.mock.calls).toEqual([['en']]);
    expect(loadNamespace).not.toHaveBeenCalled();
    expect(translate('greeting', { name: 'Mina' })).toBe('en: hello Mina');
    expect(translate('common:nested.key')).toBe('en nested');
  });

  it('sets <html lang> to the language', async () => {
    setBrowserLanguages(['km']);
    const { initI18n } = await loadKernel();

    await initI18n();

    expect(document.documentElement.lang).toBe('km');
  });

  it('gives react-i18next the same instance', async () => {
    const { initI18n, getI18n } = await loadKernel();

    const instance = await initI18n();

    expect(getI18n()).toBe(instance);
  });

  it('can be tried again after the catalogue failed to load', async () => {
    const { initI18n, loadCatalog, currentLanguage } = await loadKernel();
    loadCatalog.mockRejectedValueOnce(new Error('ChunkLoadError'));

    await expect(initI18n()).rejects.toThrow('ChunkLoadError');
    await initI18n();

    expect(currentLanguage()).toBe('en');
  });
});

describe('currentLanguage before initI18n', () => {
  it('already answers the language initI18n will use', async () => {
    localStorage.setItem('language', 'km');
    const { currentLanguage } = await loadKernel();
    expect(currentLanguage()).toBe('km');
  });
});

describe('changeLanguage', () => {
  it('loads the missing catalogue, switches, saves the choice, sets <html lang> and publishes language.changed', async () => {
    const { initI18n, changeLanguage, currentLanguage, translate, loadCatalog, languageEvents } =
      await loadKernel();
    await initI18n();

    await changeLanguage('km');

    expect(loadCatalog.mock.calls).toEqual([['en'], ['km']]);
    expect(currentLanguage()).toBe('km');
    expect(translate('greeting', { name: 'Dara' })).toBe('km: hello Dara');
    expect(localStorage.getItem('language')).toBe('km');
    expect(document.documentElement.lang).toBe('km');
    expect(languageEvents).toEqual([{ language: 'km' }]);
  });

  it('first loads every namespace of the previous language, so language.changed finds every text translated', async () => {
    const { loadNamespaces, changeLanguage, loadNamespace, translate, bus } = await loadKernel();
    await loadNamespaces(['auth', 'routine']);
    const textsWhenPublished: string[] = [];
    bus.on('language.changed').subscribe(() => {
      textsWhenPublished.push(translate('auth:title'), translate('routine:title'));
    });

    await changeLanguage('km');

    expect(textsWhenPublished).toEqual(['km auth title', 'km routine title']);
    expect(loadNamespace.mock.calls.filter(([language]) => language === 'km')).toEqual([
      ['km', 'auth'],
      ['km', 'routine'],
    ]);
  });

  it('includes a namespace that was still loading when the change was asked for', async () => {
    const { initI18n, changeLanguage, loadNamespaces, translate } = await loadKernel();
    await initI18n();

    await Promise.all([loadNamespaces(['ai']), changeLanguage('ko')]);

    expect(translate('ai:title')).toBe('ko ai title');
  });

  it('changes nothing when a namespace of the new language cannot be loaded', async () => {
    const { loadNamespaces, changeLanguage, loadNamespace, currentLanguage, languageEvents } =
      await loadKernel();
    await loadNamespaces(['auth']);
    loadNamespace.mockRejectedValueOnce(new Error('ChunkLoadError'));

    await expect(changeLanguage('km')).rejects.toThrow('ChunkLoadError');

    expect(currentLanguage()).toBe('en');
    expect(languageEvents).toEqual([]);
  });

  it('does not load a catalogue it already has', async () => {
    const { initI18n, changeLanguage, loadCatalog } = await loadKernel();
    await initI18n();

    await changeLanguage('ko');
    await changeLanguage('en');

    expect(loadCatalog.mock.calls).toEqual([['en'], ['ko']]);
  });

  it('publishes nothing when the language stays the same', async () => {
    const { initI18n, changeLanguage, languageEvents } = await loadKernel();
    await initI18n();

    await changeLanguage('en');

    expect(languageEvents).toEqual([]);
    expect(localStorage.getItem('language')).toBe('en');
  });
});

describe('loadNamespaces', () => {
  it('loads each namespace in the current language once, however many remotes ask for it', async () => {
    const { loadNamespaces, loadNamespace, translate } = await loadKernel();

    await Promise.all([loadNamespaces(['auth']), loadNamespaces(['auth', 'lifelog'])]);
    await loadNamespaces(['lifelog']);

    expect(loadNamespace.mock.calls).toEqual([
      ['en', 'auth'],
      ['en', 'lifelog'],
    ]);
    expect(translate('auth:title')).toBe('en auth title');
    expect(translate('lifelog:title')).toBe('en lifelog title');
  });

  it('can be tried again after a namespace failed to load', async () => {
    const { loadNamespaces, loadNamespace, translate } = await loadKernel();
    loadNamespace.mockRejectedValueOnce(new Error('ChunkLoadError'));

    await expect(loadNamespaces(['medicine'])).rejects.toThrow('ChunkLoadError');
    await loadNamespaces(['medicine']);

    expect(translate('medicine:title')).toBe('en medicine title');
  });

  it('loads in the new language when asked during a language change', async () => {
    const { initI18n, changeLanguage, loadNamespaces, loadNamespace, translate } = await loadKernel();
    await initI18n();

    await Promise.all([changeLanguage('km'), loadNamespaces(['channel'])]);

    expect(loadNamespace.mock.calls).toEqual([['km', 'channel']]);
    expect(translate('channel:title')).toBe('km channel title');
  });
});

describe('messageFor', () => {
  it('gives the text of an M-code in the current language, with its parameters', async () => {
    const { initI18n, changeLanguage, messageFor } = await loadKernel();
    await initI18n();
    expect(messageFor('M0073')).toBe('en: server problem');

    await changeLanguage('ko' satisfies Language);

    expect(messageFor('M0089', { minutes: 3 })).toBe('ko: wait 3 minutes');
  });

  it('gives the code itself when the catalogue lacks it', async () => {
    const { initI18n, messageFor } = await loadKernel();
    await initI18n();
    expect(messageFor('M9999')).toBe('M9999');
  });
});

import i18next, { type i18n as I18n, type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  loadCatalog,
  loadNamespace,
  pickLanguage,
  startNamespaces,
  supportedLanguages,
  withKoreanParticles,
  type Language,
  type RemoteNamespace,
} from 'locales';
import { bus } from '../bus';

/** Local storage key of the language the user chose. */
export const languageStorageKey = 'language';
/**
 * The same choice in a cookie, for the app server, which sends the entry screens as HTML in the person's language
 * before any script runs (issue 30).
 */
export const languageCookieName = 'language';

/** What i18next holds, so that each file is fetched once: the languages whose start catalogue it has... */
const startedLanguages = new Set<Language>();
/** ...and the remote namespaces of each language. */
const loadedNamespaces = new Map<Language, Set<RemoteNamespace>>();
let starting: Promise<I18n> | undefined;
/**
 * Language switches and namespace loads take turns: a switch then sees every namespace a remote is loading, and
 * a load that was asked for during a switch happens in the new language.
 */
let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(languageStorageKey);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

function tellServerLanguage(language: Language): void {
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function saveLanguage(language: Language): void {
  tellServerLanguage(language);
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Without storage the choice holds for this page only.
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

function namespacesIn(language: Language): Set<RemoteNamespace> {
  const loaded = loadedNamespaces.get(language) ?? new Set<RemoteNamespace>();
  loadedNamespaces.set(language, loaded);
  return loaded;
}

/** Adds to i18next what it lacks of `language`: its start catalogue, and any of the remote `namespaces`. */
async function addTexts(language: Language, namespaces: Iterable<RemoteNamespace>): Promise<void> {
  const loaded = namespacesIn(language);
  const missing = [...namespaces].filter((namespace) => !loaded.has(namespace));
  const [catalog, remoteTexts] = await Promise.all([
    startedLanguages.has(language) ? undefined : loadCatalog(language),
    Promise.all(
      missing.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const),
    ),
  ]);
  if (catalog) {
    for (const namespace of startNamespaces) {
      i18next.addResourceBundle(language, namespace, catalog[namespace], true, true);
    }
    startedLanguages.add(language);
  }
  for (const [namespace, texts] of remoteTexts) {
    i18next.addResourceBundle(language, namespace, texts, true, true);
    loaded.add(namespace);
  }
}

/** Settles "을(를)" and the other particle pairs by the word each follows, once the values are in. */
const koreanParticles: PostProcessorModule = {
  type: 'postProcessor',
  name: 'koreanParticles',
  process: (text: string) => withKoreanParticles(text),
};

async function start(): Promise<I18n> {
  const saved = savedLanguage();
  // A choice saved before the server read the cookie reaches the server from the next page on.
  if (saved) tellServerLanguage(saved);
  const language = saved ?? pickLanguage(browserLanguages());
  const catalog = await loadCatalog(language);
  await i18next
    .use(initReactI18next)
    .use(koreanParticles)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: supportedLanguages,
      // A copy: i18next adds every later namespace to this array.
      ns: [...startNamespaces],
      defaultNS: 'common',
      resources: { [language]: catalog },
      // React escapes what it renders; escaping here too would show entities.
      interpolation: { escapeValue: false },
      // i18next otherwise advertises a product in every user's console.
      showSupportNotice: false,
      postProcess: [koreanParticles.name],
    });
  startedLanguages.add(language);
  setDocumentLanguage(language);
  return i18next;
}

/**
 * Starts the app's one i18next instance (also the one react-i18next's hooks use) in the saved language, else
 * the browser's, else Korean, with that language's start namespaces only. Calling it again returns the same start.
 */
export function initI18n(): Promise<I18n> {
  starting ??= start().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language)
    ? i18next.language
    : (savedLanguage() ?? pickLanguage(browserLanguages()));
}

/**
 * Switches the whole app to a language and remembers the choice. Every namespace loaded in the previous language
 * is loaded in the new one first, so that no screen shows keys when `language.changed` goes out.
 */
export function changeLanguage(language: Language): Promise<void> {
  return inTurn(async () => {
    await initI18n();
    const previous = currentLanguage();
    await addTexts(language, namespacesIn(previous));
    await i18next.changeLanguage(language);
    saveLanguage(language);
    setDocumentLanguage(language);
    if (language !== previous) bus.publish('language.changed', { language });
  });
}

/** Loads a remote's namespaces in the current language, each once; a remote awaits it before it renders. */
export function loadNamespaces(namespaces: readonly RemoteNamespace[]): Promise<void> {
  return inTurn(async () => {
    await initI18n();
    await addTexts(currentLanguage(), namespaces);
  });
}

export type TranslationParams = Record<string, string | number>;

/** Text for code outside React; keys are `namespace:key`, or a key of `common`. */
export function translate(key: string, params: TranslationParams = {}): string {
  return i18next.t(key, params);
}

/** Text of an M-code (spec section 8) in the current language. */
export function messageFor(code: string, params: TranslationParams = {}): string {
  return i18next.t(`messages:${code}`, params);
}

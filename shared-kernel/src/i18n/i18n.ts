import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  loadCatalog,
  namespaces,
  pickLanguage,
  supportedLanguages,
  type Catalog,
  type Language,
} from 'locales';
import { bus } from '../bus';

/** Local storage key of the language the user chose. */
export const languageStorageKey = 'language';

const loadedLanguages = new Set<Language>();
let starting: Promise<I18n> | undefined;

function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(languageStorageKey);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

function saveLanguage(language: Language): void {
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

function addCatalog(language: Language, catalog: Catalog): void {
  for (const namespace of namespaces) {
    i18next.addResourceBundle(language, namespace, catalog[namespace], true, true);
  }
  loadedLanguages.add(language);
}

async function start(): Promise<I18n> {
  const language = savedLanguage() ?? pickLanguage(browserLanguages());
  const catalog = await loadCatalog(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    ns: namespaces,
    defaultNS: 'common',
    resources: { [language]: catalog },
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    // i18next otherwise advertises a product in every user's console.
    showSupportNotice: false,
  });
  loadedLanguages.add(language);
  setDocumentLanguage(language);
  return i18next;
}

/**
 * Starts the app's one i18next instance (also the one react-i18next's hooks use) in the saved language, else
 * the browser's, else Korean, with that language's catalogue only. Calling it again returns the same start.
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

/** Switches the whole app to a language, loading its catalogue the first time, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n();
  const previous = currentLanguage();
  if (!loadedLanguages.has(language)) addCatalog(language, await loadCatalog(language));
  await i18next.changeLanguage(language);
  saveLanguage(language);
  setDocumentLanguage(language);
  if (language !== previous) bus.publish('language.changed', { language });
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

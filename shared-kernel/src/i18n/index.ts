export { initI18n, changeLanguage, currentLanguage, translate, messageFor, languageStorageKey } from './i18n';
export type { TranslationParams } from './i18n';
export { formatDate } from './dates';

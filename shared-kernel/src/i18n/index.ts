export {
  initI18n,
  changeLanguage,
  loadNamespaces,
  currentLanguage,
  translate,
  messageFor,
  languageStorageKey,
} from './i18n';
export type { TranslationParams } from './i18n';
export { formatDate } from './dates';
export { absoluteTime, relativeTime } from './relativeTime';
export {
  calendarText,
  dayLabelWithWeekday,
  weekdayCodesFromMonday,
  weekdayName,
  type CalendarTextOptions,
} from './calendarText';
// Remotes reach the languages through the kernel, a shared singleton, instead of bundling the locales package.
export { supportedLanguages, type Language } from 'locales';

// Test support: the texts i18next could not find in any language (it shows their keys instead). Only tests
// import this file.
import i18next from 'i18next';

/**
 * Starts recording the keys looked up and not found (`namespace:key`), through i18next's missing-key handler;
 * `stop` ends it and gives the list.
 */
export function watchMissingTexts(): { stop: () => string[] } {
  const missing: string[] = [];
  const options = i18next.options;
  const before = { saveMissing: options.saveMissing, missingKeyHandler: options.missingKeyHandler };
  options.saveMissing = true;
  options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(`${namespace}:${key}`);
  };
  return {
    stop: () => {
      options.saveMissing = before.saveMissing;
      options.missingKeyHandler = before.missingKeyHandler;
      return [...new Set(missing)];
    },
  };
}

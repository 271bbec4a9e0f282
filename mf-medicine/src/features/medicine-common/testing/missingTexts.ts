// Test support: the texts i18next could not find in any language (it shows their keys instead). Only tests
// import this file.
import i18next from 'i18next';

/** Starts recording the keys looked up and not found (`namespace:key`); `stop` ends it and gives the list. */
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

/** Every text shown, as text or as an accessible name or value. */
export function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [aria-valuetext], [placeholder]')) {
    for (const name of ['aria-label', 'aria-valuetext', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

// Test support: every text the medicine screens show (to look for keys shown instead of texts, with
// watchMissingTexts from 'shared-kernel/testing'). Only tests import this file.

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

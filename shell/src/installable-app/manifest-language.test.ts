/** @jest-environment jsdom */
import { followManifestLanguage, type LanguageSource } from './manifest-language';

function fakeI18n(language: string) {
  const listeners: ((language: string) => void)[] = [];
  const source: LanguageSource = { language, on: (_event, listener) => listeners.push(listener) };
  return { source, switchTo: (next: string) => listeners.forEach((listener) => listener(next)) };
}

describe('the manifest link', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
  });

  it('points at the manifest in the app’s language, and follows a switch', () => {
    const i18n = fakeI18n('km');
    followManifestLanguage(i18n.source);
    const href = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    expect(href()).toBe('/manifest.webmanifest?lang=km');

    i18n.switchTo('en');
    expect(href()).toBe('/manifest.webmanifest?lang=en');
  });

  it('does nothing on a page without a manifest (a dev server’s)', () => {
    document.head.innerHTML = '';
    expect(() => followManifestLanguage(fakeI18n('ko').source)).not.toThrow();
  });
});

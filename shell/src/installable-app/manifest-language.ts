/** The one i18next event this needs. */
export interface LanguageSource {
  language: string;
  on(event: 'languageChanged', listener: (language: string) => void): void;
}

/**
 * Points the page's web app manifest at the app's language (the app server serves one per language), now and at
 * every switch: an app installed from the page takes its name in the language the person reads it in.
 */
export function followManifestLanguage(i18n: LanguageSource): void {
  const link = document.querySelector('link[rel="manifest"]');
  if (!link) return;
  const point = (language: string) =>
    link.setAttribute('href', `/manifest.webmanifest?lang=${encodeURIComponent(language)}`);
  point(i18n.language);
  i18n.on('languageChanged', point);
}

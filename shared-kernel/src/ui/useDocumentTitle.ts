import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface TitleClaim {
  title: string;
  app: string;
}

/**
 * Every screen showing that names the tab, oldest first: the /main frame's header stays mounted under the pages
 * opened inside its area, so the latest claim wins and the one below shows again once it goes.
 */
const claims: TitleClaim[] = [];

function showLatest(fallback: string): void {
  document.title = claims.at(-1)?.title ?? fallback;
}

/** The tab's name of a screen, "혈압 · 가족 건강", with `t` of the current language. */
export function documentTitleOf(
  t: (key: string, params?: Record<string, string>) => string,
  screen: string | null | undefined,
): string {
  const app = t('shell:appName');
  return screen ? t('ui:documentTitle', { screen, app }) : app;
}

/**
 * Names the browser tab (what a screen reader announces on arrival, and the history list shows) after the
 * screen, in the current language: "혈압 · 가족 건강"; without a screen name, the app's name alone.
 */
export function useDocumentTitle(screen: string | null | undefined): void {
  const { t } = useTranslation('ui');
  const app = t('shell:appName');
  const title = documentTitleOf(t, screen);
  const claim = useRef<TitleClaim | null>(null);

  useEffect(() => {
    const own: TitleClaim = { title: '', app: '' };
    claims.push(own);
    claim.current = own;
    return () => {
      claims.splice(claims.indexOf(own), 1);
      showLatest(own.app);
    };
  }, []);

  // Kept in place, not claimed anew, so that a language change does not reorder the claims.
  useEffect(() => {
    if (!claim.current) return;
    claim.current.title = title;
    claim.current.app = app;
    showLatest(app);
  }, [title, app]);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab (and what a screen reader announces on arrival) after the screen, in the current
 * language: "혈압 · 가족 건강". Without a screen name it is the app's name alone. When the screen goes, the app's
 * name comes back unless the next screen has already named itself.
 */
export function useDocumentTitle(screen: string | null | undefined): void {
  const { t } = useTranslation('ui');
  const app = t('shell:appName');
  const title = screen ? t('documentTitle', { screen, app }) : app;
  useEffect(() => {
    document.title = title;
    return () => {
      if (document.title === title) document.title = app;
    };
  }, [title, app]);
}

// Renders a remote's entry screens to HTML when the remote is released (issue 30): the app server sends them in the
// page, the browser paints them before any script runs, and the remote hydrates them (see remote/first-view.ts).
// Runs in Node.js inside a DOM stand-in (jsdom) whose address is each screen's, so that the screen renders exactly
// as in a browser: the kernel, the router and the texts are the ones the remote uses there.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { RemoteNamespace } from 'locales';
import { changeLanguage, loadNamespaces, supportedLanguages, translate, type Language } from '../i18n';
import type { RemoteProps } from '../remote/create-remote-application';
import { documentTitleOf } from '../ui/useDocumentTitle';

export interface FirstViewScreen {
  /** The address the screen is rendered at, as the person opens it. */
  path: string;
  /** The `namespace:key` of the page's title (the tab's name before any script runs). */
  titleKey: string;
}

export interface RenderedFirstView {
  path: string;
  language: Language;
  title: string;
  html: string;
}

/** Each screen in each language, rendered by the remote's root component with the texts it loads on mount. */
export async function renderFirstViews(
  Root: ComponentType<RemoteProps>,
  {
    name,
    namespaces,
    screens,
  }: { name: string; namespaces: readonly RemoteNamespace[]; screens: readonly FirstViewScreen[] },
): Promise<RenderedFirstView[]> {
  const views: RenderedFirstView[] = [];
  for (const language of supportedLanguages) {
    await changeLanguage(language);
    await loadNamespaces(namespaces);
    for (const { path, titleKey } of screens) {
      window.history.replaceState(null, '', path);
      views.push({
        path,
        language,
        title: documentTitleOf(translate, translate(titleKey)),
        html: renderToString(createElement(Root, { name })),
      });
    }
  }
  return views;
}

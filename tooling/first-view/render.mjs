// `node tooling/first-view/render.mjs <remote dir>`, the last step of a remote's production build (issue 30): runs
// the remote's first-view build (`.first-view/first-view.cjs`, from webpack.first-view.cjs) inside jsdom and writes
// each entry screen in each language into `dist/first-view/`, with `first-views.json` naming them. The release store
// keeps them with the release; the app server puts the promoted release's into the page (scripts/first-view-page.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { JSDOM } from 'jsdom';

const remoteDir = path.resolve(process.argv[2] ?? '.');
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
// The remote's code reads the browser's globals (window, document, localStorage, navigator...) as it would there.
for (const name of Object.getOwnPropertyNames(dom.window)) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => dom.window[name],
    });
  }
}

const { render } = createRequire(import.meta.url)(path.join(remoteDir, '.first-view', 'first-view.cjs'));
const views = await render();
const outputDir = path.join(remoteDir, 'dist', 'first-view');
mkdirSync(outputDir, { recursive: true });
const index = views.map(({ path: route, language, title, html }) => {
  const file = `${route.replace(/^\//, '').replace(/\//g, '-')}.${language}.html`;
  writeFileSync(path.join(outputDir, file), html);
  return { path: route, language, title, file };
});
writeFileSync(path.join(outputDir, 'first-views.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`First views of ${path.basename(remoteDir)}: ${index.map((view) => view.file).join(', ')}`);
dom.window.close();

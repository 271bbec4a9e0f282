// The one origin's rules (scripts/app-server.mjs, issue 17): `node --test scripts/app-server.test.mjs`. A tiny
// shell, a release store with fake builds and a fake API; no webpack, no database.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { createAppHandler, listen } from './app-server.mjs';
import { openStore } from './releases/store.mjs';

let root;
let store;
let api;
let apiRequests;
let app;
let appUrl;

/** A remote's package folder with a tiny build in dist (`text` makes its content, so its version, differ). */
function fakeBuild(pkg, { text = 'one', kernel = '^0.1.0', firstViews = false } = {}) {
  const packageDir = path.join(root, 'builds', `${pkg}-${text}`);
  const distDir = path.join(packageDir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: pkg, version: '0.1.0' }));
  writeFileSync(
    path.join(packageDir, 'remote.json'),
    JSON.stringify({
      name: 'mf_medicine',
      routes: [{ path: '/main/medicine' }],
      overlays: [],
      namespaces: ['medicine'],
    }),
  );
  writeFileSync(
    path.join(distDir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_medicine',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.js'] }, css: { sync: ['app.css'] } } }],
      shared: [{ name: 'shared-kernel', requiredVersion: kernel }],
    }),
  );
  writeFileSync(path.join(distDir, 'remoteEntry.js'), `var mf_medicine = ${JSON.stringify(text)};`);
  writeFileSync(path.join(distDir, 'app.js'), `console.log(${JSON.stringify(text)});`);
  if (firstViews) {
    // As tooling/first-view/render.mjs writes them: the screen in each language, and their list.
    mkdirSync(path.join(distDir, 'first-view'));
    const views = ['ko', 'en'].map((language) => ({
      path: '/main/medicine',
      language,
      title: `${text} ${language} title`,
      file: `main-medicine.${language}.html`,
    }));
    writeFileSync(path.join(distDir, 'app.css'), 'p{color:green}');
    for (const view of views)
      writeFileSync(path.join(distDir, 'first-view', view.file), `<p>${text} ${view.language}</p>`);
    writeFileSync(path.join(distDir, 'first-view', 'first-views.json'), JSON.stringify(views));
  }
  return distDir;
}

function shellWith(kernelVersion) {
  const shellDir = path.join(root, `shell-${kernelVersion}`);
  mkdirSync(path.join(shellDir, 'icons'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(shellDir, 'main.js'), 'console.log("shell");');
  writeFileSync(path.join(shellDir, 'main.js.map'), '{}');
  writeFileSync(path.join(shellDir, 'icons/icon-192.png'), 'png');
  writeFileSync(path.join(shellDir, 'shared.json'), JSON.stringify({ 'shared-kernel': kernelVersion }));
  writeFileSync(
    path.join(shellDir, 'service-worker.js'),
    'self.worker = "code";\n//# sourceMappingURL=service-worker.js.map\n',
  );
  return shellDir;
}

async function serve(shellDir, options = {}) {
  app?.close();
  app = await listen(
    createAppHandler({ shellDir, store, apiTargets: [api.url], log: () => undefined, ...options }),
    0,
    '127.0.0.1',
  );
  appUrl = `http://127.0.0.1:${app.address().port}`;
}

/** The service worker as served, and the config the server wrote in front of its code. */
async function serviceWorker() {
  const response = await fetch(`${appUrl}/sw.js`);
  const text = await response.text();
  const [, config, code] = /^self\.serviceWorkerConfig = (.*);\n([^]*)$/.exec(text) ?? [];
  return { response, config: JSON.parse(config), code };
}

/** A raw GET, so that the path reaches the server exactly as written (fetch would resolve `..`). */
function rawGet(pathname) {
  return new Promise((resolve, reject) => {
    request(`${appUrl}${pathname}`, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    })
      .on('error', reject)
      .end();
  });
}

before(async () => {
  apiRequests = [];
  const server = await listen(
    (req, res) => {
      apiRequests.push({ url: req.url, headers: req.headers });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"status":"ok"}');
    },
    0,
    '127.0.0.1',
  );
  api = { server, url: `http://127.0.0.1:${server.address().port}` };
});
after(() => {
  app?.close();
  api.server.close();
});
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'app-server-'));
  store = openStore(path.join(root, 'store'));
  apiRequests.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the app on one origin', () => {
  it('serves a host-free registry and app config that are never cached, and the promoted release under its version', async () => {
    const shellDir = shellWith('0.1.1');
    const { version } = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine') });
    store.promote('mf-medicine', version, { by: 'test', shellProvides: { 'shared-kernel': '0.1.1' } });
    await serve(shellDir);

    const registry = await fetch(`${appUrl}/remotes.json`);
    assert.equal(registry.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(
      (await registry.json()).remotes.map((remote) => remote.entry),
      [`/remotes/mf-medicine/${version}/remoteEntry.js`],
    );
    const config = await fetch(`${appUrl}/app-config.json`);
    assert.deepEqual(await config.json(), { apiBaseUrl: '', clientId: 'family-health-app' });

    const entry = await fetch(`${appUrl}/remotes/mf-medicine/${version}/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${appUrl}/main.js`)).headers.get('cache-control'), 'no-cache');
  });

  it('answers 404 for a version that was never released and for a path climbing out of a release', async () => {
    await serve(shellWith('0.1.1'));
    const { version } = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine') });

    assert.equal(await rawGet('/remotes/mf-medicine/0.1.0-00000000/remoteEntry.js'), 404);
    assert.equal(await rawGet(`/remotes/mf-medicine/${version}/../../registry.json`), 404);
    assert.equal(await rawGet(`/remotes/mf-medicine/${version}/%2e%2e/%2e%2e/registry.json`), 404);
  });

  it('loads a newly promoted release on the next page load, without a restart, and writes its preloads into the page', async () => {
    const shellProvides = { 'shared-kernel': '0.1.1' };
    const first = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine', { text: 'one' }) });
    const second = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine', { text: 'two' }) });
    store.promote('mf-medicine', first.version, { by: 'test', shellProvides });
    await serve(shellWith('0.1.1'));
    assert.match(await (await fetch(`${appUrl}/main/medicine`)).text(), new RegExp(first.version));

    store.promote('mf-medicine', second.version, { by: 'test', shellProvides });

    const page = await (await fetch(`${appUrl}/main/medicine`)).text();
    // The runtime loads the remote from its remoteEntry.js: the page names it and the chunks of `./app` as
    // scripts, the stylesheets of `./app` as styles, and no manifest, which nothing fetches.
    const release = `/remotes/mf-medicine/${second.version}`;
    assert.deepEqual(
      [...page.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link),
      [
        `<link rel="preload" href="${release}/remoteEntry.js" as="script">`,
        `<link rel="preload" href="${release}/app.js" as="script">`,
        `<link rel="preload" href="${release}/app.css" as="style">`,
      ],
    );
    assert.doesNotMatch(page, new RegExp(first.version));
  });

  it('sends the screen the promoted release rendered, in the saved language, else Accept-Language, and the old one after a rollback (issue 30)', async () => {
    const shellProvides = { 'shared-kernel': '0.1.1' };
    const build = (text) => fakeBuild('mf-medicine', { text, firstViews: true });
    const first = store.publish({ pkg: 'mf-medicine', distDir: build('one') });
    const second = store.publish({ pkg: 'mf-medicine', distDir: build('two') });
    store.promote('mf-medicine', first.version, { by: 'test', shellProvides });
    store.promote('mf-medicine', second.version, { by: 'test', shellProvides });
    await serve(shellWith('0.1.1'));
    const pageOf = async (headers) => {
      const response = await fetch(`${appUrl}/main/medicine`, { headers });
      return {
        text: await response.text(),
        vary: response.headers.get('vary'),
        policy: response.headers.get('content-security-policy'),
      };
    };

    const english = await pageOf({ 'Accept-Language': 'en-US,ko;q=0.5' });
    assert.match(
      english.text,
      /<html lang="en"><head><title>two en title<\/title>.*<div id="first-view" data-remote="mf_medicine" data-first-view-route="\/main\/medicine" data-first-view-language="en"><p>two en<\/p><\/div><div id="root">/,
    );
    // Painted before any script runs: the screen's stylesheet comes inside the page, allowed by its hash only.
    const style = `<style data-href="/remotes/mf-medicine/${second.version}/app.css">p{color:green}</style>`;
    assert.ok(english.text.includes(style));
    assert.ok(
      !english.text.includes('rel="preload" href="/remotes/mf-medicine/' + second.version + '/app.css"'),
    );
    const hash = createHash('sha256').update('p{color:green}').digest('base64');
    assert.match(english.policy, new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    assert.equal(english.vary, 'Accept-Encoding, Accept-Language, Cookie');
    assert.match(
      (await pageOf({ 'Accept-Language': 'en-US', Cookie: 'a=b; language=ko' })).text,
      /<p>two ko<\/p>/,
    );
    assert.match((await pageOf({ 'Accept-Language': 'fr' })).text, /<p>two ko<\/p>/);
    assert.doesNotMatch((await fetch(`${appUrl}/main/medicine/other`)).headers.get('vary'), /Cookie/);

    store.rollback('mf-medicine', undefined, { by: 'test', shellProvides });
    assert.match((await pageOf({ 'Accept-Language': 'en' })).text, /<p>one en<\/p>/);
    const { config } = await serviceWorker();
    assert.ok(
      config.screens.some(
        ({ route, page }) => route === '/main/medicine' && page.startsWith('/main/medicine?release='),
      ),
    );
    assert.ok(!config.files.some((file) => file.includes('first-view')));
  });

  it('keeps a remote built for a kernel the shell does not provide out of the page: routes kept, no entry, the reason given', async () => {
    const { version } = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine') });
    store.promote('mf-medicine', version, { by: 'test', shellProvides: { 'shared-kernel': '0.1.1' } });
    // A shell released later with a kernel the promoted remote was not built for.
    await serve(shellWith('1.0.0'));

    const [remote] = (await (await fetch(`${appUrl}/remotes.json`)).json()).remotes;
    assert.equal(remote.entry, '');
    assert.deepEqual(remote.routes, [{ path: '/main/medicine' }]);
    assert.match(remote.unavailable, /needs shared-kernel \^0\.1\.0, but the shell provides 1\.0\.0/);
    assert.doesNotMatch(await (await fetch(`${appUrl}/main/medicine`)).text(), /rel="preload"/);
  });

  it('passes /api, /oauth and /fhir on to the API with the client’s address and the Host it asked for', async () => {
    await serve(shellWith('0.1.1'));

    for (const pathname of ['/api/user', '/oauth/token', '/fhir/metadata', '/health']) {
      assert.equal((await fetch(`${appUrl}${pathname}`)).status, 200);
    }

    assert.deepEqual(
      apiRequests.map((seen) => seen.url),
      ['/api/user', '/oauth/token', '/fhir/metadata', '/health'],
    );
    assert.equal(apiRequests[0].headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(apiRequests[0].headers.host, new URL(appUrl).host);
    assert.equal(apiRequests[0].headers['x-forwarded-proto'], 'http');
  });

  it('passes on the https of a TLS terminator in front, not its own http hop', async () => {
    await serve(shellWith('0.1.1'));

    await fetch(`${appUrl}/fhir/Observation`, { headers: { 'X-Forwarded-Proto': 'https' } });

    assert.equal(apiRequests[0].headers['x-forwarded-proto'], 'https');
    assert.equal((await fetch(`${appUrl}/apiary`)).headers.get('content-type'), 'text/html; charset=utf-8');
  });

  it('answers 502 when the API is not answering', async () => {
    const shellDir = shellWith('0.1.1');
    app?.close();
    app = await listen(
      createAppHandler({ shellDir, store, apiTargets: ['http://127.0.0.1:9'], log: () => undefined }),
      0,
      '127.0.0.1',
    );
    appUrl = `http://127.0.0.1:${app.address().port}`;

    assert.equal((await fetch(`${appUrl}/api/user`)).status, 502);
  });

  it('serves its own metrics at /metrics to the bearer of METRICS_TOKEN only (401 M1200, 403 M1201), never the API’s', async () => {
    const metricsToken = 'app-server-metrics-token-0123';
    await serve(shellWith('0.1.1'), { metricsToken });
    await fetch(`${appUrl}/api/user`);
    await fetch(`${appUrl}/app-config.json`);

    const missing = await fetch(`${appUrl}/metrics`);
    assert.equal(missing.status, 401);
    assert.equal((await missing.json()).code, 'M1200');
    const wrong = await fetch(`${appUrl}/metrics`, {
      headers: { authorization: 'Bearer someone-else-entirely' },
    });
    assert.equal(wrong.status, 403);
    assert.equal((await wrong.json()).code, 'M1201');
    const scrape = await fetch(`${appUrl}/metrics?x=1`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    assert.equal(scrape.status, 200);
    const text = await scrape.text();
    assert.match(text, /^app_server_requests_total\{target="api",status="200"\} 1$/m);
    assert.match(text, /^app_server_requests_total\{target="app",status="200"\} 1$/m);
    assert.match(text, /^app_server_proxy_duration_seconds_count\{status="200"\} 1$/m);
    assert.doesNotMatch(text, /api_http_requests_total/);
    assert.deepEqual(
      apiRequests.map((seen) => seen.url),
      ['/api/user'],
    );
  });

  it('passes no /metrics path on to the API, with or without METRICS_TOKEN', async () => {
    await serve(shellWith('0.1.1'), { metricsToken: undefined });
    for (const pathname of ['/metrics', '/metrics?name=api', '/metrics/', '/%6Detrics', '//metrics']) {
      await rawGet(pathname);
    }

    assert.deepEqual(apiRequests, []);
  });

  it('counts the requests the API did not answer (upstream errors)', async () => {
    const metricsToken = 'app-server-metrics-token-0123';
    app?.close();
    app = await listen(
      createAppHandler({
        shellDir: shellWith('0.1.1'),
        store,
        apiTargets: ['http://127.0.0.1:9'],
        log: () => undefined,
        metricsToken,
      }),
      0,
      '127.0.0.1',
    );
    appUrl = `http://127.0.0.1:${app.address().port}`;
    assert.equal((await fetch(`${appUrl}/fhir/Observation`)).status, 502);

    const text = await (
      await fetch(`${appUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    assert.match(text, /^app_server_upstream_errors_total 1$/m);
    assert.match(text, /^app_server_requests_total\{target="api",status="502"\} 1$/m);
  });

  it('has the page link its manifest and register /sw.js, under a policy that allows both from the app only', async () => {
    await serve(shellWith('0.1.1'));

    const response = await fetch(`${appUrl}/main/medicine`);
    const page = await response.text();
    const policy = response.headers.get('content-security-policy').split('; ');

    assert.match(page, /<link rel="manifest" href="\/manifest\.webmanifest">/);
    assert.match(page, /<meta name="service-worker" content="\/sw\.js">/);
    assert.ok(policy.includes("manifest-src 'self'"), policy.join('; '));
    assert.ok(policy.includes("worker-src 'self'"), policy.join('; '));
  });

  it('serves the web app manifest in the language asked for, else the browser’s, else Korean', async () => {
    await serve(shellWith('0.1.1'));
    const manifest = async (query, acceptLanguage = '') => {
      const response = await fetch(`${appUrl}/manifest.webmanifest${query}`, {
        headers: { 'Accept-Language': acceptLanguage },
      });
      assert.equal(response.headers.get('content-type'), 'application/manifest+json');
      return response.json();
    };

    const km = await manifest('?lang=km');
    assert.deepEqual(
      [km.name, km.lang, km.start_url, km.display, km.scope],
      ['សុខភាពគ្រួសារ', 'km', '/main/health-goal-dashboard', 'standalone', '/'],
    );
    assert.deepEqual(
      km.icons.map((icon) => [icon.src, icon.sizes, icon.purpose]),
      [
        ['/icons/icon-192.png', '192x192', 'any'],
        ['/icons/icon-512.png', '512x512', 'any'],
        ['/icons/icon-maskable-512.png', '512x512', 'maskable'],
      ],
    );
    assert.equal((await manifest('', 'en-US,en;q=0.9')).name, 'Family Health');
    assert.equal((await manifest('?lang=fr', 'fr-FR')).name, '가족 건강');
  });

  it('serves /sw.js with the promoted set: every file a browser may fetch, never the API, and the page of that set', async () => {
    const shellProvides = { 'shared-kernel': '0.1.1' };
    const { version } = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine') });
    store.promote('mf-medicine', version, { by: 'test', shellProvides });
    await serve(shellWith('0.1.1'));

    const { response, config, code } = await serviceWorker();

    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(response.headers.get('content-security-policy'), "default-src 'self'");
    // The source map would be one line off behind the config.
    assert.equal(code, 'self.worker = "code";\n');
    assert.match(config.cacheName, /^fh-release-[0-9a-f]{16}$/);
    assert.equal(config.page, `/index.html?release=${config.cacheName.slice('fh-release-'.length)}`);
    assert.deepEqual(config.files, [
      '/icons/icon-192.png',
      '/main.js',
      `/remotes/mf-medicine/${version}/app.js`,
      `/remotes/mf-medicine/${version}/remoteEntry.js`,
      '/manifest.webmanifest?lang=ko',
      '/manifest.webmanifest?lang=en',
      '/manifest.webmanifest?lang=km',
    ]);
    assert.deepEqual(config.fallback.languages.en, {
      title: 'Family Health',
      body: 'You have a new notification. Tap to see it.',
    });
    assert.equal(config.fallback.url, '/user/noti');
    const page = await fetch(`${appUrl}${config.page}`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), new RegExp(version));
    // The medicine screens get the page written for mf-medicine, with its preloads.
    const fingerprint = config.cacheName.slice('fh-release-'.length);
    assert.deepEqual(config.screens, [
      { route: '/main/medicine', page: `/main/medicine?release=${fingerprint}` },
    ]);
    assert.match(
      await (await fetch(`${appUrl}${config.screens[0].page}`)).text(),
      new RegExp(`<link rel="preload" href="/remotes/mf-medicine/${version}/remoteEntry.js" as="script">`),
    );
  });

  it('changes /sw.js at a promote and back at the rollback, and refuses the page of a set no longer promoted', async () => {
    const shellProvides = { 'shared-kernel': '0.1.1' };
    const first = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine', { text: 'one' }) });
    const second = store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine', { text: 'two' }) });
    store.promote('mf-medicine', first.version, { by: 'test', shellProvides });
    await serve(shellWith('0.1.1'));
    const before = (await serviceWorker()).config;

    store.promote('mf-medicine', second.version, { by: 'test', shellProvides });
    const promoted = (await serviceWorker()).config;

    assert.notEqual(promoted.cacheName, before.cacheName);
    assert.ok(promoted.files.includes(`/remotes/mf-medicine/${second.version}/remoteEntry.js`));
    assert.deepEqual(
      promoted.files.filter((file) => file.includes(first.version)),
      [],
    );
    // A worker still installing the earlier set must fail, not keep this registry with the earlier files.
    assert.equal((await fetch(`${appUrl}${before.page}`)).status, 409);
    assert.equal((await fetch(`${appUrl}${before.screens[0].page}`)).status, 409);
    assert.equal((await fetch(`${appUrl}${promoted.page}`)).status, 200);

    store.rollback('mf-medicine', undefined, { by: 'test', shellProvides });
    assert.equal((await serviceWorker()).config.cacheName, before.cacheName);
  });

  it('with the kill switch, serves a /sw.js that removes itself and a page that registers none', async () => {
    await serve(shellWith('0.1.1'), { serviceWorker: false });

    const { config, code } = await serviceWorker();
    const page = await (await fetch(`${appUrl}/main/medicine`)).text();

    assert.deepEqual(config, { mode: 'off' });
    assert.equal(code, 'self.worker = "code";\n');
    assert.doesNotMatch(page, /name="service-worker"/);
    assert.match(page, /rel="manifest"/);
    assert.equal((await fetch(`${appUrl}/index.html?release=0123456789abcdef`)).status, 409);
  });
});

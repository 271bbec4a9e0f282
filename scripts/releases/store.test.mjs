// The release store's rules (scripts/releases/store.mjs): `node --test scripts/releases/`. Fake builds, no webpack.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { promisify } from 'node:util';
import {
  compatibilityProblems,
  openStore,
  readShellProvides,
  RegistryRefusal,
  remotePackages,
} from './store.mjs';

const shellProvides = { react: '19.3.1', 'react-dom': '19.3.1', 'shared-kernel': '0.1.1' };
let root;
let store;

/** A remote's package folder with a tiny build in dist; different text gives different content. */
function fakeBuild(pkg, { text = 'one', kernel = '^0.1.0', version = '0.1.0' } = {}) {
  const packageDir = path.join(root, 'builds', `${pkg}-${Math.random().toString(36).slice(2)}`);
  const distDir = path.join(packageDir, 'dist');
  mkdirSync(path.join(distDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: pkg, version }));
  writeFileSync(
    path.join(packageDir, 'remote.json'),
    JSON.stringify({
      name: pkg.replace('-', '_'),
      routes: [{ path: '/medicine' }],
      overlays: [],
      namespaces: ['medicine'],
    }),
  );
  const manifest = {
    name: pkg.replace('-', '_'),
    shared: [
      { name: 'shared-kernel', requiredVersion: kernel },
      { name: 'react', requiredVersion: '19.3.1' },
    ],
  };
  writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(distDir, 'remoteEntry.js'), `console.log(${JSON.stringify(text)});`.repeat(50));
  writeFileSync(path.join(distDir, 'remoteEntry.js.br'), 'b'.repeat(100));
  writeFileSync(path.join(distDir, 'remoteEntry.js.map'), 'm'.repeat(5000));
  writeFileSync(path.join(distDir, 'chunks', 'font.woff2'), 'f'.repeat(300));
  return distDir;
}

const publish = (options) =>
  store.publish({ pkg: 'mf-medicine', distDir: fakeBuild('mf-medicine', options) });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-store-'));
  store = openStore(path.join(root, 'store'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publishing', () => {
  it('gives the same content the same version, and publishing it again copies nothing', () => {
    const first = publish({ text: 'same' });
    const again = publish({ text: 'same' });
    assert.match(first.version, /^0\.1\.0-[0-9a-f]{8}$/);
    assert.equal(first.created, true);
    assert.equal(again.version, first.version);
    assert.equal(again.created, false);
    assert.deepEqual(again.release, first.release);
  });

  it('never changes a published release: other content is another version, the first folder stays as it was', () => {
    const first = publish({ text: 'one' });
    const folder = path.join(store.dir, 'remotes', 'mf-medicine', first.version);
    const before = readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8');
    const second = publish({ text: 'two' });
    assert.notEqual(second.version, first.version);
    assert.equal(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8'), before);
    assert.deepEqual(
      store.releases('mf-medicine').map((release) => release.version),
      [second.version, first.version],
    );
  });

  it('records what the release needs and what a user downloads: the .br where there is one, no maps, no manifest', () => {
    const { release } = publish({ kernel: '^0.1.1' });
    assert.equal(release.name, 'mf_medicine');
    assert.deepEqual(release.requires, { 'shared-kernel': '^0.1.1', react: '19.3.1' });
    assert.deepEqual(release.namespaces, ['medicine']);
    assert.equal(release.files, 5);
    // The shell loads remoteEntry.js: mf-manifest.json is read by the store, never by a browser.
    assert.equal(release.bytes, 100 + 300);
    assert.equal(release.commit, null);
    assert.equal(release.source, 'workspace');
  });

  it('copies the whole build, sub-folders included, and leaves no half-copied folder behind', () => {
    const { version } = publish();
    const folder = path.join(store.dir, 'remotes', 'mf-medicine', version);
    assert.equal(readFileSync(path.join(folder, 'chunks', 'font.woff2'), 'utf8'), 'f'.repeat(300));
    assert.deepEqual(readdirSync(path.join(store.dir, 'remotes', 'mf-medicine')), [version]);
  });

  it('refuses a folder without mf-manifest.json or remoteEntry.js, and a package that is not a remote', () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const distDir = fakeBuild('mf-medicine');
      rmSync(path.join(distDir, file));
      assert.throws(() => store.publish({ pkg: 'mf-medicine', distDir }), new RegExp(`${file} is missing`));
    }
    assert.throws(() => store.publish({ pkg: 'mf-nope', distDir: fakeBuild('mf-nope') }), RegistryRefusal);
  });
});

describe('promoting and rolling back', () => {
  it('keeps every change in the history, oldest first, and makes the promoted version current', () => {
    const a = publish({ text: 'a' }).version;
    const b = publish({ text: 'b' }).version;
    store.promote('mf-medicine', a, { by: 'ana', shellProvides, action: 'publish-and-promote' });
    const change = store.promote('mf-medicine', b, { by: 'ben', shellProvides });
    assert.deepEqual([change.from, change.to, change.changed], [a, b, true]);
    assert.equal(store.current('mf-medicine'), b);
    assert.deepEqual(
      store.history('mf-medicine').map(({ version, action, by }) => [version, action, by]),
      [
        [a, 'publish-and-promote', 'ana'],
        [b, 'promote', 'ben'],
      ],
    );
    assert.ok(!Number.isNaN(Date.parse(store.history('mf-medicine')[1].at)));
  });

  it('rolls back to the version that was current before the current one', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((text) => publish({ text }).version);
    for (const version of [a, b, c]) store.promote('mf-medicine', version, { by: 'ana', shellProvides });
    assert.equal(store.rollback('mf-medicine', undefined, { by: 'ana', shellProvides }).to, b);
    // A second rollback goes further back, not forward to the release the first one left.
    assert.equal(store.rollback('mf-medicine', undefined, { by: 'ana', shellProvides }).to, a);
    assert.equal(store.current('mf-medicine'), a);
    assert.deepEqual(
      store.history('mf-medicine').map(({ version, action }) => [version, action]),
      [
        [a, 'promote'],
        [b, 'promote'],
        [c, 'promote'],
        [b, 'rollback'],
        [a, 'rollback'],
      ],
    );
  });

  it('rolls back to a named version', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((text) => publish({ text }).version);
    for (const version of [a, b, c]) store.promote('mf-medicine', version, { by: 'ana', shellProvides });
    assert.equal(store.rollback('mf-medicine', a, { by: 'ana', shellProvides }).to, a);
    assert.equal(store.history('mf-medicine').at(-1).action, 'rollback');
  });

  it('refuses a rollback when there is no earlier version', () => {
    const a = publish().version;
    assert.throws(
      () => store.rollback('mf-medicine', undefined, { by: 'ana', shellProvides }),
      (error) => error instanceof RegistryRefusal && /never been promoted/.test(error.message),
    );
    store.promote('mf-medicine', a, { by: 'ana', shellProvides });
    assert.throws(
      () => store.rollback('mf-medicine', undefined, { by: 'ana', shellProvides }),
      (error) =>
        error instanceof RegistryRefusal &&
        /no earlier version to roll back to \(current: /.test(error.message),
    );
    assert.equal(store.history('mf-medicine').length, 1);
  });

  it('refuses an unknown version and lists the known ones', () => {
    const a = publish({ text: 'a' }).version;
    const b = publish({ text: 'b' }).version;
    assert.throws(
      () => store.promote('mf-medicine', '0.1.0-deadbeef', { by: 'ana', shellProvides }),
      (error) =>
        error instanceof RegistryRefusal &&
        error.message.includes('mf-medicine has no release 0.1.0-deadbeef') &&
        error.message.includes(a) &&
        error.message.includes(b),
    );
    assert.equal(store.current('mf-medicine'), null);
  });

  it('refuses a release built for another kernel, naming the range it needs and the version the shell provides', () => {
    const old = publish({ text: 'old', kernel: '^0.1.0' }).version;
    store.promote('mf-medicine', old, { by: 'ana', shellProvides });
    const next = publish({ text: 'next', kernel: '^1.0.0', version: '0.2.0' }).version;
    assert.throws(
      () => store.promote('mf-medicine', next, { by: 'ana', shellProvides }),
      (error) =>
        error instanceof RegistryRefusal &&
        error.message.includes(
          `mf-medicine ${next} needs shared-kernel ^1.0.0, but the shell provides 0.1.1: build it against the kernel the shell provides, or release a shell that provides shared-kernel ^1.0.0 first.`,
        ) &&
        error.message.includes(`mf-medicine stays at ${old}`),
    );
    assert.equal(store.current('mf-medicine'), old);
  });

  it('needs the shell’s provided versions to promote', () => {
    const a = publish().version;
    assert.throws(() => store.promote('mf-medicine', a, { by: 'ana' }), /need shellProvides/);
  });
});

describe('compatibility', () => {
  const release = {
    package: 'mf-ai',
    version: '0.1.0-aaaaaaaa',
    requires: { 'shared-kernel': '^0.1.0', react: '19.3.1' },
  };

  it('accepts a shell whose versions satisfy every range', () => {
    assert.deepEqual(compatibilityProblems(release, { 'shared-kernel': '0.1.9', react: '19.3.1' }), []);
  });

  it('counts a shared package the shell does not provide as a problem', () => {
    const [problem] = compatibilityProblems(release, { 'shared-kernel': '0.1.1' });
    assert.match(problem, /needs react 19\.3\.1, but the shell does not provide react/);
  });

  it('reads the shell’s provided versions from shared.json, and says to build the shell when it is missing', () => {
    writeFileSync(path.join(root, 'shared.json'), JSON.stringify(shellProvides));
    assert.deepEqual(readShellProvides(root), shellProvides);
    assert.throws(() => readShellProvides(path.join(root, 'nothing')), /build the shell first/);
  });

  it('lists the remotes of tooling/ports.cjs', () => {
    assert.deepEqual(remotePackages, [
      'mf-auth',
      'mf-lifelog',
      'mf-routine',
      'mf-medicine',
      'mf-channel',
      'mf-ai',
    ]);
  });
});

describe('the registry the shell loads', () => {
  it('lists each promoted remote at its current version, by its remoteEntry.js, under a path with no host name', () => {
    const a = publish().version;
    store.promote('mf-medicine', a, { by: 'ana', shellProvides });
    const { remotes, refused } = store.registry({ shellProvides });
    assert.deepEqual(refused, []);
    assert.deepEqual(remotes, [
      {
        name: 'mf_medicine',
        entry: `/remotes/mf-medicine/${a}/remoteEntry.js`,
        version: a,
        routes: [{ path: '/medicine' }],
        overlays: [],
        namespaces: ['medicine'],
      },
    ]);
    assert.doesNotMatch(JSON.stringify(remotes), /https?:|\/\/|localhost|127\.0\.0\.1/);
  });

  it('skips a current release the shell cannot mount into refused, with the reason', () => {
    const ai = store.publish({ pkg: 'mf-ai', distDir: fakeBuild('mf-ai', { kernel: '^0.1.0' }) }).version;
    store.promote('mf-ai', ai, { by: 'ana', shellProvides });
    const medicine = publish({ kernel: '^0.1.0' }).version;
    store.promote('mf-medicine', medicine, { by: 'ana', shellProvides });
    const { remotes, refused } = store.registry({
      shellProvides: { ...shellProvides, 'shared-kernel': '1.0.0' },
    });
    assert.deepEqual(remotes, []);
    assert.deepEqual(
      refused.map(({ pkg, version }) => [pkg, version]),
      [
        ['mf-medicine', medicine],
        ['mf-ai', ai],
      ],
    );
    assert.match(refused[0].reason, /needs shared-kernel \^0\.1\.0, but the shell provides 1\.0\.0/);
  });

  it('has no remotes before anything is promoted', () => {
    publish();
    assert.deepEqual(store.registry({ shellProvides }), { remotes: [], refused: [] });
  });
});

describe('concurrent commands', () => {
  it('keeps registry.json valid with every entry when 20 promotions run at once in separate processes', async () => {
    const versions = Array.from({ length: 20 }, (_, i) => publish({ text: `v${i}` }).version);
    const storeModule = new URL('./store.mjs', import.meta.url).href;
    const promoteIn = (version) =>
      promisify(execFile)(process.execPath, [
        '--input-type=module',
        '-e',
        `import { openStore } from ${JSON.stringify(storeModule)};
         openStore(${JSON.stringify(store.dir)}).promote('mf-medicine', ${JSON.stringify(version)},
           { by: 'ci', shellProvides: ${JSON.stringify(shellProvides)} });`,
      ]);
    await Promise.all(versions.map(promoteIn));
    const registry = JSON.parse(readFileSync(path.join(store.dir, 'registry.json'), 'utf8'));
    const { current, history } = registry.remotes['mf-medicine'];
    assert.equal(history.length, 20);
    assert.deepEqual(new Set(history.map((entry) => entry.version)), new Set(versions));
    assert.equal(current, history.at(-1).version);
    assert.deepEqual(readdirSync(store.dir).sort(), ['registry.json', 'remotes']);
  });
});

// The release and registry commands' answers to mistakes: `node --test scripts/releases/`. No build runs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { openStore } from './store.mjs';

const scripts = path.resolve(import.meta.dirname, '..');
let root;

function run(script, args) {
  return spawnSync(process.execPath, [path.join(scripts, script), ...args], {
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: path.join(root, 'store') },
  });
}

/** A store with one promoted release of mf-medicine built for kernel ^0.1.0, and a shell providing kernel 1.0.0. */
function storeWithOneRelease() {
  const distDir = path.join(root, 'mf-medicine', 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(root, 'mf-medicine', 'package.json'), JSON.stringify({ version: '0.1.0' }));
  writeFileSync(
    path.join(root, 'mf-medicine', 'remote.json'),
    JSON.stringify({ name: 'mf_medicine', routes: [] }),
  );
  writeFileSync(
    path.join(distDir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_medicine', shared: [{ name: 'shared-kernel', requiredVersion: '^0.1.0' }] }),
  );
  writeFileSync(path.join(distDir, 'remoteEntry.js'), 'var mf_medicine = {};');
  const store = openStore(path.join(root, 'store'));
  const { version } = store.publish({ pkg: 'mf-medicine', distDir });
  const shellDist = path.join(root, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(path.join(shellDist, 'shared.json'), JSON.stringify({ 'shared-kernel': '1.0.0' }));
  return { store, version, shellDist };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run release', () => {
  it('exits 1 on a name that is not a remote, naming the remotes, before building anything', () => {
    const result = run('release.mjs', ['mf-medicin']);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /mf-medicin is not a remote\. The remotes are: mf-auth, mf-lifelog, mf-routine, mf-medicine, mf-channel, mf-ai\./,
    );
    assert.doesNotMatch(result.stdout, /Building/);
  });

  it('exits 1 with --promote when the shell is not built, saying to build it first', () => {
    const result = run('release.mjs', [
      'mf-medicine',
      '--promote',
      '--shell-dist',
      path.join(root, 'no-shell'),
    ]);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /build the shell first/);
    assert.doesNotMatch(result.stdout, /Building/);
  });
});

describe('npm run registry', () => {
  it('exits 1 when a promotion is refused, with the reason, and changes nothing', () => {
    const { store, version, shellDist } = storeWithOneRelease();
    const incompatible = run('registry.mjs', ['promote', 'mf-medicine', version, '--shell-dist', shellDist]);
    assert.equal(incompatible.status, 1);
    assert.match(incompatible.stderr, /needs shared-kernel \^0\.1\.0, but the shell provides 1\.0\.0/);
    const unknown = run('registry.mjs', [
      'promote',
      'mf-medicine',
      '0.1.0-deadbeef',
      '--shell-dist',
      shellDist,
    ]);
    assert.equal(unknown.status, 1);
    assert.match(
      unknown.stderr,
      new RegExp(`no release 0\\.1\\.0-deadbeef\\. Known releases of mf-medicine.*${version}`),
    );
    assert.equal(store.current('mf-medicine'), null);
  });

  it('promotes, says what changed, and lists the current version', () => {
    const { store, version, shellDist } = storeWithOneRelease();
    writeFileSync(path.join(shellDist, 'shared.json'), JSON.stringify({ 'shared-kernel': '0.1.1' }));
    const promoted = run('registry.mjs', ['promote', 'mf-medicine', version, '--shell-dist', shellDist]);
    assert.equal(promoted.status, 0, promoted.stderr);
    assert.match(
      promoted.stdout,
      new RegExp(
        `mf-medicine: \\(none\\) → ${version} \\(promoted in \\d+ ms\\)\\. Open apps load it on their next page load\\.`,
      ),
    );
    assert.equal(store.current('mf-medicine'), version);
    const listed = run('registry.mjs', ['list']);
    assert.match(listed.stdout, new RegExp(`mf-medicine\\s+${version}\\s+\\S+\\s+no commit\\s+1 releases`));
  });

  it('prints the usage and exits 1 on no command or an unknown one', () => {
    for (const args of [[], ['publish']]) {
      const result = run('registry.mjs', args);
      assert.equal(result.status, 1);
      assert.match(result.stderr, /Usage: npm run registry -- <command>/);
    }
  });
});

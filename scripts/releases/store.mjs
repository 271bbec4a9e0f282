// The release store: immutable, versioned copies of each remote's build and the registry that says which one the
// shell loads. The app server reads it (registry(), files under remotes/<pkg>/<version>/); `npm run release` and
// `npm run registry` write it. Layout and rules: docs/releases.md.
//
// Every function is synchronous, so that a request handler or a CLI can call it without ordering concerns
// (awaiting the results is harmless). Readers need no lock: every file is replaced by a rename, never rewritten.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import semver from 'semver';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const ports = createRequire(import.meta.url)('../../tooling/ports.cjs');

/** The remotes a release can be made of, in the order the registry lists them. */
export const remotePackages = Object.keys(ports.remotes);

/** A registry change that was not made; the message says why and what to do instead. */
export class RegistryRefusal extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'RegistryRefusal';
  }
}

/**
 * @typedef {{ [sharedName: string]: string }} ShellProvides  shared.json of the shell: singleton name → version
 * @typedef {{
 *   package: string, name: string, version: string, builtAt: string, commit: string | null, dirty: boolean,
 *   source: string, routes: unknown[], overlays: unknown[], namespaces: string[],
 *   requires: { [sharedName: string]: string }, files: number, bytes: number
 * }} Release
 * @typedef {{ version: string, action: 'publish-and-promote' | 'promote' | 'rollback', at: string, by: string,
 *   from: string | null }} HistoryEntry
 * @typedef {{ remotes: { [pkg: string]: { current: string, history: HistoryEntry[] } } }} RegistryFile
 */

/**
 * What keeps a release from mounting in a shell that provides these singletons; empty when it fits.
 * @param {Release} release
 * @param {ShellProvides} shellProvides
 * @returns {string[]}
 */
export function compatibilityProblems(release, shellProvides) {
  const problems = [];
  for (const [name, range] of Object.entries(release.requires ?? {})) {
    const what = name === 'shared-kernel' ? 'kernel' : name;
    const provided = shellProvides[name];
    const who = `${release.package} ${release.version} needs ${name} ${range}`;
    if (provided === undefined) {
      problems.push(
        `${who}, but the shell does not provide ${name}: build it without sharing ${name}, or release a shell that provides ${name} ${range} first.`,
      );
    } else if (!semver.satisfies(provided, range)) {
      problems.push(
        `${who}, but the shell provides ${provided}: build it against the ${what} the shell provides, or release a shell that provides ${name} ${range} first.`,
      );
    }
  }
  return problems;
}

/**
 * The singletons the built shell provides (shell/dist/shared.json).
 * @param {string} shellDistDir
 * @returns {ShellProvides}
 */
export function readShellProvides(shellDistDir) {
  const file = path.join(shellDistDir, 'shared.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw new Error(`${file} cannot be read: ${error.message}`);
    throw new Error(
      `${file} is missing, so nothing can be checked against the shell: build the shell first (node scripts/pnpm.mjs --filter ./shell build).`,
    );
  }
}

/** Relative paths ('/'-separated) of every file under dir, sorted, so that the hash does not depend on the OS. */
function filesUnder(dir, prefix = '') {
  const out = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(dir, rel));
    else out.push(rel);
  }
  return out.sort();
}

function contentHash(distDir, files) {
  const hash = createHash('sha256');
  for (const rel of files) {
    const bytes = readFileSync(path.join(distDir, rel));
    // Name and length delimit each file, so that moving bytes from one file to the next changes the hash.
    hash.update(`${rel}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 8);
}

const COMPRESSIBLE = /\.(js|css|json)$/;
// Build metadata no browser fetches: the registry names each release's remoteEntry.js, and only this store reads
// mf-manifest.json (for the ranges a release needs).
const NOT_FETCHED = new Set(['mf-stats.json', 'mf-manifest.json']);

/** Bytes a browser downloads for the release: the brotli copy where the server has one, maps left out. */
function downloadBytes(distDir, files) {
  const present = new Set(files);
  let bytes = 0;
  for (const rel of files) {
    if (/\.(map|br|gz)$/.test(rel) || NOT_FETCHED.has(path.posix.basename(rel))) continue;
    const served = COMPRESSIBLE.test(rel) && present.has(`${rel}.br`) ? `${rel}.br` : rel;
    bytes += statSync(path.join(distDir, served)).size;
  }
  return bytes;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Replaces file in one step: readers see the old content or the new, never a half-written one. */
function writeAtomically(file, text) {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}`,
  );
  writeFileSync(temp, text, { flag: 'wx' });
  renameSync(temp, file);
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms) => Atomics.wait(sleeper, 0, 0, ms);

function processIsGone(pid) {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

const LOCK_WAIT_MS = 15_000;
// A lock this old was left by a command that died without its finally block (SIGKILL, power loss).
const LOCK_STALE_MS = 60_000;

/** Runs fn while holding lockFile, created with O_EXCL; waits for a holder, clears one left by a dead process. */
function withLock(lockFile, fn) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = '';
    try {
      holder = readFileSync(lockFile, 'utf8');
      const stale =
        Date.now() - statSync(lockFile).mtimeMs > LOCK_STALE_MS || (holder && processIsGone(Number(holder)));
      if (stale) {
        unlinkSync(lockFile);
        continue;
      }
    } catch (error) {
      if (error.code === 'ENOENT') continue;
      throw error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The registry is locked by process ${holder || '(unknown)'} (${lockFile}). Wait for that command to finish; if none is running, delete the lock file.`,
      );
    }
    sleep(5 + Math.random() * 20);
  }
  try {
    return fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

// Names and versions may come from request paths (the app server); they must not reach outside the store.
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;
const safeSegment = (value) => typeof value === 'string' && SAFE_SEGMENT.test(value) && !value.includes('..');

/**
 * Opens the release store in dir (RELEASES_DIR, else <repo>/.releases); created on first write.
 * @param {string} [dir]
 */
export function openStore(dir = process.env.RELEASES_DIR || path.join(repoRoot, '.releases')) {
  const remotesDir = path.join(dir, 'remotes');
  const registryFile = path.join(dir, 'registry.json');
  const lockFile = `${registryFile}.lock`;

  /** @returns {RegistryFile} */
  function readRegistry() {
    try {
      return readJson(registryFile);
    } catch (error) {
      if (error.code === 'ENOENT') return { remotes: {} };
      throw new Error(
        `${registryFile} cannot be read (${error.message}); restore it from a backup or fix it by hand.`,
      );
    }
  }

  /** @returns {Release | null} */
  function release(pkg, version) {
    if (!safeSegment(pkg) || !safeSegment(version)) return null;
    try {
      return readJson(path.join(remotesDir, pkg, version, 'release.json'));
    } catch (error) {
      if (error.code === 'ENOENT') return null;
      throw error;
    }
  }

  /** @returns {Release[]} newest builtAt first */
  function releases(pkg) {
    if (!safeSegment(pkg) || !existsSync(path.join(remotesDir, pkg))) return [];
    return readdirSync(path.join(remotesDir, pkg))
      .filter((name) => !name.startsWith('.'))
      .map((version) => release(pkg, version))
      .filter(Boolean)
      .sort((a, b) => b.builtAt.localeCompare(a.builtAt));
  }

  function current(pkg) {
    return readRegistry().remotes[pkg]?.current ?? null;
  }

  /** @returns {HistoryEntry[]} oldest first */
  function history(pkg) {
    return readRegistry().remotes[pkg]?.history ?? [];
  }

  /**
   * Copies a remote's build into remotes/<pkg>/<version>/. The package's version and remote.json are read next
   * to distDir (the package directory of the checkout that was built), else from this repository.
   * @param {{ pkg: string, distDir: string, commit?: string | null, dirty?: boolean, source?: string }} options
   * @returns {{ version: string, created: boolean, release: Release }}
   */
  function publish({ pkg, distDir, commit = null, dirty = false, source = 'workspace' }) {
    refuseUnknownPackage(pkg);
    const manifestFile = path.join(distDir, 'mf-manifest.json');
    // The manifest states the ranges the release needs; remoteEntry.js is what the registry names.
    for (const file of [manifestFile, path.join(distDir, 'remoteEntry.js')]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: ${distDir} is not the build of a remote.`);
    }
    const files = filesUnder(distDir);
    const packageDir = path.dirname(distDir);
    const besideOrRepo = (name) =>
      existsSync(path.join(packageDir, name)) ? path.join(packageDir, name) : path.join(repoRoot, pkg, name);
    const packageVersion = readJson(besideOrRepo('package.json')).version;
    const version = `${packageVersion}-${contentHash(distDir, files)}`;
    const existing = release(pkg, version);
    if (existing) return { version, created: false, release: existing };

    const manifest = readJson(manifestFile);
    const registration = readJson(besideOrRepo('remote.json'));
    /** @type {Release} */
    const made = {
      package: pkg,
      name: manifest.name ?? registration.name,
      version,
      builtAt: new Date().toISOString(),
      commit,
      dirty,
      source,
      routes: registration.routes ?? [],
      overlays: registration.overlays ?? [],
      namespaces: registration.namespaces ?? [],
      requires: Object.fromEntries(
        (manifest.shared ?? [])
          .filter((shared) => typeof shared.requiredVersion === 'string')
          .map((shared) => [shared.name, shared.requiredVersion]),
      ),
      files: files.length,
      bytes: downloadBytes(distDir, files),
    };
    const pkgDir = path.join(remotesDir, pkg);
    mkdirSync(pkgDir, { recursive: true });
    // Filled under a hidden name and renamed: a half-copied release is never visible under its version.
    const incoming = path.join(pkgDir, `.incoming-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      cpSync(distDir, incoming, { recursive: true });
      writeFileSync(path.join(incoming, 'release.json'), `${JSON.stringify(made, null, 2)}\n`);
      renameSync(incoming, path.join(pkgDir, version));
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      const raced = ['ENOTEMPTY', 'EEXIST'].includes(error.code) && release(pkg, version);
      if (raced) return { version, created: false, release: raced };
      throw error;
    }
    return { version, created: true, release: made };
  }

  function refuseUnknownPackage(pkg) {
    if (!remotePackages.includes(pkg)) {
      throw new RegistryRefusal(`${pkg} is not a remote. The remotes are: ${remotePackages.join(', ')}.`);
    }
  }

  function knownVersionsText(pkg, currentVersion) {
    const known = releases(pkg);
    if (known.length === 0) return `${pkg} has no releases yet: run npm run release -- ${pkg} first.`;
    const list = known
      .map((r) => `${r.version} (built ${r.builtAt}${r.version === currentVersion ? ', current' : ''})`)
      .join(', ');
    return `Known releases of ${pkg}, newest first: ${list}.`;
  }

  /**
   * Makes the version pick(registry file) names current, after checking it exists and fits the shell; records it
   * in the history. Picked under the lock, so that a rollback reads the history it changes.
   * @param {string} pkg
   * @param {(registry: RegistryFile) => string} pick
   * @param {{ by?: string, shellProvides: ShellProvides, action: HistoryEntry['action'] }} options
   * @returns {{ pkg: string, from: string | null, to: string, changed: boolean, entry: HistoryEntry | null }}
   */
  function changeCurrent(pkg, pick, { by = userInfo().username, shellProvides, action }) {
    refuseUnknownPackage(pkg);
    if (!shellProvides) {
      throw new TypeError(
        'promote and rollback need shellProvides (readShellProvides(<shell dist>)) to check the release.',
      );
    }
    return withLock(lockFile, () => {
      const registry = readRegistry();
      const from = registry.remotes[pkg]?.current ?? null;
      const version = pick(registry);
      const target = release(pkg, version);
      if (!target) {
        throw new RegistryRefusal(`${pkg} has no release ${version}. ${knownVersionsText(pkg, from)}`);
      }
      const problems = compatibilityProblems(target, shellProvides);
      if (problems.length) {
        throw new RegistryRefusal(`${pkg} stays at ${from ?? 'no version'}.\n${problems.join('\n')}`);
      }
      if (from === version) return { pkg, from, to: version, changed: false, entry: null };
      /** @type {HistoryEntry} */
      const entry = { version, action, at: new Date().toISOString(), by, from };
      registry.remotes[pkg] = {
        current: version,
        history: [...(registry.remotes[pkg]?.history ?? []), entry],
      };
      mkdirSync(dir, { recursive: true });
      writeAtomically(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
      return { pkg, from, to: version, changed: true, entry };
    });
  }

  /**
   * Makes version the one the shell loads (see changeCurrent). action 'publish-and-promote' marks a promotion
   * made by the release command itself.
   * @param {string} pkg
   * @param {string} version
   * @param {{ by?: string, shellProvides: ShellProvides, action?: 'publish-and-promote' | 'promote' }} options
   */
  function promote(pkg, version, { by, shellProvides, action = 'promote' } = {}) {
    return changeCurrent(pkg, () => version, { by, shellProvides, action });
  }

  /**
   * The version to go back to: the newest one that was current before, leaving out the current one and every
   * version a rollback moved away from since it was last made current (so that a second rollback goes further
   * back instead of returning to the release the first one left).
   * @param {{ current: string, history: HistoryEntry[] } | undefined} remote
   */
  function previousVersion(remote) {
    if (!remote) return null;
    const leftBehind = new Set([remote.current]);
    for (const entry of [...remote.history].reverse()) {
      if (!leftBehind.has(entry.version)) return entry.version;
      if (entry.action === 'rollback' && entry.from) leftBehind.add(entry.from);
    }
    return null;
  }

  /**
   * Promotes version, or else the one that was current before the current one; recorded as a rollback.
   * @param {string} pkg
   * @param {string | undefined} version
   * @param {{ by?: string, shellProvides: ShellProvides }} options
   */
  function rollback(pkg, version, { by, shellProvides } = {}) {
    return changeCurrent(
      pkg,
      (registry) => {
        const remote = registry.remotes[pkg];
        const target = version ?? previousVersion(remote);
        if (target) return target;
        throw new RegistryRefusal(
          remote
            ? `${pkg} has no earlier version to roll back to (current: ${remote.current}). Name the version to go to. ${knownVersionsText(pkg, remote.current)}`
            : `${pkg} has never been promoted, so there is nothing to roll back. ${knownVersionsText(pkg, null)}`,
        );
      },
      { by, shellProvides, action: 'rollback' },
    );
  }

  /**
   * The remotes the shell loads: each promoted remote's current release, unless it does not fit the shell
   * (then it is listed in refused, and the shell runs without it rather than mounting a broken remote).
   * @param {{ shellProvides: ShellProvides }} options
   */
  function registry({ shellProvides }) {
    const remotes = [];
    const refused = [];
    const promoted = readRegistry().remotes;
    const order = [
      ...remotePackages,
      ...Object.keys(promoted).filter((pkg) => !remotePackages.includes(pkg)),
    ];
    for (const pkg of order) {
      const version = promoted[pkg]?.current;
      if (!version) continue;
      const made = release(pkg, version);
      if (!made) {
        refused.push({
          pkg,
          version,
          reason: `${pkg} ${version} is current but its folder is missing from the store.`,
        });
        continue;
      }
      const problems = compatibilityProblems(made, shellProvides);
      if (problems.length) {
        refused.push({ pkg, version, reason: problems.join(' ') });
        continue;
      }
      remotes.push({
        name: made.name,
        entry: `/remotes/${pkg}/${version}/remoteEntry.js`,
        version,
        routes: made.routes,
        overlays: made.overlays,
        namespaces: made.namespaces,
      });
    }
    return { remotes, refused };
  }

  return { dir, publish, release, releases, current, history, promote, rollback, registry };
}

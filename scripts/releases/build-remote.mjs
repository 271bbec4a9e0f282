// Builds one remote for a release: from the working tree, or from a git ref or another checkout of this repository
// (to release, or test, the version of a remote a team built before, against the kernel it was written for).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pnpm } from '../pnpm.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// What a remote's build reads besides its own folder; a change there makes a working-tree release "dirty".
const BUILD_INPUTS = ['shared-kernel', 'locales', 'tooling'];

function git(args, cwd = repoRoot) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${(result.stderr || result.stdout).trim()}`);
  }
  return result.stdout.trim();
}

/**
 * Installs a checkout's own dependencies from its own lockfile, as that commit had them (a remote built before a
 * dependency was added or removed needs its own set). pnpm links them from the machine's package store, so this
 * takes seconds once `npm test` or `npm start` has installed this repository.
 */
function installDependencies(checkout) {
  if (existsSync(path.join(checkout, 'node_modules'))) return;
  runOrThrow(
    `Installing the dependencies of ${checkout}`,
    pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: checkout }),
  );
}

/** The commit a checkout is at and whether what the build reads differs from it; a copy outside git has neither. */
function checkoutState(checkout, pkg) {
  try {
    return {
      commit: git(['rev-parse', 'HEAD'], checkout),
      dirty: git(['status', '--porcelain', '--', pkg, ...BUILD_INPUTS], checkout) !== '',
    };
  } catch {
    return { commit: null, dirty: true };
  }
}

function runOrThrow(what, status) {
  if (status !== 0) throw new Error(`${what} failed (exit ${status}); its output is above.`);
}

/**
 * Builds pkg and says where the build is and what it was built from. Call cleanup() when done with distDir.
 * @param {string} pkg  e.g. 'mf-medicine'
 * @param {{ from?: string }} [options]  from: a git ref, or the directory of another checkout of this repository
 * @returns {{ distDir: string, commit: string | null, dirty: boolean, source: string, cleanup: () => void }}
 */
export function buildRemote(pkg, { from } = {}) {
  if (!from) {
    runOrThrow(`Building ${pkg}`, pnpm(['--filter', `./${pkg}`, 'build'], { cwd: repoRoot }));
    return {
      distDir: path.join(repoRoot, pkg, 'dist'),
      ...checkoutState(repoRoot, pkg),
      source: 'workspace',
      cleanup() {},
    };
  }

  let checkout;
  let cleanup = () => {};
  if (statSync(from, { throwIfNoEntry: false })?.isDirectory()) {
    checkout = path.resolve(from);
  } else {
    let commit;
    try {
      commit = git(['rev-parse', '--verify', '--quiet', `${from}^{commit}`]);
    } catch {
      throw new Error(
        `${from} is neither a directory nor a commit of this repository (a branch, tag or sha).`,
      );
    }
    checkout = path.join(mkdtempSync(path.join(tmpdir(), `release-${pkg}-`)), 'checkout');
    git(['worktree', 'add', '--detach', checkout, commit]);
    cleanup = () => {
      const removed = spawnSync('git', ['worktree', 'remove', '--force', checkout], { cwd: repoRoot });
      if (removed.status !== 0) spawnSync('git', ['worktree', 'prune'], { cwd: repoRoot });
      rmSync(path.dirname(checkout), { recursive: true, force: true });
    };
  }
  try {
    if (!existsSync(path.join(checkout, pkg, 'package.json'))) {
      throw new Error(`${pkg} does not exist in ${from}.`);
    }
    installDependencies(checkout);
    runOrThrow(`Building ${pkg} from ${from}`, pnpm(['--filter', `./${pkg}`, 'build'], { cwd: checkout }));
    return {
      distDir: path.join(checkout, pkg, 'dist'),
      ...checkoutState(checkout, pkg),
      source: from,
      cleanup,
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}

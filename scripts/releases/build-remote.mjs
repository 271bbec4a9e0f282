// Builds one remote for a release: from the working tree, or from a git ref or another checkout of this repository
// (to release, or test, the version of a remote a team built before, against the kernel it was written for).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
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

/** The workspace package folders (pnpm-workspace.yaml's packages, which are plain names here). */
function workspacePackages() {
  const result = spawnSync('git', ['ls-files', '--', '*/package.json'], { cwd: repoRoot, encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .filter((file) => /^[^/]+\/package\.json$/.test(file))
    .map((file) => path.dirname(file));
}

/**
 * Gives a checkout this repository's installed dependencies without installing: the root node_modules by a
 * symlink, and each package's node_modules copied with its links kept as they are. pnpm writes those links
 * relative (../../node_modules/.pnpm/…, ../../shared-kernel), so in the checkout they reach the shared package
 * store through the root link, and the checkout's own workspace packages — the kernel and locales of that commit.
 */
function linkDependencies(checkout) {
  if (!existsSync(path.join(checkout, 'node_modules'))) {
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  }
  for (const dir of workspacePackages()) {
    const installed = path.join(repoRoot, dir, 'node_modules');
    const target = path.join(checkout, dir, 'node_modules');
    if (!existsSync(installed) || !existsSync(path.join(checkout, dir)) || existsSync(target)) continue;
    cpSync(installed, target, { recursive: true, verbatimSymlinks: true });
  }
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
    linkDependencies(checkout);
    const cli = path.join(checkout, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    const status =
      spawnSync(process.execPath, [cli, '--mode', 'production'], {
        cwd: path.join(checkout, pkg),
        stdio: 'inherit',
      }).status ?? 1;
    runOrThrow(`Building ${pkg} from ${from}`, status);
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

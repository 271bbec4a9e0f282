// Runs the pinned pnpm through npx, so that nobody needs a global install first.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  return result.status ?? 1;
}

/** The pnpm arguments that build the shell and the six remotes, two at a time (the machine has 2 cores). */
export const BUILD_FRONTENDS = [
  '-r',
  '--workspace-concurrency=2',
  '--filter',
  './shell',
  '--filter',
  './mf-*',
  'build',
];
export const INSTALL = ['install', '--frozen-lockfile', '--prefer-offline'];

/** Runs one titled pnpm step and returns its exit status, saying so when it failed. */
export function pnpmStep(title, args) {
  console.log(`\n▶ ${title}`);
  const status = pnpm(args);
  if (status !== 0) console.error(`✖ ${title} failed (exit ${status})`);
  return status;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}

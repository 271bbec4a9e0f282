// `npm test`: installs what is missing, then type-checks, lints and runs every test — unit, API integration
// (PGlite always; PostgreSQL too when TEST_DATABASE_URL is set) and end-to-end in headless Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_FRONTENDS, INSTALL, pnpmStep } from './pnpm.mjs';

const summaryFile = path.join(mkdtempSync(path.join(tmpdir(), 'fh-test-')), 'summary.jsonl');
process.env.TEST_SUMMARY_FILE = summaryFile;
const failures = [];

function step(title, args, { critical = false } = {}) {
  if (pnpmStep(title, args) === 0) return;
  failures.push(title);
  if (critical) finish();
}

/** A step made of plain Node commands (no pnpm), run from the repository root one after the other. */
function nodeStep(title, commands) {
  console.log(`\n▶ ${title}`);
  const cwd = path.resolve(import.meta.dirname, '..');
  for (const args of commands) {
    const status = spawnSync(process.execPath, args, { stdio: 'inherit', cwd }).status ?? 1;
    if (status === 0) continue;
    console.error(`✖ ${title} failed (exit ${status})`);
    failures.push(title);
    return;
  }
}

function finish() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    for (const line of readFileSync(summaryFile, 'utf8').split('\n').filter(Boolean)) {
      const counts = JSON.parse(line);
      passed += counts.passed;
      failed += counts.failed + counts.brokenSuites;
      skipped += counts.skipped;
    }
  } catch {
    // no test ran
  }
  if (failures.length) console.error(`\nFailed steps: ${failures.join('; ')}`);
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failures.length || failed || passed === 0 ? 1 : 0);
}

step('Installing dependencies', INSTALL, { critical: true });
nodeStep("Checking the kernel's public surface against its version", [
  ['scripts/kernel-surface.mjs'],
  ['--test', 'scripts/kernel-surface.test.mjs'],
  ['--test', 'scripts/releases/'],
  ['--test', 'scripts/app-server.test.mjs'],
  ['--test', 'scripts/app-server-tracing.test.mjs'],
  ['--test', 'scripts/prometheus-alerts.test.mjs'],
]);
nodeStep('Testing the build loader that keeps only the used exports of the shared libraries', [
  ['--test', 'tooling/webpack/shared-exports.test.mjs'],
]);
step('Type-checking every package', ['-r', '--workspace-concurrency=2', 'typecheck']);
step('Linting', ['exec', 'eslint', '.', '--max-warnings=0']);
step("Checking the API's import rules", ['--filter', 'platform-api', 'lint:imports']);
step('Unit and API integration tests', ['-r', '--workspace-concurrency=1', '--filter', '!e2e', 'test']);
step('Building the shell and the six remotes', BUILD_FRONTENDS);
step('End-to-end tests', ['--filter', 'e2e', 'test']);
finish();

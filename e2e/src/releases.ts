// What the release tests need besides the browser: the release commands run as a team runs them (against the
// running app's store), the store's files read as they are, and what the browser downloaded.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'puppeteer-core';

export const repoRoot = path.resolve(__dirname, '../..');

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/**
 * Runs `node scripts/<script> …args` on the store at `releasesDir`, timed. Asynchronous, so that the browser and
 * the app keep being served while a build runs.
 */
export function runScript(script: string, args: string[], releasesDir: string): Promise<CommandRun> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      resolve({
        code: code ?? 1,
        stdout,
        stderr,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      }),
    );
  });
}

/** Like runScript, but a failing command fails the test with its output. */
export async function runScriptOrThrow(
  script: string,
  args: string[],
  releasesDir: string,
): Promise<CommandRun> {
  const run = await runScript(script, args, releasesDir);
  if (run.code !== 0) {
    throw new Error(
      `node scripts/${script} ${args.join(' ')} exited ${run.code}:\n${run.stdout}\n${run.stderr}`,
    );
  }
  return run;
}

/** The version `release.mjs` says it stored (`<pkg> <version>: new release …`). */
export function releasedVersion(run: CommandRun, pkg: string): string {
  const match = new RegExp(`^${pkg} (\\d+\\.\\d+\\.\\d+-[0-9a-f]{8}):`, 'm').exec(run.stdout);
  if (!match) throw new Error(`release.mjs named no version of ${pkg}:\n${run.stdout}\n${run.stderr}`);
  return match[1]!;
}

export interface StoredRelease {
  version: string;
  source: string;
  commit: string | null;
  requires: Record<string, string>;
  files: number;
  bytes: number;
}

/** A release's release.json as the store wrote it. */
export function storedRelease(releasesDir: string, pkg: string, version: string): StoredRelease {
  return JSON.parse(readFileSync(path.join(releasesDir, 'remotes', pkg, version, 'release.json'), 'utf8'));
}

/** The version the registry file says the shell loads. */
export function currentVersion(releasesDir: string, pkg: string): string {
  const registry = JSON.parse(readFileSync(path.join(releasesDir, 'registry.json'), 'utf8'));
  return registry.remotes[pkg].current;
}

/**
 * Puts the build in `distDir` into the store with the store module itself, as `npm run release` does after its
 * build (in a child process: the store is an ES module, the tests run as CommonJS).
 */
export function publishToStore(
  releasesDir: string,
  pkg: string,
  distDir: string,
): { version: string; created: boolean } {
  const store = pathToFileURL(path.join(repoRoot, 'scripts/releases/store.mjs')).href;
  const script = `import { openStore } from ${JSON.stringify(store)};
const { version, created } = openStore(${JSON.stringify(releasesDir)}).publish({ pkg: ${JSON.stringify(pkg)}, distDir: ${JSON.stringify(distDir)} });
console.log(JSON.stringify({ version, created }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Publishing ${distDir} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** A hash over every file under dir (paths and bytes): equal before and after means nothing there changed. */
export function directoryFingerprint(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

export function git(args: string[], cwd = repoRoot): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

const kernelVersionAt = (ref: string) =>
  (JSON.parse(git(['show', `${ref}:shared-kernel/package.json`])) as { version: string }).version;

/**
 * The newest commit before which the kernel had another version than it has now: its parent is the last state of
 * the repository built against the previous kernel.
 */
export function previousKernelCommit(): { parent: string; kernel: string; current: string } {
  const current = kernelVersionAt('HEAD');
  for (const commit of git(['log', '--format=%H', '--', 'shared-kernel/package.json']).split('\n')) {
    let before: string;
    try {
      before = kernelVersionAt(`${commit}~1`);
    } catch {
      continue; // the commit that created the kernel has no kernel before it
    }
    if (before !== current) return { parent: git(['rev-parse', `${commit}~1`]), kernel: before, current };
  }
  throw new Error(
    `The kernel has had version ${current} in every commit: there is no previous kernel to build against.`,
  );
}

export interface Download {
  url: string;
  status: number;
  /** Bytes on the wire, headers included (Chromium's encodedDataLength). */
  bytes: number;
  /** The body as sent (compressed when it was), from Content-Length; 0 when the server did not say. */
  bodyBytes: number;
  encoding: string;
}

/** Records every response the page finishes loading, with the bytes it took on the wire. */
export async function recordDownloads(page: Page): Promise<Download[]> {
  const downloads: Download[] = [];
  const pending = new Map<string, Omit<Download, 'bytes'>>();
  const header = (headers: Record<string, string>, name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
  const session = await page.createCDPSession();
  await session.send('Network.enable');
  session.on('Network.responseReceived', (event) => {
    pending.set(event.requestId, {
      url: event.response.url,
      status: event.response.status,
      encoding: header(event.response.headers, 'content-encoding'),
      bodyBytes: Number(header(event.response.headers, 'content-length')) || 0,
    });
  });
  session.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    pending.delete(event.requestId);
    downloads.push({ ...response, bytes: event.encodedDataLength });
  });
  return downloads;
}

export const underPath = (downloads: Download[], prefix: string) =>
  downloads.filter((download) => new URL(download.url).pathname.startsWith(prefix));

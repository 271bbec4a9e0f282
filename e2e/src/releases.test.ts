// Releases of one remote against the running app (issue 17): a team releases, promotes and rolls back mf-medicine
// with the commands of docs/releases.md while a person has the app open; the shell is never rebuilt. Two builds
// in the file (they take most of its time): the working tree with one visible change, and the commit before the
// kernel's last version step.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { KO_LOGIN, logIn, openPhonePage, waitForPath, withRunningApp } from './harness';
import { byName, findTylenolInCatalogue, waitForText } from './people';
import {
  currentVersion,
  directoryFingerprint,
  git,
  previousKernelCommit,
  publishToStore,
  recordDownloads,
  releasedVersion,
  repoRoot,
  runScript,
  runScriptOrThrow,
  storedRelease,
  underPath,
  type Download,
} from './releases';

const running = withRunningApp();
const PKG = 'mf-medicine';
const EMPTY_TITLE = '등록된 약이 없어요';
// Written into the medicine screen's source, not its catalogue: the change is the remote's code alone.
const NEW_TEXT = '새 릴리스에서 더한 안내예요';
const shellDist = path.join(repoRoot, 'shell/dist');
const shellProvides = JSON.parse(readFileSync(path.join(shellDist, 'shared.json'), 'utf8')) as Record<
  string,
  string
>;

const scratch: string[] = [];
let checkout: string | undefined;
afterAll(() => {
  if (checkout) git(['worktree', 'remove', '--force', checkout]);
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** A phone page logged in through the form, with every download recorded from the first request on. */
async function openLoggedIn(): Promise<{ page: Page; downloads: Download[] }> {
  const page = await openPhonePage(running.browser);
  const downloads = await recordDownloads(page);
  await page.goto(`${running.app.appUrl}/intro/login`);
  await logIn(page, KO_LOGIN);
  await waitForPath(page, '/main/health-goal-dashboard');
  return { page, downloads };
}

async function openMedicineTab(page: Page): Promise<void> {
  await byName(page, '복약', 'link').click();
  await waitForPath(page, '/main/medicine');
  await waitForText(page, EMPTY_TITLE);
}

const shows = (page: Page, text: string) =>
  page.evaluate((wanted: string) => document.body.innerText.includes(wanted), text);

/** Reloads and waits until the page's requests are done (the notification stream stays open: one is allowed). */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForNetworkIdle({ idleTime: 500, concurrency: 1 });
}

const remoteFiles = (downloads: Download[], version: string) =>
  underPath(downloads, `/remotes/${PKG}/${version}/`);
const sum = (downloads: Download[], bytes: (download: Download) => number = (download) => download.bytes) =>
  downloads.reduce((total, download) => total + bytes(download), 0);
const shellScript = (downloads: Download[]) =>
  downloads.filter((d) => new URL(d.url).pathname === '/main.js');

describe('releases of one remote', () => {
  it('releases a new version of one remote while the app is open, promotes it, sees it on the next load without a shell rebuild, rolls back and sees the old one', async () => {
    const { releasesDir } = running.app;
    const shellBefore = directoryFingerprint(shellDist);
    const { page, downloads } = await openLoggedIn();
    await openMedicineTab(page);
    const before = currentVersion(releasesDir, PKG);
    expect(remoteFiles(downloads, before).length).toBeGreaterThan(0);
    const [mainJsBefore] = shellScript(downloads);
    expect(mainJsBefore).toBeDefined();

    checkout = path.join(scratchDir('fh-e2e-checkout-'), 'checkout');
    git(['worktree', 'add', '--detach', checkout, 'HEAD']);
    const screen = path.join(checkout, PKG, 'src/features/medicine-schedule/MedicineSchedulePage.tsx');
    const emptyText = "<p className={common.text}>{t('schedule.emptyText')}</p>";
    const source = readFileSync(screen, 'utf8');
    expect(source).toContain(emptyText);
    writeFileSync(
      screen,
      source.replace(emptyText, `${emptyText}\n        <p className={common.text}>${NEW_TEXT}</p>`),
    );

    const release = await runScriptOrThrow('release.mjs', [PKG, '--from', checkout], releasesDir);
    const version = releasedVersion(release, PKG);
    expect(version).not.toBe(before);
    const stored = storedRelease(releasesDir, PKG, version);
    expect(stored.source).toBe(checkout);
    expect(currentVersion(releasesDir, PKG)).toBe(before);

    const promote = await runScriptOrThrow('registry.mjs', ['promote', PKG, version], releasesDir);
    expect(currentVersion(releasesDir, PKG)).toBe(version);

    // The open page keeps the registry it was served with: moving between areas does not pick up the promotion,
    // and what it loads later of the remote (the registration sheet) still comes from the old version.
    await byName(page, '마이', 'link').click();
    await waitForPath(page, '/main/my');
    await waitForText(page, '나의 건강 지표');
    await openMedicineTab(page);
    await byName(page, '약 등록하기', 'link').click();
    await byName(page, '약 등록', 'dialog').wait();
    await byName(page, '닫기', 'button').click();
    await waitForPath(page, '/main/medicine');
    expect(await shows(page, NEW_TEXT)).toBe(false);
    expect(remoteFiles(downloads, version)).toEqual([]);

    const beforeReload = downloads.length;
    await reload(page);
    await waitForText(page, NEW_TEXT);
    await waitForText(page, EMPTY_TITLE);
    const afterPromote = downloads.slice(beforeReload);
    const newFiles = remoteFiles(afterPromote, version);
    expect(newFiles.length).toBeGreaterThan(0);
    expect(remoteFiles(afterPromote, before)).toEqual([]);
    // The shell is the same files at the same address: only the registry inside its page changed.
    expect(shellScript(afterPromote).map((d) => d.url)).toEqual([mainJsBefore!.url]);
    expect(directoryFingerprint(shellDist)).toBe(shellBefore);

    const rollback = await runScriptOrThrow('registry.mjs', ['rollback', PKG], releasesDir);
    expect(currentVersion(releasesDir, PKG)).toBe(before);
    const beforeRollbackReload = downloads.length;
    await reload(page);
    await waitForText(page, EMPTY_TITLE);
    expect(await shows(page, NEW_TEXT)).toBe(false);
    const afterRollback = downloads.slice(beforeRollbackReload);
    expect(remoteFiles(afterRollback, before).length).toBeGreaterThan(0);
    expect(remoteFiles(afterRollback, version)).toEqual([]);
    expect(directoryFingerprint(shellDist)).toBe(shellBefore);

    console.log(
      [
        `Release of ${PKG} (${before} → ${version}):`,
        `  release.mjs --from <checkout>: ${release.seconds.toFixed(1)} s (build and store)`,
        `  registry.mjs promote: ${promote.seconds.toFixed(2)} s; registry.mjs rollback: ${rollback.seconds.toFixed(2)} s (node start-up included)`,
        `  downloaded on the reload after the promotion, under /remotes/${PKG}/${version}/: ${sum(newFiles, (d) => d.bodyBytes)} bytes of files (${sum(newFiles)} on the wire with headers) in ${newFiles.length} responses`,
        ...newFiles.map(
          (d) =>
            `    ${d.bodyBytes} B ${d.encoding || 'identity'} ${new URL(d.url).pathname.split('/').pop()}`,
        ),
        `  the whole release, as the store counts it (every file a browser may fetch, brotli where present): ${stored.bytes} bytes in ${stored.files} files`,
        `  the reload's other downloads (the page, the shell's files, API calls): ${sum(afterPromote) - sum(newFiles)} bytes`,
      ].join('\n'),
    );
    await page.close();
  }, 300_000);

  it('mounts the previous released version of a remote, built from git against the previous shared kernel (refused when that kernel release was breaking)', async () => {
    const { releasesDir } = running.app;
    const { parent, kernel, current } = previousKernelCommit();
    const before = currentVersion(releasesDir, PKG);

    const release = await runScriptOrThrow('release.mjs', [PKG, '--from', parent], releasesDir);
    const version = releasedVersion(release, PKG);
    const stored = storedRelease(releasesDir, PKG, version);
    expect(stored.commit).toBe(parent);
    expect(stored.requires['shared-kernel']).toBe(`^${kernel}`);
    expect(shellProvides['shared-kernel']).toBe(current);

    // Caret ranges: the number that breaks is the major one, or the minor one while the kernel is 0.x.
    const breakingPart = (semver: string) => {
      const [major, minor] = semver.split('.');
      return major === '0' ? `0.${minor}` : major;
    };
    if (breakingPart(kernel) !== breakingPart(current)) {
      const refused = await runScript('registry.mjs', ['promote', PKG, version], releasesDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`^${kernel}`);
      expect(currentVersion(releasesDir, PKG)).toBe(before);
      console.log(
        `${PKG} from ${parent.slice(0, 8)} (kernel ${kernel}) refused by a shell with kernel ${current}, a breaking release:\n${refused.stderr.trim()}`,
      );
      return;
    }

    await runScriptOrThrow('registry.mjs', ['promote', PKG, version], releasesDir);
    expect(currentVersion(releasesDir, PKG)).toBe(version);

    const { page, downloads } = await openLoggedIn();
    await openMedicineTab(page);
    await findTylenolInCatalogue(page);
    expect(remoteFiles(downloads, version).length).toBeGreaterThan(0);
    expect(remoteFiles(downloads, before)).toEqual([]);

    await runScriptOrThrow('registry.mjs', ['rollback', PKG], releasesDir);
    expect(currentVersion(releasesDir, PKG)).toBe(before);
    console.log(
      `${PKG} from ${parent.slice(0, 8)} (kernel ${kernel}, needs shared-kernel ${stored.requires['shared-kernel']}) mounted in the shell with kernel ${current}; built and stored in ${release.seconds.toFixed(1)} s.`,
    );
    await page.close();
  }, 300_000);

  it('refuses a remote built for a kernel the shell does not provide', async () => {
    const { releasesDir, appUrl } = running.app;
    const before = currentVersion(releasesDir, PKG);
    const distDir = path.join(scratchDir('fh-e2e-kernel9-'), 'dist');
    cpSync(path.join(repoRoot, PKG, 'dist'), distDir, { recursive: true });
    const manifestFile = path.join(distDir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    const kernel = manifest.shared.find((shared) => shared.name === 'shared-kernel');
    expect(kernel).toBeDefined();
    kernel!.requiredVersion = '^9.0.0';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    // The compressed copies would still say the old range.
    rmSync(`${manifestFile}.br`, { force: true });
    rmSync(`${manifestFile}.gz`, { force: true });
    const { version } = publishToStore(releasesDir, PKG, distDir);
    expect(storedRelease(releasesDir, PKG, version).requires['shared-kernel']).toBe('^9.0.0');

    const refused = await runScript('registry.mjs', ['promote', PKG, version], releasesDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('shared-kernel');
    expect(refused.stderr).toContain('^9.0.0');
    expect(refused.stderr).toContain(shellProvides['shared-kernel']);
    expect(currentVersion(releasesDir, PKG)).toBe(before);

    const registry = (await (await fetch(`${appUrl}/remotes.json`)).json()) as {
      remotes: { name: string; version: string }[];
    };
    expect(registry.remotes.find((remote) => remote.name === 'mf_medicine')?.version).toBe(before);
    const { page, downloads } = await openLoggedIn();
    await openMedicineTab(page);
    expect(remoteFiles(downloads, before).length).toBeGreaterThan(0);
    expect(remoteFiles(downloads, version)).toEqual([]);
    console.log(`registry.mjs promote of a release needing shared-kernel ^9.0.0:\n${refused.stderr.trim()}`);
    await page.close();
  });
});

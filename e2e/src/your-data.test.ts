// Your data (issue 31.1 and 31.2): from settings, a person downloads everything they own as one FHIR file (the
// export's pages followed, a progress bar while it comes) and imports that file back: every record is already
// theirs, so the report says none was imported, each measurement was skipped as a duplicate, and names why the
// plans, doses and goals were not imported. What the API does with other apps' files (equivalent codes, units,
// limits, a new account's round trip) is tested against the API (platform-api fhir-import/import.test.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import enAuth from '../../locales/src/en/auth.json';
import kmAuth from '../../locales/src/km/auth.json';
import koAuth from '../../locales/src/ko/auth.json';
import koMessages from '../../locales/src/ko/messages.json';
import { axeViolations } from './axe';
import { loggedInPage, waitForPath, withRunningApp } from './harness';
import { byName, waitForText } from './people';
import { sampleAppleExport } from '../../platform-api/test-support/apple-health-export';

const running = withRunningApp();
const texts = koAuth.yourData;

interface ExportFile {
  resourceType: string;
  type: string;
  entry: { resource: { resourceType: string } }[];
}

describe('your data', () => {
  let downloads: string;

  beforeAll(() => {
    downloads = mkdtempSync(path.join(tmpdir(), 'your-data-'));
  });
  afterAll(() => rmSync(downloads, { recursive: true, force: true }));

  it('downloads everything from settings as a FHIR file, imports it back and reads the report', async () => {
    const page = await loggedInPage(running);
    const browserSession = await running.browser.target().createCDPSession();
    await browserSession.send('Browser.setDownloadBehavior', {
      behavior: 'allow',
      // The page lives in a browser context of its own (harness.ts): the downloads of that context.
      ...(page.browserContext().id ? { browserContextId: page.browserContext().id } : {}),
      downloadPath: downloads,
      eventsEnabled: true,
    });
    const downloaded = new Promise<string>((resolve) => {
      let name = '';
      browserSession.on('Browser.downloadWillBegin', (event) => {
        name = event.suggestedFilename;
      });
      browserSession.on('Browser.downloadProgress', (event) => {
        if (event.state === 'completed') resolve(name);
      });
    });
    await page.goto(`${running.app.appUrl}/user/myChn/setting`);
    await byName(page, koAuth.settings.menuYourData, 'link').click();
    await waitForPath(page, '/user/myChn/setting/your-data');
    await byName(page, texts.title, 'heading').waitHandle();
    expect(await axeViolations(page)).toEqual([]);

    await byName(page, texts.download, 'button').click();
    await byName(page, texts.progressLabel, 'progressbar').waitHandle();
    // "Downloaded N records (S MB)": the words between the numbers.
    await waitForText(page, texts.downloaded.split('}}')[1]?.split('{{')[0] ?? texts.downloaded);
    const name = await downloaded;
    expect(name).toMatch(/^my-health-data-\d{8}\.json$/);
    const file = JSON.parse(readFileSync(path.join(downloads, name), 'utf8')) as ExportFile;
    expect({ resourceType: file.resourceType, type: file.type }).toEqual({
      resourceType: 'Bundle',
      type: 'collection',
    });
    const observations = file.entry.filter(({ resource }) => resource.resourceType === 'Observation').length;
    const others = file.entry.filter(({ resource }) =>
      ['MedicationRequest', 'MedicationAdministration', 'Goal'].includes(resource.resourceType),
    ).length;
    expect(observations).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    const input = await page.waitForSelector('input[type="file"]');
    await input?.uploadFile(path.join(downloads, name));
    await byName(page, texts.import, 'button').click();
    // Every measurement of the file is looked up before it is skipped: on a loaded machine this takes a while.
    await byName(page, texts.reportHeading, 'heading').setTimeout(60_000).waitHandle();
    const counts = await page.$$eval('dl dt', (terms) =>
      Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    );
    expect(counts).toMatchObject({
      [texts.imported]: '0',
      [texts.refused]: String(others),
    });
    expect(Number(counts[texts.duplicates])).toBeGreaterThanOrEqual(observations);
    if (others > 0) await waitForText(page, koMessages.M1183);
    expect(await axeViolations(page)).toEqual([]);

    for (const [language, auth] of [
      ['en', enAuth],
      ['km', kmAuth],
    ] as const) {
      await page.evaluate((chosen: string) => localStorage.setItem('language', chosen), language);
      await page.goto(`${running.app.appUrl}/user/myChn/setting/your-data`);
      await byName(page, auth.yourData.title, 'heading').waitHandle();
      expect({ language, violations: await axeViolations(page) }).toEqual({ language, violations: [] });
    }
    await page.evaluate(() => localStorage.setItem('language', 'ko'));
    await page.close();
  }, 300_000);
  // Issue 31.3: an Apple Health export.xml, imported by the API's background job while the page shows its progress.
  it('imports an Apple Health export.xml and reads what was imported, skipped and not supported', async () => {
    const sample = sampleAppleExport();
    const file = path.join(downloads, 'export.xml');
    writeFileSync(file, sample.xml);
    const page = await loggedInPage(running);
    await page.goto(`${running.app.appUrl}/user/myChn/setting/your-data`);
    await byName(page, texts.appleHeading, 'heading').waitHandle();
    const input = await page.waitForSelector(`input[type="file"][accept^=".zip"]`);
    await input?.uploadFile(file);
    await byName(page, texts.appleImport, 'button').click();
    await byName(page, texts.appleProgressLabel, 'progressbar').waitHandle();
    // The worker looks for jobs every few seconds and an upload wakes it; a loaded machine takes a while.
    await waitForText(page, texts.appleCompleted, 120_000);
    const counts = await page.$$eval('dl dt', (terms) =>
      Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])),
    );
    expect(counts[texts.appleNotSupported]).toBe(String(sample.notSupported));
    expect(counts[texts.refused]).toBe('1');
    // The demo person may already hold some of these records: each is then skipped, never stored twice.
    expect(Number(counts[texts.imported]) + Number(counts[texts.duplicates])).toBe(sample.imported);
    await waitForText(page, koMessages.M0134);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 300_000);
});

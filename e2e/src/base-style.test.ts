import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { launchBrowser, PHONE } from './harness';

// The kernel's base style (shared-kernel/src/ui/base.css) laid out in Chromium on a 390 px phone: no app is started,
// only the rule under test.

const baseCss = readFileSync(path.resolve(__dirname, '../../shared-kernel/src/ui/base.css'), 'utf8');
const longKhmer = 'ខ្ញុំយល់ព្រមឱ្យប្រមូល និងប្រើប្រាស់ព័ត៌មានសុខភាពរបស់ខ្ញុំ ដើម្បីផ្ដល់សេវាកម្មតាមដានសុខភាពគ្រួសារ';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it.each(['checkbox', 'radio'])(
  'a %s beside a Khmer label that wraps keeps the size it has beside a short one (issue 35)',
  async (type) => {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    const row = (text: string, id: string) =>
      `<label style="display:flex;gap:.5rem;align-items:flex-start"><input id="${id}" type="${type}"><span>${text}</span></label>`;
    await page.setContent(
      `<!doctype html><html lang="km"><style>${baseCss}</style><body>${row('បាទ', 'short')}${row(longKhmer, 'long')}</body></html>`,
    );
    const widths = await page.evaluate(() =>
      ['short', 'long'].map((id) => document.getElementById(id)?.getBoundingClientRect().width ?? 0),
    );
    expect(widths[0]).toBeGreaterThan(10);
    expect(widths[1]).toBe(widths[0]);
    await page.close();
  },
);

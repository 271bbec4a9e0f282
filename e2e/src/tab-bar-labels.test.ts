import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, PHONE } from './harness';

// The bottom tab bar's labels laid out in Chromium with the shell's own rules (frame.module.css, base.css and the
// self-hosted Khmer font), in the markup TabBar renders, on a 390 px phone at normal and larger text. No app is
// started: only the labels and the tab bar's CSS are under test.

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file));
const languages = ['ko', 'en', 'km'] as const;
/** Root font sizes: the default and the "larger text" settings of a phone. */
const textSizes = [100, 150, 200];

function khmerFont(weight: 400 | 700): string {
  const font = read(`locales/fonts/noto-sans-khmer-khmer-${weight}-normal.woff2`).toString('base64');
  return `@font-face{font-family:'Noto Sans Khmer';font-weight:${weight};src:url(data:font/woff2;base64,${font})}`;
}

function tabBarHtml(language: string, textSize: number): string {
  const labels: Record<string, string> = JSON.parse(read(`locales/src/${language}/shell.json`).toString())
    .tabs as Record<string, string>;
  const css = [
    khmerFont(400),
    khmerFont(700),
    read('shared-kernel/src/ui/base.css').toString(),
    read('shell/src/frame/frame.module.css').toString(),
    `html{font-size:${textSize}%}`,
  ].join('\n');
  const tabs = Object.values(labels)
    .map((label) => `<li class="tabItem"><a class="tab" href="#">${label}</a></li>`)
    .join('');
  return `<!doctype html><html lang="${language}"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style><body><nav class="tabBar"><ul class="tabList">${tabs}</ul></nav></body></html>`;
}

interface LabelLayout {
  label: string;
  /** The label's text line by line, as Chromium broke it. */
  lines: string[];
  overflows: boolean;
}

function layoutOf(page: Page): Promise<{ labels: LabelLayout[]; barOverflows: boolean }> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll<HTMLElement>('.tab')].map((tab) => {
      const text = tab.firstChild as Text;
      const lines: string[] = [];
      let line = '';
      let top: number | null = null;
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const charTop = Math.round(range.getBoundingClientRect().top);
        // A character lower than the one before starts a new line.
        if (top !== null && charTop > top + 2) {
          lines.push(line);
          line = '';
        }
        top = charTop;
        line += text.data[index];
      }
      lines.push(line);
      return { label: text.data, lines, overflows: tab.scrollWidth > tab.clientWidth + 1 };
    });
    const list = document.querySelector<HTMLElement>('.tabList')!;
    return { labels, barOverflows: list.scrollWidth > list.clientWidth + 1 };
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the bottom tab labels on a 390 px phone', () => {
  it.each(languages)(
    'fit on one line each at the normal text size in %s (the My tab wrapped in en)',
    async (language) => {
      const page = await browser.newPage();
      await page.setViewport(PHONE);
      await page.setContent(tabBarHtml(language, 100));
      await page.evaluate(() => document.fonts.ready);
      const { labels, barOverflows } = await layoutOf(page);
      expect(barOverflows).toBe(false);
      expect(labels.filter(({ lines }) => lines.length > 1)).toEqual([]);
      await page.close();
    },
  );

  it.each(languages.flatMap((language) => textSizes.map((size) => [language, size] as const)))(
    'never cut a word nor overflow the bar in %s at %i %% text',
    async (language, size) => {
      const page = await browser.newPage();
      await page.setViewport(PHONE);
      await page.setContent(tabBarHtml(language, size));
      await page.evaluate(() => document.fonts.ready);
      const { labels, barOverflows } = await layoutOf(page);
      expect(barOverflows).toBe(false);
      expect(labels.filter(({ overflows }) => overflows)).toEqual([]);
      // A line may end only where the label has a space: every line is whole words of the label.
      for (const { label, lines } of labels) {
        const words = label.split(' ');
        expect(lines.flatMap((line) => line.trim().split(' '))).toEqual(words);
      }
      await page.close();
    },
  );
});

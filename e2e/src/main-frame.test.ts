// The /main frame (issue 35): each area's title is shown once, in the frame's header, not again under it; the
// area's page keeps its heading for screen readers.
import koShell from '../../locales/src/ko/shell.json';
import { loggedInPage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

const areas = [
  ['/main/my', koShell.titles.my],
  ['/main/health-checkup', koShell.titles.checkup],
  ['/main/feed', koShell.titles.feed],
  ['/main/ai-prediction', koShell.titles.ai],
  ['/main/medicine', koShell.titles.medicine],
] as const;

describe('the /main frame', () => {
  it.each(areas)(
    '%s shows its title once, in the header, and keeps a heading for screen readers',
    async (path, title) => {
      const page = await loggedInPage(running);
      await page.goto(`${running.app.appUrl}${path}`);
      await waitForPath(page, path);
      await page.waitForFunction(
        (wanted: string) =>
          [...document.querySelectorAll('[data-remote] h1')].some(
            (heading) => heading.textContent === wanted,
          ),
        {},
        title,
      );

      const seen = await page.evaluate((wanted: string) => {
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 1 && box.height > 1;
        };
        return [...document.querySelectorAll('h1, h2, p, span, div')]
          .filter((element) => element.childElementCount === 0 && element.textContent?.trim() === wanted)
          .filter(visible).length;
      }, title);
      expect(seen).toBe(1);
      await page.close();
    },
  );
});

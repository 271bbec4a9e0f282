import { loggedInPage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

describe('a remote that cannot be loaded', () => {
  it('shows a localized fallback with a retry in its own area while the frame and other areas keep working', async () => {
    await running.app.stopRemote('mf-channel');
    const page = await loggedInPage(running);

    await page.locator('::-p-aria(피드[role="link"])').click();
    await waitForPath(page, '/main/feed');
    await page.locator('::-p-text(이 화면을 불러오지 못했어요)').wait();
    await page.locator('::-p-aria(다시 시도[role="button"])').click();
    await page.locator('::-p-text(이 화면을 불러오지 못했어요)').wait();

    await page.locator('::-p-aria(마이[role="link"])').click();
    await waitForPath(page, '/main/my');
    await page.locator('::-p-text(나의 건강 지표)').wait();
    const fallbackStillShown = await page.evaluate(() =>
      document.body.innerText.includes('이 화면을 불러오지 못했어요'),
    );
    expect(fallbackStillShown).toBe(false);
  });
});

import type { Page } from 'puppeteer-core';
import { KO_LOGIN, logIn, loggedInPage, openPhonePage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

/** Every copy of React DOM registers its renderer with the devtools hook when it loads: count them. */
async function countReactDomCopies(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}

async function installRendererCounter(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

describe('composition at run time', () => {
  it('loads exactly one copy of React DOM after visiting all six areas, each from its own release on the app’s origin, by its remoteEntry.js', async () => {
    const page = await openPhonePage(running.browser);
    await installRendererCounter(page);
    const releases = new Set<string>();
    const manifests: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('/remoteEntry.js') && url.origin === new URL(running.app.appUrl).origin)
        releases.add(url.pathname.replace(/\/remoteEntry\.js$/, ''));
      if (url.pathname.endsWith('/mf-manifest.json')) manifests.push(url.pathname);
    });
    await page.goto(`${running.app.appUrl}/intro/login`);
    await logIn(page, KO_LOGIN);
    await waitForPath(page, '/main/health-goal-dashboard');
    await page.locator('::-p-text(오늘의 목표)').wait();

    const visits: [string, string, string][] = [
      ['마이', '/main/my', '나의 건강 지표'],
      ['복약', '/main/medicine', '등록된 약이 없어요'],
      // demo's seeded family channel and its month of posts.
      ['피드', '/main/feed', '우리 가족'],
      ['AI 예측', '/main/ai-prediction', '신체 나이'],
      ['건강목표', '/main/health-goal-dashboard', '오늘의 목표'],
    ];
    for (const [tab, path, text] of visits) {
      await page.locator(`::-p-aria(${tab}[role="link"])`).click();
      await waitForPath(page, path);
      await page.locator(`::-p-text(${text})`).wait();
    }
    await page.locator('::-p-aria(설정[role="link"])').click();
    await waitForPath(page, '/user/myChn/setting');
    await page.locator('::-p-aria(로그아웃[role="button"])').wait();

    expect([...releases].sort()).toEqual(
      ['mf-ai', 'mf-auth', 'mf-channel', 'mf-lifelog', 'mf-medicine', 'mf-routine'].map((pkg) =>
        expect.stringMatching(new RegExp(`^/remotes/${pkg}/\\d+\\.\\d+\\.\\d+-[0-9a-f]{8}$`)),
      ),
    );
    // The registry names each release's remoteEntry.js: the shell's runtime, built without the plugins that
    // read manifests, fetches none.
    expect(manifests).toEqual([]);
    expect(await countReactDomCopies(page)).toBe(1);
  });

  it('mounts an overlay of one remote over another remote’s page', async () => {
    const page = await loggedInPage(running);
    await page.goto(`${running.app.appUrl}/main/feed/lifelogConnect`);
    await page.locator('::-p-aria(건강 앱 연동[role="dialog"])').wait();
    await page.locator('::-p-text(우리 가족)').wait();
    await page.locator('::-p-aria(닫기[role="button"])').click();
    await waitForPath(page, '/main/feed');
  });
});

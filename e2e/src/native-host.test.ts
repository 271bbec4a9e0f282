import { DEMO, openPhonePage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

async function tokensOfDemoUser(apiUrl: string) {
  const response = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('family-health-app:').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: DEMO.userId, password: DEMO.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
}

describe('inside a native host', () => {
  it('asks the host for login data through the bridge and continues to the asked-for page', async () => {
    const tokens = await tokensOfDemoUser(running.app.apiUrl);
    const page = await openPhonePage(running.browser);
    // A simulated Android WebView host: it answers the bridge's `start` call with its login data.
    await page.evaluateOnNewDocument((loginData: typeof tokens) => {
      const calls: string[] = [];
      Object.assign(window, {
        nativeCalls: calls,
        FamilyHealthAndroid: {
          postMessage(json: string) {
            const request = JSON.parse(json) as { id: string; method: string };
            calls.push(request.method);
            const data = request.method === 'start' ? loginData : undefined;
            const resultCode = request.method === 'start' ? -1 : 0;
            setTimeout(
              () =>
                (
                  window as unknown as { familyHealthBridge: { receive(r: unknown): void } }
                ).familyHealthBridge.receive({ id: request.id, resultCode, data }),
              50,
            );
          },
        },
      });
    }, tokens);

    await page.goto(`${running.app.appUrl}/main/my`);
    await page.locator('::-p-aria(마이 헬스[role="heading"])').wait();
    expect(new URL(page.url()).pathname).toBe('/main/my');
    expect(await page.evaluate(() => (window as unknown as { nativeCalls: string[] }).nativeCalls)).toContain(
      'start',
    );
    await waitForPath(page, '/main/my');
  });
});

// The app opened as a phone on the same network opens it (issue 17): at this machine's address, with nothing in
// the page pointing back at localhost.
import { networkInterfaces } from 'node:os';
import { KO_LOGIN, logIn, openPhonePage, waitForPath, withRunningApp } from './harness';
import { waitForText } from './people';

const running = withRunningApp({ host: '0.0.0.0' });

// The same rule as the app server's lanUrls, read before the app starts so that a machine without a network
// address reports a skipped test, not a passed one.
const hasNetworkAddress = Object.values(networkInterfaces())
  .flat()
  .some((address) => address?.family === 'IPv4' && !address.internal);
if (!hasNetworkAddress) {
  console.log(
    'This machine has no non-loopback IPv4 address, so the app cannot be opened at a network address here: the network-address test is skipped.',
  );
}
const onNetwork = hasNetworkAddress ? it : it.skip;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

describe('the app at a network address', () => {
  onNetwork(
    'logs in and reaches the dashboard at the machine’s network address without a request to localhost, and refuses the dev SMS outbox there',
    async () => {
      const lanUrl = running.app.lanUrls[0];
      expect(lanUrl).toBeDefined();
      const lanHost = new URL(lanUrl!).hostname;
      expect(LOOPBACK.has(lanHost)).toBe(false);

      const page = await openPhonePage(running.browser);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (/^https?:/.test(request.url())) requested.push(request.url());
      });
      await page.goto(`${lanUrl}/intro/login`);
      await logIn(page, KO_LOGIN);
      await waitForPath(page, '/main/health-goal-dashboard');
      await waitForText(page, '오늘의 목표');

      expect(requested.filter((url) => LOOPBACK.has(new URL(url).hostname))).toEqual([]);
      expect([...new Set(requested.map((url) => new URL(url).origin))]).toEqual([new URL(lanUrl!).origin]);
      expect(requested.some((url) => new URL(url).pathname.startsWith('/oauth/'))).toBe(true);

      // Verification codes are for this machine's tests only: not through the network address…
      const fromNetwork = await fetch(`${lanUrl}/api/dev/sms-outbox?mobilePhone=01000000000`);
      expect(fromNetwork.status).toBe(403);
      // …while this machine still reads them through loopback.
      const fromLoopback = await fetch(`${running.app.appUrl}/api/dev/sms-outbox?mobilePhone=01000000000`);
      expect(fromLoopback.status).toBe(200);
      console.log(
        `Logged in at ${lanUrl} with ${requested.length} requests, all to ${new URL(lanUrl!).origin}.`,
      );
      await page.close();
    },
  );
});

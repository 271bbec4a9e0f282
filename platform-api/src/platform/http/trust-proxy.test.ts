import type { Bundle } from 'fhir/r4';
import { addFhirTestUser, fhirCall, weight, type FhirTestUser } from '../../../test-support/fhir';
import { appClientAuthorization, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

/** The app server's proxy: on this machine, so the API sees every request come from loopback. */
const proxyAddress = '127.0.0.1';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the API behind the app server’s proxy (%s)',
  (_name, kind) => {
    /** TRUST_PROXY=loopback, as the API runs behind the app server. */
    let trusting: TestApp;
    /** TRUST_PROXY unset. */
    let untrusting: TestApp;
    let trustingUser: FhirTestUser;
    let untrustingUser: FhirTestUser;

    const loginPerIp = { max: 3, timeWindowMs: 60_000 };

    beforeAll(async () => {
      trusting = await openTestApp(kind, { trustProxy: ['loopback'], rateLimits: { loginPerIp } });
      untrusting = await openTestApp(kind, { rateLimits: { loginPerIp } });
      trustingUser = await addFhirTestUser(trusting, 'proxy-trusting');
      untrustingUser = await addFhirTestUser(untrusting, 'proxy-untrusting');
      for (const [api, user] of [
        [trusting, trustingUser],
        [untrusting, untrustingUser],
      ] as const) {
        const created = await fhirCall(
          api,
          user,
          'POST',
          '/fhir/Observation',
          weight(user, 70, '2026-03-01T08:00:00+09:00'),
        );
        if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
      }
    });
    afterAll(async () => {
      await trusting.close();
      await untrusting.close();
    });
    beforeEach(() => {
      trusting.clock.advance(61_000);
      untrusting.clock.advance(61_000);
    });

    const passwordGrant = (
      api: TestApp,
      remoteAddress: string,
      forwardedFor: string,
      username: string,
      password: string,
    ) =>
      api.app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress,
        headers: { authorization: appClientAuthorization, 'x-forwarded-for': forwardedFor },
        payload: { grant_type: 'password', username, password },
      });

    describe('per-IP password-grant limit', () => {
      it('counts two clients behind the trusted proxy apart: one refused with 429 M1130 does not block the other', async () => {
        for (const username of ['nobody1', 'nobody2', 'nobody3']) {
          const response = await passwordGrant(
            trusting,
            proxyAddress,
            '192.168.1.20',
            username,
            'Wrong1234!',
          );
          expect(response.statusCode).toBe(401);
        }

        const refused = await passwordGrant(trusting, proxyAddress, '192.168.1.20', 'demo', 'Demo1234!');
        const other = await passwordGrant(trusting, proxyAddress, '192.168.1.21', 'demo', 'Demo1234!');

        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'M1130' });
        expect(other.statusCode).toBe(200);
      });

      it('does not let a caller that is not the trusted proxy choose its address by X-Forwarded-For', async () => {
        for (const [index, username] of ['nobody1', 'nobody2', 'nobody3'].entries()) {
          const response = await passwordGrant(
            trusting,
            '192.168.1.30',
            `10.0.0.${index}`,
            username,
            'Wrong1234!',
          );
          expect(response.statusCode).toBe(401);
        }

        const refused = await passwordGrant(trusting, '192.168.1.30', '10.0.0.9', 'demo', 'Demo1234!');

        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'M1130' });
      });

      it('without TRUST_PROXY ignores X-Forwarded-For: every request of the proxy counts against its own address', async () => {
        for (const [index, username] of ['nobody1', 'nobody2', 'nobody3'].entries()) {
          const response = await passwordGrant(
            untrusting,
            proxyAddress,
            `192.168.1.${index}`,
            username,
            'Wrong1234!',
          );
          expect(response.statusCode).toBe(401);
        }

        const refused = await passwordGrant(untrusting, proxyAddress, '192.168.1.9', 'demo', 'Demo1234!');

        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'M1130' });
      });
    });

    describe('dev SMS outbox', () => {
      const outbox = (api: TestApp, forwardedFor: string, host: string) =>
        api.app.inject({
          method: 'GET',
          url: '/api/dev/sms-outbox',
          remoteAddress: proxyAddress,
          headers: { host, 'x-forwarded-for': forwardedFor, 'language-code': 'en' },
        });

      it('refuses a phone on the network reading it through the proxy with 403 M1143, even asking for Host localhost', async () => {
        const response = await outbox(trusting, '192.168.1.20', 'localhost:8080');

        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'M1143' });
      });

      it('refuses a phone that forged X-Forwarded-For: 127.0.0.1 before the proxy added its address with 403 M1143', async () => {
        const response = await outbox(trusting, '127.0.0.1, 192.168.1.20', 'localhost:8080');

        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'M1143' });
      });

      it('answers a browser on this machine reading it through the proxy (forwarded for 127.0.0.1)', async () => {
        const response = await outbox(trusting, '127.0.0.1', 'localhost:8080');

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ messages: expect.any(Array) });
      });

      it('refuses the phone with 403 M1143 even when the API was started without TRUST_PROXY', async () => {
        const response = await outbox(untrusting, '192.168.1.20', 'localhost:8080');

        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'M1143' });
      });
    });

    describe('FHIR absolute URLs', () => {
      const search = (api: TestApp, user: FhirTestUser, remoteAddress: string) =>
        api.app.inject({
          method: 'GET',
          url: '/fhir/Observation?_count=1',
          remoteAddress,
          headers: {
            authorization: `Bearer ${user.token}`,
            host: 'localhost:8090',
            'x-forwarded-for': '192.168.1.20',
            'x-forwarded-proto': 'https',
            'x-forwarded-host': 'app.example',
          },
        });

      it('gives fullUrls and links from the X-Forwarded-Proto and -Host of the trusted proxy', async () => {
        const response = await search(trusting, trustingUser, proxyAddress);
        const bundle = response.json<Bundle>();

        expect(response.statusCode).toBe(200);
        expect(bundle.entry?.[0]?.fullUrl).toMatch(
          /^https:\/\/app\.example\/fhir\/Observation\/[0-9a-f-]{36}$/,
        );
        expect(bundle.link?.find((link) => link.relation === 'self')?.url).toMatch(
          /^https:\/\/app\.example\/fhir\/Observation\?/,
        );
      });

      it('ignores X-Forwarded-Proto and -Host from a caller that is not the trusted proxy', async () => {
        const response = await search(trusting, trustingUser, '192.168.1.30');

        expect(response.json<Bundle>().entry?.[0]?.fullUrl).toMatch(
          /^http:\/\/localhost:8090\/fhir\/Observation\//,
        );
      });

      it('without TRUST_PROXY ignores X-Forwarded-Proto and -Host: the URLs follow the Host the request reached', async () => {
        const response = await search(untrusting, untrustingUser, proxyAddress);

        expect(response.json<Bundle>().entry?.[0]?.fullUrl).toMatch(
          /^http:\/\/localhost:8090\/fhir\/Observation\//,
        );
      });
    });
  },
);

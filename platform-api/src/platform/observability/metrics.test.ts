import fc from 'fast-check';
import { encodeLoosely, hostileInput } from '../../../test-support/hostile-input';
import { appClientAuthorization, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { sample } from '../../../test-support/metrics-text';

const metricsToken = 'test-metrics-token-0123456789';
const bearer = { authorization: `Bearer ${metricsToken}` };

/** Every distinct label set of `name`'s series. */
const seriesOf = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the API’s Prometheus metrics (%s)',
  (kindName, kind) => {
    let api: TestApp;
    let userToken: string;

    beforeAll(async () => {
      api = await openTestApp(kind, {
        metrics: { token: metricsToken },
        rateLimits: { userIdExists: { max: 1, timeWindowMs: 60_000 } },
      });
      userToken = (await logIn(api.app)).access_token;
    });
    afterAll(() => api.close());

    const scrape = async () => {
      const response = await api.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('refuses a scrape without a bearer token with 401 M1200', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/metrics' });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'M1200' });
      expect(response.body).not.toContain('api_http_requests_total');
    });

    it.each([
      ['another token', 'Bearer not-the-metrics-token-at-all'],
      ['a user’s access token', () => `Bearer ${userToken}`],
      ['the token with one character more', `Bearer ${metricsToken}x`],
    ])('refuses a scrape with %s with 403 M1201', async (_name, authorization) => {
      const response = await api.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: typeof authorization === 'function' ? authorization() : authorization },
      });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'M1201' });
    });

    it('counts requests by route template, method and status, and times them', async () => {
      const before = await scrape();
      const counted = (text: string) =>
        sample(text, 'api_http_requests_total', {
          route: '/api/open/register/:userId/exist',
          method: 'GET',
          status: '200',
        }) ?? 0;
      const answer = await api.app.inject({
        method: 'GET',
        url: '/api/open/register/metricsperson1/exist',
        headers: { authorization: appClientAuthorization },
      });
      expect(answer.statusCode).toBe(200);
      await api.app.inject({
        method: 'GET',
        url: '/fhir/Observation?code=29463-7',
        headers: { authorization: `Bearer ${userToken}` },
      });

      const after = await scrape();
      expect(counted(after) - counted(before)).toBe(1);
      expect(after).not.toContain('metricsperson1');
      expect(
        sample(after, 'api_http_request_duration_seconds_count', {
          route: '/fhir/Observation',
          method: 'GET',
          status: '200',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(after).toContain(
        'api_http_request_duration_seconds_bucket{le="0.005",route="/fhir/Observation"',
      );
    });

    it('counts a 429 by the M-code of the limit that refused it (M0145)', async () => {
      const refusals = (text: string) =>
        sample(text, 'api_rate_limit_refusals_total', { code: 'M0145' }) ?? 0;
      const before = refusals(await scrape());
      const statuses: number[] = [];
      for (const userId of ['limit-a', 'limit-b', 'limit-c']) {
        const response = await api.app.inject({
          method: 'GET',
          url: `/api/open/register/${userId}/exist`,
          headers: { authorization: appClientAuthorization },
        });
        statuses.push(response.statusCode);
      }

      // The limit is one a minute per address, which the test before may have used.
      const refused = statuses.filter((status) => status === 429).length;
      expect(refused).toBeGreaterThanOrEqual(2);
      expect(refusals(await scrape()) - before).toBe(refused);
    });

    it('collapses every unknown URL into one series (route="unmatched"): tried URLs never become labels', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }), async (segment) => {
          const response = await api.app.inject({
            method: 'GET',
            url: `/no-such-place/${encodeLoosely(segment)}`,
          });
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );

      const text = await scrape();
      const unmatched = seriesOf(text, 'api_http_requests_total').filter((line) =>
        line.includes('route="unmatched"'),
      );
      // 404 for a path no route has, 400 M1140 for one that does not decode: one series each.
      expect(unmatched.length).toBeLessThanOrEqual(2);
      expect(text).not.toContain('no-such-place');
      const answered = unmatched.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
      expect(answered).toBeGreaterThanOrEqual(60);
    });

    it('answers any query string on /metrics as without one, never with a 5xx', async () => {
      const hostile = hostileInput([metricsToken]);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(hostile.string, hostile.queryValue), { minLength: 1, maxLength: 3 }),
          fc.boolean(),
          async (parameters, withToken) => {
            const query = parameters
              .map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(value)}`)
              .join('&');
            const response = await api.app.inject({
              method: 'GET',
              url: `/metrics?${query}`,
              headers: withToken ? bearer : {},
            });
            expect(response.statusCode).toBeLessThan(500);
            if (response.statusCode === 200) {
              expect(withToken).toBe(true);
              expect(response.headers['content-type']).toMatch(/^text\/plain/);
            } else {
              expect([400, 401]).toContain(response.statusCode);
              expect(response.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
            }
          },
        ),
        { numRuns: 80 },
      );
    });

    it('times database calls by kind, and reports the pool on PostgreSQL and the push outbox’s backlog', async () => {
      const text = await scrape();

      expect(sample(text, 'api_db_query_duration_seconds_count', { kind: 'statement' })).toBeGreaterThan(0);
      expect(sample(text, 'api_db_calls_in_flight')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'api_push_outbox_backlog')).toBe(0);
      if (kindName.startsWith('PostgreSQL')) {
        expect(sample(text, 'api_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'api_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
      } else {
        expect(sample(text, 'api_db_pool_connections', { state: 'idle' })).toBeUndefined();
      }
    });
  },
);

describe('metrics off (no METRICS_TOKEN)', () => {
  const [kind] = testDatabaseKinds();
  let api: TestApp;

  beforeAll(async () => {
    api = await openTestApp(kind!);
  });
  afterAll(() => api.close());

  it('has no /metrics route: it answers 404 like any unknown path', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/metrics', headers: bearer });

    expect(response.statusCode).toBe(404);
  });
});

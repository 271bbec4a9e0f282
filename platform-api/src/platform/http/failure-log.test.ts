import { Writable } from 'node:stream';
import { appClientAuthorization, openTestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createRefusalThrottle } from './failure-log';

describe('refusal throttle', () => {
  it('admits the first refusal of a kind, then one a second, counting those left out', () => {
    let clock = 0;
    const throttle = createRefusalThrottle(() => clock);
    expect(throttle.admit('429 M0145')).toBe(0);
    expect(throttle.admit('429 M0145')).toBeNull();
    expect(throttle.admit('503 M1131')).toBe(0);
    expect(throttle.admit('429 M0145')).toBeNull();
    clock = 1000;
    expect(throttle.admit('429 M0145')).toBe(2);
    expect(throttle.admit('429 M0145')).toBeNull();
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'failure log (%s)',
  (_name, kind) => {
    it('logs a burst of 19 expected refusals (429) as one warning line without a stack', async () => {
      const lines: Array<Record<string, unknown>> = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      });
      const api = await openTestApp(kind, {
        log: { level: 'warn', stream },
        rateLimits: { userIdExists: { max: 1, timeWindowMs: 60_000 } },
      });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const answer = await api.app.inject({
            method: 'GET',
            url: '/api/open/register/someone/exist',
            headers: { authorization: appClientAuthorization },
          });
          statuses.push(answer.statusCode);
        }
        expect(statuses.filter((status) => status === 429)).toHaveLength(19);
        const refusals = lines.filter((line) => line['msg'] === 'request refused');
        expect(refusals.length).toBeGreaterThanOrEqual(1);
        // At most one a second: 19 refusals in a burst that could only span a few seconds on a very slow machine.
        expect(refusals.length).toBeLessThan(19);
        for (const line of refusals) {
          expect(line).toMatchObject({ level: 40, statusCode: 429 });
          expect(JSON.stringify(line)).not.toMatch(/stack/);
        }
        expect(lines.filter((line) => line['level'] === 50)).toEqual([]);
      } finally {
        await api.close();
      }
    });
  },
);

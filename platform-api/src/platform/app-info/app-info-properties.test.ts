// Property tests of the operator command and the app info call (issue 36.3): whatever the operator types or a
// client sends (NUL bytes, lone surrogates, huge numbers, impossible dates), the command stores only versions like
// 1.2.3 and real instants or refuses with M0187 changing nothing, and the call answers 200 or a 4xx with an M-code.
import fc from 'fast-check';
import { compareAppVersions, isAppVersion } from 'shared-kernel/isomorphic';
import { encodeLoosely, hostileInput, safeAnswerProperty } from '../../../test-support/hostile-input';
import { jsonCall } from '../../../test-support/json-call';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { parseInstant, runOperatorCommand } from './operator-command';

const numRuns = Number(process.env['APP_INFO_PROPERTY_RUNS'] ?? 60);

const hostile = hostileInput([
  '1.2.3',
  '0.0.0',
  '1.2',
  '1.2.3.4',
  '01.2.3',
  '1.2.3-beta',
  '9999999999.0.0',
  '2026-03-02T10:00+09:00',
  '2026-03-02T12:00:00Z',
  '2026-02-30T10:00+09:00',
  '2026-13-01T10:00Z',
  '2026-03-02T24:00Z',
  '2026-03-02T10:60Z',
  '2026-03-02T10:00+15:00',
  '+275760-09-13T00:00Z',
  'android',
  'ios',
  'web',
  '--lift',
]);

const version = fc.oneof(
  fc.tuple(fc.nat(2000), fc.nat(2000), fc.nat(2000)).map((parts) => parts.join('.')),
  hostile.string,
);

describe('the operator command’s instants (issue 36.3)', () => {
  it('reads every real instant with its offset (to the minute, second or millisecond) as that instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00Z'),
          max: new Date('2099-12-31T23:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (date, offsetMinutes) => {
          const whole =
            date.getUTCMilliseconds() === 0 ? new Date(Math.floor(date.getTime() / 60_000) * 60_000) : date;
          const shortest = whole.getUTCMilliseconds() !== 0 ? 23 : whole.getUTCSeconds() !== 0 ? 19 : 16;
          const local = new Date(whole.getTime() + offsetMinutes * 60_000).toISOString().slice(0, shortest);
          const sign = offsetMinutes < 0 ? '-' : '+';
          const offset = `${sign}${String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0')}:${String(Math.abs(offsetMinutes) % 60).padStart(2, '0')}`;
          expect(parseInstant(`${local}${offset}`)?.toISOString()).toBe(whole.toISOString());
        },
      ),
      { numRuns },
    );
  });

  it('refuses days a month does not have', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const text = `${year}-${String(month).padStart(2, '0')}-${days + 1}T10:00Z`;
        expect(parseInstant(text)).toBeUndefined();
      }),
      { numRuns },
    );
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'app info properties (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    const snapshot = () =>
      api.db.query('SELECT platform, minimum_version, latest_version FROM app_versions ORDER BY platform');

    it('stores only versions like 1.2.3, the minimum not above the latest, or refuses with M0187', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom('android', 'ios', 'web'), hostile.string),
          version,
          version,
          async (platform, minimum, latest) => {
            const before = await snapshot();
            const outcome = await runOperatorCommand(
              api.db,
              ['app-version', platform, '--min', minimum, '--latest', latest],
              api.clock.now(),
            );
            if (outcome.exitCode === 1) {
              expect(outcome.message).toMatch(/^M0187 /);
              expect(await snapshot()).toEqual(before);
              return;
            }
            expect(isAppVersion(minimum) && isAppVersion(latest)).toBe(true);
            expect(compareAppVersions(minimum, latest)).toBeLessThanOrEqual(0);
            const [row] = await api.db.query<{ minimum_version: string; latest_version: string }>(
              'SELECT minimum_version, latest_version FROM app_versions WHERE platform = $1',
              [platform],
            );
            expect(row).toEqual({ minimum_version: minimum, latest_version: latest });
          },
        ),
        { numRuns },
      );
    });

    it('sets a window only from real instants, the end after the start and still to come, or refuses with M0187', async () => {
      const window = () => api.db.query('SELECT * FROM maintenance_window');
      await fc.assert(
        fc.asyncProperty(hostile.string, hostile.string, async (from, until) => {
          await api.db.query('DELETE FROM maintenance_window');
          const outcome = await runOperatorCommand(
            api.db,
            ['maintenance', '--from', from, '--until', until],
            api.clock.now(),
          );
          if (outcome.exitCode === 1) {
            expect(outcome.message).toMatch(/^M0187 /);
            expect(await window()).toEqual([]);
            return;
          }
          const start = parseInstant(from);
          const end = parseInstant(until);
          expect(start && end && start < end && end > api.clock.now()).toBe(true);
        }),
        { numRuns },
      );
      await api.db.query('DELETE FROM maintenance_window');
    });

    it('GET /appinfo/{platform}: any path segment or query answers 200 or 4xx with an M-code', async () => {
      const property = safeAnswerProperty(snapshot, numRuns);
      await property(fc.tuple(hostile.queryValue, hostile.queryValue), ([platform, lang]) =>
        jsonCall(
          api,
          null,
          'GET',
          `/api/open/appinfo/${encodeLoosely(platform) || 'x'}?lang=${encodeLoosely(lang)}`,
        ),
      );
    });
  },
);

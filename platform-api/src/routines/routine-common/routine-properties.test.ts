// Property tests of every routine call: whatever arrives (arbitrary JSON, NUL bytes, lone surrogates, huge and
// negative-zero numbers, impossible dates, null in arrays), the answer is a 2xx or a 4xx with an M-code, never a
// 5xx, and a refused request changes nothing.
import fc from 'fast-check';
import type { HealthGoal, RoutineDay } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import {
  hostileInput,
  hostileSerials,
  safeAnswerProperty,
  type Json,
} from '../../../test-support/hostile-input';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  createGoal,
  dashboard,
  newPerson,
  recordWeight,
  routineCall,
  setClock,
  walkingGoal,
  type Method,
} from '../../../test-support/routines';

const numRuns = Number(process.env['ROUTINE_PROPERTY_RUNS'] ?? 40);

const { bodiesNear, urlsWithHostileQueries } = hostileInput(["'; DROP TABLE health_goals; --"]);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'routine API properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let user: FhirTestUser;
    let other: FhirTestUser;
    let goal: HealthGoal;
    let theirGoal: HealthGoal;
    let past: RoutineDay;
    let theirDay: RoutineDay;

    beforeAll(async () => {
      api = await openTestApp(kind);
      user = await newPerson(api, 'property');
      other = await newPerson(api, 'property');
      await recordWeight(api, user, 80, '2026-03-01T08:00:00+09:00');
      goal = await createGoal(api, user, walkingGoal());
      theirGoal = await createGoal(api, other, walkingGoal());
      // A week on, so that the goal has past days to enter and a today to check.
      await setClock(api, '2026-03-09T20:00:00+09:00', user, other);
      [past] = (await dashboard(api, user, '2026-03-02', '2026-03-02')).routhLapseList as [RoutineDay];
      [theirDay] = (await dashboard(api, other, '2026-03-02', '2026-03-02')).routhLapseList as [RoutineDay];
    });
    afterAll(() => api.close());

    /** Everything a refused request must leave as it was: the dashboard, the history and the person's settings. */
    async function snapshot(): Promise<unknown[]> {
      const board = await dashboard(api, user, '2026-03-01', '2026-04-30');
      const history = (await routineCall(api, user, 'GET', '/helthGoal/history')).body;
      const theirs = await dashboard(api, other, '2026-03-01', '2026-04-30');
      const settings = await api.db.query(
        `SELECT (SELECT pscstr_sttus_code FROM users WHERE user_id = $1) AS level,
                (SELECT count(*)::int FROM exercise_bookmarks WHERE user_id IN ($1, $2)) AS bookmarks`,
        [user.userId, other.userId],
      );
      return [board, history, theirs, settings];
    }

    const property = safeAnswerProperty(snapshot, numRuns);

    const send =
      (method: Method, url: (value: Json | string) => string, withBody = true) =>
      (value: Json | string) =>
        routineCall(api, user, method, url(value), withBody ? value : undefined);

    it('POST /helthGoal: any body answers 2xx or 4xx with an M-code, and a refusal changes nothing', async () => {
      await property(
        bodiesNear({
          ...walkingGoal({ goalBeginDe: '2026-04-06', goalEndDe: '2026-04-30' }),
        } as unknown as Json),
        send('POST', () => '/helthGoal'),
      );
    });

    it('PUT /helthGoal: any body answers safely', async () => {
      await property(
        bodiesNear({ ...walkingGoal(), helthGoalSn: goal.helthGoalSn } as unknown as Json),
        send('PUT', () => '/helthGoal'),
      );
    });

    it('PUT and DELETE /helthGoal/{helthGoalSn}: any serial answers safely', async () => {
      const paths = hostileSerials(theirGoal.helthGoalSn, theirGoal.helthGoalSn);
      await property(fc.tuple(fc.constantFrom<Method>('PUT', 'DELETE'), paths), ([method, sn]) =>
        routineCall(api, user, method, `/helthGoal/${sn}`),
      );
    });

    it('PUT /helthGoal/exrcise/dtls/{id}: any serial and body answer safely', async () => {
      const own = past.helthGoalExrciseDtlsList[0]!.exrciseExecutDtlsSn;
      const theirs = theirDay.helthGoalExrciseDtlsList[0]!.exrciseExecutDtlsSn;
      await property(
        fc.tuple(hostileSerials(own, theirs), bodiesNear({ exrciseExecutDtlsSn: own, exrciseAt: 'Y' })),
        ([sn, body]) => routineCall(api, user, 'PUT', `/helthGoal/exrcise/dtls/${sn}`, body),
      );
    });

    it('PUT /helthGoal/exrcise/dtls/{id}/delay: any serial and body answer safely', async () => {
      const theirs = theirDay.helthGoalExrciseDtlsList[0]!.exrciseExecutDtlsSn;
      await property(
        fc.tuple(hostileSerials(theirs, theirs), fc.option(bodiesNear({}), { nil: undefined })),
        ([sn, body]) => routineCall(api, user, 'PUT', `/helthGoal/exrcise/dtls/${sn}/delay`, body),
      );
    });

    it('POST, PUT and DELETE of manual exercises: any serial and body answer safely', async () => {
      const manual = {
        exrciseItemCode: '0501',
        exrcisePlanDe: '2026-03-03',
        exrciseTimeMi: 20,
        exrciseTodCode: '0004',
        exrciseAt: 'Y',
      };
      const planned = past.helthGoalExrciseDtlsList[0]!.exrciseExecutDtlsSn;
      const theirs = theirDay.helthGoalExrciseDtlsList[0]!.exrciseExecutDtlsSn;
      await property(
        fc.tuple(
          fc.constantFrom<Method>('POST', 'PUT', 'DELETE'),
          hostileSerials(planned, theirs),
          bodiesNear(manual),
        ),
        ([method, sn, body]) =>
          method === 'POST'
            ? routineCall(api, user, 'POST', '/helthGoal/exrcise/dtls/manual', body)
            : routineCall(
                api,
                user,
                method,
                `/helthGoal/exrcise/dtls/manual/${sn}`,
                method === 'PUT' ? body : undefined,
              ),
      );
    });

    it('PUT /helthGoal/nosmkng/dtls/{id}: any serial and body answer safely', async () => {
      const own = past.helthGoalNosmkngDtls!.nosmkngExecutDtlsSn;
      const theirs = theirDay.helthGoalNosmkngDtls!.nosmkngExecutDtlsSn;
      await property(
        fc.tuple(hostileSerials(own, theirs), bodiesNear({ nosmkngExecutDtlsSn: own, nosmkngAt: 'Y' })),
        ([sn, body]) => routineCall(api, user, 'PUT', `/helthGoal/nosmkng/dtls/${sn}`, body),
      );
    });

    it('PUT /helthGoal/alchl/dtls/{id}: any serial and body answer safely', async () => {
      const own = past.helthGoalAlchlDtls!.alchlExecutDtlsSn;
      const theirs = theirDay.helthGoalAlchlDtls!.alchlExecutDtlsSn;
      await property(
        fc.tuple(
          hostileSerials(own, theirs),
          bodiesNear({
            alchlExecutDtlsSn: own,
            alchlAt: 'Y',
            alchlGlassCntDtl: { soju: 2, beer: 1, wine: 0, spirits: 1 },
          }),
        ),
        ([sn, body]) => routineCall(api, user, 'PUT', `/helthGoal/alchl/dtls/${sn}`, body),
      );
    });

    it('POST and DELETE of bookmarks, PUT /api/service/info/pscstr: any serial and body answer safely', async () => {
      await property(
        fc.tuple(
          fc.constantFrom('bookmark', 'unbookmark', 'level'),
          hostileSerials(1, 2),
          bodiesNear({ exrciseItemCode: '0401', pscstrSttusCode: '0003' }),
        ),
        ([action, sn, body]) => {
          if (action === 'bookmark')
            return routineCall(api, user, 'POST', '/helthGoal/exrcise/item/bmark', body);
          if (action === 'unbookmark')
            return routineCall(api, user, 'DELETE', `/helthGoal/exrcise/item/bmark/${sn}`);
          return routineCall(api, user, 'PUT', '/api/service/info/pscstr', body);
        },
      );
    });

    it('every query string of the GET calls answers safely', async () => {
      const queries: Record<string, string[]> = {
        '/dashboard2': ['fromSearchDt', 'toSearchDt'],
        '/helthGoal/check': ['goalBeginDe', 'goalEndDe', 'helthGoalSn'],
        '/helthGoal/history': ['goalSttusCode'],
        '/helthGoal/detail': ['helthGoalSn'],
        '/helthGoal/item/recommendation': ['pscstrSttusCode'],
        '/helthGoal/cl/code/recmndMetsVal': ['pscstrSttusCode'],
        '/helthGoal/exrcise/item': ['exrciseItemCtgryCode'],
        '/helthGoal/recommendation': ['lang'],
      };
      await property(urlsWithHostileQueries(queries), (url) => routineCall(api, user, 'GET', url));
    });

    it('answers the impossible and extreme dates of a goal with a 4xx, never a 5xx', async () => {
      const dates = fc.constantFrom(
        '2026-02-29',
        '2026-02-30',
        '0000-01-01',
        '0001-01-01',
        '9999-12-31',
        '2999-12-31',
        '1899-12-31',
      );
      await property(fc.tuple(dates, dates), ([goalBeginDe, goalEndDe]) =>
        routineCall(api, user, 'POST', '/helthGoal', walkingGoal({ goalBeginDe, goalEndDe })),
      );
    });
  },
);

// Statement budgets of the hot reads (issue 39): how many SQL statements each read the app makes most often sends to
// the database, counted, never timed. A read that needs one more statement changes its budget here, in the same
// commit, where a reviewer sees it.
import { codingToken, lifelogCodes } from 'shared-kernel/isomorphic';
import { seedDemoHealthData } from '../../demo-data/demo-health-data';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const demoDay = new Date('2026-03-02T09:00:00+09:00');

/** The latest of each of the eight codes the dashboard and "My" page ask for first (the kernel's latestObservations). */
const latestOfEachCode = {
  resourceType: 'Bundle',
  type: 'batch',
  entry: (
    [
      'step',
      'heartRate',
      'weight',
      'bloodPressure',
      'bloodGlucose',
      'waistCircumference',
      'bodyComposition',
      'meal',
    ] as const
  ).map((typeKey) => ({
    request: {
      method: 'GET',
      url: `Observation?${new URLSearchParams({ code: codingToken(lifelogCodes[typeKey].coding), _count: '1', _sort: '-date', _total: 'none' })}`,
    },
  })),
};

const stepsByMonth = {
  resourceType: 'Parameters',
  parameter: [
    {
      name: 'lifelog',
      part: [
        { name: 'type', valueCode: 'month' },
        { name: 'code', valueCoding: lifelogCodes.step.coding },
        {
          name: 'period',
          valuePeriod: { start: '2025-03-01T00:00:00+09:00', end: '2026-03-02T00:00:00+09:00' },
        },
        { name: 'aggregation', valueCode: 'average' },
      ],
    },
  ],
};

interface HotRead {
  read: string;
  /** Who reads (a demo user). */
  as: string;
  budget: number;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const hotReads: HotRead[] = [
  {
    read: 'the latest of 8 codes (FHIR batch)',
    as: 'demo',
    budget: 9,
    method: 'POST',
    url: '/fhir',
    body: latestOfEachCode,
  },
  {
    read: 'a FHIR search page',
    as: 'demo',
    budget: 3,
    method: 'GET',
    url: '/fhir/Observation?_count=20&_sort=-date',
  },
  {
    read: 'a year of steps by month ($aggregate)',
    as: 'demo',
    budget: 2,
    method: 'POST',
    url: '/fhir/Observation/$aggregate',
    body: stepsByMonth,
  },
  { read: 'the user (GET /api/user)', as: 'demo', budget: 1, method: 'GET', url: '/api/user' },
  {
    read: 'the routine dashboard of a month',
    as: 'demo',
    budget: 8,
    method: 'GET',
    url: '/api/routine/dashboard2?fromSearchDt=2026-03-01&toSearchDt=2026-03-31',
  },
  {
    read: 'the medication schedule of a month',
    as: 'demo-grandpa',
    budget: 2,
    method: 'GET',
    url: '/api/medication/schedules?fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31',
  },
  { read: 'a feed page', as: 'demo', budget: 1, method: 'GET', url: '/api/feed' },
];

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'statements sent by the hot reads (%s)',
  (_name, kind) => {
    let api: TestApp;
    const tokens = new Map<string, string>();

    beforeAll(async () => {
      api = await openTestApp(kind, { demoDay, demoChannels: true });
      await seedDemoHealthData(api.db, demoDay);
      for (const userId of new Set(hotReads.map((hot) => hot.as)))
        tokens.set(userId, (await logIn(api.app, userId)).access_token);
    }, 120_000);
    afterAll(() => api.close());

    const call = ({ as, method, url, body }: HotRead) =>
      api.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${tokens.get(as)}`,
          ...(body === undefined
            ? {}
            : { 'content-type': url.startsWith('/fhir') ? 'application/fhir+json' : 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    it.each(hotReads)('$read sends at most $budget statements', async (hot) => {
      // The first read may make what later reads only read (a schedule's doses): the budget is a repeat's.
      expect((await call(hot)).statusCode).toBe(200);
      const before = api.statements.length;
      const response = await call(hot);
      expect(response.statusCode).toBe(200);
      const sent = api.statements.slice(before);
      // The statements past the budget, shown in full when there are any.
      expect(sent.slice(hot.budget)).toEqual([]);
    });
  },
);

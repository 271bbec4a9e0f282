// Property tests of every medication call: whatever arrives, the answer is a 2xx or a 4xx with an M-code, never
// a 5xx, and a refused request changes nothing (the caller's plans and doses, and another person's).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { MedicationDose, MedicationPlan } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../fhir/fhir-test-support';
import { setClock } from '../routines/routine-test-support';
import { openTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-databases';
import { bodiesNear, encodeLoosely, queryValue, type Json } from './hostile-input';
import {
  createPlan,
  doseAt,
  medicationCall,
  newPatient,
  twiceDaily,
  type Method,
} from './medication-test-support';

const numRuns = Number(process.env['MEDICATION_PROPERTY_RUNS'] ?? 30);
// More runs take longer than jest's default: a test still running when timed out would overlap the next one.
jest.setTimeout(Math.max(30_000, numRuns * 1_000));

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'medication API properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let user: FhirTestUser;
    let other: FhirTestUser;
    let plan: MedicationPlan;
    let theirPlan: MedicationPlan;
    let dose: MedicationDose;
    let theirDose: MedicationDose;

    beforeAll(async () => {
      api = await openTestApp(kind);
      user = await newPatient(api, 'property');
      other = await newPatient(api, 'property');
      plan = await createPlan(api, user, twiceDaily({ tkmdEndDe: '9999-12-31T23:59:59' }));
      theirPlan = await createPlan(api, other, twiceDaily());
      // A day on, so that the plans have a past to tick.
      await setClock(api, '2026-03-03T21:00:00+09:00', user, other);
      dose = await doseAt(api, user, '2026-03-02T08:00');
      theirDose = await doseAt(api, other, '2026-03-02T08:00');
    });
    afterAll(() => api.close());

    /** Everything a refused request must leave as it was. */
    async function snapshot(): Promise<unknown[]> {
      const range = '/schedules?fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31';
      return Promise.all(
        [
          medicationCall(api, user, 'GET', '/plan'),
          medicationCall(api, user, 'GET', range),
          medicationCall(api, other, 'GET', '/plan'),
          medicationCall(api, other, 'GET', range),
        ].map(async (response) => (await response).body),
      );
    }

    async function answersSafely(send: () => Promise<LightMyRequestResponse>): Promise<void> {
      const before = await snapshot();
      const response = await send();
      if (response.statusCode >= 200 && response.statusCode < 300) return;
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
      expect(await snapshot()).toEqual(before);
    }

    const property = <Value>(
      arbitrary: fc.Arbitrary<Value>,
      send: (value: Value) => Promise<LightMyRequestResponse>,
    ) =>
      fc.assert(
        fc.asyncProperty(arbitrary, (value) => answersSafely(() => send(value))),
        { numRuns },
      );

    // Not '%ED%A0%80' (invalid UTF-8): Fastify's router answers a path it cannot decode before any route.
    const serials = (...known: number[]) =>
      fc.oneof(
        fc.constantFrom(...[0, -1, 2 ** 31, 2 ** 53].map(String), 'abc', '1.5', '1e3', '%00', '%20', '-0'),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String),
        fc.constantFrom(...known.map(String)),
      );

    it('POST /plan: any body answers 2xx or 4xx with an M-code, and a refusal changes nothing', async () => {
      await property(bodiesNear(twiceDaily({ tkmdBeginDe: '2026-03-10' }) as unknown as Json), (body) =>
        medicationCall(api, user, 'POST', '/plan', body),
      );
    });

    it('PUT /plan/{tkmdSn}: any serial and body answer safely', async () => {
      await property(
        fc.tuple(
          serials(plan.tkmdSn, theirPlan.tkmdSn),
          bodiesNear(twiceDaily({ tkmdEndDe: '9999-12-31T23:59:59' }) as unknown as Json),
        ),
        ([sn, body]) => medicationCall(api, user, 'PUT', `/plan/${sn}`, body),
      );
    });

    it('PUT /plan/{tkmdSn}/noti: any serial and body answer safely', async () => {
      await property(
        fc.tuple(serials(plan.tkmdSn, theirPlan.tkmdSn), bodiesNear({ notiAt: 'Y' })),
        ([sn, body]) => medicationCall(api, user, 'PUT', `/plan/${sn}/noti`, body),
      );
    });

    it('PUT /plan/{tkmdSn}/{tkmdDtlsSn}: any serials and body answer safely', async () => {
      await property(
        fc.tuple(
          serials(plan.tkmdSn, theirPlan.tkmdSn),
          serials(dose.tkmdDtlsSn, theirDose.tkmdDtlsSn),
          bodiesNear({ tkmdSttusCode: '0002' }),
        ),
        ([sn, dtlsSn, body]) => medicationCall(api, user, 'PUT', `/plan/${sn}/${dtlsSn}`, body),
      );
    });

    it('PUT /plan/{tkmdSn}/dtls: any serial and body answer safely', async () => {
      await property(
        fc.tuple(
          serials(plan.tkmdSn, theirPlan.tkmdSn),
          bodiesNear({
            tkmdDtlsList: [
              { tkmdDtlsSn: dose.tkmdDtlsSn, tkmdSttusCode: '0001' },
              { tkmdDtlsSn: theirDose.tkmdDtlsSn, tkmdSttusCode: '0002' },
            ],
          }),
        ),
        ([sn, body]) => medicationCall(api, user, 'PUT', `/plan/${sn}/dtls`, body),
      );
    });

    it('every query string of the GET calls answers safely', async () => {
      const queries: Record<string, string[]> = {
        '/schedules': ['fromPeriodDt', 'toPeriodDt', 'lang'],
        '/plan': ['lang'],
      };
      await property(
        fc.tuple(
          fc.constantFrom(...Object.keys(queries)),
          fc.array(fc.tuple(fc.nat(), queryValue, fc.boolean()), { minLength: 1, maxLength: 4 }),
        ),
        ([path, parameters]) => {
          const names = queries[path] as string[];
          const query = parameters
            .map(([index, value, repeat]) => {
              const pair = `${names[index % names.length]}=${encodeLoosely(value)}`;
              return repeat ? `${pair}&${pair}` : pair;
            })
            .join('&');
          return medicationCall(api, user, 'GET' as Method, `${path}?${query}`);
        },
      );
    });

    it('answers the impossible and extreme days of a plan and of a range with a 4xx, never a 5xx', async () => {
      const days = fc.constantFrom(
        '2026-02-29',
        '2026-02-30',
        '0000-01-01',
        '0001-01-01',
        '1899-12-31',
        '2026-03-03',
        '2999-12-31',
        '3000-01-01',
        '9999-12-31',
        '9999-12-31T23:59:59',
      );
      await property(fc.tuple(days, days, fc.boolean()), ([from, to, asPlan]) =>
        asPlan
          ? medicationCall(api, user, 'POST', '/plan', twiceDaily({ tkmdBeginDe: from, tkmdEndDe: to }))
          : medicationCall(api, user, 'GET', `/schedules?fromPeriodDt=${from}&toPeriodDt=${to}`),
      );
    });
  },
);

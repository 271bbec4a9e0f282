// Property tests of every medication call: whatever arrives, the answer is a 2xx or a 4xx with an M-code, never
// a 5xx, and a refused request changes nothing (the caller's plans and doses, and another person's).
import fc from 'fast-check';
import type { MedicationDose, MedicationPlan } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from '../../../test-support/fhir';
import { setClock } from '../../../test-support/routines';
import {
  hostileInput,
  hostileSerials,
  safeAnswerProperty,
  type Json,
} from '../../../test-support/hostile-input';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createPlan, doseAt, medicationCall, newPatient, twiceDaily } from '../../../test-support/medication';

const numRuns = Number(process.env['MEDICATION_PROPERTY_RUNS'] ?? 30);
// More runs take longer than jest's default: a test still running when timed out would overlap the next one.
jest.setTimeout(Math.max(30_000, numRuns * 1_000));

const { bodiesNear, urlsWithHostileQueries } = hostileInput([
  "'; DROP TABLE medication_plans; --",
  '7:00',
  '24:00',
  '08:00',
  '9999-12-31T23:59:59',
]);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'medication API properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let user: FhirTestUser;
    let other: FhirTestUser;
    let plan: MedicationPlan;
    let theirPlan: MedicationPlan;
    let endedPlan: MedicationPlan;
    let dose: MedicationDose;
    let theirDose: MedicationDose;

    beforeAll(async () => {
      api = await openTestApp(kind);
      user = await newPatient(api, 'property');
      other = await newPatient(api, 'property');
      plan = await createPlan(api, user, twiceDaily({ tkmdEndDe: '9999-12-31T23:59:59' }));
      theirPlan = await createPlan(api, other, twiceDaily());
      endedPlan = await createPlan(api, user, twiceDaily({ tkmdEndDe: '2026-03-02' }));
      // A day on, so that the plans have a past to tick.
      await setClock(api, '2026-03-03T21:00:00+09:00', user, other);
      dose = await doseAt(api, user, '2026-03-02T20:00');
      theirDose = await doseAt(api, other, '2026-03-02T20:00');
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

    const property = safeAnswerProperty(snapshot, numRuns);

    it('POST /plan: any body answers 2xx or 4xx with an M-code, and a refusal changes nothing', async () => {
      await property(bodiesNear(twiceDaily({ tkmdBeginDe: '2026-03-10' }) as unknown as Json), (body) =>
        medicationCall(api, user, 'POST', '/plan', body),
      );
    });

    it('PUT /plan/{tkmdSn}: any serial and body answer safely', async () => {
      await property(
        fc.tuple(
          hostileSerials(plan.tkmdSn, theirPlan.tkmdSn),
          bodiesNear(twiceDaily({ tkmdEndDe: '9999-12-31T23:59:59' }) as unknown as Json),
        ),
        ([sn, body]) => medicationCall(api, user, 'PUT', `/plan/${sn}`, body),
      );
    });

    it('POST /plan/{tkmdSn}/continue: any serial and body answer safely', async () => {
      await property(
        fc.tuple(
          hostileSerials(endedPlan.tkmdSn, plan.tkmdSn, theirPlan.tkmdSn),
          bodiesNear({ tkmdEndDe: '2026-03-20' }),
        ),
        ([sn, body]) => medicationCall(api, user, 'POST', `/plan/${sn}/continue`, body),
      );
    });

    it('PUT /plan/{tkmdSn}/noti: any serial and body answer safely', async () => {
      await property(
        fc.tuple(hostileSerials(plan.tkmdSn, theirPlan.tkmdSn), bodiesNear({ notiAt: 'Y' })),
        ([sn, body]) => medicationCall(api, user, 'PUT', `/plan/${sn}/noti`, body),
      );
    });

    it('PUT /plan/{tkmdSn}/{tkmdDtlsSn}: any serials and body answer safely', async () => {
      await property(
        fc.tuple(
          hostileSerials(plan.tkmdSn, theirPlan.tkmdSn),
          hostileSerials(dose.tkmdDtlsSn, theirDose.tkmdDtlsSn),
          bodiesNear({ tkmdSttusCode: '0002' }),
        ),
        ([sn, dtlsSn, body]) => medicationCall(api, user, 'PUT', `/plan/${sn}/${dtlsSn}`, body),
      );
    });

    it('PUT /plan/{tkmdSn}/dtls: any serial and body answer safely', async () => {
      await property(
        fc.tuple(
          hostileSerials(plan.tkmdSn, theirPlan.tkmdSn),
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
      await property(urlsWithHostileQueries(queries), (url) => medicationCall(api, user, 'GET', url));
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

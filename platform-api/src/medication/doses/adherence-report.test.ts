// `GET /api/medication/adherence` (issue 31.4, the report for the doctor): adherence per medicine over a period
// with the doses missed, for oneself or a family member who consented to share, refused for anyone else.
import fc from 'fast-check';
import type { AdherenceReport, MedicationPlanInput } from 'shared-kernel/isomorphic';
import { share, type FhirTestUser } from '../../../test-support/fhir';
import { hostileInput, safeAnswerProperty } from '../../../test-support/hostile-input';
import {
  createPlan,
  doseAt,
  medicationCall,
  newPatient,
  tick,
  twiceDaily,
} from '../../../test-support/medication';
import { setClock } from '../../../test-support/routines';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { errorCodes } from '../../platform/http/error-codes';

const numRuns = Number(process.env['MEDICATION_PROPERTY_RUNS'] ?? 30);
jest.setTimeout(Math.max(60_000, numRuns * 2_000));

const { urlsWithHostileQueries } = hostileInput(['2026-03-02', '2025-03-02', '9999-12-31', '2026-02-30']);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET /api/medication/adherence (%s)',
  (_name, kind) => {
    let api: TestApp;
    let patient: FhirTestUser;
    let carer: FhirTestUser;
    let stranger: FhirTestUser;

    const report = (user: FhirTestUser, query: string) =>
      medicationCall(api, user, 'GET', `/adherence?${query}`);

    async function registeredAtDawn(plan: MedicationPlanInput) {
      await setClock(api, '2026-03-02T07:00:00+09:00', patient, carer, stranger);
      return createPlan(api, patient, plan);
    }

    beforeAll(async () => {
      api = await openTestApp(kind);
      patient = await newPatient(api, 'reported');
      carer = await newPatient(api, 'carer');
      stranger = await newPatient(api, 'stranger');
      await share(api, patient, carer);
      await registeredAtDawn(twiceDaily());
      await registeredAtDawn(twiceDaily({ tkmdNm: '메트포르민', tkmdTimeList: ['09:00'] }));
      // Wednesday 21:00: three days of the twice-a-day pill are due, the evening one of today included.
      await setClock(api, '2026-03-04T21:00:00+09:00', patient, carer, stranger);
      const taken = ['2026-03-02T08:00', '2026-03-03T08:00', '2026-03-04T08:00'];
      for (const planDt of taken) await tick(api, patient, await doseAt(api, patient, planDt), '0002');
      await tick(api, patient, await doseAt(api, patient, '2026-03-02T20:00'), '0001');
      for (const day of ['02', '03', '04']) {
        const pill = (await doseAt(api, patient, `2026-03-${day}T09:00`)).tkmdSn;
        await tick(api, patient, await doseAt(api, patient, `2026-03-${day}T09:00`, pill), '0002');
      }
    });
    afterAll(() => api.close());

    it('gives each medicine its adherence over the period and every missed dose with its day and time (issue 31.4)', async () => {
      const response = await report(patient, 'fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31');
      expect(response.statusCode).toBe(200);
      const answer = response.json<AdherenceReport>();
      expect(answer).toMatchObject({
        fromPeriodDt: '2026-03-01',
        toPeriodDt: '2026-03-31',
        adherence: { takenCnt: 6, dueCnt: 9 },
      });
      expect(answer.tkmdList.map((medicine) => [medicine.tkmdNm, medicine.adherence.rate])).toEqual([
        ['메트포르민', 100],
        ['타이레놀', 50],
      ]);
      expect(answer.tkmdList[0]?.missedList).toEqual([]);
      expect(answer.tkmdList[1]?.missedList.map((dose) => [dose.tkmdPlanDt, dose.tkmdSttusCode])).toEqual([
        ['2026-03-02T20:00:00', '0001'],
        ['2026-03-03T20:00:00', '0004'],
        ['2026-03-04T20:00:00', '0003'],
      ]);
    });

    it('counts only the days of the period', async () => {
      const answer = (
        await report(patient, 'fromPeriodDt=2026-03-03&toPeriodDt=2026-03-03')
      ).json<AdherenceReport>();
      expect(answer.adherence).toMatchObject({ takenCnt: 2, dueCnt: 3 });
      expect(answer.tkmdList[1]?.missedList.map((dose) => dose.tkmdPlanDt)).toEqual(['2026-03-03T20:00:00']);
    });

    it('lets a family member the person shares their health data with read it (the sharing consent)', async () => {
      const own = await report(patient, 'fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31');
      const theirs = await report(
        carer,
        `fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31&subject=${patient.subject}`,
      );
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json()).toEqual(own.json());
    });

    it('refuses anyone the person did not consent to share with: 403 M0105, the same for an unknown subject', async () => {
      for (const subject of [patient.subject, '00000000-0000-4000-8000-000000000000']) {
        const refused = await report(
          stranger,
          `fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31&subject=${subject}`,
        );
        expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
          403,
          errorCodes.invalidAccess,
        ]);
      }
      // Sharing goes one way: the carer does not share with the patient.
      const back = await report(
        patient,
        `fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31&subject=${carer.subject}`,
      );
      expect(back.statusCode).toBe(403);
    });

    it('refuses a period over a year (M1185), an end before the start (M1109) and a day that does not exist (M0187)', async () => {
      const refusal = async (query: string) => {
        const response = await report(patient, query);
        return [response.statusCode, response.json<{ code: string }>().code];
      };
      expect(await refusal('fromPeriodDt=2025-03-01&toPeriodDt=2026-03-02')).toEqual([
        400,
        errorCodes.reportPeriodTooLong,
      ]);
      expect(await refusal('fromPeriodDt=2026-03-02&toPeriodDt=2026-03-01')).toEqual([400, 'M1109']);
      expect(await refusal('fromPeriodDt=2026-02-30&toPeriodDt=2026-03-01')).toEqual([400, 'M0187']);
      expect((await report(patient, 'fromPeriodDt=2025-03-02&toPeriodDt=2026-03-02')).statusCode).toBe(200);
    });

    it('answers any query with a 2xx or a 4xx with an M-code, never a 5xx (fast-check)', async () => {
      const snapshot = async () =>
        (await report(patient, 'fromPeriodDt=2026-03-01&toPeriodDt=2026-03-31')).body;
      const property = safeAnswerProperty(snapshot, numRuns);
      await property(
        urlsWithHostileQueries({ '/adherence': ['fromPeriodDt', 'toPeriodDt', 'subject', 'lang'] }),
        (url) => medicationCall(api, carer, 'GET', url),
      );
      const days = fc.constantFrom(
        '2026-02-29',
        '2026-02-30',
        '0000-01-01',
        '0001-01-01',
        '1899-12-31',
        '1900-01-01',
        '2026-03-03',
        '2027-03-03',
        '2999-12-31',
        '3000-01-01',
        '9999-12-31',
        '9999-12-31T23:59:59',
      );
      const subjects = fc.constantFrom(
        '',
        `&subject=${patient.subject}`,
        `&subject=${stranger.subject}`,
        '&subject=%00',
      );
      await property(fc.tuple(days, days, subjects), ([from, to, subject]) =>
        report(carer, `fromPeriodDt=${from}&toPeriodDt=${to}${subject}`),
      );
    });
  },
);

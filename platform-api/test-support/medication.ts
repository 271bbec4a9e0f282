import type { LightMyRequestResponse } from 'fastify';
import type {
  MedicationDose,
  MedicationPlan,
  MedicationPlanInput,
  MedicationSchedule,
} from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from './fhir';
import { jsonCall } from './json-call';
import type { TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT';

/** A call to the medication API (a `url` not under /api/ is taken under /api/medication), as `jsonCall` makes it. */
export const medicationCall = (
  api: TestApp,
  user: FhirTestUser | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  jsonCall(api, user, method, url.startsWith('/api/') ? url : `/api/medication${url}`, payload);

let personCounter = 0;

/** A new person with no plans. */
export const newPatient = (api: TestApp, prefix = 'patient') =>
  addFhirTestUser(api, `${prefix}${(personCounter += 1)}`);

/**
 * The e2e plan: a pill twice a day (08:00 and 20:00) for the 30 days from Monday 2026-03-02, the test
 * clock's day, reminded, the family told an hour after a missed dose.
 */
export function twiceDaily(overrides: Partial<MedicationPlanInput> = {}): MedicationPlanInput {
  return {
    tkmdNm: '타이레놀',
    itemSeq: null,
    tkmdTypeCode: '0001',
    tkmdCycleCode: '0001',
    tkmdDowList: [],
    tkmdIntrvlDayCnt: null,
    tkmdBeginDe: '2026-03-02',
    tkmdEndDe: '2026-03-31',
    tkmdTimeList: ['08:00', '20:00'],
    notiAt: 'Y',
    missedAlertMi: 60,
    ...overrides,
  };
}

async function expectOk<Body>(what: string, response: LightMyRequestResponse, status = 200): Promise<Body> {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<Body>();
}

export const createPlan = async (api: TestApp, user: FhirTestUser, plan: MedicationPlanInput) =>
  expectOk<MedicationPlan>('plan', await medicationCall(api, user, 'POST', '/plan', plan), 201);

export const plans = async (api: TestApp, user: FhirTestUser) =>
  (
    await expectOk<{ tkmdPlanList: MedicationPlan[] }>(
      'plans',
      await medicationCall(api, user, 'GET', '/plan'),
    )
  ).tkmdPlanList;

export const schedule = async (api: TestApp, user: FhirTestUser, from: string, to = from) =>
  expectOk<MedicationSchedule>(
    'schedule',
    await medicationCall(api, user, 'GET', `/schedules?fromPeriodDt=${from}&toPeriodDt=${to}`),
  );

/** The dose of the caller's schedule due at `planDt` (Seoul wall time, YYYY-MM-DDTHH:mm). */
export async function doseAt(
  api: TestApp,
  user: FhirTestUser,
  planDt: string,
  tkmdSn?: number,
): Promise<MedicationDose> {
  const { tkmdDtlsList } = await schedule(api, user, planDt.slice(0, 10));
  const dose = tkmdDtlsList.find(
    (candidate) =>
      candidate.tkmdPlanDt === `${planDt}:00` && (tkmdSn === undefined || candidate.tkmdSn === tkmdSn),
  );
  if (!dose) throw new Error(`no dose at ${planDt}: ${JSON.stringify(tkmdDtlsList)}`);
  return dose;
}

export const tick = async (api: TestApp, user: FhirTestUser, dose: MedicationDose, tkmdSttusCode: string) =>
  medicationCall(api, user, 'PUT', `/plan/${dose.tkmdSn}/${dose.tkmdDtlsSn}`, { tkmdSttusCode });

import type { LightMyRequestResponse } from 'fastify';
import type { HealthGoal, HealthGoalInput, RoutineDashboard, WeekdayCode } from 'shared-kernel/isomorphic';
import { addFhirTestUser, fhirCall, weight, type FhirTestUser } from './fhir';
import { jsonCall } from './json-call';
import { logIn, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to the routine API (a `url` not under /api/ is taken under /api/routine), as `jsonCall` makes it. */
export const routineCall = (
  api: TestApp,
  user: FhirTestUser | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  jsonCall(api, user, method, url.startsWith('/api/') ? url : `/api/routine${url}`, payload);

const weekdays = {
  sun: '0001',
  mon: '0002',
  tue: '0003',
  wed: '0004',
  thu: '0005',
  fri: '0006',
  sat: '0007',
} as const;

export const dows = (...days: (keyof typeof weekdays)[]): { dowCode: WeekdayCode }[] =>
  days.map((day) => ({ dowCode: weekdays[day] }));

/**
 * The goal of the e2e story: four weeks from Monday 2026-03-02 (the test clock's day), walking 30
 * minutes on Monday, Wednesday and Friday mornings, no-smoking, at most 2 glasses a day.
 */
export function walkingGoal(overrides: Partial<HealthGoalInput> = {}): HealthGoalInput {
  return {
    goalBeginDe: '2026-03-02',
    goalEndDe: '2026-03-29',
    helthGoalDetailList: [{ helthGoalItemCode: '0001', beforeVal: 80, goalVal: 76 }],
    helthGoalExrciseList: [
      {
        exrciseItemCode: '0401',
        exrciseTimeMi: 30,
        exrciseTodCode: '0002',
        exrciseCreatTypeCode: '0001',
        helthGoalExrciseDowList: dows('mon', 'wed', 'fri'),
      },
    ],
    nosmkngAt: 'Y',
    alchlGoal: { alchlCo: 2, alchlGlassCnt: 2, alchlCoExecutAt: 'Y', alchlGlassCntExecutAt: 'Y' },
    ...overrides,
  };
}

let personCounter = 0;

/** A new person with no goal and no health data. */
export const newPerson = (api: TestApp, prefix = 'routine') =>
  addFhirTestUser(api, `${prefix}${(personCounter += 1)}`);

/** Creates a goal and answers it (fails the test on anything but 201). */
export async function createGoal(
  api: TestApp,
  user: FhirTestUser,
  goal: HealthGoalInput,
): Promise<HealthGoal> {
  const response = await routineCall(api, user, 'POST', '/helthGoal', goal);
  if (response.statusCode !== 201)
    throw new Error(`goal not created: ${response.statusCode} ${response.body}`);
  return response.json<HealthGoal>();
}

export async function dashboard(
  api: TestApp,
  user: FhirTestUser,
  from = '2026-03-02',
  to = '2026-03-29',
): Promise<RoutineDashboard> {
  const response = await routineCall(api, user, 'GET', `/dashboard2?fromSearchDt=${from}&toSearchDt=${to}`);
  if (response.statusCode !== 200) throw new Error(`dashboard: ${response.statusCode} ${response.body}`);
  return response.json<RoutineDashboard>();
}

/** Records a weight for `user` through the FHIR API. */
export async function recordWeight(api: TestApp, user: FhirTestUser, kg: number, at: string): Promise<void> {
  const response = await fhirCall(api, user, 'POST', '/fhir/Observation', weight(user, kg, at));
  if (response.statusCode !== 201) throw new Error(`weight not recorded: ${response.body}`);
}

/**
 * Sets the test clock to an instant, e.g. `2026-03-08T20:00:00+09:00` (a Sunday evening in Seoul), and logs
 * `users` in again: access tokens live 15 minutes of that clock.
 */
export async function setClock(api: TestApp, instant: string, ...users: FhirTestUser[]): Promise<void> {
  api.clock.advance(new Date(instant).getTime() - api.clock.now().getTime());
  for (const user of users) user.token = (await logIn(api.app, user.userId)).access_token;
}

/** The test clock's start: Monday 2026-03-02, 09:00 in Seoul. */
export const testMonday = '2026-03-02T09:00:00+09:00';

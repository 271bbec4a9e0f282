import type { LightMyRequestResponse } from 'fastify';
import type { Observation, OperationOutcome } from 'fhir/r4';
import { buildLifelogObservation, type LifelogRecord } from 'shared-kernel/isomorphic';
import { addTestUser, logIn, type TestApp } from './test-app';

/** A person of the FHIR tests: their bearer token and their subject (fhirResId). */
export interface FhirTestUser {
  userId: string;
  token: string;
  subject: string;
}

let phoneCounter = 0;

/** A new account with no health data (demo data may give the demo family records of their own). */
export async function addFhirTestUser(api: TestApp, userId: string): Promise<FhirTestUser> {
  phoneCounter += 1;
  await addTestUser(api.db, userId, `0109${String(phoneCounter).padStart(7, '0')}`);
  const [row] = await api.db.query<{ subject: string }>(
    'SELECT fhir_res_id::text AS subject FROM users WHERE user_id = $1',
    [userId],
  );
  if (!row) throw new Error(`no user ${userId}`);
  return { userId, token: (await logIn(api.app, userId)).access_token, subject: row.subject };
}

/** `owner` shares their health data with `viewer` (the table the sharing API writes). */
export async function share(api: TestApp, owner: FhirTestUser, viewer: FhirTestUser): Promise<void> {
  await api.db.query('INSERT INTO shared_users (owner_user_id, shared_user_id) VALUES ($1, $2)', [
    owner.userId,
    viewer.userId,
  ]);
}

export function record(
  user: FhirTestUser,
  typeKey: LifelogRecord['typeKey'],
  values: Record<string, number>,
  effectiveDateTime: string,
  extra: Partial<LifelogRecord> = {},
): Observation {
  return buildLifelogObservation({ typeKey, subjectId: user.subject, values, effectiveDateTime, ...extra });
}

export const weight = (user: FhirTestUser, value: number, effectiveDateTime: string) =>
  record(user, 'weight', { weight: value }, effectiveDateTime);

export const bloodPressure = (user: FhirTestUser, sbp: number, dbp: number, effectiveDateTime: string) =>
  record(user, 'bloodPressure', { sbp, dbp }, effectiveDateTime);

/** A call to the FHIR API as `user`. */
export function fhirCall(
  api: TestApp,
  user: FhirTestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/fhir+json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** What an OperationOutcome answer says, as the app's envelope would: M-code, FHIR path at fault, message. */
export interface Problem {
  code: string | undefined;
  field?: string;
  message: string | undefined;
}

/** The first issue of an OperationOutcome answer (every error under /fhir is one). */
export function problemOf(response: Pick<LightMyRequestResponse, 'json'>): Problem {
  const outcome = response.json<OperationOutcome>();
  if (outcome.resourceType !== 'OperationOutcome')
    throw new Error(`not an OperationOutcome: ${JSON.stringify(outcome)}`);
  const issue = outcome.issue[0];
  return {
    code: issue?.details?.coding?.[0]?.code,
    ...(issue?.expression?.[0] ? { field: issue.expression[0] } : {}),
    message: issue?.diagnostics,
  };
}

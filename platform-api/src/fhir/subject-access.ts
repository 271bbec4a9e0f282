import type { FastifyBaseLogger } from 'fastify';
import { invalidTokenError, type UserPrincipal } from '../auth/bearer-auth';
import type { Queryable } from '../database/database';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';

export type HealthDataAction = 'read' | 'write';

/** Who asks for health data, and where a refusal is logged. */
export interface HealthDataCaller {
  principal: Pick<UserPrincipal, 'userId'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const patientReferencePattern = /^Patient\/([^/]+)$/;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * The subject id of a `Patient/{id}` reference (lower case), or null when it names no possible subject. A
 * reference of another shape is a malformed request: 400 M0187 naming `field`.
 */
export function subjectOfReference(reference: string, field: string): string | null {
  const id = patientReferencePattern.exec(reference)?.[1];
  if (id === undefined) throw new ApiError(400, errorCodes.invalidRequest, { field });
  return isUuid(id) ? id.toLowerCase() : null;
}

interface AccessRow {
  own_subject: string;
  shared: boolean;
}

/**
 * The caller's own subject and whether `subject` belongs to someone who shares their data with the caller.
 * A caller whose account is gone (withdrawn within the token's lifetime) must log in again.
 */
async function accessOf(db: Queryable, userId: string, subject: string | null): Promise<AccessRow> {
  const [row] = await db.query<AccessRow>(
    `SELECT caller.fhir_res_id::text AS own_subject,
            EXISTS (SELECT 1 FROM users owner
                    JOIN shared_users shared ON shared.owner_user_id = owner.user_id
                    WHERE owner.fhir_res_id = $2::uuid AND shared.shared_user_id = caller.user_id
                      AND owner.unregistered_at IS NULL) AS shared
     FROM users caller
     WHERE caller.user_id = $1 AND caller.unregistered_at IS NULL`,
    [userId, subject],
  );
  if (!row) throw invalidTokenError();
  return row;
}

function refuse(caller: HealthDataCaller, subject: string, action: HealthDataAction): ApiError {
  caller.log.warn({ userId: caller.principal.userId, subject, action }, 'refused health data access');
  return new ApiError(403, errorCodes.invalidAccess);
}

async function resolveSubject(
  db: Queryable,
  caller: HealthDataCaller,
  reference: string | undefined,
  action: HealthDataAction,
  field: string,
): Promise<string> {
  const subject = reference === undefined ? null : subjectOfReference(reference, field);
  const access = await accessOf(db, caller.principal.userId, subject);
  if (reference === undefined || subject === access.own_subject) return access.own_subject;
  if (subject !== null && action === 'read' && access.shared) return subject;
  throw refuse(caller, reference, action);
}

/**
 * The subject the caller may read: `reference` (`Patient/{id}`) when it is the caller's own or shared with
 * them, the caller's own subject when no reference is given. Anything else is logged and refused (403 M0105).
 */
export function resolveReadableSubject(
  db: Queryable,
  caller: HealthDataCaller,
  reference?: string,
  field = 'subject',
): Promise<string> {
  return resolveSubject(db, caller, reference, 'read', field);
}

/** Like `resolveReadableSubject`, for writing: only the caller's own subject. */
export function resolveWritableSubject(
  db: Queryable,
  caller: HealthDataCaller,
  reference?: string,
  field = 'subject',
): Promise<string> {
  return resolveSubject(db, caller, reference, 'write', field);
}

/** Refuses (403 M0105, logged) unless the caller may do `action` on a stored record of `subject`. */
export async function checkRecordAccess(
  db: Queryable,
  caller: HealthDataCaller,
  subject: string,
  action: HealthDataAction,
): Promise<void> {
  const reference = `Patient/${subject}`;
  await resolveSubject(db, caller, reference, action, 'subject');
}

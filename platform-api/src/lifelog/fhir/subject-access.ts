import type { FastifyBaseLogger } from 'fastify';
import {
  lifelogCodes,
  lifelogTypeFromParam,
  type FhirCoding,
  type ShareableLifelogTypeCode,
} from 'shared-kernel/isomorphic';
import { invalidTokenError, type UserPrincipal } from '../../platform/auth/bearer-auth';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

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

interface SharingRow {
  /** `subject` belongs to someone who shares all their health data with the caller (`shared_users`). */
  shared: boolean;
  /** Life-log types required by an open family channel both the caller and the subject's owner are members of. */
  channel_types: ShareableLifelogTypeCode[];
}

/**
 * The caller's own subject, looked up once per request whatever it asks (a batch's entries share it). A caller
 * whose account is gone (withdrawn within the token's lifetime) must log in again.
 */
const ownSubjects = new WeakMap<HealthDataCaller, Promise<string>>();

function ownSubjectOf(db: Queryable, caller: HealthDataCaller): Promise<string> {
  let own = ownSubjects.get(caller);
  if (!own) {
    own = db
      .query<{ own_subject: string }>(
        'SELECT fhir_res_id::text AS own_subject FROM users WHERE user_id = $1 AND unregistered_at IS NULL',
        [caller.principal.userId],
      )
      .then(([row]) => {
        if (!row) throw invalidTokenError();
        return row.own_subject;
      });
    ownSubjects.set(caller, own);
  }
  return own;
}

/**
 * Whether `subject`, someone else's, belongs to a person who shares their data with the caller, and which life-log
 * types they share through a family channel both are members of (its `req_lifelog_list`). That last part is
 * computed from the membership at each request, never copied: leaving, exclusion or closing the channel
 * withdraws it at once.
 */
async function sharingOf(db: Queryable, userId: string, subject: string): Promise<SharingRow> {
  const [row] = await db.query<SharingRow>(
    `SELECT EXISTS (SELECT 1 FROM users owner
                    JOIN shared_users shared ON shared.owner_user_id = owner.user_id
                    WHERE owner.fhir_res_id = $2::uuid AND shared.shared_user_id = $1
                      AND owner.unregistered_at IS NULL) AS shared,
            ARRAY(SELECT DISTINCT type_code
                    FROM users owner
                    JOIN channel_participants them
                      ON them.user_id = owner.user_id AND them.prtcpnt_sttus_code = '0002'
                    JOIN channels chn
                      ON chn.chn_sn = them.chn_sn AND chn.chn_type_code = '0002' AND chn.closed_at IS NULL
                    JOIN channel_participants me
                      ON me.chn_sn = chn.chn_sn AND me.user_id = $1 AND me.prtcpnt_sttus_code = '0002'
                    CROSS JOIN LATERAL unnest(chn.req_lifelog_list) AS type_code
                   WHERE owner.fhir_res_id = $2::uuid AND owner.unregistered_at IS NULL
                     AND owner.user_id <> $1) AS channel_types`,
    [userId, subject],
  );
  return row ?? { shared: false, channel_types: [] };
}

/** The record codings of the life-log types a channel requires (the kernel's catalogue maps code to coding). */
function codingsOfTypes(typeCodes: readonly string[]): FhirCoding[] {
  return typeCodes.flatMap((typeCode) => {
    const typeKey = lifelogTypeFromParam(typeCode);
    return typeKey ? [lifelogCodes[typeKey].coding] : [];
  });
}

/** What of one subject the caller may read. */
export interface ReadableSubject {
  subject: string;
  /**
   * null: every record (the caller's own, or shared with them through `shared_users`); otherwise only the
   * Observations coded with one of these (life-log types shared through a family channel), nothing else.
   */
  onlyCodings: readonly FhirCoding[] | null;
}

/** The refusal of health data (403 M0105), logged with who asked for what. */
export function refuse(caller: HealthDataCaller, subject: string, action: HealthDataAction): ApiError {
  caller.log.warn({ userId: caller.principal.userId, subject, action }, 'refused health data access');
  return new ApiError(403, errorCodes.invalidAccess);
}

async function resolveSubject(
  db: Queryable,
  caller: HealthDataCaller,
  reference: string | undefined,
  action: HealthDataAction,
  field: string,
): Promise<ReadableSubject> {
  const subject = reference === undefined ? null : subjectOfReference(reference, field);
  const ownSubject = await ownSubjectOf(db, caller);
  if (reference === undefined || subject === ownSubject) return { subject: ownSubject, onlyCodings: null };
  if (subject !== null && action === 'read') {
    const sharing = await sharingOf(db, caller.principal.userId, subject);
    if (sharing.shared) return { subject, onlyCodings: null };
    const onlyCodings = codingsOfTypes(sharing.channel_types);
    if (onlyCodings.length > 0) return { subject, onlyCodings };
  }
  throw refuse(caller, reference, action);
}

/** Whether `readable` lets the caller see a record with this coding (its first `code.coding`). */
export function mayReadCoding(
  readable: ReadableSubject,
  coding: { system?: string | null; code?: string | null } | undefined,
): boolean {
  if (readable.onlyCodings === null) return true;
  return readable.onlyCodings.some(
    (allowed) => allowed.system === coding?.system && allowed.code === coding.code,
  );
}

/**
 * The subject the caller may read, and how much of it: `reference` (`Patient/{id}`) when it is the caller's own
 * or shared with them (everything), or its owner shares life-log types with the caller through a family channel
 * (only those types' Observations); the caller's own subject when no reference is given. Anything else is
 * logged and refused (403 M0105).
 */
export function resolveReadableSubject(
  db: Queryable,
  caller: HealthDataCaller,
  reference?: string,
  field = 'subject',
): Promise<ReadableSubject> {
  return resolveSubject(db, caller, reference, 'read', field);
}

/** Like `resolveReadableSubject`, for writing: only the caller's own subject. */
export async function resolveWritableSubject(
  db: Queryable,
  caller: HealthDataCaller,
  reference?: string,
  field = 'subject',
): Promise<string> {
  return (await resolveSubject(db, caller, reference, 'write', field)).subject;
}

/** Refuses (403 M0105, logged) unless the caller may change a stored record of `subject` (only their own). */
export async function checkRecordWritable(
  db: Queryable,
  caller: HealthDataCaller,
  subject: string,
): Promise<void> {
  await resolveSubject(db, caller, `Patient/${subject}`, 'write', 'subject');
}

/**
 * Refuses (403 M0105, logged) unless the caller may read a stored record of `subject` coded `coding`: all of
 * the subject's records, or this coding among the life-log types shared with them through a channel.
 */
export async function checkRecordReadable(
  db: Queryable,
  caller: HealthDataCaller,
  subject: string,
  coding: { system?: string | null; code?: string | null } | undefined,
): Promise<void> {
  const reference = `Patient/${subject}`;
  const readable = await resolveSubject(db, caller, reference, 'read', 'subject');
  if (!mayReadCoding(readable, coding)) throw refuse(caller, reference, 'read');
}

import type { Queryable } from '../../platform/database/database';
import { ageOn, calendarDateIn, defaultTimeZone } from 'shared-kernel/isomorphic';
import { notWithdrawn } from '../users/users-repository';

interface SharedUser {
  userId: string;
  userNm: string;
}

/** What a reader needs to judge a sharer's records: guides differ by sex, formulas need age and height. */
interface Sharer extends SharedUser {
  fhirResId: string;
  userGenderCode: string | null;
  userAge: number | null;
  height: number | null;
}

/** A request of mine not accepted yet: only the id I typed, never whether it names an account. */
interface OutgoingRequest {
  userId: string;
  requestDt: string;
  expiryDt: string;
}

/** Someone asking to share their health data with me. */
interface IncomingRequest extends SharedUser {
  requestDt: string;
}

interface SharingLists {
  /** People I share my health data with (they accepted). */
  sharedUserList: SharedUser[];
  /** People who share their health data with me: their fhirResId is the subject I may read. */
  sharedWithMeList: Sharer[];
  /** My requests waiting for an answer (declined ones too, until they expire). */
  pendingSharedUserList: OutgoingRequest[];
  /** Requests to me waiting for my answer. */
  shareRequestList: IncomingRequest[];
}

const sharedUserSchema = {
  type: 'object',
  required: ['userId', 'userNm'],
  properties: { userId: { type: 'string' }, userNm: { type: 'string' } },
} as const;

export const sharingListsSchema = {
  type: 'object',
  required: ['sharedUserList', 'sharedWithMeList', 'pendingSharedUserList', 'shareRequestList'],
  properties: {
    pendingSharedUserList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'requestDt', 'expiryDt'],
        properties: {
          userId: { type: 'string', description: 'The id as I typed it' },
          requestDt: { type: 'string', format: 'date-time' },
          expiryDt: { type: 'string', format: 'date-time' },
        },
      },
      description:
        'My share requests not accepted yet, by the id I typed, with no name: an id no account has, or one ' +
        'whose holder declined, looks the same until the request expires',
    },
    shareRequestList: {
      type: 'array',
      items: {
        type: 'object',
        required: ['userId', 'userNm', 'requestDt'],
        properties: {
          userId: { type: 'string' },
          userNm: { type: 'string' },
          requestDt: { type: 'string', format: 'date-time' },
        },
      },
      description: 'People asking to share their health data with me, waiting for my answer',
    },
    sharedUserList: {
      type: 'array',
      items: sharedUserSchema,
      description: 'People the user shares their health data with (they may read it)',
    },
    sharedWithMeList: {
      type: 'array',
      items: {
        ...sharedUserSchema,
        required: [...sharedUserSchema.required, 'fhirResId', 'userGenderCode', 'userAge', 'height'],
        properties: {
          ...sharedUserSchema.properties,
          fhirResId: { type: 'string' },
          userGenderCode: { type: ['string', 'null'] },
          userAge: { type: ['integer', 'null'] },
          height: { type: ['number', 'null'] },
        },
      },
      description:
        'People who share their health data with the user; fhirResId is the subject to read, and sex, age and ' +
        'height are what judging their records needs',
    },
  },
} as const;

/** Accounts people use: not withdrawn, not migrated and waiting for their holder's consent. */
export const usable = `${notWithdrawn} AND platform_transfer_sttus IS DISTINCT FROM 'pending'`;

/** What every sharing call answers: who I share with, who shares with me, and the requests waiting either way. */
export async function sharingListsOf(db: Queryable, userId: string, now: Date): Promise<SharingLists> {
  const [sharedUserList, sharedWithMeList, pending, incoming] = await Promise.all([
    db.query<SharedUser>(
      `SELECT users.user_id AS "userId", users.user_nm AS "userNm"
       FROM shared_users JOIN users ON users.user_id = shared_users.shared_user_id
       WHERE shared_users.owner_user_id = $1 AND ${usable}
       ORDER BY shared_users.created_at, users.user_id`,
      [userId],
    ),
    db.query<Omit<Sharer, 'userAge'> & { userBrthdyDe: string | null }>(
      `SELECT users.user_id AS "userId", users.user_nm AS "userNm", users.fhir_res_id::text AS "fhirResId",
              users.user_gender_code AS "userGenderCode", to_char(users.user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe",
              users.height::float8 AS height
       FROM shared_users JOIN users ON users.user_id = shared_users.owner_user_id
       WHERE shared_users.shared_user_id = $1 AND ${usable}
       ORDER BY shared_users.created_at, users.user_id`,
      [userId],
    ),
    db.query<{ userId: string; requestDt: Date | string; expiryDt: Date | string }>(
      `SELECT requested_user_id AS "userId", created_at AS "requestDt", expires_at AS "expiryDt"
       FROM share_requests WHERE owner_user_id = $1 AND expires_at > $2
       ORDER BY created_at, requested_user_id`,
      [userId, now],
    ),
    db.query<{ userId: string; userNm: string; requestDt: Date | string }>(
      `SELECT users.user_id AS "userId", users.user_nm AS "userNm", share_requests.created_at AS "requestDt"
       FROM share_requests JOIN users ON users.user_id = share_requests.owner_user_id
       WHERE share_requests.requested_user_id = $1 AND share_requests.expires_at > $2
         AND share_requests.declined_at IS NULL AND ${usable}
       ORDER BY share_requests.created_at, users.user_id`,
      [userId, now],
    ),
  ]);
  const today = calendarDateIn(defaultTimeZone, now);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    pendingSharedUserList: pending.map((row) => ({
      userId: row.userId,
      requestDt: iso(row.requestDt),
      expiryDt: iso(row.expiryDt),
    })),
    shareRequestList: incoming.map((row) => ({ ...row, requestDt: iso(row.requestDt) })),
    sharedUserList,
    sharedWithMeList: sharedWithMeList.map(({ userBrthdyDe, ...sharer }) => ({
      ...sharer,
      userAge: ageOn(userBrthdyDe, today),
    })),
  };
}

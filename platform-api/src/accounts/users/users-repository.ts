import type { GenderCode } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

/** A completed account in use, as the spec names its fields (section 3), without secrets. */
export interface UserRecord {
  userId: string;
  userNm: string;
  /** YYYY-MM-DD */
  userBrthdyDe: string;
  userGenderCode: GenderCode;
  userMphonNo: string;
  userEmail: string | null;
  height: number | null;
  myChnSn: number | null;
  pscstrSttusCode: string | null;
  fhirResId: string;
}

/**
 * Any account not withdrawn, migrated ones pending their transfer included: their personal values may be
 * missing.
 */
export interface Account {
  userId: string;
  userNm: string | null;
  userBrthdyDe: string | null;
  userGenderCode: GenderCode | null;
  userMphonNo: string | null;
  userEmail: string | null;
  height: number | null;
  /** data:image/...;base64,... */
  profilePhoto: string | null;
  /** Migrated from the older platform and not yet consented (scope `platform.transfer` only). */
  transferPending: boolean;
  /** YYYY-MM-DD in Asia/Seoul */
  registeredDe: string;
}

export interface NewUser {
  userId: string;
  passwordHash: string;
  userNm: string | null;
  userBrthdyDe: string | null;
  userGenderCode: GenderCode | null;
  userMphonNo: string | null;
  userEmail: string | null;
  height?: number | null;
  /** Set for accounts migrated from the older platform. */
  platformTransferSttus?: 'pending' | 'done' | null;
}

export const notWithdrawn = 'unregistered_at IS NULL';
const completed = `${notWithdrawn} AND platform_transfer_sttus IS DISTINCT FROM 'pending'`;

const userColumns = `
  user_id AS "userId", user_nm AS "userNm", to_char(user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe",
  user_gender_code AS "userGenderCode", user_mphon_no AS "userMphonNo", user_email AS "userEmail",
  height::float8 AS height, my_chn_sn AS "myChnSn", pscstr_sttus_code AS "pscstrSttusCode",
  fhir_res_id::text AS "fhirResId"`;

const accountColumns = `
  user_id AS "userId", user_nm AS "userNm", to_char(user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe",
  user_gender_code AS "userGenderCode", user_mphon_no AS "userMphonNo", user_email AS "userEmail",
  height::float8 AS height, profile_photo AS "profilePhoto",
  platform_transfer_sttus IS NOT DISTINCT FROM 'pending' AS "transferPending",
  to_char(created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS "registeredDe"`;

/** A completed account in use: neither withdrawn nor migrated and pending its transfer. */
export async function findActiveUser(db: Queryable, userId: string): Promise<UserRecord | undefined> {
  const [user] = await db.query<UserRecord>(
    `SELECT ${userColumns} FROM users WHERE user_id = $1 AND ${completed}`,
    [userId],
  );
  return user;
}

/** An account not withdrawn, completed or pending its transfer. */
export async function findAccount(db: Queryable, userId: string): Promise<Account | undefined> {
  const [account] = await db.query<Account>(
    `SELECT ${accountColumns} FROM users WHERE user_id = $1 AND ${notWithdrawn}`,
    [userId],
  );
  return account;
}

/** The account (not withdrawn) that holds a mobile phone number; at most one does. */
export async function findAccountByPhone(db: Queryable, mobilePhone: string): Promise<Account | undefined> {
  const [account] = await db.query<Account>(
    `SELECT ${accountColumns} FROM users WHERE user_mphon_no = $1 AND ${notWithdrawn}`,
    [mobilePhone],
  );
  return account;
}

export interface LoginCredentials {
  passwordHash: string;
  transferPending: boolean;
}

/** What the password grant needs of a user who may log in (not withdrawn; pending transfer included). */
export async function findLoginCredentials(
  db: Queryable,
  userId: string,
): Promise<LoginCredentials | undefined> {
  const [row] = await db.query<LoginCredentials>(
    `SELECT password_hash AS "passwordHash",
            platform_transfer_sttus IS NOT DISTINCT FROM 'pending' AS "transferPending"
     FROM users WHERE user_id = $1 AND ${notWithdrawn}`,
    [userId],
  );
  return row;
}

/** The stored password hash of an account in use (not withdrawn). */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | undefined> {
  return (await findLoginCredentials(db, userId))?.passwordHash;
}

export type UserIdStatus = 'free' | 'registered' | 'withdrawn';

/** Whether an id can be registered: ids of withdrawn accounts stay reserved forever (M0075). */
export async function userIdStatus(db: Queryable, userId: string): Promise<UserIdStatus> {
  const [row] = await db.query<{ withdrawn: boolean }>(
    'SELECT unregistered_at IS NOT NULL AS withdrawn FROM users WHERE user_id = $1',
    [userId],
  );
  if (!row) return 'free';
  return row.withdrawn ? 'withdrawn' : 'registered';
}

/** Adds a user; false when the id is taken (withdrawn users included). */
export async function insertUser(db: Queryable, user: NewUser, createdAt?: Date): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO users (user_id, password_hash, user_nm, user_brthdy_de, user_gender_code, user_mphon_no,
                        user_email, height, platform_transfer_sttus, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10, now()))
     ON CONFLICT (user_id) DO NOTHING
     RETURNING user_id`,
    [
      user.userId,
      user.passwordHash,
      user.userNm,
      user.userBrthdyDe,
      user.userGenderCode,
      user.userMphonNo,
      user.userEmail,
      user.height ?? null,
      user.platformTransferSttus ?? null,
      createdAt ?? null,
    ],
  );
  return inserted.length > 0;
}

/** Which of the given user ids are taken (withdrawn users included: their ids stay reserved). */
export async function existingUserIds(db: Queryable, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ userId: string }>(
    'SELECT user_id AS "userId" FROM users WHERE user_id = ANY($1)',
    [userIds],
  );
  return new Set(rows.map((row) => row.userId));
}

/** A new password hash; false when the account is withdrawn or unknown. */
export async function updatePasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET password_hash = $2 WHERE user_id = $1 AND ${notWithdrawn} RETURNING user_id`,
    [userId, passwordHash],
  );
  return rows.length > 0;
}

/** PostgreSQL's unique_violation: here, another account took the mobile phone number meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

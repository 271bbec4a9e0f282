import type { Queryable } from '../database/database';

/** A user as the spec names its fields (section 3), without secrets. */
export interface UserRecord {
  userId: string;
  userNm: string;
  /** YYYY-MM-DD */
  userBrthdyDe: string;
  userGenderCode: '0001' | '0002';
  userMphonNo: string;
  userEmail: string | null;
  height: number | null;
  myChnSn: number | null;
  pscstrSttusCode: string | null;
  fhirResId: string;
}

export interface NewUser {
  userId: string;
  passwordHash: string;
  userNm: string;
  userBrthdyDe: string;
  userGenderCode: '0001' | '0002';
  userMphonNo: string;
  userEmail: string | null;
}

const userColumns = `
  user_id AS "userId", user_nm AS "userNm", to_char(user_brthdy_de, 'YYYY-MM-DD') AS "userBrthdyDe",
  user_gender_code AS "userGenderCode", user_mphon_no AS "userMphonNo", user_email AS "userEmail",
  height::float8 AS height, my_chn_sn AS "myChnSn", pscstr_sttus_code AS "pscstrSttusCode",
  fhir_res_id::text AS "fhirResId"`;

/** A registered user who has not withdrawn. */
export async function findActiveUser(db: Queryable, userId: string): Promise<UserRecord | undefined> {
  const [user] = await db.query<UserRecord>(
    `SELECT ${userColumns} FROM users WHERE user_id = $1 AND unregistered_at IS NULL`,
    [userId],
  );
  return user;
}

/** The stored password hash of a user who may log in (registered, not withdrawn). */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ passwordHash: string }>(
    'SELECT password_hash AS "passwordHash" FROM users WHERE user_id = $1 AND unregistered_at IS NULL',
    [userId],
  );
  return row?.passwordHash;
}

/** Adds a user; false when the id is taken (withdrawn users included). */
export async function insertUser(db: Queryable, user: NewUser): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO users (user_id, password_hash, user_nm, user_brthdy_de, user_gender_code, user_mphon_no, user_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
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

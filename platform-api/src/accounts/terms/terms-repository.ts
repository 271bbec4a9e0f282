import type { Language } from 'locales';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

/** One term (stplat) in one language. */
export interface Stplat {
  stplatCode: string;
  /** YYYY-MM-DD: when this text took effect. */
  stplatVer: string;
  required: boolean;
  stplatNm: string;
  stplatCn: string;
}

export interface AgreedStplat extends Stplat {
  agreed: boolean;
  /** ISO date-time of the last agreement; null while not agreed. */
  agreedDt: string | null;
}

/** A person's answer to one term, as the wire carries it. */
export interface Agreement {
  stplatCode: string;
  agreed: boolean;
}

const stplatColumns = `
  s.stplat_code AS "stplatCode", to_char(s.stplat_ver, 'YYYY-MM-DD') AS "stplatVer", s.required,
  t.stplat_nm AS "stplatNm", t.stplat_cn AS "stplatCn"`;

/** Every term, in code order, in `language`. */
export function listStplat(db: Queryable, language: Language): Promise<Stplat[]> {
  return db.query<Stplat>(
    `SELECT ${stplatColumns} FROM stplat s
     JOIN stplat_text t ON t.stplat_code = s.stplat_code AND t.language = $1
     ORDER BY s.stplat_code`,
    [language],
  );
}

/** Every term with the user's answer. */
export function listAgreements(db: Queryable, userId: string, language: Language): Promise<AgreedStplat[]> {
  return db.query<AgreedStplat>(
    `SELECT ${stplatColumns}, COALESCE(a.agreed, false) AS agreed,
            to_char(a.agreed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "agreedDt"
     FROM stplat s
     JOIN stplat_text t ON t.stplat_code = s.stplat_code AND t.language = $2
     LEFT JOIN user_agreements a ON a.stplat_code = s.stplat_code AND a.user_id = $1
     ORDER BY s.stplat_code`,
    [userId, language],
  );
}

/**
 * The answers, checked against the terms: 400 M0187 (field `agreements`) for an unknown or repeated code,
 * 400 M0141 unless every required term is agreed. `current` are answers already given, kept where
 * `agreements` says nothing.
 */
export async function checkAgreements(
  db: Queryable,
  agreements: readonly Agreement[],
  current: readonly Agreement[] = [],
): Promise<void> {
  const terms = await db.query<{ stplatCode: string; required: boolean }>(
    'SELECT stplat_code AS "stplatCode", required FROM stplat',
  );
  const codes = new Set(terms.map((term) => term.stplatCode));
  const answered = new Set<string>();
  for (const { stplatCode } of agreements) {
    if (!codes.has(stplatCode) || answered.has(stplatCode)) {
      throw new ApiError(400, errorCodes.invalidRequest, { field: 'agreements' });
    }
    answered.add(stplatCode);
  }
  const answers = new Map([...current, ...agreements].map((answer) => [answer.stplatCode, answer.agreed]));
  if (terms.some((term) => term.required && answers.get(term.stplatCode) !== true)) {
    throw new ApiError(400, errorCodes.termsNotAgreed, { field: 'agreements' });
  }
}

/** Records answers; the agreement date changes only when a person says yes after not agreeing. */
export async function saveAgreements(
  db: Queryable,
  userId: string,
  agreements: readonly Agreement[],
  at: Date,
): Promise<void> {
  for (const { stplatCode, agreed } of agreements) {
    await db.query(
      `INSERT INTO user_agreements (user_id, stplat_code, stplat_ver, agreed, agreed_at, updated_at)
       SELECT $1, stplat_code, stplat_ver, $3, CASE WHEN $3 THEN $4::timestamptz END, $4
       FROM stplat WHERE stplat_code = $2
       ON CONFLICT (user_id, stplat_code) DO UPDATE SET
         stplat_ver = EXCLUDED.stplat_ver,
         agreed = EXCLUDED.agreed,
         agreed_at = CASE WHEN EXCLUDED.agreed THEN COALESCE(user_agreements.agreed_at, EXCLUDED.agreed_at) END,
         updated_at = EXCLUDED.updated_at`,
      [userId, stplatCode, agreed, at],
    );
  }
}

/** Response schema of one term; `withAnswer` adds the user's answer. */
export function stplatSchema(withAnswer: 'none' | 'agreed' | 'agreedDt') {
  const answer =
    withAnswer === 'none'
      ? {}
      : withAnswer === 'agreed'
        ? { agreed: { type: 'boolean' } }
        : { agreed: { type: 'boolean' }, agreedDt: { type: ['string', 'null'], format: 'date-time' } };
  return {
    type: 'object',
    required: ['stplatCode', 'stplatVer', 'required', 'stplatNm', 'stplatCn', ...Object.keys(answer)],
    properties: {
      stplatCode: {
        type: 'string',
        description: '0001 service, 0002 personal information, 0003 health information, 0004 marketing',
      },
      stplatVer: { type: 'string', format: 'date' },
      required: { type: 'boolean' },
      stplatNm: { type: 'string', description: 'Title' },
      stplatCn: { type: 'string', description: 'Full text' },
      ...answer,
    },
  };
}

/** Request schema of the answers. */
export const agreementsSchema = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    required: ['stplatCode', 'agreed'],
    properties: {
      stplatCode: { type: 'string', pattern: '^[0-9]{4}$' },
      agreed: { type: 'boolean' },
    },
  },
} as const;

import type { PredictionQuestionnaire } from 'shared-kernel/isomorphic';
import { invalidTokenError } from '../../platform/auth/bearer-auth';
import type { Queryable } from '../../platform/database/database';
import { notWithdrawn } from '../../accounts';

/** `GET` and `PUT /api/user/predict/questionnaire`: the answers, and when they were last saved. */
export interface StoredQuestionnaire {
  questionnaire: PredictionQuestionnaire;
  /** ISO date-time; null when never answered. */
  updatedAt: string | null;
}

/** The person's answers: an empty questionnaire when they never answered. */
export async function readQuestionnaire(db: Queryable, userId: string): Promise<StoredQuestionnaire> {
  const [row] = await db.query<{ answers: PredictionQuestionnaire; updatedAt: Date | string }>(
    'SELECT answers, updated_at AS "updatedAt" FROM prediction_questionnaires WHERE user_id = $1',
    [userId],
  );
  return row
    ? { questionnaire: row.answers, updatedAt: new Date(row.updatedAt).toISOString() }
    : { questionnaire: {}, updatedAt: null };
}

/** Replaces the person's answers with these. */
export async function saveQuestionnaire(
  db: Queryable,
  userId: string,
  questionnaire: PredictionQuestionnaire,
  now: Date,
): Promise<StoredQuestionnaire> {
  const saved = await db.query(
    `INSERT INTO prediction_questionnaires (user_id, answers, updated_at)
     SELECT user_id, $2::jsonb, $3::timestamptz FROM users WHERE user_id = $1 AND ${notWithdrawn}
     ON CONFLICT (user_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = EXCLUDED.updated_at
     RETURNING user_id`,
    [userId, JSON.stringify(questionnaire), now.toISOString()],
  );
  // A withdrawn user's token may still be within its 15 minutes.
  if (saved.length === 0) throw invalidTokenError();
  return { questionnaire, updatedAt: now.toISOString() };
}

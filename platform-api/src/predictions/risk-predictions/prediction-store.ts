import { randomUUID } from 'node:crypto';
import type { PredictionModelId, PredictionResult } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

interface ResultRow {
  id: string;
  result: Omit<PredictionResult, 'id'>;
}

const withId = ({ id, result }: ResultRow): PredictionResult => ({ ...result, id });

/** The newest stored result of each model the person has one of. */
export async function latestPredictionResults(db: Queryable, userId: string): Promise<PredictionResult[]> {
  const rows = await db.query<ResultRow>(
    `SELECT DISTINCT ON (model_id) id::text, result FROM prediction_results
     WHERE user_id = $1
     ORDER BY model_id, computed_at DESC, stored_seq DESC`,
    [userId],
  );
  return rows.map(withId);
}

/** The newest stored result of one model, or null when it never gave one. */
export async function latestPredictionResult(
  db: Queryable,
  userId: string,
  modelId: PredictionModelId,
): Promise<PredictionResult | null> {
  const [row] = await db.query<ResultRow>(
    `SELECT id::text, result FROM prediction_results
     WHERE user_id = $1 AND model_id = $2
     ORDER BY computed_at DESC, stored_seq DESC
     LIMIT 1`,
    [userId, modelId],
  );
  return row ? withId(row) : null;
}

export interface HistoryPage {
  /** 1-based. */
  page: number;
  rows: number;
}

/** One page of a model's stored results, newest first, and how many there are in all. */
export async function predictionHistory(
  db: Queryable,
  userId: string,
  modelId: PredictionModelId,
  { page, rows }: HistoryPage,
): Promise<{ total: number; results: PredictionResult[] }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM prediction_results WHERE user_id = $1 AND model_id = $2',
    [userId, modelId],
  );
  const found = await db.query<ResultRow>(
    `SELECT id::text, result FROM prediction_results
     WHERE user_id = $1 AND model_id = $2
     ORDER BY computed_at DESC, stored_seq DESC
     LIMIT $3 OFFSET $4`,
    [userId, modelId, rows, (page - 1) * rows],
  );
  return { total: count?.total ?? 0, results: found.map(withId) };
}

/** Stores results (computed without an id) in one statement; answers them with their new ids. */
export async function storePredictionResults(
  db: Queryable,
  userId: string,
  results: readonly PredictionResult[],
): Promise<PredictionResult[]> {
  if (results.length === 0) return [];
  const stored = results.map((result) => ({ ...result, id: randomUUID() }));
  await db.query(
    `INSERT INTO prediction_results (id, user_id, model_id, computed_at, result)
     SELECT id, $1, model_id, computed_at, result
     FROM jsonb_to_recordset($2::jsonb) AS row_value(id uuid, model_id text, computed_at timestamptz, result jsonb)`,
    [
      userId,
      JSON.stringify(
        stored.map(({ id, ...result }) => ({
          id,
          model_id: result.modelId,
          computed_at: result.computedAt,
          result,
        })),
      ),
    ],
  );
  return stored;
}

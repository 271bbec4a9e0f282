import type { Queryable } from '../../platform/database/database';
import type { ExportFormat } from './apple-export-reader';

export type ImportJobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** An import's progress, as the app shows it. */
export interface ImportCounts {
  /** Records of the file taken in so far (a blood pressure, systolic and diastolic, is one). */
  read: number;
  /** Stored now. */
  imported: number;
  /** Already in the person's data (same identifier, or same code, time and values): skipped. */
  duplicates: number;
  /** Of a type the app has no code for and would never show, by Apple's type name: not stored. */
  notSupported: Record<string, number>;
  /** Refused by the same rules as manual entry and the FHIR import, by M-code (a weight out of range M0134...). */
  refused: Record<string, number>;
  /** Bytes of the export's XML read, of `totalBytes`: what the progress bar shows. */
  bytesRead: number;
  totalBytes: number;
}

export interface ImportJob {
  jobId: string;
  userId: string;
  status: ImportJobStatus;
  fileName: string;
  fileFormat: ExportFormat;
  fileBytes: number;
  /** Elements of the file behind the last checkpoint (committed together with their records). */
  position: number;
  counts: ImportCounts;
  failureCode: string | null;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export const emptyCounts = (): ImportCounts => ({
  read: 0,
  imported: 0,
  duplicates: 0,
  notSupported: {},
  refused: {},
  bytesRead: 0,
  totalBytes: 0,
});

const columns = `job_id AS "jobId", user_id AS "userId", status, file_name AS "fileName",
  file_format AS "fileFormat", file_bytes::float8 AS "fileBytes", position::float8 AS position, counts,
  failure_code AS "failureCode", attempts, created_at AS "createdAt", updated_at AS "updatedAt",
  finished_at AS "finishedAt"`;

/** A new queued job; false when the person already has one queued or running (the partial unique index). */
export async function insertImportJob(
  db: Queryable,
  job: { jobId: string; userId: string; fileName: string; fileFormat: ExportFormat; fileBytes: number },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO import_jobs (job_id, user_id, kind, status, file_name, file_format, file_bytes, counts,
       created_at, updated_at)
     VALUES ($1, $2, 'apple-health', 'queued', $3, $4, $5, $6, $7, $7)
     ON CONFLICT (user_id) WHERE status IN ('queued', 'running') DO NOTHING
     RETURNING job_id`,
    [job.jobId, job.userId, job.fileName, job.fileFormat, job.fileBytes, JSON.stringify(emptyCounts()), now],
  );
  return rows.length === 1;
}

/** Whether the person has an import queued or running. */
export async function hasOpenImportJob(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM import_jobs WHERE user_id = $1 AND status IN ('queued', 'running') LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

export async function findImportJob(db: Queryable, userId: string, jobId: string): Promise<ImportJob | null> {
  const [job] = await db.query<ImportJob>(
    `SELECT ${columns} FROM import_jobs WHERE job_id = $1::uuid AND user_id = $2`,
    [jobId, userId],
  );
  return job ?? null;
}

/** The person's latest imports, newest first. */
export async function listImportJobs(db: Queryable, userId: string, limit: number): Promise<ImportJob[]> {
  return db.query<ImportJob>(
    `SELECT ${columns} FROM import_jobs WHERE user_id = $1 ORDER BY created_at DESC, job_id LIMIT $2`,
    [userId, limit],
  );
}

/**
 * Claims the oldest job no instance is working on: queued, or running with a lease that ran out (its instance
 * stopped). Several instances may claim at once: SKIP LOCKED gives each a different job.
 */
export async function claimImportJob(db: Queryable, now: Date, leaseMs: number): Promise<ImportJob | null> {
  const [job] = await db.query<ImportJob>(
    `UPDATE import_jobs SET status = 'running', attempts = attempts + 1, claimed_until = $2, updated_at = $1
     WHERE job_id = (
       SELECT job_id FROM import_jobs
       WHERE status = 'queued' OR (status = 'running' AND claimed_until < $1)
       ORDER BY created_at, job_id LIMIT 1
       FOR UPDATE SKIP LOCKED)
     RETURNING ${columns}`,
    [now, new Date(now.getTime() + leaseMs)],
  );
  return job ?? null;
}

/**
 * Moves the job's checkpoint from `from` to `to` with its counts and extends the lease, in the transaction that
 * stored the records in between. False when the job is no longer at `from` (another instance took it over
 * after this one's lease ran out): the caller must then roll back.
 */
export async function checkpointImportJob(
  db: Queryable,
  jobId: string,
  move: { from: number; to: number; counts: ImportCounts },
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE import_jobs SET position = $3, counts = $4, claimed_until = $5, updated_at = $6
     WHERE job_id = $1 AND position = $2 AND status = 'running'
     RETURNING job_id`,
    [jobId, move.from, move.to, JSON.stringify(move.counts), new Date(now.getTime() + leaseMs), now],
  );
  return rows.length === 1;
}

/** Ends a job: completed, or failed with the M-code of the reason. */
export async function finishImportJob(
  db: Queryable,
  jobId: string,
  outcome: { status: 'completed' | 'failed'; failureCode?: string },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE import_jobs SET status = $2, failure_code = $3, claimed_until = NULL, updated_at = $4, finished_at = $4
     WHERE job_id = $1`,
    [jobId, outcome.status, outcome.failureCode ?? null, now],
  );
}

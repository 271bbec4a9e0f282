import { AsyncResource } from 'node:async_hooks';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { createObservationInteraction, type FhirContext } from '../fhir/fhir-operations';
import { resolveWritableSubject, type HealthDataCaller } from '../fhir/subject-access';
import { readAppleExport, type ExportLimits, type ReadProgress } from './apple-export-reader';
import { appleRecordOf, type AppleElement } from './apple-records';
import {
  checkpointImportJob,
  claimImportJob,
  finishImportJob,
  type ImportCounts,
  type ImportJob,
} from './import-jobs';

export interface ImportWorkerSettings {
  /** How often an idle instance looks for a job (an upload wakes it at once). */
  readonly intervalMs: number;
  /** How long a claimed job is an instance's without a checkpoint; after it another instance takes it over. */
  readonly leaseMs: number;
  /** Records committed together with one checkpoint. */
  readonly batchSize: number;
}

export const defaultImportWorkerSettings: ImportWorkerSettings = {
  intervalMs: 5_000,
  leaseMs: 60_000,
  batchSize: 200,
};

/** A job whose run failed this many times (not its file: the database, a crash) ends as failed. */
const maxAttempts = 5;

export interface ImportWorkerDeps {
  readonly db: Database;
  readonly now: () => Date;
  /** Where uploads are kept until their job ends. */
  readonly directory: string;
  readonly limits: ExportLimits;
  readonly settings: ImportWorkerSettings;
  readonly log: FastifyBaseLogger;
}

export const uploadPathOf = (directory: string, fileName: string) => path.join(directory, fileName);

function add(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Stores one element's record (or counts why not) in the batch's transaction. */
async function importElement(
  context: FhirContext,
  subject: string,
  element: AppleElement,
  counts: ImportCounts,
): Promise<void> {
  const outcome = appleRecordOf(element, subject);
  if (outcome.kind === 'ignored') return;
  counts.read += 1;
  if (outcome.kind === 'notSupported') {
    add(counts.notSupported, outcome.type);
    return;
  }
  try {
    // The FHIR import's own path: the catalogue mapping, units, plausibility limits and duplicate rules.
    const created = await createObservationInteraction(context, outcome.observation, {
      path: 'Observation',
      skipDuplicates: true,
    });
    if (created.duplicate) counts.duplicates += 1;
    else counts.imported += 1;
  } catch (error) {
    // A refused record is refused before it writes anything, so the batch's transaction goes on.
    if (!(error instanceof ApiError)) throw error;
    add(counts.refused, error.code);
  }
}

/** Thrown into a batch's transaction when another instance has taken the job over: nothing of it is kept. */
class JobTakenOver extends Error {}

/**
 * Runs a claimed job from its checkpoint: the file's elements before it are read past (their records were
 * committed with it), the rest are stored a batch at a time, each batch committed with the next checkpoint.
 * Returns early, leaving the job claimed, when `signal` aborts (the instance stops): another instance, or this
 * one restarted, takes it over from the checkpoint once the lease runs out.
 */
export async function runImportJob(
  deps: ImportWorkerDeps,
  job: ImportJob,
  signal: AbortSignal,
): Promise<void> {
  const { db, now, settings } = deps;
  const caller: HealthDataCaller = { principal: { userId: job.userId }, log: deps.log };
  const file = uploadPathOf(deps.directory, job.fileName);
  const finish = async (outcome: { status: 'completed' | 'failed'; failureCode?: string }) => {
    await finishImportJob(db, job.jobId, outcome, now());
    await rm(file, { force: true });
  };
  let subject: string;
  try {
    subject = await resolveWritableSubject(db, caller);
  } catch (error) {
    // The person withdrew since: their upload goes, nothing is stored.
    if (error instanceof ApiError) return finish({ status: 'failed', failureCode: error.code });
    throw error;
  }
  let position = job.position;
  const counts: ImportCounts = structuredClone(job.counts);
  let batch: AppleElement[] = [];
  const reading: ReadProgress = { bytesRead: 0, totalBytes: 0 };

  const commit = async () => {
    if (batch.length === 0) return;
    const elements = batch;
    batch = [];
    const moved: ImportCounts = { ...structuredClone(counts), ...reading };
    await db.transaction(async (transaction: Queryable) => {
      const context: FhirContext = { db: transaction, caller, now: now(), base: '/fhir' };
      for (const element of elements) await importElement(context, subject, element, moved);
      const move = { from: position, to: position + elements.length, counts: moved };
      if (!(await checkpointImportJob(transaction, job.jobId, move, now(), settings.leaseMs)))
        throw new JobTakenOver();
    });
    position += elements.length;
    Object.assign(counts, moved);
  };

  let index = 0;
  try {
    for await (const element of readAppleExport(file, job.fileFormat, deps.limits, reading)) {
      index += 1;
      if (index <= job.position) continue;
      batch.push(element);
      if (batch.length < settings.batchSize) continue;
      await commit();
      if (signal.aborted) return;
    }
    await commit();
    await checkpointImportJob(
      db,
      job.jobId,
      { from: position, to: position, counts: { ...counts, ...reading } },
      now(),
      settings.leaseMs,
    );
    await finish({ status: 'completed' });
  } catch (error) {
    if (error instanceof JobTakenOver) return;
    if (!(error instanceof ApiError)) throw error;
    // The file broke off or turned out to be a zip bomb half-way: what came before it is kept.
    await commit();
    await finish({ status: 'failed', failureCode: error.code });
  }
}

export interface ImportWorker {
  /** Looks for a job now (after an upload). */
  wake(): void;
  /** Stops at the next checkpoint; the job under way stays claimed until its lease runs out. */
  stop(): Promise<void>;
}

/** Claims and runs jobs, one at a time, every `intervalMs` and whenever woken, until stopped. */
export function startImportWorker(deps: ImportWorkerDeps): ImportWorker {
  const { db, now, settings, log } = deps;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;

  const runJobs = async () => {
    while (!stopping.signal.aborted) {
      const job = await claimImportJob(db, now(), settings.leaseMs);
      if (!job) return;
      if (job.attempts > maxAttempts) {
        log.error({ jobId: job.jobId }, 'import job failed too often; ended as failed');
        await finishImportJob(
          db,
          job.jobId,
          { status: 'failed', failureCode: errorCodes.serverProblem },
          now(),
        );
        await rm(uploadPathOf(deps.directory, job.fileName), { force: true });
        continue;
      }
      if (job.attempts > 1) log.info({ jobId: job.jobId, position: job.position }, 'import job resumed');
      await runImportJob(deps, job, stopping.signal);
    }
  };
  // Bound to where the worker starts: a wake from a request must not run the jobs inside its transaction.
  const tick = AsyncResource.bind(() => {
    if (running || stopping.signal.aborted) return;
    running = runJobs()
      .catch((error: unknown) => log.error({ err: error }, 'import job run failed'))
      .finally(() => {
        running = null;
      });
  });
  const timer = setInterval(tick, settings.intervalMs);
  timer.unref();
  tick();
  return {
    wake: tick,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}

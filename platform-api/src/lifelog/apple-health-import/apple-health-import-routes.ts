import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';
import { isUuid } from '../fhir/subject-access';
import { formatOf, inspectAppleExport, type ExportLimits } from './apple-export-reader';
import {
  findImportJob,
  hasOpenImportJob,
  insertImportJob,
  listImportJobs,
  type ImportJob,
} from './import-jobs';
import { uploadPathOf, type ImportWorker } from './import-worker';

export interface AppleHealthImportRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  directory: string;
  limits: ExportLimits;
  /** The most bytes an upload may have. */
  maxUploadBytes: number;
  /** Told of each new job; absent when no worker runs in this instance (tests drive it). */
  worker: () => ImportWorker | undefined;
}

const base = '/api/service/lifelog/apple-health-imports';

/** What an upload may be sent as; the format is decided by the file's first bytes, not by this header. */
const uploadTypes = [
  'application/zip',
  'application/x-zip-compressed',
  'application/xml',
  'text/xml',
  'application/octet-stream',
];

const countsSchema = {
  type: 'object',
  required: ['read', 'imported', 'duplicates', 'notSupported', 'refused', 'bytesRead', 'totalBytes'],
  properties: {
    read: { type: 'integer', description: 'Records of the file taken in so far' },
    imported: { type: 'integer' },
    duplicates: { type: 'integer', description: 'Already in the person’s data: skipped (M1184)' },
    notSupported: {
      type: 'object',
      additionalProperties: { type: 'integer' },
      description: 'Records of a type the app has no code for, by Apple’s type name: not stored',
    },
    refused: {
      type: 'object',
      additionalProperties: { type: 'integer' },
      description: 'Records refused by the rules of manual entry and the FHIR import, by M-code',
    },
    bytesRead: { type: 'integer', description: 'Bytes of the export’s XML read so far' },
    totalBytes: { type: 'integer', description: 'Bytes of the export’s XML in all' },
  },
} as const;

const jobSchema = {
  type: 'object',
  required: [
    'jobId',
    'status',
    'fileFormat',
    'fileBytes',
    'counts',
    'failureCode',
    'createdAt',
    'finishedAt',
  ],
  properties: {
    jobId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['queued', 'running', 'completed', 'failed'] },
    fileFormat: { type: 'string', enum: ['zip', 'xml'] },
    fileBytes: { type: 'integer' },
    counts: countsSchema,
    failureCode: { type: ['string', 'null'], description: 'Why a failed job failed (M1192, M1194...)' },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** A job as the app sees it. */
function viewOf(job: ImportJob) {
  return {
    jobId: job.jobId,
    status: job.status,
    fileFormat: job.fileFormat,
    fileBytes: job.fileBytes,
    counts: job.counts,
    failureCode: job.failureCode,
    createdAt: new Date(job.createdAt).toISOString(),
    finishedAt: job.finishedAt ? new Date(job.finishedAt).toISOString() : null,
  };
}

const tags = ['health services'];

/**
 * `/api/service/lifelog/apple-health-imports` (issue 31.3): uploading an Apple Health export (the zip the Health
 * app makes, or its export.xml), which a background job imports, and reading the job's progress.
 */
export const appleHealthImportRoutes: FastifyPluginAsync<AppleHealthImportRoutesOptions> = async (
  app,
  { db, authenticateUser, now, directory, limits, maxUploadBytes, worker },
) => {
  const tooLarge = () =>
    new ApiError(413, errorCodes.exportUploadTooLarge, {
      field: 'file',
      params: { maxMegabytes: Math.floor(maxUploadBytes / 1024 / 1024) },
    });
  // The body is not parsed: the handler streams it to a file, so that a 1 GB upload is never held in memory.
  app.addContentTypeParser(uploadTypes, (_request, _payload, done) => done(null));

  app.post(
    base,
    {
      onRequest: [
        requireUser(authenticateUser, scopes.write),
        async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > maxUploadBytes) throw tooLarge();
        },
      ],
      schema: {
        summary: 'Uploads an Apple Health export to import in the background',
        description:
          'Body: the export.zip the Health app makes ("Export All Health Data"), or its export.xml (Content-Type ' +
          `${uploadTypes.join(', ')}; the format is read from the file itself), at most ${Math.floor(maxUploadBytes / 1024 / 1024)} MiB ` +
          '(413 M1193). Checked before a job is made: not an Apple Health export 422 M1190; a file declaring XML ' +
          'entities (none is ever expanded) 422 M1191; a zip expanding beyond the cap or ratio 422 M1192; an ' +
          'import already queued or running for the person 409 M1196. Answers 202 with the queued job; GET it for ' +
          'its progress. Steps, heart rate, body mass, body fat, blood pressure, blood glucose and sleep are ' +
          'imported with their source, through the FHIR import’s mapping, limits and duplicate rules; other types ' +
          'are counted as not supported.',
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        response: { 202: jobSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      if (await hasOpenImportJob(db, userId)) throw new ApiError(409, errorCodes.importAlreadyRunning);
      const jobId = randomUUID();
      const fileName = `${jobId}.upload`;
      const file = uploadPathOf(directory, fileName);
      await mkdir(directory, { recursive: true });
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.byteLength;
          callback(bytes > maxUploadBytes ? tooLarge() : null, chunk);
        },
      });
      try {
        await pipeline(request.raw, counter, createWriteStream(file));
        if (bytes === 0) throw new ApiError(422, errorCodes.notAnAppleHealthExport, { field: 'file' });
        const fileFormat = await formatOf(file);
        await inspectAppleExport(file, fileFormat, limits);
        const inserted = await insertImportJob(
          db,
          { jobId, userId, fileName, fileFormat, fileBytes: bytes },
          now(),
        );
        if (!inserted) throw new ApiError(409, errorCodes.importAlreadyRunning);
      } catch (error) {
        await rm(file, { force: true });
        if (error instanceof ApiError) throw error;
        // The client went away half-way through its upload.
        if (request.raw.destroyed || request.raw.readableAborted)
          throw new ApiError(400, errorCodes.invalidRequest, { field: 'file' });
        throw error;
      }
      worker()?.wake();
      const job = await findImportJob(db, userId, jobId);
      if (!job) throw new Error('import job not found after its insert');
      reply.status(202).header('location', `${base}/${jobId}`);
      return viewOf(job);
    },
  );

  app.get<{ Querystring: { limit?: number; lang?: string } }>(
    base,
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'The person’s latest Apple Health imports, newest first',
        tags,
        security: [{ bearer: [scopes.read] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...languageQuerySchema.properties,
            limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['jobs'],
            properties: { jobs: { type: 'array', items: jobSchema } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const jobs = await listImportJobs(db, principalOf(request).userId, request.query.limit ?? 5);
      return { jobs: jobs.map(viewOf) };
    },
  );

  app.get<{ Params: { jobId: string } }>(
    `${base}/:jobId`,
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'One Apple Health import’s progress (404 M1195 for an id that is not one of the person’s)',
        tags,
        security: [{ bearer: [scopes.read] }],
        params: {
          type: 'object',
          required: ['jobId'],
          properties: { jobId: { type: 'string', maxLength: 64 } },
        },
        querystring: languageQuerySchema,
        response: { 200: jobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      const job = isUuid(jobId) ? await findImportJob(db, principalOf(request).userId, jobId) : null;
      if (!job) throw new ApiError(404, errorCodes.importJobNotFound);
      return viewOf(job);
    },
  );
};

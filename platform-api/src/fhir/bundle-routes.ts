import { STATUS_CODES } from 'node:http';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type {
  Bundle,
  BundleEntry,
  BundleEntryResponse,
  FhirResource,
  Observation,
  OperationOutcome,
  OperationOutcomeIssue,
} from 'fhir/r4';
import { loadCatalog, messageText, type Catalog } from 'locales';
import { requireUser } from '../auth/bearer-auth';
import { scopes } from '../auth/scopes';
import type { Database } from '../database/database';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import { errorResponses } from '../http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../http/language';
import { contextOf, fhirJsonType, fhirSuccess } from './fhir-json';
import {
  createObservationInteraction,
  deleteObservationInteraction,
  readObservationInteraction,
  searchInteraction,
  updateObservationInteraction,
  type FhirContext,
} from './fhir-operations';
import { validateBundle } from './fhir-validation';
import type { FhirRouteOptions } from './observation-routes';
import type { SearchableType } from './search-params';

const maxBundleEntries = 100;

/** System of the M-codes in an OperationOutcome's `details`. */
export const messageCodeSystem = 'https://fhir.family-health.app/CodeSystem/message';

const statusLine = (status: number) => `${status} ${STATUS_CODES[status] ?? ''}`;

function badEntry(field: string): ApiError {
  return new ApiError(400, errorCodes.invalidRequest, { field });
}

interface EntryTarget {
  type: SearchableType;
  id: string | undefined;
  query: URLSearchParams | undefined;
}

/** `Observation`, `Observation/{id}` or `Observation?...` (relative to `/fhir`; DiagnosticReport for searches). */
function targetOf(url: string, field: string): EntryTarget {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(/^\//, '');
  const [type, id, ...rest] = path.split('/');
  if ((type !== 'Observation' && type !== 'DiagnosticReport') || id === '' || rest.length > 0)
    throw badEntry(field);
  return {
    type,
    id,
    query: queryStart === -1 ? undefined : new URLSearchParams(url.slice(queryStart + 1)),
  };
}

function versionFields(resource: Observation): Pick<BundleEntryResponse, 'etag' | 'lastModified'> {
  return {
    ...(resource.meta?.versionId ? { etag: `W/"${resource.meta.versionId}"` } : {}),
    ...(resource.meta?.lastUpdated ? { lastModified: resource.meta.lastUpdated } : {}),
  };
}

/** Carries out one entry's request; throws the entry's error. */
async function runEntry(context: FhirContext, entry: BundleEntry, index: number): Promise<BundleEntry> {
  const entryPath = `Bundle.entry[${index}]`;
  const { request } = entry;
  if (!request) throw badEntry(`${entryPath}.request`);
  const target = targetOf(request.url, `${entryPath}.request.url`);
  const isObservation = target.type === 'Observation';
  const resourcePath = `${entryPath}.resource`;
  switch (request.method) {
    case 'GET': {
      if (target.id === undefined) {
        const bundle = await searchInteraction(context, target.type, target.query ?? new URLSearchParams());
        return { resource: bundle, response: { status: statusLine(200) } };
      }
      if (!isObservation || target.query) break;
      const resource = await readObservationInteraction(context, target.id);
      return { resource, response: { status: statusLine(200), ...versionFields(resource) } };
    }
    case 'POST': {
      if (!isObservation || target.id !== undefined || target.query) break;
      const outcome = await createObservationInteraction(context, entry.resource, {
        path: resourcePath,
        ...(request.ifNoneExist === undefined ? {} : { ifNoneExist: request.ifNoneExist }),
        ifNoneExistField: `${entryPath}.request.ifNoneExist`,
      });
      return {
        fullUrl: `/fhir/Observation/${outcome.resource.id ?? ''}`,
        resource: outcome.resource,
        response: {
          status: statusLine(outcome.status),
          ...(outcome.location ? { location: outcome.location } : {}),
          ...versionFields(outcome.resource),
        },
      };
    }
    case 'PUT': {
      if (!isObservation || target.id === undefined || target.query) break;
      const resource = await updateObservationInteraction(context, target.id, entry.resource, resourcePath);
      return { resource, response: { status: statusLine(200), ...versionFields(resource) } };
    }
    case 'DELETE': {
      if (!isObservation || target.id === undefined || target.query) break;
      await deleteObservationInteraction(context, target.id);
      return { response: { status: statusLine(204) } };
    }
  }
  throw badEntry(`${entryPath}.request`);
}

function issueCodeOf(status: number): OperationOutcomeIssue['code'] {
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 412) return 'multiple-matches';
  return status >= 500 ? 'exception' : 'invalid';
}

function operationOutcome(error: ApiError, catalog: Catalog): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: 'error',
        code: issueCodeOf(error.statusCode),
        details: {
          coding: [{ system: messageCodeSystem, code: error.code }],
          text: messageText(catalog, error.code, error.params),
        },
        ...(error.field ? { expression: [error.field] } : {}),
      },
    ],
  };
}

/**
 * A batch: each entry on its own (a write in a transaction of its own); a failing entry answers its error as
 * an OperationOutcome and the others go on, in order. A batch of reads only (the latest of each code) runs its
 * entries side by side, which keeps it near the time of one search.
 */
async function runBatch(
  context: FhirContext,
  database: Database,
  entries: BundleEntry[],
  catalog: Catalog,
  log: FastifyBaseLogger,
): Promise<BundleEntry[]> {
  const answerOf = async (entry: BundleEntry, index: number): Promise<BundleEntry> => {
    try {
      return entry.request?.method === 'GET'
        ? await runEntry(context, entry, index)
        : await database.transaction((transaction) =>
            runEntry({ ...context, db: transaction }, entry, index),
          );
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(500, errorCodes.serverProblem);
      if (!(error instanceof ApiError)) log.error({ err: error }, 'batch entry failed');
      return {
        response: { status: statusLine(apiError.statusCode), outcome: operationOutcome(apiError, catalog) },
      };
    }
  };
  if (entries.every((entry) => entry.request?.method === 'GET')) return Promise.all(entries.map(answerOf));
  const answers: BundleEntry[] = [];
  for (const [index, entry] of entries.entries()) answers.push(await answerOf(entry, index));
  return answers;
}

/** A transaction: every entry in one database transaction; the first failure fails (and undoes) all. */
function runTransaction(
  context: FhirContext,
  database: Database,
  entries: BundleEntry[],
): Promise<BundleEntry[]> {
  return database.transaction(async (transaction) => {
    const answers: BundleEntry[] = [];
    for (const [index, entry] of entries.entries()) {
      answers.push(await runEntry({ ...context, db: transaction }, entry, index));
    }
    return answers;
  });
}

/** `POST /fhir` with a batch or transaction Bundle (contract item 3). */
export const bundleRoutes: FastifyPluginAsync<FhirRouteOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.post<{ Body: unknown }>(
    '/fhir',
    {
      // Reads and writes: each entry needs its own scope, which a user token always holds both of.
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Run a batch or transaction Bundle',
        description:
          '`batch`: each entry on its own, answered in order (a GET search answers a searchset Bundle). ' +
          '`transaction`: all or nothing; a POST entry may carry `request.ifNoneExist: identifier=system|value`. ' +
          `At most ${maxBundleEntries} entries.`,
        tags: ['fhir'],
        security: [{ bearer: [scopes.read, scopes.write] }],
        querystring: languageQuerySchema,
        // Checked by the FHIR validator, which names the FHIR path at fault.
        body: { type: 'object', description: 'FHIR R4 Bundle of type batch or transaction' },
        response: {
          ...fhirSuccess(200, 'A batch-response or transaction-response Bundle'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const bundle = validateBundle(request.body);
      if (bundle.type !== 'batch' && bundle.type !== 'transaction') throw badEntry('Bundle.type');
      const entries = bundle.entry ?? [];
      if (entries.length > maxBundleEntries) throw badEntry('Bundle.entry');
      const context = contextOf(request, db, now);
      const answers =
        bundle.type === 'batch'
          ? await runBatch(context, db, entries, await loadCatalog(requestLanguage(request)), request.log)
          : await runTransaction(context, db, entries);
      const answer: Bundle<FhirResource> = {
        resourceType: 'Bundle',
        type: bundle.type === 'batch' ? 'batch-response' : 'transaction-response',
        entry: answers,
      };
      return reply.type(fhirJsonType).send(answer);
    },
  );
};

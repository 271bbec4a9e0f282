import { STATUS_CODES } from 'node:http';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Bundle, BundleEntry, BundleEntryResponse, FhirResource, Observation } from 'fhir/r4';
import { loadCatalog, type Catalog } from 'locales';
import { requireUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { languageQuerySchema } from '../../platform/http/language';
import { contextOf, fhirJsonType, fhirSuccess } from './fhir-json';
import {
  createObservationInteraction,
  deleteObservationInteraction,
  readObservationInteraction,
  readPatientInteraction,
  searchInteraction,
  updateObservationInteraction,
  versionPreconditionOf,
  vreadObservationInteraction,
  type FhirContext,
} from './fhir-operations';
import { fhirLanguage, operationOutcome, outcomeResponses } from './fhir-outcome';
import { resolveWritableSubject } from './subject-access';
import {
  aboutCaller,
  bundlePatientReferences,
  duplicateOutcome,
  importBodyLimit,
  importEntry,
  importTooLarge,
  maxImportEntries,
} from '../fhir-import/import-entries';
import { validateBundle } from './fhir-validation';
import type { FhirRouteOptions } from '../observations/observation-routes';

export { messageCodeSystem } from './fhir-outcome';

/** The most entries of a batch or transaction that reads (each search costs a query). */
const maxBundleEntries = 100;

/** The Bundle types `POST /fhir` carries out: the CapabilityStatement's system interactions. */
export const bundleInteractions = ['batch', 'transaction'] as const;

/** Bundles `POST /fhir` imports entry by entry: another app's export (collection) or ours (searchset pages). */
const importTypes: ReadonlySet<string> = new Set(['collection', 'searchset']);

const statusLine = (status: number) => `${status} ${STATUS_CODES[status] ?? ''}`;

function badEntry(field: string): ApiError {
  return new ApiError(400, errorCodes.invalidRequest, { field });
}

interface EntryTarget {
  type: 'Observation' | 'DiagnosticReport' | 'Patient';
  id: string | undefined;
  /** `_history/{vid}` after the id (vread). */
  versionId: string | undefined;
  query: URLSearchParams | undefined;
}

const entryTypes: ReadonlySet<string> = new Set(['Observation', 'DiagnosticReport', 'Patient']);

/** What a POST or PUT entry may write: records, and the file's person (who is the caller). */
const writableTypes: ReadonlySet<string> = new Set(['Observation', 'Patient']);

/** The resource type a request URL starts with (`Observation` of `Observation?...` or `[base]/Observation/1`). */
function typeNameOf(url: unknown, base: string): string {
  if (typeof url !== 'string') return '';
  const relative = url.startsWith(`${base}/`) ? url.slice(base.length + 1) : url;
  return /^\/?([A-Za-z]{1,64})(?:[/?]|$)/.exec(relative)?.[1] ?? '';
}

/**
 * `Type`, `Type/{id}`, `Type/{id}/_history/{vid}` or `Type?...`, relative to `/fhir` (or absolute under the base the
 * client reached), for Observation, DiagnosticReport (searches) and Patient (reads).
 */
function targetOf(url: unknown, field: string, base: string): EntryTarget {
  if (typeof url !== 'string' || url === '') throw badEntry(field);
  const relative = url.startsWith(`${base}/`) ? url.slice(base.length + 1) : url;
  const queryStart = relative.indexOf('?');
  const path = (queryStart === -1 ? relative : relative.slice(0, queryStart)).replace(/^\//, '');
  const [type = '', id, history, versionId, ...rest] = path.split('/');
  const validHistory = history === undefined || (history === '_history' && versionId !== undefined);
  if (!entryTypes.has(type) || id === '' || versionId === '' || !validHistory || rest.length > 0)
    throw badEntry(field);
  return {
    type: type as EntryTarget['type'],
    id,
    versionId,
    query: queryStart === -1 ? undefined : new URLSearchParams(relative.slice(queryStart + 1)),
  };
}

function versionFields(resource: Observation): Pick<BundleEntryResponse, 'etag' | 'lastModified'> {
  return {
    ...(resource.meta?.versionId ? { etag: `W/"${resource.meta.versionId}"` } : {}),
    ...(resource.meta?.lastUpdated ? { lastModified: resource.meta.lastUpdated } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What every entry of one Bundle shares: the references meaning the file's person, the answer's language. */
interface BundleScope {
  patients: ReadonlySet<string>;
  catalog: Catalog;
}

/**
 * A Patient written by another app's transaction is the person importing it: their own Patient is answered and
 * nothing is changed (the account holds their details).
 */
async function ownPatient(context: FhirContext): Promise<BundleEntry> {
  const ownSubject = await resolveWritableSubject(context.db, context.caller);
  const patient = await readPatientInteraction(context, ownSubject);
  return {
    fullUrl: `${context.base}/Patient/${ownSubject}`,
    resource: patient,
    response: { status: statusLine(200) },
  };
}

/** Carries out one entry's request; throws the entry's error. */
async function runEntry(
  context: FhirContext,
  entry: unknown,
  index: number,
  scope: BundleScope,
): Promise<BundleEntry> {
  const entryPath = `Bundle.entry[${index}]`;
  if (!isObject(entry)) throw badEntry(entryPath);
  const { request } = entry as BundleEntry;
  if (!isObject(request)) throw badEntry(`${entryPath}.request`);
  const writes = request.method === 'POST' || request.method === 'PUT';
  if (writes && !writableTypes.has(typeNameOf(request.url, context.base))) {
    // Another app's transaction carries its Encounters, Conditions...: refused by name, not as a bad request.
    throw new ApiError(422, errorCodes.notImportable, { field: `${entryPath}.request.url` });
  }
  const target = targetOf(request.url, `${entryPath}.request.url`, context.base);
  const isObservation = target.type === 'Observation';
  const resourcePath = `${entryPath}.resource`;
  const fullUrlOf = (resource: { id?: string }) => `${context.base}/${target.type}/${resource.id ?? ''}`;
  const precondition = () => versionPreconditionOf(request.ifMatch, `${entryPath}.request.ifMatch`);
  switch (request.method) {
    case 'GET': {
      if (target.id === undefined) {
        if (target.type === 'Patient') break;
        const bundle = await searchInteraction(context, target.type, target.query ?? new URLSearchParams());
        return { resource: bundle, response: { status: statusLine(200) } };
      }
      if (target.query) break;
      if (target.type === 'Patient') {
        if (target.versionId !== undefined) break;
        const patient = await readPatientInteraction(context, target.id);
        return { fullUrl: fullUrlOf(patient), resource: patient, response: { status: statusLine(200) } };
      }
      if (!isObservation) break;
      const resource =
        target.versionId === undefined
          ? await readObservationInteraction(context, target.id)
          : await vreadObservationInteraction(context, target.id, target.versionId);
      return {
        fullUrl: fullUrlOf(resource),
        resource,
        response: { status: statusLine(200), ...versionFields(resource) },
      };
    }
    case 'POST': {
      if (target.type === 'Patient' && target.id === undefined && !target.query) return ownPatient(context);
      if (!isObservation || target.id !== undefined || target.query) break;
      const ifNoneExist: unknown = request.ifNoneExist;
      if (ifNoneExist !== undefined && typeof ifNoneExist !== 'string')
        throw badEntry(`${entryPath}.request.ifNoneExist`);
      const ownSubject = await resolveWritableSubject(context.db, context.caller);
      const outcome = await createObservationInteraction(
        context,
        aboutCaller(entry['resource'], scope.patients, ownSubject),
        {
          path: resourcePath,
          ...(ifNoneExist === undefined ? {} : { ifNoneExist }),
          ifNoneExistField: `${entryPath}.request.ifNoneExist`,
          skipDuplicates: true,
        },
      );
      return {
        fullUrl: fullUrlOf(outcome.resource),
        resource: outcome.resource,
        response: {
          status: statusLine(outcome.status),
          ...(outcome.location ? { location: outcome.location } : {}),
          ...versionFields(outcome.resource),
          ...(outcome.duplicate ? { outcome: duplicateOutcome(scope.catalog) } : {}),
        },
      };
    }
    case 'PUT': {
      if (target.type === 'Patient' && target.id !== undefined && scope.patients.has(`Patient/${target.id}`))
        return ownPatient(context);
      if (!isObservation || target.id === undefined || target.versionId !== undefined || target.query) break;
      const resource = await updateObservationInteraction(
        context,
        target.id,
        entry['resource'],
        resourcePath,
        precondition(),
      );
      return {
        fullUrl: fullUrlOf(resource),
        resource,
        response: { status: statusLine(200), ...versionFields(resource) },
      };
    }
    case 'DELETE': {
      if (!isObservation || target.id === undefined || target.versionId !== undefined || target.query) break;
      await deleteObservationInteraction(context, target.id, precondition());
      return { response: { status: statusLine(204) } };
    }
  }
  throw badEntry(`${entryPath}.request`);
}

type EntryRunner = (
  context: FhirContext,
  entry: unknown,
  index: number,
  scope: BundleScope,
) => Promise<BundleEntry>;

/** An import's entry (no request: the resource is stored as what it means, see `importEntry`). */
const importOne: EntryRunner = (context, entry, index, scope) =>
  importEntry(context, entry, index, scope.patients, scope.catalog);

/**
 * A batch: each entry on its own (a write in a transaction of its own); a failing entry answers its error as
 * an OperationOutcome and the others go on, in order. A batch of reads only (the latest of each code) runs its
 * entries side by side, which keeps it near the time of one search.
 */
async function runBatch(
  context: FhirContext,
  database: Database,
  entries: unknown[],
  scope: BundleScope,
  log: FastifyBaseLogger,
  run: EntryRunner = runEntry,
): Promise<BundleEntry[]> {
  const methodOf = (entry: unknown) =>
    isObject(entry) && isObject(entry['request']) ? entry['request']['method'] : undefined;
  const answerOf = async (entry: unknown, index: number): Promise<BundleEntry> => {
    try {
      return methodOf(entry) === 'GET'
        ? await run(context, entry, index, scope)
        : await database.transaction((transaction) =>
            run({ ...context, db: transaction }, entry, index, scope),
          );
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(500, errorCodes.serverProblem);
      if (!(error instanceof ApiError)) log.error({ err: error }, 'batch entry failed');
      return {
        response: {
          status: statusLine(apiError.statusCode),
          outcome: operationOutcome(apiError, scope.catalog),
        },
      };
    }
  };
  if (run === runEntry && entries.every((entry) => methodOf(entry) === 'GET'))
    return Promise.all(entries.map(answerOf));
  const answers: BundleEntry[] = [];
  for (const [index, entry] of entries.entries()) answers.push(await answerOf(entry, index));
  return answers;
}

/** A transaction: every entry in one database transaction; the first failure fails (and undoes) all. */
function runTransaction(
  context: FhirContext,
  database: Database,
  entries: unknown[],
  scope: BundleScope,
): Promise<BundleEntry[]> {
  return database.transaction(async (transaction) => {
    const answers: BundleEntry[] = [];
    for (const [index, entry] of entries.entries()) {
      answers.push(await runEntry({ ...context, db: transaction }, entry, index, scope));
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
      // A file over the limit is refused by its length before a byte of it is read.
      onRequest: [
        async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > importBodyLimit)
            throw importTooLarge('Bundle');
        },
        // Reads and writes: each entry needs its own scope, which a user token always holds both of.
        requireUser(authenticateUser, scopes.write),
      ],
      bodyLimit: importBodyLimit,
      schema: {
        summary: 'Run a batch or transaction Bundle, or import a collection',
        description:
          '`batch`: each entry on its own, answered in order (a GET search answers a searchset Bundle). ' +
          '`transaction`: all or nothing; a POST entry may carry `request.ifNoneExist: identifier=system|value`, ' +
          'a PUT or DELETE entry `request.ifMatch`. A failed batch entry answers an OperationOutcome in ' +
          '`response.outcome`. `collection` (or a `searchset` page of `$everything`): an import, each entry on ' +
          'its own. Written Observations are read as the catalogue records they mean (equivalent LOINC codes, ' +
          'UCUM units converted; an unknown code is refused, M1181), and one the person already has (same ' +
          'identifier, or code, time and values) is skipped: `200` with an information outcome M1184. ' +
          `At most ${maxBundleEntries} entries in a Bundle that reads, ${maxImportEntries} in one that only ` +
          `writes, and ${importBodyLimit / 1024 / 1024} MiB (413 M1180).`,
        tags: ['fhir'],
        security: [{ bearer: [scopes.read, scopes.write] }],
        querystring: languageQuerySchema,
        // Checked by the FHIR validator, which names the FHIR path at fault.
        body: { type: 'object', description: 'FHIR R4 Bundle of type batch, transaction or collection' },
        response: {
          ...fhirSuccess(200, 'A batch-response or transaction-response Bundle'),
          ...outcomeResponses(400, 401, 403, 404, 412, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const bundle = validateBundle(request.body);
      const imports = importTypes.has(bundle.type);
      if (!imports && bundle.type !== 'batch' && bundle.type !== 'transaction') throw badEntry('Bundle.type');
      const entries: unknown[] = bundle.entry ?? [];
      if (entries.length > maxImportEntries) throw importTooLarge('Bundle.entry');
      const reads = entries.some(
        (entry) => isObject(entry) && isObject(entry['request']) && entry['request']['method'] === 'GET',
      );
      if (reads && entries.length > maxBundleEntries) throw badEntry('Bundle.entry');
      const context = contextOf(request, db, now);
      const scope: BundleScope = {
        patients: bundlePatientReferences(entries),
        catalog: await loadCatalog(fhirLanguage(request)),
      };
      const answers =
        bundle.type === 'transaction'
          ? await runTransaction(context, db, entries, scope)
          : await runBatch(context, db, entries, scope, request.log, imports ? importOne : runEntry);
      const answer: Bundle<FhirResource> = {
        resourceType: 'Bundle',
        type: bundle.type === 'transaction' ? 'transaction-response' : 'batch-response',
        entry: answers,
      };
      return reply.type(fhirJsonType).send(answer);
    },
  );
};

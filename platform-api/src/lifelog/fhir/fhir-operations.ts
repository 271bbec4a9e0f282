import type { Bundle, Observation, Patient } from 'fhir/r4';
import type { Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { fhirErrorCodes, invalidResource, notFound } from './fhir-errors';
import { checkText } from './fhir-input-bounds';
import { validateObservation } from './fhir-validation';
import {
  createObservation,
  deleteObservation,
  findObservation,
  findObservationsByIdentifier,
  findObservationVersion,
  replaceObservation,
  type StoredRecord,
} from '../observations/observation-store';
import { findDuplicateObservation } from '../fhir-import/duplicates';
import { findPatient } from '../patients/patient-store';
import { searchResources, type SearchableResource } from './resource-search';
import { parseSearch, type SearchableType } from './search-params';
import {
  checkRecordReadable,
  checkRecordWritable,
  refuse,
  isUuid,
  resolveReadableSubject,
  resolveWritableSubject,
  type HealthDataCaller,
} from './subject-access';

/**
 * One FHIR interaction's surroundings: the database (or the transaction it runs in), the caller, the time, and
 * the absolute base URL the client reached (`https://host/fhir`), which `fullUrl`s and links start with.
 */
export interface FhirContext {
  db: Queryable;
  caller: HealthDataCaller;
  now: Date;
  base: string;
}

/** What a create answers: 201 and where the new record lives, or 200 and the record found instead. */
export interface CreateOutcome {
  status: 200 | 201;
  resource: Observation;
  location?: string;
  /** The record was already stored (same identifier, or same code, time and values): nothing was created. */
  duplicate?: boolean;
}

/** Where a version of a record lives: `[base]/Observation/{id}/_history/{vid}` (FHIR http.html#create). */
const observationLocation = (base: string, resource: Observation) =>
  `${base}/Observation/${resource.id ?? ''}/_history/${resource.meta?.versionId ?? ''}`;

/** A version precondition (`If-Match`): a version id, or `*` for any. */
export type VersionPrecondition = { versionId: string } | 'any';

/**
 * An `If-Match` header or a batch entry's `request.ifMatch`: `W/"3"` or `"3"` (FHIR's weak ETag), or `*`.
 * Undefined when absent; 400 naming `field` when malformed.
 */
export function versionPreconditionOf(
  value: string | string[] | undefined,
  field: string,
): VersionPrecondition | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, errorCodes.invalidRequest, { field });
  checkText(value, field, 100);
  const trimmed = value.trim();
  if (trimmed === '*') return 'any';
  const versionId = /^(?:W\/)?"(\d{1,9})"$/.exec(trimmed)?.[1];
  if (versionId === undefined) throw new ApiError(400, errorCodes.invalidRequest, { field });
  return { versionId };
}

/** 412 M1126 unless the stored record is the version `precondition` names. */
function checkPrecondition(stored: { versionId: number }, precondition: VersionPrecondition | undefined) {
  if (precondition === undefined || precondition === 'any') return;
  if (precondition.versionId !== String(stored.versionId))
    throw new ApiError(412, fhirErrorCodes.versionConflict, { field: 'If-Match' });
}

export interface CreateOptions {
  idempotencyKey?: string;
  /** A conditional create's query, `identifier=system|value`: a match is answered instead of a new record. */
  ifNoneExist?: string;
  /** FHIR path of the resource, for errors (`Observation`, or `Bundle.entry[1].resource`). */
  path?: string;
  /** Where errors in `ifNoneExist` are reported. */
  ifNoneExistField?: string;
  /** An import: a record the subject already has is answered (200, `duplicate`) instead of stored twice. */
  skipDuplicates?: boolean;
}

/** The identifiers a conditional create's query names: exactly one `identifier` parameter. */
function conditionalIdentifiers(query: string, field: string): string[] {
  const params = new URLSearchParams(query);
  const names = [...params.keys()];
  if (names.length !== 1 || names[0] !== 'identifier')
    throw new ApiError(400, errorCodes.invalidRequest, { field });
  return parseSearch('Observation', params).identifiers.flat();
}

/**
 * Creates an Observation for the caller, as the catalogue record it means (an equivalent code or another unit
 * is converted; a code the app does not know is refused, M1181). With `ifNoneExist`, an existing record of the same subject carrying
 * one of the identifiers is answered (200) and nothing is created; two matches are 412. Run in a transaction:
 * the identifiers are locked until it ends, so that two imports of the same record cannot both create it.
 */
export async function createObservationInteraction(
  context: FhirContext,
  body: unknown,
  options: CreateOptions = {},
): Promise<CreateOutcome> {
  const path = options.path ?? 'Observation';
  const observation = validateObservation(body, path, { catalogueOnly: true });
  const subject = await resolveWritableSubject(
    context.db,
    context.caller,
    observation.subject?.reference,
    `${path}.subject`,
  );
  if (options.ifNoneExist !== undefined) {
    const identifiers = conditionalIdentifiers(
      options.ifNoneExist,
      options.ifNoneExistField ?? 'ifNoneExist',
    );
    for (const identifier of [...identifiers].sort()) {
      await context.db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `observation|${subject}|${identifier}`,
      ]);
    }
    const matches = await findObservationsByIdentifier(context.db, subject, identifiers);
    if (matches.length > 1)
      throw new ApiError(412, errorCodes.invalidRequest, { field: options.ifNoneExistField });
    if (matches[0]) return { status: 200, resource: matches[0] };
  }
  if (options.skipDuplicates) {
    const duplicate = await findDuplicateObservation(context.db, subject, observation);
    if (duplicate) return { status: 200, resource: duplicate, duplicate: true };
  }
  const { resource, created } = await createObservation(context.db, observation, subject, {
    ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
    now: context.now,
  });
  return { status: created ? 201 : 200, resource, location: observationLocation(context.base, resource) };
}

/**
 * The stored record `id` names, looked for among the caller's own first: that is one node's question once the
 * health data is distributed by subject, and it is the usual case. Another person's record (which the caller may
 * still read, or be refused) is then looked for by id alone. Only one's own records are ever locked for writing.
 */
async function findRecordOfCaller(
  context: FhirContext,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredRecord<Observation> | null> {
  if (!isUuid(id)) return null;
  const ownSubject = await resolveWritableSubject(context.db, context.caller);
  return (
    (await findObservation(context.db, id, { ...options, subject: ownSubject })) ??
    (await findObservation(context.db, id))
  );
}

export async function readObservationInteraction(context: FhirContext, id: string): Promise<Observation> {
  const stored = await findRecordOfCaller(context, id);
  if (!stored) throw notFound();
  await checkRecordReadable(context.db, context.caller, stored.subject, stored.resource.code.coding?.[0]);
  return stored.resource;
}

/**
 * `vread`: version `versionId` of a record the caller may read (as its current version is coded), the current
 * one or an earlier one; 404 M1129 for a version that does not exist.
 */
export async function vreadObservationInteraction(
  context: FhirContext,
  id: string,
  versionId: string,
): Promise<Observation> {
  const stored = await findRecordOfCaller(context, id);
  if (!stored) throw notFound();
  await checkRecordReadable(context.db, context.caller, stored.subject, stored.resource.code.coding?.[0]);
  const version = /^\d{1,9}$/.test(versionId)
    ? await findObservationVersion(context.db, stored, Number(versionId))
    : null;
  if (!version) throw notFound();
  return version;
}

/**
 * `Patient` read: the caller's own, or that of someone who shares all their health data with the caller
 * (`shared_users`), built from the account. Anyone else, an unknown id or a withdrawn account is 404 M1129,
 * the same answer, so that nobody learns who exists.
 */
export async function readPatientInteraction(context: FhirContext, id: string): Promise<Patient> {
  if (!isUuid(id)) throw notFound();
  const readable = await resolveReadableSubject(context.db, context.caller, `Patient/${id}`).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 403) throw notFound();
      throw error;
    },
  );
  if (readable.onlyCodings !== null) throw notFound();
  const patient = await findPatient(context.db, readable.subject);
  if (!patient) throw notFound();
  return patient;
}

/** Replaces a record of the caller's (id must match); run in a transaction, which the stored row is locked to. */
export async function updateObservationInteraction(
  context: FhirContext,
  id: string,
  body: unknown,
  path = 'Observation',
  precondition?: VersionPrecondition,
): Promise<Observation> {
  const observation = validateObservation(body, path);
  if (observation.id !== id) throw invalidResource(`${path}.id`);
  const stored = await findRecordOfCaller(context, id, { forUpdate: true });
  if (!stored) throw notFound();
  await checkRecordWritable(context.db, context.caller, stored.subject);
  checkPrecondition(stored, precondition);
  const subject = await resolveWritableSubject(
    context.db,
    context.caller,
    observation.subject?.reference,
    `${path}.subject`,
  );
  return replaceObservation(context.db, stored, observation, subject, context.now);
}

export async function deleteObservationInteraction(
  context: FhirContext,
  id: string,
  precondition?: VersionPrecondition,
): Promise<void> {
  const stored = await findRecordOfCaller(context, id, { forUpdate: true });
  if (!stored) throw notFound();
  await checkRecordWritable(context.db, context.caller, stored.subject);
  checkPrecondition(stored, precondition);
  await deleteObservation(context.db, stored);
}

/**
 * A search of one subject the caller may read (their own unless `subject` names another). Of a person who
 * shares only some life-log types through a channel, only those Observations match; their other resources
 * (diagnostic reports) are refused.
 */
export async function searchInteraction(
  context: FhirContext,
  type: SearchableType,
  params: URLSearchParams,
): Promise<Bundle<SearchableResource>> {
  const search = parseSearch(type, params);
  const readable = await resolveReadableSubject(context.db, context.caller, search.subject);
  if (readable.onlyCodings !== null && type !== 'Observation') {
    throw refuse(context.caller, `Patient/${readable.subject}`, 'read');
  }
  return searchResources(context.db, search, readable.subject, context.base, {
    onlyCodings: readable.onlyCodings,
  });
}

import type { Bundle, Observation } from 'fhir/r4';
import type { Queryable } from '../database/database';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import { invalidResource, notFound } from './fhir-errors';
import { validateObservation } from './fhir-validation';
import {
  createObservation,
  deleteObservation,
  findObservation,
  findObservationsByIdentifier,
  replaceObservation,
} from './observation-store';
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

/** One FHIR interaction's surroundings: the database (or the transaction it runs in), the caller, the time. */
export interface FhirContext {
  db: Queryable;
  caller: HealthDataCaller;
  now: Date;
}

/** What a create answers: 201 and where the new record lives, or 200 and the record found instead. */
export interface CreateOutcome {
  status: 200 | 201;
  resource: Observation;
  location?: string;
}

const observationLocation = (id: string | undefined) => `/fhir/Observation/${id ?? ''}`;

export interface CreateOptions {
  idempotencyKey?: string;
  /** A conditional create's query, `identifier=system|value`: a match is answered instead of a new record. */
  ifNoneExist?: string;
  /** FHIR path of the resource, for errors (`Observation`, or `Bundle.entry[1].resource`). */
  path?: string;
  /** Where errors in `ifNoneExist` are reported. */
  ifNoneExistField?: string;
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
 * Creates an Observation for the caller. With `ifNoneExist`, an existing record of the same subject carrying
 * one of the identifiers is answered (200) and nothing is created; two matches are 412. Run in a transaction:
 * the identifiers are locked until it ends, so that two imports of the same record cannot both create it.
 */
export async function createObservationInteraction(
  context: FhirContext,
  body: unknown,
  options: CreateOptions = {},
): Promise<CreateOutcome> {
  const path = options.path ?? 'Observation';
  const observation = validateObservation(body, path);
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
  const { resource, created } = await createObservation(context.db, observation, subject, {
    ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
    now: context.now,
  });
  return { status: created ? 201 : 200, resource, location: observationLocation(resource.id) };
}

export async function readObservationInteraction(context: FhirContext, id: string): Promise<Observation> {
  const stored = isUuid(id) ? await findObservation(context.db, id) : null;
  if (!stored) throw notFound();
  await checkRecordReadable(context.db, context.caller, stored.subject, stored.resource.code.coding?.[0]);
  return stored.resource;
}

/** Replaces a record of the caller's (id must match); run in a transaction, which the stored row is locked to. */
export async function updateObservationInteraction(
  context: FhirContext,
  id: string,
  body: unknown,
  path = 'Observation',
): Promise<Observation> {
  const observation = validateObservation(body, path);
  if (observation.id !== id) throw invalidResource(`${path}.id`);
  const stored = isUuid(id) ? await findObservation(context.db, id, { forUpdate: true }) : null;
  if (!stored) throw notFound();
  await checkRecordWritable(context.db, context.caller, stored.subject);
  const subject = await resolveWritableSubject(
    context.db,
    context.caller,
    observation.subject?.reference,
    `${path}.subject`,
  );
  return replaceObservation(context.db, stored, observation, subject, context.now);
}

export async function deleteObservationInteraction(context: FhirContext, id: string): Promise<void> {
  const stored = isUuid(id) ? await findObservation(context.db, id, { forUpdate: true }) : null;
  if (!stored) throw notFound();
  await checkRecordWritable(context.db, context.caller, stored.subject);
  await deleteObservation(context.db, id);
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
  return searchResources(context.db, search, readable.subject, { onlyCodings: readable.onlyCodings });
}

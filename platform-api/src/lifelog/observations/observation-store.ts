import { randomUUID } from 'node:crypto';
import type { CodeableConcept, Identifier, Meta, Observation } from 'fhir/r4';
import type { Queryable } from '../../platform/database/database';
import { invalidResource } from '../fhir/fhir-errors';
import { effectiveOf, validateObservation } from '../fhir/fhir-validation';
import { withRecordFacts } from '../fhir/record-facts';
import { subjectOfReference } from '../fhir/subject-access';

/** What the server sets on every stored resource. */
export interface ServerFields {
  id: string;
  versionId: number;
  lastUpdated: Date;
}

/** The resource as stored: as sent, with the server's `id`, `meta.versionId` and `meta.lastUpdated`. */
export function withServerFields<Resource extends { resourceType: string; id?: string; meta?: Meta }>(
  resource: Resource,
  { id, versionId, lastUpdated }: ServerFields,
): Resource {
  return {
    ...resource,
    id,
    meta: { ...resource.meta, versionId: String(versionId), lastUpdated: lastUpdated.toISOString() },
  };
}

/** `system|value` of each identifier and `system|` (any value of that system), as the `identifiers` columns keep them. */
export function identifierTokens(identifiers: readonly Identifier[] | undefined): string[] {
  const tokens = (identifiers ?? []).flatMap(({ system, value }) =>
    system && value ? [`${system}|${value}`, `${system}|`] : [],
  );
  return [...new Set(tokens)];
}

function firstCoding(concept: CodeableConcept | undefined) {
  return concept?.coding?.[0];
}

/** One row of `observation_values` before it knows its record. */
interface ValueRow {
  code: string;
  upper_code: string | null;
  value: number;
}

/** The columns search and aggregation read, copied out of the resource. */
interface ObservationColumns {
  id: string;
  subject: string;
  code_system: string | null;
  code: string | null;
  category: string | null;
  effective_start: string;
  effective_end: string | null;
  value: number | null;
  identifiers: string[];
  component_codes: string[];
  resource: Observation;
  version_id: number;
  last_updated: string;
  idempotency_key: string | null;
}

function valueRowsOf(observation: Observation): ValueRow[] {
  const ownCode = firstCoding(observation.code)?.code;
  const rows: ValueRow[] = [];
  const ownValue = observation.valueQuantity?.value;
  if (ownCode && ownValue !== undefined) rows.push({ code: ownCode, upper_code: null, value: ownValue });
  for (const component of observation.component ?? []) {
    const code = firstCoding(component.code)?.code;
    const value = component.valueQuantity?.value;
    if (code && value !== undefined) rows.push({ code, upper_code: ownCode ?? null, value });
  }
  return rows;
}

function componentCodesOf(observation: Observation): string[] {
  return (observation.component ?? []).flatMap((component) =>
    (component.code.coding ?? []).flatMap(({ system, code }) =>
      code ? [code, `${system ?? ''}|${code}`] : [],
    ),
  );
}

/** A record ready to insert: the resource with its server fields, its columns and its values. */
interface NewRecord {
  resource: Observation;
  columns: ObservationColumns;
  values: ValueRow[];
}

function recordOf(
  observation: Observation,
  subject: string,
  server: ServerFields,
  idempotencyKey: string | null,
): NewRecord {
  const resource = withServerFields(withRecordFacts(observation, server.lastUpdated), server);
  const { start, end } = effectiveOf(resource, 'Observation');
  const coding = firstCoding(resource.code);
  return {
    resource,
    columns: {
      id: server.id,
      subject,
      code_system: coding?.system ?? null,
      code: coding?.code ?? null,
      category: firstCoding(resource.category?.[0])?.code ?? null,
      effective_start: start.toISOString(),
      effective_end: end?.toISOString() ?? null,
      value: resource.valueQuantity?.value ?? null,
      identifiers: identifierTokens(resource.identifier),
      component_codes: componentCodesOf(resource),
      resource,
      version_id: server.versionId,
      last_updated: server.lastUpdated.toISOString(),
      idempotency_key: idempotencyKey,
    },
    values: valueRowsOf(resource),
  };
}

const recordColumns = `id uuid, subject uuid, code_system text, code text, category text,
  effective_start timestamptz, effective_end timestamptz, value numeric, identifiers text[], component_codes text[],
  resource jsonb, version_id integer, last_updated timestamptz, idempotency_key text`;

const valueColumns = `observation_id uuid, subject uuid, code text, upper_code text, effective_start timestamptz,
  value numeric`;

/**
 * Inserts records and their values in one statement (atomic without a transaction of its own). A record whose
 * (subject, idempotency key) is taken is skipped with its values. Answers the ids inserted.
 */
async function insertRecords(db: Queryable, records: readonly NewRecord[]): Promise<string[]> {
  const values = records.flatMap(({ columns, values: rows }) =>
    rows.map((row) => ({
      ...row,
      observation_id: columns.id,
      subject: columns.subject,
      effective_start: columns.effective_start,
    })),
  );
  const rows = await db.query<{ id: string }>(
    `WITH inserted AS (
       INSERT INTO observations (id, subject, code_system, code, category, effective_start, effective_end, value,
                                 identifiers, component_codes, resource, version_id, last_updated, idempotency_key)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS record(${recordColumns})
       ON CONFLICT (subject, idempotency_key) DO NOTHING
       RETURNING id
     ), inserted_values AS (
       INSERT INTO observation_values (observation_id, subject, code, upper_code, effective_start, value)
       SELECT observation_id, subject, code, upper_code, effective_start, value
       FROM jsonb_to_recordset($2::jsonb) AS value_row(${valueColumns})
       WHERE (subject, observation_id) IN (SELECT subject, id FROM inserted)
     )
     SELECT id::text FROM inserted`,
    [JSON.stringify(records.map(({ columns }) => columns)), JSON.stringify(values)],
  );
  return rows.map(({ id }) => id);
}

export interface CreateResult {
  resource: Observation;
  /** False when the idempotency key was used before: `resource` is then the record created that time. */
  created: boolean;
}

/**
 * Stores a validated Observation for `subject` (already checked writable). The same idempotency key from the
 * same subject answers the record created the first time and creates nothing.
 */
export async function createObservation(
  db: Queryable,
  observation: Observation,
  subject: string,
  options: { idempotencyKey?: string; now: Date },
): Promise<CreateResult> {
  const server = { id: randomUUID(), versionId: 1, lastUpdated: options.now };
  const record = recordOf(observation, subject, server, options.idempotencyKey ?? null);
  const [inserted] = await insertRecords(db, [record]);
  if (inserted) return { resource: record.resource, created: true };
  const [existing] = await db.query<{ resource: Observation }>(
    'SELECT resource FROM observations WHERE subject = $1::uuid AND idempotency_key = $2',
    [subject, options.idempotencyKey],
  );
  if (!existing) throw new Error('Observation neither inserted nor found by its idempotency key');
  return { resource: existing.resource, created: false };
}

function subjectOf(observation: Observation, path: string): string {
  const subject = subjectOfReference(observation.subject?.reference ?? '', `${path}.subject`);
  if (!subject) throw invalidResource(`${path}.subject`);
  return subject;
}

/**
 * Validates and stores one Observation (server code: demo data, imports); the server sets `id`,
 * `meta.versionId` and `meta.lastUpdated`. Access is the caller's business.
 */
export async function insertObservation(
  db: Queryable,
  resource: Observation,
  options: { idempotencyKey?: string; now?: Date } = {},
): Promise<Observation> {
  const observation = validateObservation(resource);
  const { idempotencyKey, now = new Date() } = options;
  const result = await createObservation(db, observation, subjectOf(observation, 'Observation'), {
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    now,
  });
  return result.resource;
}

/** Records per statement in `insertObservations`: large enough to be fast, small enough for one message. */
const bulkChunkSize = 500;

/**
 * Validates and stores many Observations (demo and benchmark data): all are validated first (none is stored if
 * one is invalid, its index named in the error), then stored a few hundred per statement.
 */
export async function insertObservations(
  db: Queryable,
  resources: readonly Observation[],
  now: Date = new Date(),
): Promise<void> {
  const records = resources.map((resource, index) => {
    const path = `Observation[${index}]`;
    const observation = validateObservation(resource, path);
    return recordOf(
      observation,
      subjectOf(observation, path),
      { id: randomUUID(), versionId: 1, lastUpdated: now },
      null,
    );
  });
  for (let start = 0; start < records.length; start += bulkChunkSize) {
    await insertRecords(db, records.slice(start, start + bulkChunkSize));
  }
}

export interface StoredRecord<Resource> {
  id: string;
  subject: string;
  versionId: number;
  resource: Resource;
}

/**
 * A stored Observation and its subject; null for an unknown id. With `subject`, only that subject's record is
 * found (one index probe of the primary key, and one node's question once the table is distributed by subject);
 * without, any subject's. `forUpdate` locks it to the transaction.
 */
export async function findObservation(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean; subject?: string } = {},
): Promise<StoredRecord<Observation> | null> {
  const [row] = await db.query<{ id: string; subject: string; version_id: number; resource: Observation }>(
    `SELECT id::text, subject::text, version_id, resource FROM observations
     WHERE id = $1::uuid ${options.subject === undefined ? '' : 'AND subject = $2::uuid'}
     ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    options.subject === undefined ? [id] : [id, options.subject],
  );
  return row ? { id: row.id, subject: row.subject, versionId: row.version_id, resource: row.resource } : null;
}

/**
 * Replaces a stored Observation (locked by the caller) with its next version; its values follow, and the version
 * it replaces goes to `observation_history` (for vread). A record keeps its subject: it is the first column of
 * every key (the table can be distributed by it), and only one's own records can be written anyway.
 */
export async function replaceObservation(
  db: Queryable,
  stored: StoredRecord<Observation>,
  observation: Observation,
  subject: string,
  now: Date,
): Promise<Observation> {
  if (subject !== stored.subject) throw new Error('A stored Observation cannot change its subject');
  const server = { id: stored.id, versionId: stored.versionId + 1, lastUpdated: now };
  const { resource, columns, values } = recordOf(observation, subject, server, null);
  await db.query(
    `INSERT INTO observation_history (subject, observation_id, version_id, resource, last_updated)
     SELECT subject, id, version_id, resource, last_updated FROM observations
     WHERE subject = $2::uuid AND id = $1::uuid
     ON CONFLICT (subject, observation_id, version_id) DO NOTHING`,
    [stored.id, stored.subject],
  );
  await db.query(
    `WITH updated AS (
       UPDATE observations SET (code_system, code, category, effective_start, effective_end, value,
                                identifiers, component_codes, resource, version_id, last_updated)
         = (SELECT code_system, code, category, effective_start, effective_end, value, identifiers,
                   component_codes, resource, version_id, last_updated
            FROM jsonb_populate_record(NULL::observations, $2::jsonb))
       WHERE subject = $4::uuid AND id = $1::uuid
       RETURNING id, subject, effective_start
     ), removed_values AS (
       DELETE FROM observation_values WHERE subject = $4::uuid AND observation_id = $1::uuid
     )
     INSERT INTO observation_values (observation_id, subject, code, upper_code, effective_start, value)
     SELECT updated.id, updated.subject, value_row.code, value_row.upper_code, updated.effective_start, value_row.value
     FROM updated, jsonb_to_recordset($3::jsonb) AS value_row(code text, upper_code text, value numeric)`,
    [stored.id, JSON.stringify(columns), JSON.stringify(values), stored.subject],
  );
  return resource;
}

/**
 * Version `versionId` of a stored Observation: the current one, or an earlier one kept since migration 015;
 * null when there is no such version.
 */
export async function findObservationVersion(
  db: Queryable,
  stored: StoredRecord<Observation>,
  versionId: number,
): Promise<Observation | null> {
  if (versionId === stored.versionId) return stored.resource;
  if (versionId > stored.versionId) return null;
  const [row] = await db.query<{ resource: Observation }>(
    `SELECT resource FROM observation_history
     WHERE subject = $3::uuid AND observation_id = $1::uuid AND version_id = $2`,
    [stored.id, versionId, stored.subject],
  );
  return row?.resource ?? null;
}

/** Deletes a stored Observation; its values and earlier versions go with it (ON DELETE CASCADE). */
export async function deleteObservation(
  db: Queryable,
  stored: Pick<StoredRecord<Observation>, 'id' | 'subject'>,
): Promise<void> {
  await db.query('DELETE FROM observations WHERE subject = $2::uuid AND id = $1::uuid', [
    stored.id,
    stored.subject,
  ]);
}

/** Observations of `subject` carrying one of the identifiers (`system|value`), for conditional creates. */
export async function findObservationsByIdentifier(
  db: Queryable,
  subject: string,
  identifiers: readonly string[],
): Promise<Observation[]> {
  const rows = await db.query<{ resource: Observation }>(
    `SELECT resource FROM observations WHERE subject = $1::uuid
       AND identifiers && ARRAY(SELECT jsonb_array_elements_text($2::jsonb))
     ORDER BY effective_start DESC, id DESC LIMIT 2`,
    [subject, JSON.stringify(identifiers)],
  );
  return rows.map(({ resource }) => resource);
}

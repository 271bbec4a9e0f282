import type { BundleEntry, BundleLink, FhirResource, Patient } from 'fhir/r4';
import { calendarDateIn, defaultTimeZone } from 'shared-kernel/isomorphic';
import { dosePageForExport, medicationCountForExport, planPageForExport } from '../../medication';
import type { Queryable } from '../../platform/database/database';
import { goalCountForExport, goalPageForExport } from '../../routines';
import { encodeCursor, type ExportCursor, type ExportKey } from './export-cursor';
import { goalOf, medicationAdministrationOf, medicationRequestOf } from './export-resources';

/** One export: whose, from where, how many entries a page holds, and the base its URLs start with. */
export interface ExportRequest {
  db: Queryable;
  userId: string;
  subject: string;
  patient: Patient;
  base: string;
  count: number;
  since: Date | null;
  cursor: ExportCursor | null;
  now: Date;
}

/** An entry to write: where the page goes on after it, and its resource as JSON text. */
interface Row {
  key: ExportKey;
  resourceType: string;
  id: string;
  json: string;
}

const rowOf = (key: ExportKey, resource: FhirResource): Row => ({
  key,
  resourceType: resource.resourceType,
  id: resource.id ?? '',
  json: JSON.stringify(resource),
});

type SectionReader = (request: ExportRequest, after: ExportKey | null, limit: number) => Promise<Row[]>;

/** Rows per statement while a page is written: a page of any size is read (and held) a few hundred at a time. */
const chunkRows = 500;

/** The records of a FHIR store table (observations, diagnostic_reports), by (effective_start, id). */
function storedRecords(table: 'observations' | 'diagnostic_reports'): SectionReader {
  const resourceType = table === 'observations' ? 'Observation' : 'DiagnosticReport';
  return async (request, after, limit) => {
    // Each condition only when it applies: `$n IS NULL OR ...` would keep the planner from starting the
    // (subject, effective_start, id) index scan at the cursor, and every page would read from the first record.
    const values: unknown[] = [request.subject];
    const conditions = ['subject = $1::uuid'];
    if (Array.isArray(after)) {
      values.push(after[0], after[1]);
      conditions.push(
        `(effective_start, id) > ($${values.length - 1}::timestamptz, $${values.length}::uuid)`,
      );
    }
    if (request.since) {
      values.push(request.since.toISOString());
      conditions.push(`last_updated >= $${values.length}::timestamptz`);
    }
    values.push(limit);
    // The stored JSON goes out as the text the database holds: not parsed and written again.
    const rows = await request.db.query<{ json: string; start: string; id: string }>(
      `SELECT resource::text AS json, id::text AS id,
              to_char(effective_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS start
       FROM ${table} WHERE ${conditions.join(' AND ')}
       ORDER BY effective_start, id LIMIT $${values.length}`,
      values,
    );
    return rows.map((row) => ({
      key: [row.start, row.id] as const,
      resourceType,
      id: row.id,
      json: row.json,
    }));
  };
}

const serialAfter = (after: ExportKey | null) => (typeof after === 'number' ? after : 0);
const todayOf = (request: ExportRequest) => calendarDateIn(defaultTimeZone, request.now);

/**
 * The sections of an export, in order; the Patient comes first, on the first page only. Checkups are the
 * DiagnosticReports the FHIR routes serve; plans, ticked doses and goals come from their domains.
 */
const sections: readonly SectionReader[] = [
  async (request, after) => (after === null ? [rowOf(0, request.patient)] : []),
  storedRecords('observations'),
  storedRecords('diagnostic_reports'),
  async (request, after, limit) =>
    (
      await planPageForExport(request.db, request.userId, {
        after: serialAfter(after),
        since: request.since,
        limit,
      })
    ).map((plan) => rowOf(plan.tkmdSn, medicationRequestOf(plan, request.subject, todayOf(request)))),
  async (request, after, limit) =>
    (
      await dosePageForExport(request.db, request.userId, {
        after: serialAfter(after),
        since: request.since,
        limit,
      })
    ).map((dose) => rowOf(dose.tkmdDtlsSn, medicationAdministrationOf(dose, request.subject))),
  async (request, after, limit) =>
    (
      await goalPageForExport(request.db, request.userId, {
        after: serialAfter(after),
        since: request.since,
        limit,
      })
    ).map((goal) => rowOf(goal.helthGoalSn, goalOf(goal, request.subject, todayOf(request)))),
];

export const exportSectionCount = sections.length;

/**
 * How many entries the whole export holds (every page): the Bundle's `total`, by which a download shows its
 * progress. Counted from the indexes the pages are read by, on the first page only: the next pages carry it in
 * their cursor (a count per page costs as much as the page on the embedded database).
 */
async function totalOf(request: ExportRequest): Promise<number> {
  const since = request.since?.toISOString() ?? null;
  const [records] = await request.db.query<{ total: number }>(
    `SELECT (SELECT count(*) FROM observations
             WHERE subject = $1::uuid AND ($2::timestamptz IS NULL OR last_updated >= $2::timestamptz))::int
          + (SELECT count(*) FROM diagnostic_reports
             WHERE subject = $1::uuid AND ($2::timestamptz IS NULL OR last_updated >= $2::timestamptz))::int AS total`,
    [request.subject, since],
  );
  const counts = await Promise.all([
    medicationCountForExport(request.db, request.userId, request.since),
    goalCountForExport(request.db, request.userId, request.since),
  ]);
  return 1 + (records?.total ?? 0) + counts.reduce((sum, count) => sum + count, 0);
}

function pageUrl(request: ExportRequest, cursor: ExportCursor | null): string {
  const params = new URLSearchParams({ _count: String(request.count) });
  if (request.since) params.set('_since', request.since.toISOString());
  if (cursor) params.set('_cursor', encodeCursor(cursor));
  return `${request.base}/Patient/${request.subject}/$everything?${params.toString()}`;
}

/** A Bundle entry's JSON, the resource's text spliced in as it is. */
function entryText(request: ExportRequest, row: Row): string {
  const fullUrl = JSON.stringify(`${request.base}/${row.resourceType}/${row.id}`);
  const mode: NonNullable<BundleEntry['search']>['mode'] =
    row.resourceType === 'Patient' ? 'include' : 'match';
  return `{"fullUrl":${fullUrl},"resource":${row.json},"search":{"mode":"${mode}"}}`;
}

/**
 * One page of `$everything` as JSON text, written as it is read: a searchset Bundle (`total`: the entries of
 * every page) of at most `count` entries
 * from the cursor on, each section (resource type) read `chunkRows` at a time, and its `self` and `next` links
 * last (JSON does not order an object's members), once it is known whether anything follows.
 */
export async function* everythingPage(request: ExportRequest): AsyncGenerator<string> {
  const timestamp = request.now.toISOString();
  const total = request.cursor?.total ?? (await totalOf(request));
  yield `{"resourceType":"Bundle","type":"searchset","timestamp":"${timestamp}","total":${total},"entry":[`;
  let written = 0;
  let next: ExportCursor | null = null;
  const start = request.cursor ?? { section: 0, key: null, total };
  sections: for (let section = start.section; section < sections.length; section += 1) {
    const read = sections[section] as SectionReader;
    let key = section === start.section ? start.key : null;
    for (;;) {
      const room = request.count - written;
      if (room === 0) {
        // The page is full: a next page exists if this section (or a later one) has one more entry.
        if ((await read(request, key, 1)).length > 0) {
          next = { section, key, total };
          break sections;
        }
        break;
      }
      const limit = Math.min(chunkRows, room);
      const rows = await read(request, key, limit);
      if (rows.length > 0) {
        yield (written > 0 ? ',' : '') + rows.map((row) => entryText(request, row)).join(',');
        written += rows.length;
        key = (rows[rows.length - 1] as Row).key;
      }
      if (rows.length < limit) break;
    }
  }
  const link: BundleLink[] = [{ relation: 'self', url: pageUrl(request, request.cursor) }];
  if (next) link.push({ relation: 'next', url: pageUrl(request, next) });
  yield `],"link":${JSON.stringify(link)}}`;
}

import type { Bundle, BundleLink, DiagnosticReport, Observation } from 'fhir/r4';
import { defaultTimeZone } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import {
  pageLink,
  type CodeToken,
  type DateCondition,
  type SearchableType,
  type SearchRequest,
} from './search-params';

const tables: Record<SearchableType, string> = {
  Observation: 'observations',
  DiagnosticReport: 'diagnostic_reports',
};

/** The `$n` parameters of one statement: every value from the request goes through here, never into the text. */
class StatementParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  list(values: readonly string[]): string {
    return `ARRAY[${values.map((value) => this.add(value)).join(', ')}]::text[]`;
  }
}

function codeCondition(parameters: StatementParameters, token: CodeToken): string {
  const code = `code = ${parameters.add(token.code)}`;
  if (token.system === undefined) return code;
  if (token.system === null) return `(${code} AND code_system IS NULL)`;
  return `(${code} AND code_system = ${parameters.add(token.system)})`;
}

/** How `component_codes` spells a token (see the migration): `code`, `|code` or `system|code`. */
function componentCodeOf(token: CodeToken): string {
  return token.system === undefined ? token.code : `${token.system ?? ''}|${token.code}`;
}

function dateCondition(parameters: StatementParameters, condition: DateCondition, timeZone: string): string {
  const edge =
    'instant' in condition.edge
      ? `${parameters.add(condition.edge.instant)}::timestamptz`
      : `(${parameters.add(condition.edge.localDateTime)}::timestamp AT TIME ZONE ${parameters.add(timeZone)})`;
  return `effective_start ${condition.operator} ${edge}`;
}

/** Which of the subject's records a search may see, and the calendar its dates are read in. */
export interface SearchScope {
  /** null: all of them; else only records coded with one of these (life-log types shared through a channel). */
  onlyCodings?: readonly { system: string; code: string }[] | null;
  timeZone?: string;
}

function whereClause(
  search: SearchRequest,
  subject: string,
  parameters: StatementParameters,
  scope: SearchScope,
): string {
  const timeZone = scope.timeZone ?? defaultTimeZone;
  const conditions = [`subject = ${parameters.add(subject)}::uuid`];
  if (scope.onlyCodings) {
    const allowed = scope.onlyCodings.map(
      ({ system, code }) => `(code_system = ${parameters.add(system)} AND code = ${parameters.add(code)})`,
    );
    conditions.push(allowed.length > 0 ? `(${allowed.join(' OR ')})` : 'false');
  }
  for (const tokens of search.codes) {
    conditions.push(`(${tokens.map((token) => codeCondition(parameters, token)).join(' OR ')})`);
  }
  for (const tokens of search.comboCodes) {
    const ownCode = tokens.map((token) => codeCondition(parameters, token));
    const componentCode = `component_codes && ${parameters.list(tokens.map(componentCodeOf))}`;
    conditions.push(`(${[...ownCode, componentCode].join(' OR ')})`);
  }
  for (const identifiers of search.identifiers) {
    conditions.push(`identifiers && ${parameters.list(identifiers)}`);
  }
  for (const condition of search.dates) conditions.push(dateCondition(parameters, condition, timeZone));
  return conditions.join(' AND ');
}

export type SearchableResource = Observation | DiagnosticReport;

/**
 * Runs a search for one subject (already checked readable, within `scope`) and answers a searchset Bundle, newest first unless
 * `_sort=date`, with `total` (unless `_total=none`), self / next / previous links and `fullUrl`s absolute under
 * `base` (`https://host/fhir`). The page is read straight
 * from the (subject, [code,] effective_start, id) indexes; one row more than the page says whether a next page
 * exists; the total is counted (an index-only scan) unless `_total=none`.
 */
export async function searchResources(
  db: Queryable,
  search: SearchRequest,
  subject: string,
  base: string,
  scope: SearchScope = {},
): Promise<Bundle<SearchableResource>> {
  const table = tables[search.type];
  const parameters = new StatementParameters();
  const where = whereClause(search, subject, parameters, scope);
  const direction = search.sort === 'ascending' ? 'ASC' : 'DESC';
  // The total is counted beside the page, not after it: on PostgreSQL the two run on two connections at once.
  const [rows, counted] = await Promise.all([
    db.query<{ resource: SearchableResource }>(
      `SELECT resource FROM ${table} WHERE ${where}
       ORDER BY effective_start ${direction}, id ${direction}
       LIMIT ${parameters.add(search.count + 1)} OFFSET ${parameters.add(search.offset)}`,
      parameters.values,
    ),
    search.countTotal ? countMatches(db, table, search, subject, scope) : undefined,
  ]);
  const hasNext = rows.length > search.count;
  const page = rows.slice(0, search.count);
  const total = search.offset === 0 && !hasNext ? page.length : counted;
  const link: BundleLink[] = [{ relation: 'self', url: pageLink(search, search.offset, base) }];
  if (hasNext) link.push({ relation: 'next', url: pageLink(search, search.offset + search.count, base) });
  if (search.offset > 0) {
    link.push({
      relation: 'previous',
      url: pageLink(search, Math.max(0, search.offset - search.count), base),
    });
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    ...(total === undefined ? {} : { total }),
    link,
    entry: page.map(({ resource }) => ({
      fullUrl: `${base}/${search.type}/${resource.id ?? ''}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

async function countMatches(
  db: Queryable,
  table: string,
  search: SearchRequest,
  subject: string,
  scope: SearchScope,
): Promise<number> {
  const parameters = new StatementParameters();
  const where = whereClause(search, subject, parameters, scope);
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${table} WHERE ${where}`,
    parameters.values,
  );
  return row?.total ?? 0;
}

import { isCalendarDate } from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { checkText, fhirInputBounds } from './fhir-input-bounds';
import { checkFormatParameter, formatParameter } from './fhir-format';

export type SearchableType = 'Observation' | 'DiagnosticReport';

/** A token of `code` or `combo-code`: `code` (any system), `|code` (no system) or `system|code`. */
export interface CodeToken {
  /** undefined: any system; null: a coding without a system. */
  system: string | null | undefined;
  code: string;
}

/** The edge of a `date` parameter: an instant, or a local date-time in the subject's time zone. */
export type DateEdge = { instant: string } | { localDateTime: string };

export interface DateCondition {
  operator: '=' | '>=' | '>' | '<=' | '<';
  edge: DateEdge;
}

export interface SearchRequest {
  type: SearchableType;
  /** `Patient/{id}` as given; the caller's own subject when absent. */
  subject: string | undefined;
  /** Each inner list is one parameter (its values ORed); the lists are ANDed. */
  codes: CodeToken[][];
  comboCodes: CodeToken[][];
  /** `system|value` of each identifier. */
  identifiers: string[][];
  dates: DateCondition[];
  count: number;
  offset: number;
  sort: 'ascending' | 'descending';
  /** `_total=none` spares counting the matches (the Bundle then has no `total`). */
  countTotal: boolean;
  /** The parameters as given, in order: the paging links keep them. */
  params: URLSearchParams;
}

const defaultPageSize = 20;
const maxPageSize = 100;

/** A search parameter we support, as the CapabilityStatement names it. */
export interface SearchParameterDefinition {
  name: string;
  type: 'token' | 'date' | 'reference';
  definition?: string;
  documentation: string;
}

const subjectParameter: SearchParameterDefinition = {
  name: 'subject',
  type: 'reference',
  definition: 'http://hl7.org/fhir/SearchParameter/Observation-subject',
  documentation: 'Patient/{id}: the caller by default; another person only when they share with the caller',
};
const identifierParameter: SearchParameterDefinition = {
  name: 'identifier',
  type: 'token',
  definition: 'http://hl7.org/fhir/SearchParameter/clinical-identifier',
  documentation: 'system|value, or system| for any value of that system',
};
const dateParameter: SearchParameterDefinition = {
  name: 'date',
  type: 'date',
  definition: 'http://hl7.org/fhir/SearchParameter/clinical-date',
  documentation: 'eq, ge, gt, le, lt; a day, month or year in Asia/Seoul, or a date-time with its zone',
};

/** The search parameters of each searchable type (the result parameters `_count`... come on top). */
export const searchParameters: Record<SearchableType, readonly SearchParameterDefinition[]> = {
  Observation: [
    subjectParameter,
    {
      name: 'code',
      type: 'token',
      definition: 'http://hl7.org/fhir/SearchParameter/clinical-code',
      documentation: '[system|]code, comma-separated for any of them',
    },
    {
      name: 'combo-code',
      type: 'token',
      definition: 'http://hl7.org/fhir/SearchParameter/Observation-combo-code',
      documentation: 'the record code or any component code',
    },
    dateParameter,
    identifierParameter,
  ],
  DiagnosticReport: [subjectParameter, identifierParameter, dateParameter],
};

/** The result parameters every search takes. */
export const resultParameters = ['_count', '_offset', '_sort', '_total'] as const;

const parametersOf: Record<SearchableType, ReadonlySet<string>> = {
  Observation: new Set([...searchParameters.Observation.map(({ name }) => name), ...resultParameters]),
  DiagnosticReport: new Set([
    ...searchParameters.DiagnosticReport.map(({ name }) => name),
    ...resultParameters,
  ]),
};
/** Read by the error envelope (the language of messages), not a search parameter. */
const ignoredParameters: ReadonlySet<string> = new Set(['lang']);

function invalidParameter(field: string): ApiError {
  return new ApiError(400, errorCodes.invalidRequest, { field });
}

/** Splits on `separator` where it is not escaped by a backslash, then unescapes (FHIR search escaping). */
function splitEscaped(value: string, separator: ',' | '|', limit = Infinity): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    if (character === '\\' && index + 1 < value.length) {
      current += character + value[index + 1];
      index += 1;
    } else if (character === separator && parts.length < limit - 1) {
      parts.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts;
}

const unescape = (value: string) => value.replace(/\\([\\,|$])/g, '$1');

function tokenOf(token: string, field: string): CodeToken {
  const [first = '', second] = splitEscaped(token, '|', 2).map(unescape);
  const parsed: CodeToken =
    second === undefined
      ? { system: undefined, code: first }
      : { system: first === '' ? null : first, code: second };
  if (parsed.code === '') throw invalidParameter(field);
  return parsed;
}

function tokensOf(value: string, field: string): CodeToken[] {
  return splitEscaped(value, ',').map((token) => tokenOf(token, field));
}

function identifiersOf(value: string): string[] {
  return splitEscaped(value, ',').map((token) => {
    const [system = '', identifierValue] = splitEscaped(token, '|', 2).map(unescape);
    // `system|` (empty value) asks for any identifier of that system.
    if (system === '' || identifierValue === undefined) throw invalidParameter('identifier');
    return `${system}|${identifierValue}`;
  });
}

type DatePrefix = 'eq' | 'ge' | 'gt' | 'le' | 'lt';

const instantOperators: Record<DatePrefix, DateCondition['operator']> = {
  eq: '=',
  ge: '>=',
  gt: '>',
  le: '<=',
  lt: '<',
};

// A time of the day's 24 hours and a zone FHIR allows (-14:00 to +14:00): PostgreSQL refuses +16:00.
const datePattern =
  /^(eq|ge|gt|le|lt)?(\d{4})(?:-(\d{2})(?:-(\d{2})(T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00)))?)?)?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Midnight starting a local calendar day, as `YYYY-MM-DDT00:00:00` (no zone: the zone is applied in SQL). */
function localMidnight(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00`;
}

/** The local range [start, end) a date of one, two or three parts covers (a year, a month or a day). */
function localRange(year: number, month?: number, day?: number): [string, string] | null {
  const start = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  if (
    start.getUTCFullYear() !== year ||
    start.getUTCMonth() !== (month ?? 1) - 1 ||
    start.getUTCDate() !== (day ?? 1)
  )
    return null;
  const end = new Date(start);
  if (day !== undefined) end.setUTCDate(end.getUTCDate() + 1);
  else if (month !== undefined) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return [localMidnight(start), localMidnight(end)];
}

/**
 * One `date` parameter: a prefix (eq by default) and a date-time with its zone, or a date without time, which
 * covers a local day (or month, or year) in the subject's time zone.
 */
function dateConditionsOf(rawValue: string): DateCondition[] {
  // A `+` sent unencoded in a query string arrives as a space; a date has no space of its own.
  const match = datePattern.exec(rawValue.replace(/ /g, '+'));
  if (!match) throw invalidParameter('date');
  const [, prefix = 'eq', year, month, day, time] = match as (string | undefined)[];
  if (time !== undefined) {
    const instant = `${year}-${month}-${day}${time}`;
    // A day the calendar has (not 2024-02-30, which JavaScript reads as 1 March, nor year 0).
    if (!isCalendarDate(`${year}-${month}-${day}`) || Number.isNaN(new Date(instant).getTime()))
      throw invalidParameter('date');
    return [{ operator: instantOperators[prefix as DatePrefix], edge: { instant } }];
  }
  const range = localRange(Number(year), month ? Number(month) : undefined, day ? Number(day) : undefined);
  if (!range) throw invalidParameter('date');
  const start = { localDateTime: range[0] };
  const end = { localDateTime: range[1] };
  switch (prefix as DatePrefix) {
    case 'ge':
      return [{ operator: '>=', edge: start }];
    case 'gt':
      return [{ operator: '>=', edge: end }];
    case 'le':
      return [{ operator: '<', edge: end }];
    case 'lt':
      return [{ operator: '<', edge: start }];
    case 'eq':
      return [
        { operator: '>=', edge: start },
        { operator: '<', edge: end },
      ];
  }
}

function integerOf(value: string, field: string, min: number, max: number): number {
  if (!/^\d{1,9}$/.test(value)) throw invalidParameter(field);
  const number = Number(value);
  if (number < min || number > max) throw invalidParameter(field);
  return number;
}

/**
 * Reads a search's query string (`subject`, `code`, `combo-code`, `date`, `identifier`, `_count`, `_offset`,
 * `_sort`). Unknown parameters are refused (400 M0187 naming them) rather than silently ignored, so that a
 * typo never answers someone else's idea of the result.
 */
export function parseSearch(type: SearchableType, params: URLSearchParams): SearchRequest {
  const search: SearchRequest = {
    type,
    subject: undefined,
    codes: [],
    comboCodes: [],
    identifiers: [],
    dates: [],
    count: defaultPageSize,
    offset: 0,
    sort: 'descending',
    countTotal: true,
    params,
  };
  const seen = new Set<string>();
  for (const [name, value] of params) {
    checkText(name, name, fhirInputBounds.indexedStringLength);
    checkText(value, name);
    if (name === formatParameter) {
      checkFormatParameter(value);
      continue;
    }
    if (ignoredParameters.has(name)) continue;
    if (!parametersOf[type].has(name)) throw invalidParameter(name);
    const repeatable = name === 'code' || name === 'combo-code' || name === 'date' || name === 'identifier';
    if (!repeatable && seen.has(name)) throw invalidParameter(name);
    seen.add(name);
    switch (name) {
      case 'subject':
        search.subject = value;
        break;
      case 'code':
        search.codes.push(tokensOf(value, name));
        break;
      case 'combo-code':
        search.comboCodes.push(tokensOf(value, name));
        break;
      case 'identifier':
        search.identifiers.push(identifiersOf(value));
        break;
      case 'date':
        search.dates.push(...dateConditionsOf(value));
        break;
      case '_count':
        search.count = integerOf(value, name, 1, maxPageSize);
        break;
      case '_offset':
        search.offset = integerOf(value, name, 0, 100_000_000);
        break;
      case '_total':
        // FHIR lets a server answer `estimate` with an accurate count.
        if (value !== 'none' && value !== 'estimate' && value !== 'accurate') throw invalidParameter(name);
        search.countTotal = value !== 'none';
        break;
      case '_sort':
        if (value !== 'date' && value !== '-date') throw invalidParameter(name);
        search.sort = value === 'date' ? 'ascending' : 'descending';
        break;
    }
  }
  return search;
}

/** A link to another page of the same search: every parameter kept, `_offset` set; `base` is `…/fhir`. */
export function pageLink(search: SearchRequest, offset: number, base: string): string {
  const params = new URLSearchParams(search.params);
  params.set('_offset', String(offset));
  return `${base}/${search.type}?${params.toString()}`;
}

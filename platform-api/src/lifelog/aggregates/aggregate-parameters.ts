import {
  aggregationFunctions,
  aggregationTypes,
  calendarDateIn,
  defaultTimeZone,
  isCalendarDate,
  lifelogCodes,
  type AggregationFunction,
  type FhirCoding,
  type AggregationType,
} from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

/** What the caller asks of `$aggregate`, checked; `subject` is the reference as sent (the caller when absent). */
interface QueryBase {
  subject: string | undefined;
  /** The coding of the values: the record's code, or a component's code together with `upperCode`. */
  code: SystemCode;
  /** The panel `code` is a component of; absent for a record's own value. */
  upperCode: SystemCode | undefined;
}

/** A code together with the system that gives it its meaning: `8867-4` is a heart rate only in LOINC. */
export type SystemCode = Pick<FhirCoding, 'system' | 'code'>;

export interface RecentRecordsQuery extends QueryBase {
  type: 'recent';
  /** From 1. */
  page: number;
  rows: number;
}

export interface PeriodAggregateQuery extends QueryBase {
  type: AggregationType;
  /** Half-open: [start, end). */
  period: { start: Date; end: Date };
  aggregation: AggregationFunction;
  /** IANA name of the zone whose calendar days, months and years the buckets follow. */
  timeZone: string;
}

export type AggregateQuery = RecentRecordsQuery | PeriodAggregateQuery;

const recentRowsLimits = { min: 1, max: 371, default: 20 } as const;

const recentParts = ['subject', 'type', 'code', 'upperCode', 'page', 'rows'];
const periodParts = ['subject', 'type', 'code', 'upperCode', 'period', 'aggregation', 'timeZone'];
const water = lifelogCodes.meal.coding;

type Part = Record<string, unknown> & { name: string };

const invalid = (field: string) => new ApiError(400, errorCodes.invalidRequest, { field });
const partField = (name: string) => `parameter.part.${name}`;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parts of the one `lifelog` parameter, by name; each name at most once. */
function partsOf(body: unknown): Map<string, Part> {
  if (!isObject(body) || body['resourceType'] !== 'Parameters') throw invalid('resourceType');
  const parameters = body['parameter'];
  if (!Array.isArray(parameters) || parameters.length !== 1) throw invalid('parameter');
  const [parameter] = parameters as unknown[];
  if (!isObject(parameter) || parameter['name'] !== 'lifelog') throw invalid('parameter.name');
  const parts = parameter['part'];
  if (!Array.isArray(parts)) throw invalid('parameter.part');
  const byName = new Map<string, Part>();
  for (const part of parts as unknown[]) {
    if (!isObject(part) || typeof part['name'] !== 'string') throw invalid('parameter.part.name');
    const name = part['name'];
    if (byName.has(name)) throw invalid(partField(name));
    byName.set(name, { ...part, name });
  }
  return byName;
}

/**
 * Reads the `value[x]` of part `name` with `read`, which answers undefined for a value it refuses. Undefined when
 * the part is absent; a 400 naming the part when it is present but wrong.
 */
function optionalPart<Value>(
  parts: Map<string, Part>,
  name: string,
  valueKey: string,
  read: (value: unknown) => Value | undefined,
): Value | undefined {
  const part = parts.get(name);
  if (!part) return undefined;
  const value = read(part[valueKey]);
  if (value === undefined) throw invalid(partField(name));
  return value;
}

function requiredPart<Value>(
  parts: Map<string, Part>,
  name: string,
  valueKey: string,
  read: (value: unknown) => Value | undefined,
): Value {
  const value = optionalPart(parts, name, valueKey, read);
  if (value === undefined) throw invalid(partField(name));
  return value;
}

const oneOf =
  <Code extends string>(codes: readonly Code[]) =>
  (value: unknown): Code | undefined =>
    codes.find((code) => code === value);

const integerBetween = (min: number, max: number) => (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/** The code systems the catalogue codes life-log values in (LOINC, SNOMED CT and our own). */
const knownSystems: ReadonlySet<string> = new Set(
  Object.values(lifelogCodes).flatMap((entry) => [
    entry.coding.system,
    ...Object.values<FhirCoding>('components' in entry ? entry.components : {}).map(
      (coding) => coding.system,
    ),
  ]),
);

/** A Coding with both its code and one of the known systems: a code alone could be any system's. */
function codingOf(value: unknown): SystemCode | undefined {
  if (!isObject(value)) return undefined;
  const { system, code } = value;
  if (typeof code !== 'string' || code === '') return undefined;
  if (typeof system !== 'string' || !knownSystems.has(system)) return undefined;
  return { system, code };
}

function referenceOf(value: unknown): string | undefined {
  return isObject(value) && typeof value['reference'] === 'string' ? value['reference'] : undefined;
}

/** A zone both JavaScript and PostgreSQL know by its IANA name (`Asia/Seoul`, `UTC`), in its canonical form. */
function timeZoneOf(value: unknown): string | undefined {
  // Letters, digits and `/_+-` only: PostgreSQL would read anything else (e.g. `<+09>-9`) as a POSIX zone.
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_/+-]{0,63}$/.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Milliseconds the wall clock of `timeZone` is ahead of UTC at `instant`. */
function zoneOffsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant `YYYY-MM-DD` starts in `timeZone`. */
function startOfDayIn(date: string, timeZone: string): Date {
  const wallClock = Date.parse(`${date}T00:00:00Z`);
  const firstGuess = wallClock - zoneOffsetAt(wallClock, timeZone);
  // The offset at the first guess is right unless a daylight-saving change lies between the two.
  return new Date(wallClock - zoneOffsetAt(firstGuess, timeZone));
}

function shiftDate(date: string, { months = 0, days = 0 }: { months?: number; days?: number }): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const lastDayOfMonth = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDayOfMonth) + days))
    .toISOString()
    .slice(0, 10);
}

const fhirDate = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const fhirDateTime =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

/** A FHIR dateTime as an instant; a date without time (`2026`, `2026-03`, `2026-03-01`) starts in `timeZone`. */
function instantOf(value: unknown, timeZone: string): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = fhirDate.exec(value);
  if (date) {
    const day = `${date[1]}-${date[2] ?? '01'}-${date[3] ?? '01'}`;
    return isCalendarDate(day) ? startOfDayIn(day, timeZone) : undefined;
  }
  const dateTime = fhirDateTime.exec(value);
  return dateTime?.[1] && isCalendarDate(dateTime[1]) ? new Date(value) : undefined;
}

function periodOf(value: unknown, timeZone: string): { start: Date; end: Date } | undefined {
  if (!isObject(value)) return undefined;
  const start = instantOf(value['start'], timeZone);
  const end = instantOf(value['end'], timeZone);
  return start && end && end > start ? { start, end } : undefined;
}

/** Water intake sums the last 3 months through tomorrow when no period is given (spec section 9). */
function waterDefaultPeriod(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = calendarDateIn(timeZone, now);
  return {
    start: startOfDayIn(shiftDate(today, { months: -3 }), timeZone),
    end: startOfDayIn(shiftDate(today, { days: 2 }), timeZone),
  };
}

/**
 * Checks a `$aggregate` body (the `Parameters` of the health-data contract): 400 M0187 whose `field` names the
 * part at fault (`parameter.part.aggregation`), or the query it asks for.
 */
export function parseAggregateParameters(body: unknown, now: Date): AggregateQuery {
  const parts = partsOf(body);
  const type = requiredPart(parts, 'type', 'valueCode', oneOf(['recent', ...aggregationTypes] as const));
  const allowed = type === 'recent' ? recentParts : periodParts;
  const stray = [...parts.keys()].find((name) => !allowed.includes(name));
  if (stray !== undefined) throw invalid(partField(stray));

  const code = requiredPart(parts, 'code', 'valueCoding', codingOf);
  const base: QueryBase = {
    subject: optionalPart(parts, 'subject', 'valueReference', referenceOf),
    code,
    upperCode: optionalPart(parts, 'upperCode', 'valueCoding', codingOf),
  };
  if (type === 'recent') {
    return {
      ...base,
      type,
      page: optionalPart(parts, 'page', 'valueInteger', integerBetween(1, Number.MAX_SAFE_INTEGER)) ?? 1,
      rows:
        optionalPart(
          parts,
          'rows',
          'valueInteger',
          integerBetween(recentRowsLimits.min, recentRowsLimits.max),
        ) ?? recentRowsLimits.default,
    };
  }

  const timeZone = optionalPart(parts, 'timeZone', 'valueString', timeZoneOf) ?? defaultTimeZone;
  const isWater = code.code === water.code && code.system === water.system;
  const period = optionalPart(parts, 'period', 'valuePeriod', (value) => periodOf(value, timeZone));
  const aggregation = optionalPart(parts, 'aggregation', 'valueCode', oneOf(aggregationFunctions));
  if (!isWater && !period) throw invalid(partField('period'));
  if (!isWater && !aggregation) throw invalid(partField('aggregation'));
  return {
    ...base,
    type,
    period: period ?? waterDefaultPeriod(now, timeZone),
    aggregation: aggregation ?? 'sum',
    timeZone,
  };
}

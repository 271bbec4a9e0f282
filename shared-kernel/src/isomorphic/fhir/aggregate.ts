import type { Observation, Parameters, ParametersParameter } from 'fhir/r4';
import type { AggregationFunction, AggregationType } from '../codes';
import type { FhirCoding } from './codings';
import { patientReference } from './lifelogObservation';

interface AggregateCommon {
  /** fhirResId of the person; the caller when absent. */
  readonly subjectId?: string;
  readonly code: Pick<FhirCoding, 'system' | 'code'>;
  /** The panel `code` is a component of (blood pressure for sbp). */
  readonly upperCode?: Pick<FhirCoding, 'system' | 'code'>;
}

export interface RecentQuery extends AggregateCommon {
  readonly type: 'recent';
  /** From 1. */
  readonly page: number;
  readonly rows: number;
}

export interface PeriodQuery extends AggregateCommon {
  readonly type: AggregationType;
  /** Half-open [start, end), ISO date-times; absent only for water, whose default is the last 3 months. */
  readonly period?: { readonly start: string; readonly end: string };
  readonly aggregation: AggregationFunction;
  readonly timeZone?: string;
}

export type AggregateQuery = RecentQuery | PeriodQuery;

/** The `Parameters` body of `POST /fhir/Observation/$aggregate` (see the API's contract). */
export function buildAggregateParameters(query: AggregateQuery): Parameters {
  const part: ParametersParameter[] = [
    { name: 'type', valueCode: query.type },
    { name: 'code', valueCoding: { ...query.code } },
  ];
  if (query.subjectId)
    part.push({ name: 'subject', valueReference: { reference: patientReference(query.subjectId) } });
  if (query.upperCode) part.push({ name: 'upperCode', valueCoding: { ...query.upperCode } });
  if (query.type === 'recent') {
    part.push({ name: 'page', valueInteger: query.page }, { name: 'rows', valueInteger: query.rows });
  } else {
    part.push({ name: 'aggregation', valueCode: query.aggregation });
    if (query.period) part.push({ name: 'period', valuePeriod: { ...query.period } });
    if (query.timeZone) part.push({ name: 'timeZone', valueString: query.timeZone });
  }
  return { resourceType: 'Parameters', parameter: [{ name: 'lifelog', part }] };
}

export interface AggregateBucket {
  readonly start: string;
  readonly end: string;
  readonly value: number;
  readonly count: number;
}

function partsOf(parameter: ParametersParameter): Map<string, ParametersParameter> {
  return new Map((parameter.part ?? []).map((part) => [part.name, part]));
}

/** The buckets of a period answer, oldest first. */
export function readAggregateBuckets(answer: Parameters): AggregateBucket[] {
  return (answer.parameter ?? [])
    .filter((parameter) => parameter.name === 'bucket')
    .flatMap((parameter) => {
      const parts = partsOf(parameter);
      const start = parts.get('start')?.valueDateTime;
      const end = parts.get('end')?.valueDateTime;
      const value = parts.get('value')?.valueDecimal;
      const count = parts.get('count')?.valueInteger;
      return start && end && typeof value === 'number' && typeof count === 'number'
        ? [{ start, end, value, count }]
        : [];
    });
}

/** The records and total of a `recent` answer, newest first. */
export function readRecentRecords(answer: Parameters): { total: number; records: Observation[] } {
  const parameters = answer.parameter ?? [];
  const total = parameters.find((parameter) => parameter.name === 'total')?.valueInteger ?? 0;
  const records = parameters.flatMap((parameter) =>
    parameter.name === 'record' && parameter.resource?.resourceType === 'Observation'
      ? [parameter.resource]
      : [],
  );
  return { total, records };
}

// The health-data calls of the life-log features: FHIR under /fhir and the guide bands. Kept out of the kernel,
// whose chunk every page loads at start, login included.
import type { Bundle, BundleEntry, DiagnosticReport, Observation, Parameters } from 'fhir/r4';
import {
  buildAggregateParameters,
  codingToken,
  fhirSystems,
  patientReference,
  type AggregateQuery,
  type FhirCoding,
  type GuideRange,
} from 'shared-kernel/isomorphic';
import { userApi } from 'shared-kernel';

const fhirJson = { 'Content-Type': 'application/fhir+json' };

export interface ObservationSearch {
  /** fhirResId of the person; the caller when absent. */
  readonly subjectId?: string;
  /** `system|code` tokens (any of them). */
  readonly codes?: readonly string[];
  /** Matches the record's code or a component's (blood pressure's systolic value, for example). */
  readonly comboCodes?: readonly string[];
  /** FHIR date filters such as `ge2026-03-01` or `lt2026-04-01T00:00:00+09:00`. */
  readonly dates?: readonly string[];
  readonly count?: number;
  readonly offset?: number;
  readonly sort?: 'date' | '-date';
  /** Leave the total out of the answer: counting a long history costs more than the page itself. */
  readonly withoutTotal?: boolean;
}

function observationSearchParams(search: ObservationSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.subjectId) params.set('subject', patientReference(search.subjectId));
  if (search.codes?.length) params.set('code', search.codes.join(','));
  if (search.comboCodes?.length) params.set('combo-code', search.comboCodes.join(','));
  for (const date of search.dates ?? []) params.append('date', date);
  params.set('_count', String(search.count ?? 20));
  if (search.offset) params.set('_offset', String(search.offset));
  params.set('_sort', search.sort ?? '-date');
  if (search.withoutTotal) params.set('_total', 'none');
  return params;
}

/** The resources of a searchset Bundle. */
export function resourcesOf<Resource>(bundle: Bundle<Resource>): Resource[] {
  return (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []));
}

/** One page of a person's records, newest first unless `sort` says otherwise. */
export async function searchObservations(search: ObservationSearch): Promise<Bundle<Observation>> {
  const { data } = await userApi.get<Bundle<Observation>>(
    `/fhir/Observation?${observationSearchParams(search)}`,
  );
  return data;
}

/** The latest record of each code, in one batch call; null where the person has none. */
export async function latestObservations(
  codings: readonly Pick<FhirCoding, 'system' | 'code'>[],
  subjectId?: string,
): Promise<(Observation | null)[]> {
  const entry: BundleEntry[] = codings.map((coding) => ({
    request: {
      method: 'GET',
      url: `Observation?${observationSearchParams({
        subjectId,
        codes: [codingToken(coding)],
        count: 1,
        withoutTotal: true,
      })}`,
    },
  }));
  const { data } = await userApi.post<Bundle>(
    '/fhir',
    { resourceType: 'Bundle', type: 'batch', entry },
    {
      headers: fhirJson,
    },
  );
  return codings.map((_, index) => {
    const result = data.entry?.[index]?.resource;
    if (result?.resourceType !== 'Bundle') return null;
    const [latest] = resourcesOf(result as Bundle<Observation>);
    return latest ?? null;
  });
}

export async function aggregateObservations(query: AggregateQuery): Promise<Parameters> {
  const { data } = await userApi.post<Parameters>(
    '/fhir/Observation/$aggregate',
    buildAggregateParameters(query),
    {
      headers: fhirJson,
    },
  );
  return data;
}

/**
 * Stores a new record. The idempotency key makes a retry safe: the API creates the record once, however many
 * times the same key is sent.
 */
export async function createObservation(
  observation: Observation,
  options: { idempotencyKey?: string } = {},
): Promise<Observation> {
  const headers = {
    ...fhirJson,
    ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
  };
  const { data } = await userApi.post<Observation>('/fhir/Observation', observation, { headers });
  return data;
}

export async function readObservation(id: string): Promise<Observation> {
  const { data } = await userApi.get<Observation>(`/fhir/Observation/${encodeURIComponent(id)}`);
  return data;
}

const keyHeader = (idempotencyKey?: string) => (idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {});

/** Stores a changed record; with `idempotencyKey`, the API makes the change once however often it arrives. */
export async function updateObservation(
  observation: Observation & { id: string },
  options: { idempotencyKey?: string } = {},
): Promise<Observation> {
  const { data } = await userApi.put<Observation>(
    `/fhir/Observation/${encodeURIComponent(observation.id)}`,
    observation,
    { headers: { ...fhirJson, ...keyHeader(options.idempotencyKey) } },
  );
  return data;
}

/** Deletes a record; with `idempotencyKey`, a repeat gets the first answer again. */
export async function deleteObservation(
  id: string,
  options: { idempotencyKey?: string } = {},
): Promise<void> {
  await userApi.delete(`/fhir/Observation/${encodeURIComponent(id)}`, {
    headers: keyHeader(options.idempotencyKey),
  });
}

/** Sends the entries as one transaction: all are stored, or none. */
export async function commitTransaction(entry: readonly BundleEntry[]): Promise<Bundle> {
  const { data } = await userApi.post<Bundle>(
    '/fhir',
    { resourceType: 'Bundle', type: 'transaction', entry },
    { headers: fhirJson },
  );
  return data;
}

export interface CheckupSearch {
  readonly subjectId?: string;
  readonly count?: number;
}

/** A person's health checkups, newest first. */
export async function searchCheckups(search: CheckupSearch = {}): Promise<DiagnosticReport[]> {
  const params = new URLSearchParams({
    identifier: `${fhirSystems.checkup}|`,
    _count: String(search.count ?? 20),
    _sort: '-date',
  });
  if (search.subjectId) params.set('subject', patientReference(search.subjectId));
  const { data } = await userApi.get<Bundle<DiagnosticReport>>(`/fhir/DiagnosticReport?${params}`);
  return resourcesOf(data);
}

/** Guide bands (all, or one index's). */
export async function fetchGuideRanges(idxCode?: string): Promise<GuideRange[]> {
  const path = idxCode ? `/api/service/idxguide/${encodeURIComponent(idxCode)}` : '/api/service/idxguide';
  const { data } = await userApi.get<{ idxGuideList: GuideRange[] }>(path);
  return data.idxGuideList;
}

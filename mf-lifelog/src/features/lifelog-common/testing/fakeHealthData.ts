// Test support: answers of the health-data API built from life-log records, for the fakeApi of
// 'shared-kernel/testing'. Only tests import this file.
import type { FakeRequest, Reply } from 'shared-kernel/testing';
import {
  buildLifelogObservation,
  lifelogTypeOfCoding,
  type GuideRange,
  type LifelogRecord,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

type Observation = ReturnType<typeof buildLifelogObservation>;

interface BatchRequest {
  entry?: { request?: { url?: string } }[];
}

export type RecordInput = Omit<LifelogRecord, 'subjectId'> & { subjectId?: string };

let lastId = 0;

/** A stored Observation of a record, with a server id. */
export function storedObservation(record: RecordInput, subjectId: string): Observation {
  lastId += 1;
  return buildLifelogObservation({
    id: `obs-${lastId}`,
    ...record,
    subjectId: record.subjectId ?? subjectId,
  });
}

function searchset(observations: readonly Observation[]) {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: observations.length,
    entry: observations.map((resource) => ({ resource, search: { mode: 'match' } })),
  };
}

function typeOfToken(token: string | null): LifelogTypeKey | null {
  const [system, code] = (token ?? '').split('|');
  return lifelogTypeOfCoding({ system, code });
}

function subjectOf(query: URLSearchParams, ownSubject: string): string {
  return query.get('subject')?.replace('Patient/', '') ?? ownSubject;
}

/**
 * `POST /fhir` answering a batch of latest-per-code searches: the newest of `records` with each code, for the
 * subject the search names (the caller's by default).
 */
export function latestBatch(records: () => readonly RecordInput[], ownSubject: string) {
  return (body: unknown): Reply => {
    const requests = (body as BatchRequest).entry ?? [];
    const entry = requests.map((request) => {
      const query = new URLSearchParams(request.request?.url?.split('?')[1] ?? '');
      const subject = subjectOf(query, ownSubject);
      const typeKey = typeOfToken(query.get('code'));
      const latest = records()
        .filter((record) => record.typeKey === typeKey && (record.subjectId ?? ownSubject) === subject)
        .sort((a, b) => b.effectiveDateTime.localeCompare(a.effectiveDateTime))
        .slice(0, 1)
        .map((record) => storedObservation(record, ownSubject));
      return { resource: searchset(latest), response: { status: '200 OK' } };
    });
    return { status: 200, data: { resourceType: 'Bundle', type: 'batch-response', entry } };
  };
}

/** `GET /fhir/Observation`: the subject's newest records, `_count` of them. */
export function recentSearch(records: () => readonly RecordInput[], ownSubject: string) {
  return (_body: unknown, { query }: FakeRequest): Reply => {
    const subject = subjectOf(query, ownSubject);
    const page = records()
      .filter((record) => (record.subjectId ?? ownSubject) === subject)
      .sort((a, b) => b.effectiveDateTime.localeCompare(a.effectiveDateTime))
      .slice(0, Number(query.get('_count') ?? 20))
      .map((record) => storedObservation(record, ownSubject));
    return { status: 200, data: searchset(page) };
  };
}

/** Published bands the tests grade with (a subset of the seeded guides). */
export const testGuides: GuideRange[] = [
  {
    idxCode: 'bodyMassIndex',
    genderCode: null,
    gradCode: '0002',
    idxMinVal: null,
    idxMaxVal: 18.5,
    idxOriginCode: 'KSSO-2022',
  },
  {
    idxCode: 'bodyMassIndex',
    genderCode: null,
    gradCode: '0001',
    idxMinVal: 18.5,
    idxMaxVal: 23,
    idxOriginCode: 'KSSO-2022',
  },
  {
    idxCode: 'bodyMassIndex',
    genderCode: null,
    gradCode: '0002',
    idxMinVal: 23,
    idxMaxVal: 25,
    idxOriginCode: 'KSSO-2022',
  },
  {
    idxCode: 'bodyMassIndex',
    genderCode: null,
    gradCode: '0003',
    idxMinVal: 25,
    idxMaxVal: 30,
    idxOriginCode: 'KSSO-2022',
  },
  {
    idxCode: 'bodyMassIndex',
    genderCode: null,
    gradCode: '0004',
    idxMinVal: 30,
    idxMaxVal: null,
    idxOriginCode: 'KSSO-2022',
  },
  {
    idxCode: 'waistHipRatio',
    genderCode: '0001',
    gradCode: '0001',
    idxMinVal: null,
    idxMaxVal: 0.9,
    idxOriginCode: 'WHO-2008',
  },
  {
    idxCode: 'waistHipRatio',
    genderCode: '0001',
    gradCode: '0004',
    idxMinVal: 0.9,
    idxMaxVal: null,
    idxOriginCode: 'WHO-2008',
  },
  {
    idxCode: 'waistHipRatio',
    genderCode: '0002',
    gradCode: '0001',
    idxMinVal: null,
    idxMaxVal: 0.85,
    idxOriginCode: 'WHO-2008',
  },
  {
    idxCode: 'waistHipRatio',
    genderCode: '0002',
    gradCode: '0004',
    idxMinVal: 0.85,
    idxMaxVal: null,
    idxOriginCode: 'WHO-2008',
  },
  {
    idxCode: 'sbp',
    genderCode: null,
    gradCode: '0001',
    idxMinVal: null,
    idxMaxVal: 120,
    idxOriginCode: 'KSH-2022',
  },
  {
    idxCode: 'sbp',
    genderCode: null,
    gradCode: '0002',
    idxMinVal: 120,
    idxMaxVal: 130,
    idxOriginCode: 'KSH-2022',
  },
  {
    idxCode: 'sbp',
    genderCode: null,
    gradCode: '0003',
    idxMinVal: 130,
    idxMaxVal: 140,
    idxOriginCode: 'KSH-2022',
  },
  {
    idxCode: 'sbp',
    genderCode: null,
    gradCode: '0004',
    idxMinVal: 140,
    idxMaxVal: null,
    idxOriginCode: 'KSH-2022',
  },
  {
    idxCode: 'dbp',
    genderCode: null,
    gradCode: '0001',
    idxMinVal: null,
    idxMaxVal: 80,
    idxOriginCode: 'KSH-2022',
  },
  {
    idxCode: 'dbp',
    genderCode: null,
    gradCode: '0003',
    idxMinVal: 80,
    idxMaxVal: 90,
    idxOriginCode: 'KSH-2022',
  },
  {
    idxCode: 'dbp',
    genderCode: null,
    gradCode: '0004',
    idxMinVal: 90,
    idxMaxVal: null,
    idxOriginCode: 'KSH-2022',
  },
];

interface AggregateBody {
  parameter?: {
    part?: {
      name: string;
      valueCoding?: { system?: string; code?: string };
      valuePeriod?: { start?: string; end?: string };
    }[];
  }[];
}

/** `$aggregate` of one day (`type` date, `sum`), the way the API sums a Seoul day's records of a code. */
export function daySum(records: () => readonly RecordInput[]) {
  return (body: unknown): Reply => {
    const parts = (body as AggregateBody).parameter?.[0]?.part ?? [];
    const coding = parts.find((part) => part.name === 'code')?.valueCoding ?? {};
    const period = parts.find((part) => part.name === 'period')?.valuePeriod;
    const typeKey = lifelogTypeOfCoding(coding);
    const day = period?.start ?? '';
    const inDay = records().filter(
      (record) => record.typeKey === typeKey && record.effectiveDateTime.startsWith(day),
    );
    const total = inDay.reduce((sum, record) => sum + (Object.values(record.values)[0] ?? 0), 0);
    const parameter = inDay.length
      ? [
          {
            name: 'bucket',
            part: [
              { name: 'start', valueDateTime: `${day}T00:00:00+09:00` },
              { name: 'end', valueDateTime: `${period?.end ?? day}T00:00:00+09:00` },
              { name: 'value', valueDecimal: total },
              { name: 'count', valueInteger: inDay.length },
            ],
          },
        ]
      : [];
    return { status: 200, data: { resourceType: 'Parameters', parameter } };
  };
}

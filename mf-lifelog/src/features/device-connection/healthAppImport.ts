import { bus, type BridgeData } from 'shared-kernel';
import { commitTransaction } from '../lifelog-common';
import {
  buildLifelogObservation,
  fhirSystems,
  lifelogValueProblem,
  roundLifelogValue,
  type DeviceTypeCode,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';

type BundleEntry = Parameters<typeof commitTransaction>[0][number];
/** The records a health app handed over, as the kernel's bridge decoded them. */
export type HealthAppData = BridgeData<'connectHealthApp'>;
type HealthAppRecord = HealthAppData['records'][number];

/** The API takes transactions of up to this many entries. */
export const maxEntriesPerTransaction = 100;

export interface ImportCounts {
  /** Records stored now. */
  readonly created: number;
  /** Records the platform already had from an earlier import: stored once only. */
  readonly existing: number;
  /** Records left out: outside the protocol, or with a value outside its type's range. */
  readonly skipped: number;
  /** The types of the records stored now. */
  readonly createdTypes: readonly LifelogTypeKey[];
}

interface ImportEntry {
  readonly typeKey: LifelogTypeKey;
  readonly entry: BundleEntry;
}

/** Identifier system of the records of one health app. */
export function healthAppRecordSystem(deviceTypeCode: DeviceTypeCode): string {
  return `${fhirSystems.healthAppRecord}/${deviceTypeCode}`;
}

/**
 * A conditional create: the API stores the record unless one with the same identifier exists, so that the same
 * data sent twice is stored once.
 */
function entryOf(record: HealthAppRecord, system: string, subjectId: string): ImportEntry | null {
  const typeKey = record.lifelogTypeKey;
  const values = Object.fromEntries(
    Object.entries(record.values).map(([name, value]) => [name, roundLifelogValue(typeKey, value)]),
  );
  if (lifelogValueProblem(typeKey, values)) return null;
  const resource = buildLifelogObservation({
    typeKey,
    subjectId,
    values,
    effectiveDateTime: record.effectiveDateTime,
    ...(record.effectiveEnd ? { effectiveEnd: record.effectiveEnd } : {}),
    ...(typeKey === 'bloodGlucose' && record.measurementTime
      ? { measurementTime: record.measurementTime }
      : {}),
    identifier: { system, value: record.sourceId },
  });
  const ifNoneExist = `identifier=${system}|${encodeURIComponent(record.sourceId)}`;
  return { typeKey, entry: { resource, request: { method: 'POST', url: 'Observation', ifNoneExist } } };
}

/** The transaction entries of the records, each source id once; `skipped` counts the records left out. */
export function importEntries(
  data: HealthAppData,
  system: string,
  subjectId: string,
): { entries: ImportEntry[]; skipped: number } {
  const seen = new Set<string>();
  const entries: ImportEntry[] = [];
  let skipped = data.skippedRecords;
  for (const record of data.records) {
    if (seen.has(record.sourceId)) continue;
    seen.add(record.sourceId);
    const entry = entryOf(record, system, subjectId);
    if (entry) entries.push(entry);
    else skipped += 1;
  }
  return { entries, skipped };
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

const isCreated = (entry: { response?: { status?: string } } | undefined) =>
  entry?.response?.status?.startsWith('201') === true;

/**
 * Saves records a device handed over (a health app, a Bluetooth meter) for the person, identified in `system`,
 * one transaction per chunk. A failed chunk stops the import (the error goes on); what earlier chunks stored
 * stays, and importing again does not store it twice. Every type that got new records is announced on the bus,
 * also when a later chunk fails.
 */
export async function saveDeviceRecords(
  data: HealthAppData,
  system: string,
  subjectId: string,
): Promise<ImportCounts> {
  const { entries, skipped } = importEntries(data, system, subjectId);
  const createdTypes = new Set<LifelogTypeKey>();
  let created = 0;
  try {
    for (const chunk of chunksOf(entries, maxEntriesPerTransaction)) {
      const answer = await commitTransaction(chunk.map(({ entry }) => entry));
      chunk.forEach(({ typeKey }, index) => {
        if (!isCreated(answer.entry?.[index])) return;
        created += 1;
        createdTypes.add(typeKey);
      });
    }
  } finally {
    for (const lifelogTypeKey of createdTypes) bus.publish('lifelog.changed', { lifelogTypeKey });
  }
  return { created, existing: entries.length - created, skipped, createdTypes: [...createdTypes] };
}

/** Saves a health app's records (`saveDeviceRecords`), identified by the app. */
export function saveHealthAppRecords(
  data: HealthAppData,
  deviceTypeCode: DeviceTypeCode,
  subjectId: string,
): Promise<ImportCounts> {
  return saveDeviceRecords(data, healthAppRecordSystem(deviceTypeCode), subjectId);
}

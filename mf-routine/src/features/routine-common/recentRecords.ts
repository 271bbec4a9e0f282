// A person's recent weight or waist records, read from the FHIR store (no copy in routine tables) the way
// mf-lifelog reads them: `POST /fhir/Observation/$aggregate`, type recent.
import { userApi } from 'shared-kernel';
import {
  buildAggregateParameters,
  calendarDateIn,
  defaultTimeZone,
  lifelogCodes,
  readLifelogRecord,
  readRecentRecords,
} from 'shared-kernel/isomorphic';

type Parameters = ReturnType<typeof buildAggregateParameters>;

export type BodyRecordType = 'weight' | 'waistCircumference';

/** One measurement: its Seoul calendar day, when it was taken, and its value (kg or cm). */
export interface BodyRecord {
  date: string;
  effectiveDateTime: string;
  value: number;
}

/** The latest `rows` records of the type (page 1), oldest first. */
export async function loadRecentRecords(typeKey: BodyRecordType, rows: number): Promise<BodyRecord[]> {
  const { data } = await userApi.post<Parameters>(
    '/fhir/Observation/$aggregate',
    buildAggregateParameters({ type: 'recent', code: lifelogCodes[typeKey].coding, page: 1, rows }),
    { headers: { 'Content-Type': 'application/fhir+json' } },
  );
  return readRecentRecords(data)
    .records.flatMap((observation) => {
      const record = readLifelogRecord(observation);
      const value = record?.values[typeKey];
      return record && typeof value === 'number'
        ? [
            {
              date: calendarDateIn(defaultTimeZone, new Date(record.effectiveDateTime)),
              effectiveDateTime: record.effectiveDateTime,
              value,
            },
          ]
        : [];
    })
    .sort((a, b) => Date.parse(a.effectiveDateTime) - Date.parse(b.effectiveDateTime));
}

/** The latest weight in kg, or null when none is recorded (calories need it). */
export async function loadLatestWeight(): Promise<number | null> {
  const [latest] = (await loadRecentRecords('weight', 1)).slice(-1);
  return latest?.value ?? null;
}

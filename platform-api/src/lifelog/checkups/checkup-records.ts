// A checkup's weight, blood pressure and fasting glucose read as life-log records of its day (issue 32.3): built
// from the stored report at every read, never stored a second time, and marked by `derivedFrom` as the checkup's.
import type { DiagnosticReport, Observation } from 'fhir/r4';
import {
  buildLifelogObservation,
  fhirSystems,
  glucoseMeasurementTimeCodes,
  lifelogTypes,
  type CheckupItemKey,
  type GlucoseMeasurementTimeCode,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';

interface CheckupSource {
  /** The checkup item of each of the life-log type's values. */
  values: Readonly<Record<string, CheckupItemKey>>;
  measurementTime?: GlucoseMeasurementTimeCode;
}

/** The life-log types a checkup measures; the checkup takes glucose fasting. */
const checkupSources: Partial<Record<LifelogTypeKey, CheckupSource>> = {
  weight: { values: { weight: 'weight' } },
  bloodPressure: { values: { sbp: 'systolicBloodPressure', dbp: 'diastolicBloodPressure' } },
  bloodGlucose: {
    values: { bloodSugarLevel: 'fastingBloodSugar' },
    measurementTime: glucoseMeasurementTimeCodes.fasting,
  },
};

/** How far back the histories look for checkups: one a year or two over a lifetime. */
const checkupsRead = 100;

type Contained = NonNullable<DiagnosticReport['contained']>[number];

/** The item's number, unless its quantity is coded in another unit than the life-log type keeps. */
function itemValue(report: DiagnosticReport, item: CheckupItemKey, ucum: string | undefined): number | null {
  const observation = (report.contained ?? []).find(
    (resource: Contained): resource is Observation =>
      resource.resourceType === 'Observation' &&
      (resource.code.coding ?? []).some(
        (coding) => coding.system === fhirSystems.checkupItem && coding.code === item,
      ),
  );
  const quantity = observation?.valueQuantity;
  if (typeof quantity?.value !== 'number' || !Number.isFinite(quantity.value)) return null;
  if (quantity.system === fhirSystems.ucum && quantity.code && quantity.code !== ucum) return null;
  return quantity.value;
}

/** The record of `typeKey` a checkup holds, or null when it lacks any of the type's values. */
function recordOf(report: DiagnosticReport, typeKey: LifelogTypeKey, subject: string): Observation | null {
  const source = checkupSources[typeKey];
  const effectiveDateTime = report.effectiveDateTime ?? report.effectivePeriod?.start;
  if (!source || !report.id || !effectiveDateTime) return null;
  const values: Record<string, number> = {};
  for (const { name, ucum } of lifelogTypes[typeKey].values) {
    const item = source.values[name];
    const value = item ? itemValue(report, item, ucum) : null;
    if (value === null) return null;
    values[name] = value;
  }
  return {
    ...buildLifelogObservation({
      typeKey,
      subjectId: subject,
      values,
      effectiveDateTime,
      ...(source.measurementTime ? { measurementTime: source.measurementTime } : {}),
    }),
    derivedFrom: [{ reference: `DiagnosticReport/${report.id}` }],
  };
}

/** True for the life-log types a checkup can hold. */
export const isCheckupType = (typeKey: LifelogTypeKey): boolean => checkupSources[typeKey] !== undefined;

/** The subject's checkups' records of `typeKey`, newest first (none for a type a checkup does not measure). */
export async function checkupRecords(
  db: Queryable,
  subject: string,
  typeKey: LifelogTypeKey,
): Promise<Observation[]> {
  if (!isCheckupType(typeKey)) return [];
  const rows = await db.query<{ resource: DiagnosticReport }>(
    `SELECT resource FROM diagnostic_reports WHERE subject = $1::uuid
     ORDER BY effective_start DESC, id DESC LIMIT $2`,
    [subject, checkupsRead],
  );
  return rows.flatMap(({ resource }) => {
    const record = recordOf(resource, typeKey, subject);
    return record ? [record] : [];
  });
}

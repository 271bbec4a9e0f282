import type { DiagnosticReport, Identifier, Observation } from 'fhir/r4';
import type { Queryable } from '../../platform/database/database';
import { effectiveOf } from '../fhir/fhir-validation';

/** `system|value` of each full identifier: what two copies of one record share. */
function identifierValues(identifiers: readonly Identifier[] | undefined): string[] {
  return (identifiers ?? []).flatMap(({ system, value }) => (system && value ? [`${system}|${value}`] : []));
}

/** The values of a record by code, in a comparable form: its own value and each component's. */
function valuesOf(observation: Observation): string {
  const own = observation.valueQuantity?.value;
  const components = (observation.component ?? [])
    .map((component) => {
      const coding = component.code.coding?.[0];
      const value =
        component.valueQuantity?.value ?? component.valueCodeableConcept?.coding?.[0]?.code ?? null;
      return `${coding?.system ?? ''}|${coding?.code ?? ''}=${String(value)}`;
    })
    .sort();
  return JSON.stringify([own ?? null, components]);
}

/**
 * Holds, until the transaction ends, the place where a record of this code and time would go, so that two
 * imports of the same file side by side cannot both store it.
 */
async function lockPlace(db: Queryable, subject: string, code: string, start: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `import|${subject}|${code}|${start}`,
  ]);
}

/**
 * A record of `subject` that `observation` (already in the catalogue's code and unit) repeats: one with the same
 * identifier, or with the same code, time and values. Run in a transaction (the place is locked to it).
 */
export async function findDuplicateObservation(
  db: Queryable,
  subject: string,
  observation: Observation,
): Promise<Observation | null> {
  const coding = observation.code.coding?.[0];
  const start = effectiveOf(observation, 'Observation').start.toISOString();
  await lockPlace(db, subject, `${coding?.system ?? ''}|${coding?.code ?? ''}`, start);
  const identifiers = identifierValues(observation.identifier);
  if (identifiers.length > 0) {
    const [same] = await db.query<{ resource: Observation }>(
      `SELECT resource FROM observations WHERE subject = $1::uuid AND identifiers && $2::text[] LIMIT 1`,
      [subject, identifiers],
    );
    if (same) return same.resource;
  }
  const candidates = await db.query<{ resource: Observation }>(
    `SELECT resource FROM observations
     WHERE subject = $1::uuid AND code_system IS NOT DISTINCT FROM $2 AND code = $3
       AND effective_start = $4::timestamptz`,
    [subject, coding?.system ?? null, coding?.code ?? null, start],
  );
  const values = valuesOf(observation);
  return candidates.find(({ resource }) => valuesOf(resource) === values)?.resource ?? null;
}

/** A checkup of `subject` that `report` repeats: the same identifier, or the same code and time. */
export async function findDuplicateReport(
  db: Queryable,
  subject: string,
  report: DiagnosticReport,
): Promise<DiagnosticReport | null> {
  const coding = report.code.coding?.[0];
  const start = effectiveOf(report, 'DiagnosticReport').start.toISOString();
  await lockPlace(db, subject, `report|${coding?.system ?? ''}|${coding?.code ?? ''}`, start);
  const [same] = await db.query<{ resource: DiagnosticReport }>(
    `SELECT resource FROM diagnostic_reports
     WHERE subject = $1::uuid
       AND (identifiers && $2::text[]
            OR (effective_start = $3::timestamptz
                AND resource -> 'code' -> 'coding' -> 0 ->> 'system' IS NOT DISTINCT FROM $4
                AND resource -> 'code' -> 'coding' -> 0 ->> 'code' IS NOT DISTINCT FROM $5))
     LIMIT 1`,
    [subject, identifierValues(report.identifier), start, coding?.system ?? null, coding?.code ?? null],
  );
  return same?.resource ?? null;
}

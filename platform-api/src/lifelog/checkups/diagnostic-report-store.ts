import { randomUUID } from 'node:crypto';
import type { DiagnosticReport } from 'fhir/r4';
import type { Queryable } from '../../platform/database/database';
import { invalidResource } from '../fhir/fhir-errors';
import { effectiveOf, validateDiagnosticReport } from '../fhir/fhir-validation';
import { identifierTokens, withServerFields } from '../observations/observation-store';
import { subjectOfReference } from '../fhir/subject-access';

/**
 * Validates and stores a DiagnosticReport (a checkup, with its items as contained Observations); the server
 * sets `id`, `meta.versionId` and `meta.lastUpdated`. Access is the caller's business.
 */
export async function insertDiagnosticReport(
  db: Queryable,
  resource: DiagnosticReport,
  now: Date = new Date(),
): Promise<DiagnosticReport> {
  const report = validateDiagnosticReport(resource);
  const subject = subjectOfReference(report.subject?.reference ?? '', 'DiagnosticReport.subject');
  if (!subject) throw invalidResource('DiagnosticReport.subject');
  const stored = withServerFields(report, { id: randomUUID(), versionId: 1, lastUpdated: now });
  await db.query(
    `INSERT INTO diagnostic_reports (id, subject, identifiers, effective_start, resource, version_id, last_updated)
     VALUES ($1::uuid, $2::uuid, ARRAY(SELECT jsonb_array_elements_text($3::jsonb)), $4::timestamptz, $5::jsonb, 1,
             $6::timestamptz)`,
    [
      stored.id,
      subject,
      JSON.stringify(identifierTokens(stored.identifier)),
      effectiveOf(stored, 'DiagnosticReport').start.toISOString(),
      JSON.stringify(stored),
      now.toISOString(),
    ],
  );
  return stored;
}

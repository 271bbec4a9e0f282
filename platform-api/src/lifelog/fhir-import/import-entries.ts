import type { BundleEntry, DiagnosticReport, OperationOutcome } from 'fhir/r4';
import { messageText, type Catalog } from 'locales';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { insertDiagnosticReport } from '../checkups/diagnostic-report-store';
import { createObservationInteraction, type FhirContext } from '../fhir/fhir-operations';
import { messageCodeSystem } from '../fhir/fhir-outcome';
import { validateDiagnosticReport } from '../fhir/fhir-validation';
import { resolveWritableSubject } from '../fhir/subject-access';
import { findDuplicateReport } from './duplicates';

/** The most entries one import (or any write Bundle) may carry: beyond it 413 M1180, so split the file. */
export const maxImportEntries = 5000;

/** The most bytes of a Bundle `POST /fhir` reads: a year of hourly records of a few kinds. */
export const importBodyLimit = 16 * 1024 * 1024;

/** Too large to import at once (413 M1180). */
export const importTooLarge = (field: string) => new ApiError(413, errorCodes.importTooLarge, { field });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The references in a Bundle that mean the person it is about: each Patient entry's `fullUrl` (`urn:uuid:...` in
 * another app's file, an absolute URL in ours) and `Patient/{id}`. Importing a file makes its records the caller's.
 */
export function bundlePatientReferences(entries: readonly unknown[]): Set<string> {
  const references = new Set<string>();
  for (const entry of entries) {
    if (!isObject(entry) || !isObject(entry['resource'])) continue;
    const resource = entry['resource'];
    if (resource['resourceType'] !== 'Patient') continue;
    if (typeof entry['fullUrl'] === 'string') references.add(entry['fullUrl']);
    if (typeof resource['id'] === 'string') references.add(`Patient/${resource['id']}`);
  }
  return references;
}

/**
 * A resource of the file made about the caller when it is about the file's person (or about nobody said); a
 * reference to anyone else is left for the subject checks to refuse (403 M0105).
 */
export function aboutCaller(resource: unknown, patients: ReadonlySet<string>, ownSubject: string): unknown {
  if (!isObject(resource)) return resource;
  const subject = resource['subject'];
  const reference = isObject(subject) ? subject['reference'] : undefined;
  if (subject !== undefined && !(typeof reference === 'string' && patients.has(reference))) return resource;
  return { ...resource, subject: { reference: `Patient/${ownSubject}` } };
}

/** The information a skipped duplicate is answered with (M1184), in the request's language. */
export function duplicateOutcome(catalog: Catalog): OperationOutcome {
  const text = messageText(catalog, errorCodes.alreadyInYourData);
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: 'information',
        code: 'duplicate',
        details: { coding: [{ system: messageCodeSystem, code: errorCodes.alreadyInYourData }], text },
        diagnostics: text,
      },
    ],
  };
}

async function importReport(
  context: FhirContext,
  resource: unknown,
  path: string,
  catalog: Catalog,
): Promise<BundleEntry> {
  const report: DiagnosticReport = validateDiagnosticReport(resource, path);
  const subject = await resolveWritableSubject(
    context.db,
    context.caller,
    report.subject?.reference,
    `${path}.subject`,
  );
  const duplicate = await findDuplicateReport(context.db, subject, report);
  if (duplicate) {
    return {
      response: {
        status: '200 OK',
        location: `${context.base}/DiagnosticReport/${duplicate.id ?? ''}`,
        outcome: duplicateOutcome(catalog),
      },
    };
  }
  const stored = await insertDiagnosticReport(context.db, report, context.now);
  return {
    response: { status: '201 Created', location: `${context.base}/DiagnosticReport/${stored.id ?? ''}` },
  };
}

/**
 * Imports one entry of a collection (another app's export, or ours): an Observation as the catalogue record it
 * means, a checkup (DiagnosticReport) as it is, each skipped when the person already has it (200 with M1184).
 * The file's Patient is the person: nothing of it is imported. Anything else is refused (422 M1183). Throws the
 * entry's error; run it in a transaction of its own.
 */
export async function importEntry(
  context: FhirContext,
  entry: unknown,
  index: number,
  patients: ReadonlySet<string>,
  catalog: Catalog,
): Promise<BundleEntry> {
  const path = `Bundle.entry[${index}].resource`;
  const resource = isObject(entry) ? entry['resource'] : undefined;
  if (!isObject(resource)) throw new ApiError(400, errorCodes.invalidRequest, { field: path });
  const ownSubject = await resolveWritableSubject(context.db, context.caller);
  const own = aboutCaller(resource, patients, ownSubject);
  switch (resource['resourceType']) {
    case 'Patient':
      return { response: { status: '200 OK', location: `${context.base}/Patient/${ownSubject}` } };
    case 'Observation': {
      const outcome = await createObservationInteraction(context, own, { path, skipDuplicates: true });
      const location = `${context.base}/Observation/${outcome.resource.id ?? ''}`;
      return outcome.duplicate
        ? { response: { status: '200 OK', location, outcome: duplicateOutcome(catalog) } }
        : { response: { status: '201 Created', location } };
    }
    case 'DiagnosticReport':
      return importReport(context, own, path, catalog);
  }
  throw new ApiError(422, errorCodes.notImportable, { field: `${path}.resourceType` });
}

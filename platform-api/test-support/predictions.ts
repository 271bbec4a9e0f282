import type { DiagnosticReport } from 'fhir/r4';
import { fhirSystems, type CheckupItemKey } from 'shared-kernel/isomorphic';
import type { FhirTestUser } from './fhir';

/** A checkup of `user` on `date` (YYYY-MM-DD) holding these items, coded as the checkup import codes them. */
export function checkupReport(
  user: FhirTestUser,
  date: string,
  items: Partial<Record<CheckupItemKey, number>>,
): DiagnosticReport {
  const entries = Object.entries(items);
  return {
    resourceType: 'DiagnosticReport',
    status: 'final',
    category: [{ coding: [{ system: fhirSystems.reportCategory, code: 'checkup' }] }],
    code: { text: 'General health checkup' },
    identifier: [{ system: fhirSystems.checkup, value: `general-${date}` }],
    subject: { reference: `Patient/${user.subject}` },
    effectiveDateTime: `${date}T09:00:00+09:00`,
    contained: entries.map(([key, value]) => ({
      resourceType: 'Observation',
      id: `item-${key}`,
      status: 'final',
      code: { coding: [{ system: fhirSystems.checkupItem, code: key }] },
      valueQuantity: { value },
    })),
    result: entries.map(([key]) => ({ reference: `#item-${key}` })),
  };
}

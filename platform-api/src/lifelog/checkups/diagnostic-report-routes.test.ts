import type { Bundle, DiagnosticReport } from 'fhir/r4';
import { fhirSystems } from 'shared-kernel/isomorphic';
import { ApiError } from '../../platform/http/api-error';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { insertDiagnosticReport } from './diagnostic-report-store';
import { addFhirTestUser, fhirCall, share, type FhirTestUser, problemOf } from '../../../test-support/fhir';

/** A checkup as the contract describes it: its items are contained Observations the report's result names. */
function checkup(
  user: FhirTestUser,
  checkupId: string,
  effectiveDateTime: string,
  hemoglobin: number,
): DiagnosticReport {
  return {
    resourceType: 'DiagnosticReport',
    status: 'final',
    category: [{ coding: [{ system: fhirSystems.reportCategory, code: 'checkup' }] }],
    code: { text: 'National health checkup' },
    identifier: [{ system: fhirSystems.checkup, value: checkupId }],
    subject: { reference: `Patient/${user.subject}` },
    effectiveDateTime,
    conclusionCode: [{ coding: [{ system: fhirSystems.checkupJudgement, code: 'normalB' }] }],
    contained: [
      {
        resourceType: 'Observation',
        id: 'item-hemoglobin',
        status: 'final',
        code: {
          coding: [
            { system: fhirSystems.checkupItem, code: 'hemoglobin' },
            { system: fhirSystems.loinc, code: '718-7' },
          ],
        },
        valueQuantity: { value: hemoglobin, unit: 'g/dL', system: fhirSystems.ucum, code: 'g/dL' },
        interpretation: [{ coding: [{ system: fhirSystems.checkupJudgement, code: 'normalA' }] }],
        referenceRange: [
          {
            low: { value: 12, unit: 'g/dL' },
            high: { value: 15.5, unit: 'g/dL' },
            appliesTo: [{ text: 'female' }],
            text: '12-15.5',
          },
        ],
      },
      {
        resourceType: 'Observation',
        id: 'item-urineProtein',
        status: 'final',
        code: { coding: [{ system: fhirSystems.checkupItem, code: 'urineProtein' }] },
        valueString: 'negative',
      },
    ],
    result: [{ reference: '#item-hemoglobin' }, { reference: '#item-urineProtein' }],
  };
}

describe.each(testDatabaseKinds({ partitionedHealthData: true }).map((kind) => [kind.name, kind] as const))(
  'FHIR DiagnosticReport (%s)',
  (_name, kind) => {
    let api: TestApp;
    let patient: FhirTestUser;
    let family: FhirTestUser;
    let stranger: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      patient = await addFhirTestUser(api, 'checkup-patient');
      family = await addFhirTestUser(api, 'checkup-family');
      stranger = await addFhirTestUser(api, 'checkup-stranger');
      await share(api, patient, family);
      await insertDiagnosticReport(api.db, checkup(patient, 'C-2024', '2024-05-10T09:00:00+09:00', 13.1));
      await insertDiagnosticReport(api.db, checkup(patient, 'C-2025', '2025-05-12T09:00:00+09:00', 13.4));
      await insertDiagnosticReport(api.db, checkup(patient, 'C-2026', '2026-02-20T09:00:00+09:00', 13.8));
      await insertDiagnosticReport(api.db, checkup(stranger, 'C-2026', '2026-02-21T09:00:00+09:00', 14.2));
    });
    afterAll(() => api.close());

    const search = async (query: string, user = patient) => {
      const response = await fhirCall(api, user, 'GET', `/fhir/DiagnosticReport?${query}`);
      if (response.statusCode !== 200)
        throw new Error(`search failed: ${response.statusCode} ${response.body}`);
      return response.json<Bundle<DiagnosticReport>>();
    };
    const checkupIds = (bundle: Bundle<DiagnosticReport>) =>
      (bundle.entry ?? []).map((entry) => entry.resource?.identifier?.[0]?.value);

    it('stores a checkup as sent, with the server fields', async () => {
      const sent = checkup(patient, 'C-stored', '2023-05-10T09:00:00+09:00', 12.9);

      const stored = await insertDiagnosticReport(api.db, sent, new Date('2026-03-02T00:00:00Z'));

      expect(stored).toEqual({
        ...sent,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        meta: { versionId: '1', lastUpdated: '2026-03-02T00:00:00.000Z' },
      });
    });

    it("answers the caller's checkups, newest first, as a searchset Bundle", async () => {
      const bundle = await search(`identifier=${fhirSystems.checkup}|C-2024,${fhirSystems.checkup}|C-2026`);

      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 2 });
      expect(checkupIds(bundle)).toEqual(['C-2026', 'C-2024']);
      expect(bundle.entry?.[0]?.resource?.contained).toHaveLength(2);
    });

    it('finds every checkup of the product by its identifier system alone (`system|`)', async () => {
      const bundle = await search(`identifier=${encodeURIComponent(`${fhirSystems.checkup}|`)}&_sort=-date`);

      expect(checkupIds(bundle)).toEqual(['C-2026', 'C-2025', 'C-2024', 'C-stored']);
    });

    it('pages them with _count and sorts them with _sort', async () => {
      const latest = await search('_count=1&_sort=-date&date=ge2024-01-01');
      const oldest = await search('_count=1&_sort=date&date=ge2024-01-01');

      expect(checkupIds(latest)).toEqual(['C-2026']);
      expect(latest.total).toBe(3);
      expect(latest.link?.find((link) => link.relation === 'next')?.url).toBe(
        'http://localhost:80/fhir/DiagnosticReport?_count=1&_sort=-date&date=ge2024-01-01&_offset=1',
      );
      expect(checkupIds(oldest)).toEqual(['C-2024']);
    });

    it('lets someone the patient shares with read them, and no one else (403 M0105)', async () => {
      const shared = await search(
        `subject=Patient/${patient.subject}&identifier=${fhirSystems.checkup}|C-2025`,
        family,
      );
      const refused = await fhirCall(
        api,
        stranger,
        'GET',
        `/fhir/DiagnosticReport?subject=Patient/${patient.subject}`,
      );

      expect(checkupIds(shared)).toEqual(['C-2025']);
      expect(refused.statusCode).toBe(403);
      expect(problemOf(refused)).toMatchObject({ code: 'M0105' });
    });

    it('refuses a parameter DiagnosticReport has not (400 M0187)', async () => {
      const response = await fhirCall(api, patient, 'GET', '/fhir/DiagnosticReport?code=718-7');

      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ code: 'M0187', field: 'code' });
    });

    it.each<[string, string, (report: DiagnosticReport) => unknown]>([
      [
        'an item value sent as a string',
        'DiagnosticReport.contained[0].valueQuantity.value',
        (report) => ({
          ...report,
          contained: [{ ...report.contained?.[0], valueQuantity: { value: '13' } }, report.contained?.[1]],
        }),
      ],
      [
        'a contained resource of an unknown type',
        'DiagnosticReport.contained[1].resourceType',
        (report) => ({ ...report, contained: [report.contained?.[0], { resourceType: 'Checkup' }] }),
      ],
      [
        'no effective time',
        'DiagnosticReport.effective[x]',
        (report) => ({ ...report, effectiveDateTime: undefined }),
      ],
      ['a registered status', 'DiagnosticReport.status', (report) => ({ ...report, status: 'registered' })],
    ])('refuses to store a checkup with %s (M0187 naming %s)', async (_case, field, change) => {
      const report = change(checkup(patient, 'C-bad', '2026-01-01T09:00:00+09:00', 13)) as DiagnosticReport;

      const stored = insertDiagnosticReport(api.db, report);

      await expect(stored).rejects.toThrow(ApiError);
      await expect(stored).rejects.toMatchObject({ statusCode: 400, code: 'M0187', field });
    });
  },
);

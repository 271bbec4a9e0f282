import type { Bundle, BundleEntry, FhirResource, Observation, OperationOutcome } from 'fhir/r4';
import fc from 'fast-check';
import { importReportOf, lifelogCodes } from 'shared-kernel/isomorphic';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { hostileInput, type Json } from '../../../test-support/hostile-input';
import {
  addFhirTestUser,
  bloodPressure,
  fhirCall,
  problemOf,
  weight,
  type FhirTestUser,
} from '../../../test-support/fhir';
import { createPlan, twiceDaily } from '../../../test-support/medication';

const ucum = 'http://unitsofmeasure.org';
const loinc = 'http://loinc.org';
const otherPatient = 'urn:uuid:4c8e8b40-1f0e-4c55-9d0e-000000000001';

/** An Observation as another app writes it: about the file's Patient (a urn:uuid), in its code and unit. */
function foreign(code: string, value: number, unit: string, at: string, identifier?: string): Observation {
  return {
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: loinc, code }] },
    subject: { reference: otherPatient },
    effectiveDateTime: at,
    valueQuantity: { value, system: ucum, code: unit },
    ...(identifier ? { identifier: [{ system: 'https://other.app/records', value: identifier }] } : {}),
  };
}

const collection = (...resources: FhirResource[]): Bundle => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    { fullUrl: otherPatient, resource: { resourceType: 'Patient', name: [{ text: 'Someone' }] } },
    ...resources.map((resource) => ({ resource })),
  ],
});

describe.each(testDatabaseKinds({ partitionedHealthData: true }).map((kind) => [kind.name, kind] as const))(
  'FHIR import, POST /fhir (%s)',
  (_name, kind) => {
    let api: TestApp;

    beforeAll(async () => {
      api = await openTestApp(kind);
    });
    afterAll(() => api.close());

    let people = 0;
    const newPerson = () => addFhirTestUser(api, `importer${(people += 1)}`);
    const send = async (user: FhirTestUser, bundle: unknown) => fhirCall(api, user, 'POST', '/fhir', bundle);
    const importOf = async (user: FhirTestUser, bundle: unknown) => {
      const response = await send(user, bundle);
      return { response, report: importReportOf(response.json<Bundle | OperationOutcome>()) };
    };
    /** The person's stored records, as comparable rows. */
    const storedOf = async (user: FhirTestUser) =>
      api.db.query<{ code: string; start: string; value: string | null }>(
        `SELECT code, to_char(effective_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS start, value::text
       FROM observations WHERE subject = $1::uuid ORDER BY effective_start, code`,
        [user.subject],
      );

    async function exportOf(user: FhirTestUser): Promise<FhirResource[]> {
      const response = await fhirCall(
        api,
        user,
        'GET',
        `/fhir/Patient/${user.subject}/$everything?_count=10000`,
      );
      expect(response.statusCode).toBe(200);
      return (response.json<Bundle>().entry ?? []).map(
        (entry: BundleEntry) => entry.resource as FhirResource,
      );
    }

    it.each([
      ['2339-0', 104, 'mg/dL', 104],
      ['2345-7', 98, 'mg/dL', 98],
      ['15074-8', 5.5, 'mmol/L', 99.1],
      ['14749-6', 7.2, 'mmol/L', 129.7],
      ['41653-7', 6, 'mmol/L', 108.1],
    ])(
      'imports glucose %s of %d %s as the app glucose in mg/dL (%d)',
      async (code, value, unit, expected) => {
        const person = await newPerson();

        const { response, report } = await importOf(
          person,
          collection(foreign(code, value, unit, '2026-03-01T08:00:00+09:00')),
        );

        expect(response.statusCode).toBe(200);
        expect(report).toEqual({ imported: 1, duplicates: 0, refused: [] });
        expect(await storedOf(person)).toEqual([
          {
            code: lifelogCodes.bloodGlucose.coding.code,
            start: '2026-02-28T23:00:00',
            value: String(expected),
          },
        ]);
      },
    );

    it('imports a weight in pounds as kilograms, and refuses a body temperature the app does not keep (M1181)', async () => {
      const person = await newPerson();

      const { report } = await importOf(
        person,
        collection(
          foreign('29463-7', 154, '[lb_av]', '2026-03-01T08:00:00+09:00'),
          foreign('8310-5', 98.6, '[degF]', '2026-03-01T08:00:00+09:00'),
        ),
      );

      expect(report).toEqual({
        imported: 1,
        duplicates: 0,
        refused: [{ index: 2, code: 'M1181', field: 'Bundle.entry[2].resource.code' }],
      });
      expect((await storedOf(person)).map(({ value }) => value)).toEqual(['69.9']);
    });

    it('holds an imported record to the plausibility limits of manual entry', async () => {
      const person = await newPerson();

      const { report } = await importOf(
        person,
        collection(foreign('29463-7', 2400, '[lb_av]', '2026-03-01T08:00:00+09:00')),
      );

      expect(report.imported).toBe(0);
      expect(report.refused).toEqual([
        { index: 1, code: 'M0134', field: 'Bundle.entry[1].resource.valueQuantity.value' },
      ]);
      expect(await storedOf(person)).toEqual([]);
    });

    it('skips duplicates: the same code, time and value, or the same identifier, within the file and across imports', async () => {
      const person = await newPerson();
      const file = collection(
        foreign('29463-7', 70, 'kg', '2026-03-01T08:00:00+09:00'),
        foreign('29463-7', 70, 'kg', '2026-03-01T08:00:00+09:00'),
        foreign('2339-0', 100, 'mg/dL', '2026-03-01T09:00:00+09:00', 'glucose-1'),
        foreign('2339-0', 101, 'mg/dL', '2026-03-01T09:05:00+09:00', 'glucose-1'),
        foreign('29463-7', 70.5, 'kg', '2026-03-01T08:00:00+09:00'),
      );

      const first = await importOf(person, file);
      const again = await importOf(person, file);

      expect(first.report).toEqual({ imported: 3, duplicates: 2, refused: [] });
      expect(again.report).toEqual({ imported: 0, duplicates: 5, refused: [] });
      expect(await storedOf(person)).toHaveLength(3);
    });

    it('refuses, entry by entry, what the app cannot import (M1183) and records of another person (M0105)', async () => {
      const person = await newPerson();
      const stranger = await newPerson();

      const { report } = await importOf(
        person,
        collection(
          { resourceType: 'Condition', subject: { reference: otherPatient } } as FhirResource,
          { ...weight(stranger, 60, '2026-03-01T08:00:00+09:00') },
          foreign('29463-7', 70, 'kg', '2026-03-01T08:00:00+09:00'),
        ),
      );

      expect(report.imported).toBe(1);
      expect(report.refused.map(({ code }) => code)).toEqual(['M1183', 'M0105']);
      expect(await storedOf(stranger)).toEqual([]);
    });

    it('imports a transaction all or nothing: one refused entry stores none of it', async () => {
      const person = await newPerson();
      const transaction: Bundle = {
        resourceType: 'Bundle',
        type: 'transaction',
        entry: [
          {
            fullUrl: otherPatient,
            resource: { resourceType: 'Patient' },
            request: { method: 'POST', url: 'Patient' },
          },
          ...[
            foreign('29463-7', 70, 'kg', '2026-03-01T08:00:00+09:00'),
            foreign('8310-5', 37, 'Cel', '2026-03-01T08:00:00+09:00'),
          ].map((resource) => ({ resource, request: { method: 'POST' as const, url: 'Observation' } })),
        ],
      };

      const refused = await importOf(person, transaction);
      const accepted = await importOf(person, { ...transaction, entry: transaction.entry?.slice(0, 2) });

      expect(refused.response.statusCode).toBe(400);
      expect(refused.report.refused.map(({ code }) => code)).toEqual(['M1181']);
      expect(accepted.response.statusCode).toBe(200);
      expect(accepted.report).toEqual({ imported: 1, duplicates: 0, refused: [] });
      expect(await storedOf(person)).toHaveLength(1);
    });

    it('imports a batch entry by entry, its duplicates skipped', async () => {
      const person = await newPerson();
      const entry = (resource: Observation): BundleEntry => ({
        resource,
        request: { method: 'POST', url: 'Observation' },
      });
      const batch: Bundle = {
        resourceType: 'Bundle',
        type: 'batch',
        entry: [
          {
            fullUrl: otherPatient,
            resource: { resourceType: 'Patient' },
            request: { method: 'POST', url: 'Patient' },
          },
          entry(weight(person, 70, '2026-03-01T08:00:00+09:00')),
          entry(foreign('29463-7', 154.3, '[lb_av]', '2026-03-01T08:00:00+09:00')),
          entry(foreign('9999-9', 1, 'kg', '2026-03-01T08:00:00+09:00')),
        ],
      };

      const { report } = await importOf(person, batch);

      expect(report).toEqual({
        imported: 1,
        duplicates: 1,
        refused: [{ index: 3, code: 'M1181', field: 'Bundle.entry[3].resource.code' }],
      });
    });

    it('refuses a file over the size limit before reading it (413 M1180), and more entries than an import holds', async () => {
      const person = await newPerson();
      const many = collection(
        ...Array.from({ length: 5001 }, () => foreign('29463-7', 70, 'kg', '2026-03-01T08:00:00+09:00')),
      );
      const huge = JSON.stringify(
        collection(foreign('29463-7', 70, 'kg', '2026-03-01T08:00:00+09:00')),
      ).replace('"Someone"', JSON.stringify('x'.repeat(17 * 1024 * 1024)));

      const tooMany = await send(person, many);
      const tooLarge = await api.app.inject({
        method: 'POST',
        url: '/fhir',
        headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/fhir+json' },
        payload: huge,
      });

      expect(tooMany.statusCode).toBe(413);
      expect(problemOf(tooMany)).toMatchObject({ code: 'M1180', field: 'Bundle.entry' });
      expect(tooLarge.statusCode).toBe(413);
      expect(problemOf(tooLarge).code).toBe('M1180');
      expect(await storedOf(person)).toEqual([]);
    });

    it('round trip: an export imported into a new account exports again as the same resources', async () => {
      const first = await newPerson();
      for (const observation of [
        weight(first, 70.2, '2026-03-01T08:00:00+09:00'),
        bloodPressure(first, 126, 81, '2026-03-01T08:05:00+09:00'),
        foreign('15074-8', 5.4, 'mmol/L', '2026-03-02T07:30:00+09:00'),
      ]) {
        const response = await fhirCall(api, first, 'POST', '/fhir/Observation', {
          ...observation,
          subject: { reference: `Patient/${first.subject}` },
        });
        expect(response.statusCode).toBe(201);
      }
      await createPlan(api, first, twiceDaily());
      const exported = await exportOf(first);
      const second = await newPerson();

      const { report } = await importOf(second, {
        resourceType: 'Bundle',
        type: 'collection',
        entry: exported.map((resource) => ({
          fullUrl: `https://example/fhir/${resource.resourceType}/${resource.id ?? ''}`,
          resource,
        })),
      });
      const again = await exportOf(second);

      const comparable = (resources: FhirResource[]) =>
        resources
          .filter((resource): resource is Observation => resource.resourceType === 'Observation')
          .map(({ id: _id, meta: _meta, subject: _subject, ...rest }) => rest);
      expect(report.imported).toBe(3);
      expect(report.refused.map(({ code }) => code)).toEqual(['M1183']);
      expect(comparable(again)).toEqual(comparable(exported));
      expect(again.filter(({ resourceType }) => resourceType === 'Observation')).toHaveLength(3);
      const stranger = await newPerson();
      expect(
        (await fhirCall(api, stranger, 'GET', `/fhir/Patient/${second.subject}/$everything`)).statusCode,
      ).toBe(404);
    });

    it('answers any import body (NUL bytes, lone surrogates, huge numbers, impossible dates, null in arrays) with a 2xx or a 4xx M-code that changed nothing', async () => {
      const person = await newPerson();
      const input = hostileInput([
        '2024-02-30T10:00:00Z',
        '2339-0',
        '15074-8',
        '[lb_av]',
        'mmol/L',
        'collection',
        otherPatient,
      ]);
      const valid = collection(
        foreign('2339-0', 104, 'mg/dL', '2026-03-01T08:00:00+09:00'),
      ) as unknown as Json;
      const snapshot = () => storedOf(person);
      await fc.assert(
        fc.asyncProperty(input.bodiesNear(valid), async (body) => {
          const before = await snapshot();
          const response = await api.app.inject({
            method: 'POST',
            url: '/fhir',
            headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/fhir+json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 200) {
            const statuses = (response.json<Bundle>().entry ?? []).map((entry) =>
              Number(entry.response?.status.slice(0, 3)),
            );
            expect(statuses.filter((status) => status >= 500)).toEqual([]);
            return;
          }
          expect(problemOf(response).code).toMatch(/^M\d{4}$/);
          expect(await snapshot()).toEqual(before);
        }),
        { numRuns: 80 },
      );
    });
  },
);

import type { Bundle, Observation } from 'fhir/r4';
import { lifelogCodes } from 'shared-kernel/isomorphic';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  addFhirTestUser,
  bloodPressure,
  fhirCall,
  record,
  share,
  weight,
  type FhirTestUser,
  problemOf,
} from '../../../test-support/fhir';

interface ValueRow {
  code: string;
  upper_code: string | null;
  value: string;
}

describe.each(testDatabaseKinds({ partitionedHealthData: true }).map((kind) => [kind.name, kind] as const))(
  'FHIR Observation (%s)',
  (_name, kind) => {
    let api: TestApp;
    let logLines: string[];
    let owner: FhirTestUser;
    let viewer: FhirTestUser;
    let stranger: FhirTestUser;

    beforeAll(async () => {
      logLines = [];
      api = await openTestApp(kind, {
        log: { level: 'warn', stream: { write: (line) => logLines.push(line) } },
      });
      owner = await addFhirTestUser(api, 'fhir-owner');
      viewer = await addFhirTestUser(api, 'fhir-viewer');
      stranger = await addFhirTestUser(api, 'fhir-stranger');
      await share(api, owner, viewer);
    });
    afterAll(() => api.close());

    const create = async (
      user: FhirTestUser,
      resource: Observation,
      headers: Record<string, string> = {},
    ) => {
      const response = await fhirCall(api, user, 'POST', '/fhir/Observation', resource, headers);
      if (response.statusCode !== 201)
        throw new Error(`not created: ${response.statusCode} ${response.body}`);
      return response.json<Observation>();
    };

    const valuesOf = (id: string | undefined) =>
      api.db.query<ValueRow>(
        `SELECT code, upper_code, value::text AS value FROM observation_values WHERE observation_id = $1
         ORDER BY code`,
        [id],
      );

    const refusals = () =>
      logLines
        .map(
          (line) => JSON.parse(line) as { msg?: string; userId?: string; subject?: string; action?: string },
        )
        .filter((line) => line.msg === 'refused health data access');

    describe('create, read, update, delete', () => {
      it('creates a record: 201, its Location, and the server fields id, versionId, lastUpdated and issued', async () => {
        const sent = weight(owner, 70.5, '2026-03-01T08:00:00+09:00');

        const response = await fhirCall(api, owner, 'POST', '/fhir/Observation', sent);

        const created = response.json<Observation>();
        expect(response.statusCode).toBe(201);
        expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
        expect(response.headers.location).toBe(
          `http://localhost:80/fhir/Observation/${created.id}/_history/1`,
        );
        expect(created).toEqual({
          ...sent,
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          issued: '2026-03-02T00:00:00.000Z',
          meta: { versionId: '1', lastUpdated: '2026-03-02T00:00:00.000Z' },
        });
        const read = await fhirCall(api, owner, 'GET', `/fhir/Observation/${created.id}`);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual(created);
      });

      it('accepts a body sent as application/json too', async () => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/fhir/Observation',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          payload: weight(owner, 71, '2026-03-01T09:00:00+09:00') as object,
        });

        expect(response.statusCode).toBe(201);
      });

      it('replaces a record with PUT and counts its version up', async () => {
        const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));
        api.clock.advance(60_000);

        const response = await fhirCall(api, owner, 'PUT', `/fhir/Observation/${created.id}`, {
          ...weight(owner, 69.5, '2026-03-01T08:00:00+09:00'),
          id: created.id,
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          id: created.id,
          valueQuantity: { value: 69.5 },
          meta: { versionId: '2', lastUpdated: '2026-03-02T00:01:00.000Z' },
        });
        expect((await fhirCall(api, owner, 'GET', `/fhir/Observation/${created.id}`)).json()).toMatchObject({
          valueQuantity: { value: 69.5 },
        });
      });

      it('refuses a PUT whose body names another id (400 M0187, Observation.id)', async () => {
        const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));

        const response = await fhirCall(api, owner, 'PUT', `/fhir/Observation/${created.id}`, {
          ...weight(owner, 69.5, '2026-03-01T08:00:00+09:00'),
          id: '00000000-0000-4000-8000-000000000000',
        });

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field: 'Observation.id' });
      });

      it.each(['application/fhir+json', 'application/json'])(
        'deletes a record sent with content type %s and no body, as FHIR clients send a DELETE: 204',
        async (contentType) => {
          const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));

          const deleted = await fhirCall(api, owner, 'DELETE', `/fhir/Observation/${created.id}`, undefined, {
            'content-type': contentType,
          });

          expect(deleted.statusCode).toBe(204);
          expect((await fhirCall(api, owner, 'GET', `/fhir/Observation/${created.id}`)).statusCode).toBe(404);
        },
      );

      it('deletes a record: 204, then it is unknown (404 M1129)', async () => {
        const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));

        const deleted = await fhirCall(api, owner, 'DELETE', `/fhir/Observation/${created.id}`);
        const read = await fhirCall(api, owner, 'GET', `/fhir/Observation/${created.id}`);

        expect(deleted.statusCode).toBe(204);
        expect(read.statusCode).toBe(404);
        expect(problemOf(read)).toMatchObject({ code: 'M1129' });
      });

      it.each([
        ['GET', '00000000-0000-4000-8000-000000000000'],
        ['DELETE', '00000000-0000-4000-8000-000000000000'],
        ['GET', 'not-a-uuid'],
      ] as const)('answers %s of an unknown id (%s) with 404 M1129', async (method, id) => {
        const response = await fhirCall(api, owner, method, `/fhir/Observation/${id}`);

        expect(response.statusCode).toBe(404);
        expect(problemOf(response)).toMatchObject({ code: 'M1129' });
      });

      it('keeps observation_values in step with each create, update and delete', async () => {
        const created = await create(owner, bloodPressure(owner, 130, 85, '2026-03-01T08:00:00+09:00'));
        const afterCreate = await valuesOf(created.id);

        await fhirCall(api, owner, 'PUT', `/fhir/Observation/${created.id}`, {
          ...bloodPressure(owner, 120, 80, '2026-03-01T08:00:00+09:00'),
          id: created.id,
        });
        const afterUpdate = await valuesOf(created.id);
        await fhirCall(api, owner, 'DELETE', `/fhir/Observation/${created.id}`);
        const afterDelete = await valuesOf(created.id);

        expect(afterCreate).toEqual([
          { code: '8462-4', upper_code: '85354-9', value: '85' },
          { code: '8480-6', upper_code: '85354-9', value: '130' },
        ]);
        expect(afterUpdate).toEqual([
          { code: '8462-4', upper_code: '85354-9', value: '80' },
          { code: '8480-6', upper_code: '85354-9', value: '120' },
        ]);
        expect(afterDelete).toEqual([]);
      });
    });

    describe('Idempotency-Key', () => {
      const countWithKey = async (key: string) => {
        const [row] = await api.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM observations WHERE idempotency_key = $1',
          [key],
        );
        return row?.count;
      };

      it('answers the same key again with 200 and the record created the first time, creating nothing', async () => {
        const headers = { 'idempotency-key': 'weight-2026-03-01-a' };
        const first = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/Observation',
          weight(owner, 70, '2026-03-01T08:00:00+09:00'),
          headers,
        );
        const again = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/Observation',
          weight(owner, 70, '2026-03-01T08:00:00+09:00'),
          headers,
        );

        expect(first.statusCode).toBe(201);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(first.json());
        expect(await countWithKey('weight-2026-03-01-a')).toBe(1);
      });

      it("does not mix one person's key with another's", async () => {
        const headers = { 'idempotency-key': 'shared-key' };
        const mine = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/Observation',
          weight(owner, 70, '2026-03-01T08:00:00+09:00'),
          headers,
        );
        const theirs = await fhirCall(
          api,
          stranger,
          'POST',
          '/fhir/Observation',
          weight(stranger, 80, '2026-03-01T08:00:00+09:00'),
          headers,
        );

        expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
        expect(await countWithKey('shared-key')).toBe(2);
      });

      it('refuses a key longer than 100 characters (400 M0187, Idempotency-Key)', async () => {
        const response = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/Observation',
          weight(owner, 70, '2026-03-01T08:00:00+09:00'),
          {
            'idempotency-key': 'k'.repeat(101),
          },
        );

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field: 'Idempotency-Key' });
      });
    });

    describe('validation', () => {
      const valid = () => weight(owner, 70, '2026-03-01T08:00:00+09:00');
      const post = (payload: unknown) => fhirCall(api, owner, 'POST', '/fhir/Observation', payload);

      it.each<[string, string, () => unknown]>([
        ['a wrong resourceType', 'Observation.resourceType', () => ({ ...valid(), resourceType: 'Patient' })],
        ['no status', 'Observation.status', () => ({ ...valid(), status: undefined })],
        ['a preliminary status', 'Observation.status', () => ({ ...valid(), status: 'preliminary' })],
        [
          'a value sent as a string',
          'Observation.valueQuantity.value',
          () => ({ ...valid(), valueQuantity: { ...valid().valueQuantity, value: '70' } }),
        ],
        ['an unknown property', 'Observation.weight', () => ({ ...valid(), weight: 70 })],
        ['no subject', 'Observation.subject', () => ({ ...valid(), subject: undefined })],
        [
          'no effective time',
          'Observation.effective[x]',
          () => ({ ...valid(), effectiveDateTime: undefined }),
        ],
        [
          'an effective date without time',
          'Observation.effectiveDateTime',
          () => ({ ...valid(), effectiveDateTime: '2026-03-01' }),
        ],
        [
          'a period that ends before it starts',
          'Observation.effectivePeriod.end',
          () => ({
            ...valid(),
            effectiveDateTime: undefined,
            effectivePeriod: { start: '2026-03-01T08:00:00+09:00', end: '2026-03-01T07:00:00+09:00' },
          }),
        ],
        [
          'a component without code',
          'Observation.component[0].code',
          () => ({
            ...bloodPressure(owner, 130, 85, '2026-03-01T08:00:00+09:00'),
            component: [{ valueQuantity: { value: 1 } }],
          }),
        ],
      ])('refuses %s (400 M0187 naming %s)', async (_case, field, resource) => {
        const response = await post(resource());

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field });
      });

      it.each<[string, string, string, () => unknown]>([
        [
          'a weight in centimetres (no conversion into kg, issue 31)',
          'M1182',
          'Observation.valueQuantity.code',
          () => ({
            ...valid(),
            valueQuantity: { value: 150, system: 'http://unitsofmeasure.org', code: 'cm' },
          }),
        ],
        [
          'a weight without a UCUM system',
          'M0187',
          'Observation.valueQuantity.system',
          () => ({ ...valid(), valueQuantity: { value: 70, unit: 'kg' } }),
        ],
        [
          'a weight without value',
          'M0187',
          'Observation.valueQuantity.value',
          () => ({ ...valid(), valueQuantity: undefined }),
        ],
        [
          'a weight of 1001 kg',
          'M0134',
          'Observation.valueQuantity.value',
          () => weight(owner, 1001, '2026-03-01T08:00:00Z'),
        ],
        [
          'a weight with two decimals',
          'M0135',
          'Observation.valueQuantity.value',
          () => weight(owner, 70.25, '2026-03-01T08:00:00Z'),
        ],
        [
          'a blood pressure without its diastolic value',
          'M0187',
          'Observation.component',
          () => {
            const pressure = bloodPressure(owner, 130, 85, '2026-03-01T08:00:00Z');
            return { ...pressure, component: pressure.component?.slice(0, 1) };
          },
        ],
        [
          'a systolic pressure in kg (no conversion into mm[Hg], issue 31)',
          'M1182',
          'Observation.component[0].valueQuantity.code',
          () => {
            const pressure = bloodPressure(owner, 130, 85, '2026-03-01T08:00:00Z');
            const [systolic, diastolic] = pressure.component ?? [];
            return {
              ...pressure,
              component: [
                { ...systolic, valueQuantity: { ...systolic?.valueQuantity, code: 'kg' } },
                diastolic,
              ],
            };
          },
        ],
        [
          'a glucose measurement time outside the codes',
          'M0187',
          'Observation.component[0].valueCodeableConcept',
          () => {
            const glucose = record(owner, 'bloodGlucose', { bloodSugarLevel: 104 }, '2026-03-01T08:00:00Z', {
              measurementTime: '80001',
            });
            const [time] = glucose.component ?? [];
            return {
              ...glucose,
              component: [{ ...time, valueCodeableConcept: { coding: [{ code: '99999' }] } }],
            };
          },
        ],
      ])('refuses %s for a catalogue code (400 %s naming %s)', async (_case, code, field, resource) => {
        const response = await post(resource());

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toEqual({ code, message: expect.any(String), field });
      });

      it('stores a weight sent as 3141-9 in pounds as the app weight in kg (issue 31)', async () => {
        const response = await post({
          ...valid(),
          code: { coding: [{ system: 'http://loinc.org', code: '3141-9', display: 'Body weight Measured' }] },
          valueQuantity: { value: 150, system: 'http://unitsofmeasure.org', code: '[lb_av]' },
        });

        expect(response.statusCode).toBe(201);
        const stored = response.json<Observation>();
        expect(stored.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '29463-7' });
        expect(stored.valueQuantity).toMatchObject({ value: 68, code: 'kg' });
      });

      it('stores a glucose sent as 2339-0 with the plausibility checks of the app glucose (issue 31)', async () => {
        const glucose = (value: number) => ({
          ...valid(),
          code: { coding: [{ system: 'http://loinc.org', code: '2339-0' }] },
          valueQuantity: { value, system: 'http://unitsofmeasure.org', code: 'mg/dL' },
        });

        const stored = await post(glucose(104));
        const implausible = await post(glucose(5000));

        expect(stored.statusCode).toBe(201);
        expect(stored.json<Observation>().code.coding?.[0]?.code).toBe('41653-7');
        expect(implausible.statusCode).toBe(400);
        expect(problemOf(implausible).field).toBe('Observation.valueQuantity.value');
      });

      it('refuses a code the app does not know rather than storing it unseen (400 M1181, issue 31)', async () => {
        const response = await post({
          ...valid(),
          code: { coding: [{ system: 'http://loinc.org', code: '8310-5', display: 'Body temperature' }] },
          valueQuantity: { value: 98.6, system: 'http://unitsofmeasure.org', code: '[degF]' },
        });

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M1181', field: 'Observation.code' });
      });

      it('refuses a number too large to be finite (1e400 in the JSON)', async () => {
        const body = JSON.stringify(valid()).replace('"value":70', '"value":1e400');

        const response = await api.app.inject({
          method: 'POST',
          url: '/fhir/Observation',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/fhir+json' },
          payload: body,
        });

        // M0187 naming Observation.valueQuantity.value from the FHIR schema, unless the app-wide guard of
        // numbers refuses it first with its own M-code.
        expect(response.statusCode).toBe(400);
        expect(problemOf(response).code).toMatch(/^M\d{4}$/);
      });

      it('refuses a body that is not an object', async () => {
        const response = await post([valid()]);

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187' });
      });
    });

    describe('access', () => {
      it("refuses another person's record (403 M0105) and logs the refusal", async () => {
        const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));

        const response = await fhirCall(api, stranger, 'GET', `/fhir/Observation/${created.id}`);

        expect(response.statusCode).toBe(403);
        expect(problemOf(response)).toMatchObject({ code: 'M0105' });
        expect(refusals()).toContainEqual(
          expect.objectContaining({
            userId: 'fhir-stranger',
            subject: `Patient/${owner.subject}`,
            action: 'read',
          }),
        );
      });

      it('lets a person read the records of someone who shares with them', async () => {
        const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));

        const read = await fhirCall(api, viewer, 'GET', `/fhir/Observation/${created.id}`);
        const search = await fhirCall(
          api,
          viewer,
          'GET',
          `/fhir/Observation?subject=Patient/${owner.subject}`,
        );

        expect(read.statusCode).toBe(200);
        expect(search.statusCode).toBe(200);
        expect(search.json<Bundle>().total).toBeGreaterThan(0);
      });

      it('never lets a person who may read write: update, delete and create for the owner are refused (403 M0105)', async () => {
        const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));

        const responses = await Promise.all([
          fhirCall(api, viewer, 'PUT', `/fhir/Observation/${created.id}`, {
            ...weight(owner, 1, '2026-03-01T08:00:00+09:00'),
            id: created.id,
          }),
          fhirCall(api, viewer, 'DELETE', `/fhir/Observation/${created.id}`),
          fhirCall(api, viewer, 'POST', '/fhir/Observation', weight(owner, 1, '2026-03-01T08:00:00+09:00')),
        ]);

        expect(responses.map((response) => [response.statusCode, problemOf(response).code])).toEqual([
          [403, 'M0105'],
          [403, 'M0105'],
          [403, 'M0105'],
        ]);
        expect((await fhirCall(api, owner, 'GET', `/fhir/Observation/${created.id}`)).json()).toMatchObject({
          valueQuantity: { value: 70 },
        });
      });

      it("refuses to move one's own record to another person's subject (403 M0105)", async () => {
        const created = await create(owner, weight(owner, 70, '2026-03-01T08:00:00+09:00'));

        const response = await fhirCall(api, owner, 'PUT', `/fhir/Observation/${created.id}`, {
          ...weight(viewer, 70, '2026-03-01T08:00:00+09:00'),
          id: created.id,
        });

        expect(response.statusCode).toBe(403);
      });

      it.each([
        ['someone who does not share', () => `Patient/${owner.subject}`, 403],
        ['an unknown subject', () => 'Patient/00000000-0000-4000-8000-000000000000', 403],
        ['a reference that is not a Patient', () => `Group/${owner.subject}`, 400],
      ])('refuses a search of %s', async (_case, subject, status) => {
        const response = await fhirCall(api, stranger, 'GET', `/fhir/Observation?subject=${subject()}`);

        expect(response.statusCode).toBe(status);
      });

      it('refuses a call without a token (401 M0139)', async () => {
        const response = await api.app.inject({ method: 'GET', url: '/fhir/Observation' });

        expect(response.statusCode).toBe(401);
        expect(problemOf(response)).toMatchObject({ code: 'M0139' });
      });
    });

    describe('search', () => {
      let searcher: FhirTestUser;
      const weightCode = lifelogCodes.weight.coding;

      const search = async (query: string, user = searcher) => {
        const response = await fhirCall(api, user, 'GET', `/fhir/Observation?${query}`);
        if (response.statusCode !== 200)
          throw new Error(`search failed: ${response.statusCode} ${response.body}`);
        return response.json<Bundle<Observation>>();
      };
      const values = (bundle: Bundle<Observation>) =>
        (bundle.entry ?? []).map(
          ({ resource }) => resource?.valueQuantity?.value ?? resource?.component?.[0]?.valueQuantity?.value,
        );

      beforeAll(async () => {
        searcher = await addFhirTestUser(api, 'fhir-searcher');
        // Weights 60..64 on five mornings; two around the end of Seoul's March 1st; one pressure.
        for (const [index, day] of ['02-24', '02-25', '02-26', '02-27', '02-28'].entries()) {
          await create(searcher, weight(searcher, 60 + index, `2026-${day}T08:00:00+09:00`));
        }
        await create(searcher, weight(searcher, 70, '2026-03-01T23:30:00+09:00'));
        await create(searcher, weight(searcher, 71, '2026-03-01T15:30:00Z'));
        await create(searcher, bloodPressure(searcher, 130, 85, '2026-03-01T10:00:00+09:00'));
        await create(
          searcher,
          record(searcher, 'hbA1c', { hbA1c: 5.6 }, '2026-03-01T11:00:00+09:00', {
            identifier: { system: 'https://lab.example/result', value: 'A-1' },
          }),
        );
      });

      it('answers a searchset Bundle of the caller, newest first, 20 a page by default', async () => {
        const bundle = await search('');

        expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 9 });
        expect(bundle.entry).toHaveLength(9);
        expect(bundle.entry?.[0]).toEqual({
          fullUrl: `http://localhost:80/fhir/Observation/${bundle.entry?.[0]?.resource?.id}`,
          resource: expect.objectContaining({ resourceType: 'Observation' }),
          search: { mode: 'match' },
        });
        expect(values(bundle).slice(0, 2)).toEqual([71, 70]);
      });

      it('finds records by code, with or without the system', async () => {
        const bySystemAndCode = await search(`code=${weightCode.system}|${weightCode.code}`);
        const byCode = await search(`code=${weightCode.code}`);
        const wrongSystem = await search(`code=http://snomed.info/sct|${weightCode.code}`);

        expect(bySystemAndCode.total).toBe(7);
        expect(byCode.total).toBe(7);
        expect(wrongSystem.total).toBe(0);
      });

      it('finds a panel by the code of one of its components with combo-code, not with code', async () => {
        const byComponent = await search('combo-code=http://loinc.org|8480-6');
        const byCode = await search('code=8480-6');
        const byPanel = await search('combo-code=85354-9');

        expect(values(byComponent)).toEqual([130]);
        expect(byCode.total).toBe(0);
        expect(byPanel.total).toBe(1);
      });

      it('ORs the values of one parameter: code=a,b', async () => {
        const bundle = await search(`code=${weightCode.code},85354-9`);

        expect(bundle.total).toBe(8);
      });

      it('reads a date without time as a day in Asia/Seoul', async () => {
        const bundle = await search(`code=${weightCode.code}&date=2026-03-01`);

        // 2026-03-01T23:30+09:00 is on Seoul's March 1st; 2026-03-01T15:30Z is March 2nd 00:30 in Seoul.
        expect(values(bundle)).toEqual([70]);
      });

      it.each([
        ['date=ge2026-02-26&date=lt2026-02-28', [63, 62]],
        ['date=gt2026-02-26&date=le2026-02-28', [64, 63]],
        ['date=lt2026-02-25', [60]],
        ['date=ge2026-03-02T00:00:00%2B09:00', [71]],
        ['date=gt2026-03-01T23:30:00%2B09:00', [71]],
        ['date=le2026-02-24T08:00:00%2B09:00', [60]],
        ['date=eq2026-02', [64, 63, 62, 61, 60]],
      ])('keeps the records of a date range: %s', async (dates, expected) => {
        const bundle = await search(`code=${weightCode.code}&${dates}`);

        expect(values(bundle)).toEqual(expected);
      });

      it('sorts oldest first with _sort=date', async () => {
        const bundle = await search(`code=${weightCode.code}&_sort=date&_count=2`);

        expect(values(bundle)).toEqual([60, 61]);
      });

      it('pages with _count and _offset, with next and previous links that keep every other parameter', async () => {
        const first = await search(`code=${weightCode.code}&_count=3`);
        const nextUrl = first.link?.find((link) => link.relation === 'next')?.url ?? '';
        const second = await search(nextUrl.replace('http://localhost:80/fhir/Observation?', ''));
        const previousUrl = second.link?.find((link) => link.relation === 'previous')?.url ?? '';

        expect(first.total).toBe(7);
        expect(values(first)).toEqual([71, 70, 64]);
        expect(first.link?.map((link) => link.relation)).toEqual(['self', 'next']);
        expect(new URLSearchParams(nextUrl.split('?')[1])).toEqual(
          new URLSearchParams({ code: weightCode.code, _count: '3', _offset: '3' }),
        );
        expect(values(second)).toEqual([63, 62, 61]);
        expect(second.link?.map((link) => link.relation)).toEqual(['self', 'next', 'previous']);
        expect(new URLSearchParams(previousUrl.split('?')[1]).get('_offset')).toBe('0');
      });

      it('answers the last page without a next link', async () => {
        const bundle = await search(`code=${weightCode.code}&_count=3&_offset=6`);

        expect(values(bundle)).toEqual([60]);
        expect(bundle.link?.map((link) => link.relation)).toEqual(['self', 'previous']);
      });

      it('leaves the total out with _total=none, still linking the next page', async () => {
        const bundle = await search(`code=${weightCode.code}&_count=3&_offset=3&_total=none`);

        expect(bundle.total).toBeUndefined();
        expect(values(bundle)).toEqual([63, 62, 61]);
        expect(bundle.link?.map((link) => link.relation)).toEqual(['self', 'next', 'previous']);
      });

      it('finds a record by identifier', async () => {
        const bundle = await search('identifier=https://lab.example/result|A-1');

        expect(values(bundle)).toEqual([5.6]);
      });

      it.each([
        ['_count=0', '_count'],
        ['_count=101', '_count'],
        ['_sort=value', '_sort'],
        ['date=2026-02-30', 'date'],
        ['date=ne2026-02-01', 'date'],
        ['identifier=A-1', 'identifier'],
        ['name=x', 'name'],
        ['_count=5&_count=6', '_count'],
      ])('refuses %s (400 M0187 naming the parameter)', async (query, field) => {
        const response = await fhirCall(api, searcher, 'GET', `/fhir/Observation?${query}`);

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field });
      });
    });
  },
);

import type { Bundle, CapabilityStatement, Observation, OperationOutcome, Patient } from 'fhir/r4';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import {
  addFhirTestUser,
  fhirCall,
  problemOf,
  share,
  weight,
  type FhirTestUser,
} from '../../../test-support/fhir';

const measuredAt = '2026-03-01T08:00:00+09:00';

describe.each(testDatabaseKinds({ partitionedHealthData: true }).map((kind) => [kind.name, kind] as const))(
  'FHIR for outside clients (%s)',
  (_name, kind) => {
    let api: TestApp;
    let owner: FhirTestUser;
    let viewer: FhirTestUser;
    let stranger: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      owner = await addFhirTestUser(api, 'conformance-owner');
      viewer = await addFhirTestUser(api, 'conformance-viewer');
      stranger = await addFhirTestUser(api, 'conformance-other');
      await share(api, owner, viewer);
    });
    afterAll(() => api.close());

    const create = async (user: FhirTestUser, value = 70) => {
      const response = await fhirCall(
        api,
        user,
        'POST',
        '/fhir/Observation',
        weight(user, value, measuredAt),
      );
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
      return response.json<Observation>();
    };

    describe('GET /fhir/metadata', () => {
      const metadata = async () => {
        const response = await api.app.inject({ method: 'GET', url: '/fhir/metadata' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('application/fhir+json');
        return response.json<CapabilityStatement>();
      };

      it('is an R4 CapabilityStatement of exactly the routes: interactions, search parameters, operations, batch and transaction', async () => {
        const statement = await metadata();

        expect(statement).toMatchObject({
          resourceType: 'CapabilityStatement',
          status: 'active',
          kind: 'instance',
          fhirVersion: '4.0.1',
          implementation: { url: 'http://localhost:80/fhir' },
        });
        const [rest] = statement.rest ?? [];
        expect(rest?.interaction?.map(({ code }) => code)).toEqual(['batch', 'transaction']);
        const summary = Object.fromEntries(
          (rest?.resource ?? []).map((resource) => [
            resource.type,
            {
              interactions: resource.interaction?.map(({ code }) => code),
              search: resource.searchParam?.map(({ name, type }) => `${name}:${type}`),
              operations: resource.operation?.map(({ name }) => name),
            },
          ]),
        );
        expect(summary).toEqual({
          DiagnosticReport: {
            interactions: ['search-type'],
            search: ['subject:reference', 'identifier:token', 'date:date'],
            operations: undefined,
          },
          Observation: {
            interactions: ['read', 'vread', 'update', 'delete', 'create', 'search-type'],
            search: ['subject:reference', 'code:token', 'combo-code:token', 'date:date', 'identifier:token'],
            operations: ['aggregate'],
          },
          Patient: { interactions: ['read'], search: undefined, operations: ['everything'] },
        });
      });

      it('lists only search parameters that work: each answers 200, one it does not list answers 400', async () => {
        const statement = await metadata();
        const samples: Record<string, string> = {
          subject: `Patient/${owner.subject}`,
          code: 'http://loinc.org|29463-7',
          'combo-code': '8480-6',
          date: 'ge2026-01-01',
          identifier: 'https://example.org|1',
        };
        for (const resource of statement.rest?.[0]?.resource ?? []) {
          for (const { name } of resource.searchParam ?? []) {
            const url = `/fhir/${resource.type}?${name}=${encodeURIComponent(samples[name] ?? '')}`;
            const response = await fhirCall(api, owner, 'GET', url);
            expect([url, response.statusCode]).toEqual([url, 200]);
          }
        }
        const unlisted = await fhirCall(api, owner, 'GET', '/fhir/DiagnosticReport?code=x');
        expect(unlisted.statusCode).toBe(400);
      });

      it('lists only interactions that work: each listed one answers, an unlisted one is 404 OperationOutcome', async () => {
        const created = await create(owner);
        const id = created.id ?? '';
        const calls: Record<string, () => Promise<number>> = {
          'Observation:read': async () =>
            (await fhirCall(api, owner, 'GET', `/fhir/Observation/${id}`)).statusCode,
          'Observation:vread': async () =>
            (await fhirCall(api, owner, 'GET', `/fhir/Observation/${id}/_history/1`)).statusCode,
          'Observation:update': async () =>
            (await fhirCall(api, owner, 'PUT', `/fhir/Observation/${id}`, { ...created, meta: undefined }))
              .statusCode,
          'Observation:create': async () => (await create(owner)) && 201,
          'Observation:search-type': async () =>
            (await fhirCall(api, owner, 'GET', '/fhir/Observation')).statusCode,
          'Observation:delete': async () =>
            (await fhirCall(api, owner, 'DELETE', `/fhir/Observation/${id}`)).statusCode,
          'DiagnosticReport:search-type': async () =>
            (await fhirCall(api, owner, 'GET', '/fhir/DiagnosticReport')).statusCode,
          'Patient:read': async () =>
            (await fhirCall(api, owner, 'GET', `/fhir/Patient/${owner.subject}`)).statusCode,
        };
        const statement = await metadata();
        const listed = (statement.rest?.[0]?.resource ?? []).flatMap((resource) =>
          (resource.interaction ?? []).map(({ code }) => `${resource.type}:${code}`),
        );
        expect([...listed].sort()).toEqual(Object.keys(calls).sort());
        for (const name of listed) {
          const status = await calls[name]?.();
          expect([name, status && status < 300]).toEqual([name, true]);
        }
        const unlisted = await fhirCall(api, owner, 'GET', '/fhir/Patient');
        expect(unlisted.statusCode).toBe(404);
        expect(problemOf(unlisted).code).toBe('M1129');
      });
    });

    describe('OperationOutcome', () => {
      it('answers every /fhir error as an OperationOutcome with severity, code, the M-code and localized diagnostics', async () => {
        const response = await fhirCall(api, owner, 'GET', '/fhir/Observation?unknown=1', undefined, {
          'accept-language': 'en-US,en;q=0.9',
        });

        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toContain('application/fhir+json');
        expect(response.json<OperationOutcome>()).toEqual({
          resourceType: 'OperationOutcome',
          issue: [
            {
              severity: 'error',
              code: 'invalid',
              details: {
                coding: [{ system: 'https://fhir.family-health.app/CodeSystem/message', code: 'M0187' }],
                text: 'The request is not valid.',
              },
              diagnostics: 'The request is not valid.',
              expression: ['unknown'],
            },
          ],
        });
      });

      it.each([
        ['no token', 'GET', '/fhir/Observation', undefined, 401, 'login', 'M0139'],
        ['an unknown path', 'GET', '/fhir/Medication/1', 'token', 404, 'not-found', 'M1129'],
        ['an unknown method', 'PATCH', '/fhir/Observation/1', 'token', 404, 'not-found', 'M1129'],
        [
          'an unknown id',
          'GET',
          '/fhir/Observation/00000000-0000-4000-8000-000000000000',
          'token',
          404,
          'not-found',
          'M1129',
        ],
        ['XML asked for', 'GET', '/fhir/Observation?_format=xml', 'token', 406, 'not-supported', 'M1125'],
        ['malformed JSON', 'POST', '/fhir/Observation', 'token', 400, 'invalid', 'M0187'],
        [
          'a path that does not decode',
          'GET',
          '/fhir/Observation/%ED%A0%80',
          'token',
          400,
          'invalid',
          'M1140',
        ],
      ] as const)(
        'with the right status and issue code: %s',
        async (_case, method, url, auth, status, issue, code) => {
          const response = await api.app.inject({
            method,
            url,
            headers: {
              ...(auth ? { authorization: `Bearer ${owner.token}` } : {}),
              ...(method === 'POST' ? { 'content-type': 'application/fhir+json' } : {}),
              'language-code': 'km',
            },
            ...(method === 'POST' ? { payload: '{"resourceType":' } : {}),
          });

          expect(response.statusCode).toBe(status);
          const outcome = response.json<OperationOutcome>();
          expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: issue });
          expect(problemOf(response).code).toBe(code);
          expect(response.headers['content-language']).toBe('km');
        },
      );

      it('answers a failing batch entry with an OperationOutcome in response.outcome, the others go on', async () => {
        const response = await fhirCall(api, owner, 'POST', '/fhir', {
          resourceType: 'Bundle',
          type: 'batch',
          entry: [
            { request: { method: 'GET', url: 'Observation/00000000-0000-4000-8000-000000000000' } },
            { request: { method: 'GET', url: 'Observation?_count=1' } },
          ],
        });

        expect(response.statusCode).toBe(200);
        const [failed, passed] = response.json<Bundle>().entry ?? [];
        expect(failed?.response).toMatchObject({
          status: '404 Not Found',
          outcome: { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found' }] },
        });
        expect(passed?.response?.status).toBe('200 OK');
      });

      it('leaves the rest of the API with its envelope', async () => {
        const response = await api.app.inject({ method: 'GET', url: '/api/user' });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'M0139' });
      });
    });

    describe('_format and media types', () => {
      it.each(['json', 'application/json', 'application/fhir+json', 'application%2Ffhir%2Bjson'])(
        'takes _format=%s on reads and searches',
        async (format) => {
          const created = await create(owner);
          const read = await fhirCall(api, owner, 'GET', `/fhir/Observation/${created.id}?_format=${format}`);
          const search = await fhirCall(api, owner, 'GET', `/fhir/Observation?_count=1&_format=${format}`);
          const patient = await fhirCall(
            api,
            owner,
            'GET',
            `/fhir/Patient/${owner.subject}?_format=${format}`,
          );

          expect([read.statusCode, search.statusCode, patient.statusCode]).toEqual([200, 200, 200]);
        },
      );

      it('takes Accept: application/json and application/fhir+json, refuses XML only (406 M1125)', async () => {
        const accept = (value: string) =>
          fhirCall(api, owner, 'GET', '/fhir/Observation?_count=1', undefined, { accept: value });

        expect((await accept('application/json')).statusCode).toBe(200);
        expect((await accept('application/fhir+json;fhirVersion=4.0')).statusCode).toBe(200);
        expect((await accept('application/json, text/plain, */*')).statusCode).toBe(200);
        const xml = await accept('application/fhir+xml');
        expect(xml.statusCode).toBe(406);
        expect(problemOf(xml).code).toBe('M1125');
      });

      it('reads a body sent as application/json as well as application/fhir+json', async () => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/fhir/Observation',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(weight(owner, 71, measuredAt)),
        });
        expect(response.statusCode).toBe(201);
      });
    });

    describe('absolute URLs', () => {
      it('gives searchset entries and links absolute URLs from the request host', async () => {
        await create(owner);
        await create(owner);
        const response = await fhirCall(api, owner, 'GET', '/fhir/Observation?_count=1', undefined, {
          host: 'phr.example.org:8443',
        });
        const bundle = response.json<Bundle>();

        expect(bundle.entry?.[0]?.fullUrl).toMatch(
          /^http:\/\/phr\.example\.org:8443\/fhir\/Observation\/[0-9a-f-]{36}$/,
        );
        expect(bundle.link?.find((link) => link.relation === 'next')?.url).toBe(
          'http://phr.example.org:8443/fhir/Observation?_count=1&_offset=1',
        );
      });

      it('does not follow X-Forwarded-* (no trustProxy): the host the request reached', async () => {
        const response = await fhirCall(api, owner, 'GET', '/fhir/Observation?_count=1', undefined, {
          host: 'api.internal',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        });

        expect(response.json<Bundle>().entry?.[0]?.fullUrl).toMatch(
          /^http:\/\/api\.internal\/fhir\/Observation\//,
        );
      });

      it('gives a created record an absolute Location with its version and batch entries absolute fullUrls', async () => {
        const response = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/Observation',
          weight(owner, 72, measuredAt),
        );
        const created = response.json<Observation>();
        expect(response.headers.location).toBe(
          `http://localhost:80/fhir/Observation/${created.id}/_history/1`,
        );

        const batch = await fhirCall(api, owner, 'POST', '/fhir/', {
          resourceType: 'Bundle',
          type: 'transaction',
          entry: [
            { resource: weight(owner, 73, measuredAt), request: { method: 'POST', url: 'Observation' } },
          ],
        });
        expect(batch.json<Bundle>().entry?.[0]?.fullUrl).toMatch(
          /^http:\/\/localhost:80\/fhir\/Observation\//,
        );
      });
    });

    describe('Patient', () => {
      it('reads oneself, built from the account: name, gender and birth date, nothing else', async () => {
        const response = await fhirCall(api, owner, 'GET', `/fhir/Patient/${owner.subject}`);

        expect(response.statusCode).toBe(200);
        expect(response.json<Patient>()).toEqual({
          resourceType: 'Patient',
          id: owner.subject,
          name: [{ text: '박서연' }],
          gender: 'female',
          birthDate: '1985-06-30',
        });
      });

      it('reads someone who shares with the caller; anyone else and an unknown id answer the same 404 M1129', async () => {
        const shared = await fhirCall(api, viewer, 'GET', `/fhir/Patient/${owner.subject}`);
        const notShared = await fhirCall(api, stranger, 'GET', `/fhir/Patient/${owner.subject}`);
        const unknown = await fhirCall(
          api,
          stranger,
          'GET',
          '/fhir/Patient/00000000-0000-4000-8000-000000000000',
        );
        const malformed = await fhirCall(api, stranger, 'GET', '/fhir/Patient/not-an-id');

        expect(shared.json<Patient>().id).toBe(owner.subject);
        for (const refused of [notShared, unknown, malformed]) {
          expect(refused.statusCode).toBe(404);
          expect(refused.body).toBe(unknown.body);
        }
      });
    });

    describe('versions', () => {
      it('sends ETag W/"<versionId>" on read, create and update', async () => {
        const created = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/Observation',
          weight(owner, 70, measuredAt),
        );
        const resource = created.json<Observation>();
        const read = await fhirCall(api, owner, 'GET', `/fhir/Observation/${resource.id}`);
        const updated = await fhirCall(api, owner, 'PUT', `/fhir/Observation/${resource.id}`, resource);

        expect([created.headers.etag, read.headers.etag, updated.headers.etag]).toEqual([
          'W/"1"',
          'W/"1"',
          'W/"2"',
        ]);
      });

      it('replaces with If-Match of the current version, refuses a stale one (412 M1126) and keeps the record', async () => {
        const resource = await create(owner, 70);
        const url = `/fhir/Observation/${resource.id}`;
        const first = await fhirCall(
          api,
          owner,
          'PUT',
          url,
          { ...resource, valueQuantity: { ...resource.valueQuantity, value: 71 } },
          { 'if-match': 'W/"1"' },
        );
        const stale = await fhirCall(
          api,
          owner,
          'PUT',
          url,
          { ...resource, valueQuantity: { ...resource.valueQuantity, value: 72 } },
          { 'if-match': 'W/"1"' },
        );

        expect(first.statusCode).toBe(200);
        expect(stale.statusCode).toBe(412);
        expect(stale.json<OperationOutcome>().issue[0]).toMatchObject({ code: 'conflict' });
        expect(problemOf(stale).code).toBe('M1126');
        const current = await fhirCall(api, owner, 'GET', url);
        expect(current.json<Observation>().valueQuantity?.value).toBe(71);
      });

      it('deletes with If-Match of the current version only (412 M1126 otherwise, nothing deleted)', async () => {
        const resource = await create(owner);
        const url = `/fhir/Observation/${resource.id}`;

        const stale = await fhirCall(api, owner, 'DELETE', url, undefined, { 'if-match': 'W/"7"' });
        expect(stale.statusCode).toBe(412);
        expect((await fhirCall(api, owner, 'GET', url)).statusCode).toBe(200);
        const current = await fhirCall(api, owner, 'DELETE', url, undefined, { 'if-match': 'W/"1"' });
        expect(current.statusCode).toBe(204);
        const malformed = await fhirCall(api, owner, 'DELETE', url, undefined, { 'if-match': 'yesterday' });
        expect(malformed.statusCode).toBe(400);
      });

      it('reads every version with vread (_history/{vid}), the current and earlier ones; another is 404', async () => {
        const resource = await create(owner, 70);
        const url = `/fhir/Observation/${resource.id}`;
        await fhirCall(api, owner, 'PUT', url, {
          ...resource,
          valueQuantity: { ...resource.valueQuantity, value: 71 },
        });
        await fhirCall(api, owner, 'PUT', url, {
          ...resource,
          valueQuantity: { ...resource.valueQuantity, value: 72 },
        });

        const versions = await Promise.all(
          ['1', '2', '3'].map((vid) => fhirCall(api, owner, 'GET', `${url}/_history/${vid}`)),
        );
        expect(versions.map((version) => version.json<Observation>().valueQuantity?.value)).toEqual([
          70, 71, 72,
        ]);
        expect(versions.map((version) => version.headers.etag)).toEqual(['W/"1"', 'W/"2"', 'W/"3"']);
        expect((await fhirCall(api, owner, 'GET', `${url}/_history/4`)).statusCode).toBe(404);
        expect((await fhirCall(api, owner, 'GET', `${url}/_history/x`)).statusCode).toBe(404);
        expect((await fhirCall(api, viewer, 'GET', `${url}/_history/1`)).statusCode).toBe(200);
        expect((await fhirCall(api, stranger, 'GET', `${url}/_history/1`)).statusCode).toBe(403);
      });

      it('deletes the earlier versions with the record', async () => {
        const resource = await create(owner);
        const url = `/fhir/Observation/${resource.id}`;
        await fhirCall(api, owner, 'PUT', url, resource);
        await fhirCall(api, owner, 'DELETE', url);

        const [row] = await api.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM observation_history WHERE observation_id = $1::uuid',
          [resource.id],
        );
        expect(row?.count).toBe(0);
        expect((await fhirCall(api, owner, 'GET', `${url}/_history/1`)).statusCode).toBe(404);
      });

      it('checks request.ifMatch of a transaction entry (412 M1126, nothing written)', async () => {
        const resource = await create(owner, 70);
        const response = await fhirCall(api, owner, 'POST', '/fhir', {
          resourceType: 'Bundle',
          type: 'transaction',
          entry: [
            {
              resource: { ...resource, valueQuantity: { ...resource.valueQuantity, value: 75 } },
              request: { method: 'PUT', url: `Observation/${resource.id}`, ifMatch: 'W/"2"' },
            },
          ],
        });

        expect(response.statusCode).toBe(412);
        expect(problemOf(response).code).toBe('M1126');
        const current = await fhirCall(api, owner, 'GET', `/fhir/Observation/${resource.id}`);
        expect(current.json<Observation>().meta?.versionId).toBe('1');
      });
    });
  },
);

import type { Bundle, BundleEntry, Observation, OperationOutcome } from 'fhir/r4';
import { lifelogCodes } from 'shared-kernel/isomorphic';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { messageCodeSystem } from './bundle-routes';
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

const importSystem = 'https://fhir.family-health.app/health-app/0001';

const post = (resource: Observation, ifNoneExist?: string): BundleEntry => ({
  resource,
  request: { method: 'POST', url: 'Observation', ...(ifNoneExist ? { ifNoneExist } : {}) },
});
const get = (url: string): BundleEntry => ({ request: { method: 'GET', url } });
/** The first issue of a failed entry's OperationOutcome. */
const issueOf = (entry: BundleEntry | undefined) =>
  (entry?.response?.outcome as OperationOutcome | undefined)?.issue[0];
const bundleOf = (type: 'batch' | 'transaction' | 'collection', entry: BundleEntry[]): Bundle => ({
  resourceType: 'Bundle',
  type,
  entry,
});

describe.each(testDatabaseKinds({ partitionedHealthData: true }).map((kind) => [kind.name, kind] as const))(
  'POST /fhir (%s)',
  (_name, kind) => {
    let api: TestApp;
    let owner: FhirTestUser;
    let viewer: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      owner = await addFhirTestUser(api, 'bundle-owner');
      viewer = await addFhirTestUser(api, 'bundle-viewer');
      await share(api, owner, viewer);
    });
    afterAll(() => api.close());

    const send = async (bundle: Bundle, user = owner) => fhirCall(api, user, 'POST', '/fhir', bundle);
    const answerOf = async (bundle: Bundle, user = owner) => {
      const response = await send(bundle, user);
      if (response.statusCode !== 200)
        throw new Error(`bundle failed: ${response.statusCode} ${response.body}`);
      return response.json<Bundle>();
    };
    const countOf = async (user: FhirTestUser) => {
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM observations WHERE subject = $1::uuid',
        [user.subject],
      );
      return row?.count;
    };

    describe('batch', () => {
      let reader: FhirTestUser;

      beforeAll(async () => {
        reader = await addFhirTestUser(api, 'bundle-reader');
        const transaction = bundleOf('transaction', [
          post(weight(reader, 60, '2026-02-27T08:00:00+09:00')),
          post(weight(reader, 61, '2026-02-28T08:00:00+09:00')),
          post(bloodPressure(reader, 120, 80, '2026-02-26T08:00:00+09:00')),
          post(bloodPressure(reader, 130, 85, '2026-02-28T07:00:00+09:00')),
        ]);
        await answerOf(transaction, reader);
      });

      it('answers the latest record of each code, one entry per request in order, and a failing one alone', async () => {
        const latest = (code: { system: string; code: string }) =>
          get(`Observation?code=${code.system}|${code.code}&_count=1&_sort=-date`);

        const answer = await answerOf(
          bundleOf('batch', [
            latest(lifelogCodes.weight.coding),
            get('Observation?_count=500'),
            latest(lifelogCodes.bloodPressure.coding),
            latest(lifelogCodes.heartRate.coding),
          ]),
          reader,
        );

        expect(answer.type).toBe('batch-response');
        expect(answer.entry?.map((entry) => entry.response?.status)).toEqual([
          '200 OK',
          '400 Bad Request',
          '200 OK',
          '200 OK',
        ]);
        const [weights, failed, pressures, heartRates] = (answer.entry ?? []).map(
          (entry) => entry.resource as Bundle<Observation> | undefined,
        );
        expect(weights).toMatchObject({ type: 'searchset', total: 2 });
        expect(weights?.entry?.map((entry) => entry.resource?.valueQuantity?.value)).toEqual([61]);
        expect(
          pressures?.entry?.map((entry) => entry.resource?.component?.[0]?.valueQuantity?.value),
        ).toEqual([130]);
        expect(heartRates).toMatchObject({ total: 0 });
        expect(failed).toBeUndefined();
        expect(answer.entry?.[1]?.response?.outcome).toMatchObject({
          resourceType: 'OperationOutcome',
          issue: [
            {
              severity: 'error',
              code: 'invalid',
              details: { coding: [{ system: messageCodeSystem, code: 'M0187' }], text: expect.any(String) },
              expression: ['_count'],
            },
          ],
        });
      });

      it('takes a batch posted to the base URL with its trailing slash (POST /fhir/), as FHIR clients join it', async () => {
        const response = await fhirCall(
          api,
          owner,
          'POST',
          '/fhir/',
          bundleOf('batch', [post(weight(owner, 71, '2026-03-02T08:00:00+09:00'))]),
        );

        expect(response.statusCode).toBe(200);
        expect(response.json<Bundle>().entry?.[0]?.response?.status).toMatch(/^201/);
      });

      it('runs POST, PUT, GET and DELETE entries, keeping the records of the entries that succeed', async () => {
        const user = await addFhirTestUser(api, 'bundle-batch-writer');
        const created = await answerOf(
          bundleOf('batch', [post(weight(user, 70, '2026-03-01T08:00:00+09:00'))]),
          user,
        );
        const id = created.entry?.[0]?.resource?.id ?? '';

        const answer = await answerOf(
          bundleOf('batch', [
            {
              resource: { ...weight(user, 69, '2026-03-01T08:00:00+09:00'), id },
              request: { method: 'PUT', url: `Observation/${id}` },
            },
            get(`Observation/${id}`),
            post({ ...weight(user, 71, '2026-03-01T09:00:00+09:00'), status: 'preliminary' }),
            { request: { method: 'DELETE', url: `Observation/${id}` } },
            get(`Observation/${id}`),
          ]),
          user,
        );

        expect(created.entry?.[0]?.response).toMatchObject({
          status: '201 Created',
          location: `http://localhost:80/fhir/Observation/${id}/_history/1`,
          etag: 'W/"1"',
        });
        expect(answer.entry?.map((entry) => entry.response?.status)).toEqual([
          '200 OK',
          '200 OK',
          '400 Bad Request',
          '204 No Content',
          '404 Not Found',
        ]);
        expect(answer.entry?.[1]?.resource).toMatchObject({
          valueQuantity: { value: 69 },
          meta: { versionId: '2' },
        });
        expect(issueOf(answer.entry?.[2])?.expression).toEqual(['Bundle.entry[2].resource.status']);
        expect(await countOf(user)).toBe(0);
      });

      it("answers an entry about another person's data with 403 M0105 and runs the rest", async () => {
        const answer = await answerOf(
          bundleOf('batch', [
            post(weight(owner, 70, '2026-03-01T08:00:00+09:00')),
            get(`Observation?subject=Patient/${owner.subject}`),
          ]),
          viewer,
        );

        expect(answer.entry?.map((entry) => entry.response?.status)).toEqual(['403 Forbidden', '200 OK']);
        expect(issueOf(answer.entry?.[0])).toMatchObject({
          code: 'forbidden',
          details: { coding: [{ code: 'M0105' }] },
        });
      });

      it.each([
        ['an unknown resource type', get('Medication?name=x'), 'Bundle.entry[0].request.url'],
        ['a Patient search (Patient is read only)', get('Patient?name=x'), 'Bundle.entry[0].request'],
        [
          'a POST to an id',
          {
            resource: { resourceType: 'Observation' },
            request: { method: 'POST', url: 'Observation/1' },
          } as BundleEntry,
          'Bundle.entry[0].request',
        ],
        [
          'a PATCH',
          { request: { method: 'PATCH', url: 'Observation/1' } } as BundleEntry,
          'Bundle.entry[0].request',
        ],
      ])('answers %s with 400 M0187', async (_case, entry, field) => {
        const answer = await answerOf(bundleOf('batch', [entry]));

        expect(answer.entry?.[0]?.response?.status).toBe('400 Bad Request');
        expect(issueOf(answer.entry?.[0])?.expression).toEqual([field]);
      });
    });

    describe('transaction', () => {
      it('stores every entry and answers a transaction-response in order', async () => {
        const user = await addFhirTestUser(api, 'bundle-transaction');

        const answer = await answerOf(
          bundleOf('transaction', [
            post(weight(user, 70, '2026-03-01T08:00:00+09:00')),
            post(bloodPressure(user, 130, 85, '2026-03-01T08:00:00+09:00')),
          ]),
          user,
        );

        expect(answer.type).toBe('transaction-response');
        expect(answer.entry?.map((entry) => entry.response?.status)).toEqual(['201 Created', '201 Created']);
        expect(await countOf(user)).toBe(2);
      });

      it('stores nothing when an entry is invalid, and answers the error of the first failing entry', async () => {
        const user = await addFhirTestUser(api, 'bundle-rollback');

        const response = await send(
          bundleOf('transaction', [
            post(weight(user, 70, '2026-03-01T08:00:00+09:00')),
            post({
              ...weight(user, 70, '2026-03-01T09:00:00+09:00'),
              valueQuantity: { value: '70' },
            } as unknown as Observation),
            post({ ...weight(user, 70, '2026-03-01T10:00:00+09:00'), status: 'cancelled' }),
          ]),
          user,
        );

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({
          code: 'M0187',
          field: 'Bundle.entry[1].resource.valueQuantity.value',
        });
        expect(await countOf(user)).toBe(0);
      });

      it("stores nothing when an entry writes another person's data (403 M0105)", async () => {
        const response = await send(
          bundleOf('transaction', [
            post(weight(viewer, 70, '2026-03-01T08:00:00+09:00')),
            post(weight(owner, 70, '2026-03-01T08:00:00+09:00')),
          ]),
          viewer,
        );

        expect(response.statusCode).toBe(403);
        expect(problemOf(response)).toMatchObject({ code: 'M0105' });
        expect(await countOf(viewer)).toBe(0);
      });

      it('creates a record once with ifNoneExist: the same import again answers 200 with the record', async () => {
        const user = await addFhirTestUser(api, 'bundle-import');
        const imported = (value: number, hour: string) =>
          record(user, 'step', { stepCount: value }, `2026-03-01T${hour}:00:00+09:00`, {
            identifier: { system: importSystem, value: `steps-${hour}` },
          });
        const importBundle = () =>
          bundleOf('transaction', [
            post(imported(1200, '08'), `identifier=${importSystem}|steps-08`),
            post(imported(800, '09'), `identifier=${importSystem}|steps-09`),
          ]);

        const first = await answerOf(importBundle(), user);
        const again = await answerOf(importBundle(), user);

        expect(first.entry?.map((entry) => entry.response?.status)).toEqual(['201 Created', '201 Created']);
        expect(again.entry?.map((entry) => entry.response?.status)).toEqual(['200 OK', '200 OK']);
        expect(again.entry?.map((entry) => entry.resource?.id)).toEqual(
          first.entry?.map((entry) => entry.resource?.id),
        );
        expect(await countOf(user)).toBe(2);
      });

      it('creates one record when the same conditional create comes twice in one bundle', async () => {
        const user = await addFhirTestUser(api, 'bundle-import-twice');
        const entry = () =>
          post(
            record(user, 'step', { stepCount: 500 }, '2026-03-01T10:00:00+09:00', {
              identifier: { system: importSystem, value: 'steps-10' },
            }),
            `identifier=${importSystem}|steps-10`,
          );

        const answer = await answerOf(bundleOf('transaction', [entry(), entry()]), user);

        expect(answer.entry?.map((item) => item.response?.status)).toEqual(['201 Created', '200 OK']);
        expect(await countOf(user)).toBe(1);
      });

      it('refuses an ifNoneExist that is not an identifier query (400 M0187)', async () => {
        const response = await send(
          bundleOf('transaction', [post(weight(owner, 70, '2026-03-01T08:00:00+09:00'), 'code=29463-7')]),
        );

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({
          code: 'M0187',
          field: 'Bundle.entry[0].request.ifNoneExist',
        });
      });
    });

    describe('the bundle itself', () => {
      it(`refuses more than 100 entries (400 M0187)`, async () => {
        const entries = Array.from({ length: 101 }, () => get('Observation?_count=1'));

        const response = await send(bundleOf('batch', entries));

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field: 'Bundle.entry' });
      });

      it.each([
        ['a document', { resourceType: 'Bundle', type: 'document' }, 'Bundle.type'],
        ['a Bundle without type', { resourceType: 'Bundle' }, 'Bundle.type'],
        ['another resource', { resourceType: 'Observation' }, 'Bundle.resourceType'],
        [
          'an entry with an unknown property',
          { ...bundleOf('batch', [get('Observation')]), entry: [{ ...get('Observation'), extra: 1 }] },
          'Bundle.entry[0].extra',
        ],
      ])('refuses %s (400 M0187 naming the FHIR path)', async (_case, bundle, field) => {
        const response = await send(bundle as Bundle);

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field });
      });
    });
  },
);

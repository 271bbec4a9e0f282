// Required shared life-logs (issue 14): two members of the same open family channel read each other's
// Observations of exactly the types the channel requires, through search, read by id, $aggregate and batch, and
// nothing else of each other's; leaving, exclusion or closing withdraws it at once. shared_users keeps reading
// everything; writing stays the owner's.
import type { Bundle, BundleEntry, Observation, OperationOutcome, Parameters } from 'fhir/r4';
import { lifelogCodes, lifelogTypeCodes, readAggregateBuckets } from 'shared-kernel/isomorphic';
import { closeChannel, insertFamilyChannel, removeParticipant } from '../../../test-support/channel-rows';
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

const weightCoding = lifelogCodes.weight.coding;
const pressureCoding = lifelogCodes.bloodPressure.coding;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'life-logs shared through a family channel (%s)',
  (_name, kind) => {
    let api: TestApp;
    let owner: FhirTestUser;
    let member: FhirTestUser;
    let stranger: FhirTestUser;
    let ownerWeight: Observation;
    let ownerPressure: Observation;
    let memberWeight: Observation;

    const create = async (user: FhirTestUser, observation: Observation) => {
      const response = await fhirCall(api, user, 'POST', '/fhir/Observation', observation);
      if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
      return response.json<Observation>();
    };

    beforeAll(async () => {
      api = await openTestApp(kind);
      owner = await addFhirTestUser(api, 'chnlog-owner');
      member = await addFhirTestUser(api, 'chnlog-member');
      stranger = await addFhirTestUser(api, 'chnlog-stranger');
      ownerWeight = await create(owner, weight(owner, 61.5, '2026-03-01T08:00:00+09:00'));
      ownerPressure = await create(owner, bloodPressure(owner, 128, 84, '2026-03-01T08:05:00+09:00'));
      memberWeight = await create(member, weight(member, 70, '2026-03-01T09:00:00+09:00'));
      await create(owner, record(owner, 'step', { stepCount: 4000 }, '2026-03-01T10:00:00+09:00'));
    });
    afterAll(() => api.close());

    /** A fresh channel of owner and member requiring weight only (each test changes its own channel). */
    const weightChannel = (extra: { invitees?: string[] } = {}) =>
      insertFamilyChannel(api.db, {
        members: [owner.userId, member.userId],
        reqLifelogList: [lifelogTypeCodes.weight],
        ...extra,
      });
    const withoutChannels = () => api.db.query(`DELETE FROM channels WHERE chn_type_code = '0002'`);
    afterEach(withoutChannels);

    const search = (caller: FhirTestUser, of: FhirTestUser, query = '') =>
      fhirCall(api, caller, 'GET', `/fhir/Observation?subject=Patient/${of.subject}${query}`);
    const codesFound = async (caller: FhirTestUser, of: FhirTestUser, query = '') => {
      const response = await search(caller, of, query);
      expect(response.statusCode).toBe(200);
      return (response.json<Bundle<Observation>>().entry ?? []).map(
        (entry) => entry.resource?.code.coding?.[0]?.code,
      );
    };
    const read = (caller: FhirTestUser, observation: Observation) =>
      fhirCall(api, caller, 'GET', `/fhir/Observation/${observation.id ?? ''}`);
    const aggregate = (caller: FhirTestUser, of: FhirTestUser, coding: { system: string; code: string }) =>
      fhirCall(api, caller, 'POST', '/fhir/Observation/$aggregate', {
        resourceType: 'Parameters',
        parameter: [
          {
            name: 'lifelog',
            part: [
              { name: 'subject', valueReference: { reference: `Patient/${of.subject}` } },
              { name: 'type', valueCode: 'month' },
              { name: 'code', valueCoding: coding },
              {
                name: 'period',
                valuePeriod: { start: '2026-03-01T00:00:00+09:00', end: '2026-04-01T00:00:00+09:00' },
              },
              { name: 'aggregation', valueCode: 'average' },
            ],
          },
        ],
      });
    const batchReads = async (caller: FhirTestUser, urls: string[]) => {
      const response = await fhirCall(api, caller, 'POST', '/fhir', {
        resourceType: 'Bundle',
        type: 'batch',
        entry: urls.map((url): BundleEntry => ({ request: { method: 'GET', url } })),
      });
      expect(response.statusCode).toBe(200);
      return response.json<Bundle>().entry ?? [];
    };
    const expectRefused = (response: { statusCode: number; json: <T>() => T }) => {
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).code).toBe('M0105');
    };

    it('a member finds only the required type of another member, both ways', async () => {
      await weightChannel();
      expect(await codesFound(member, owner)).toEqual([weightCoding.code]);
      expect(
        await codesFound(member, owner, `&code=${pressureCoding.system}|${pressureCoding.code}`),
      ).toEqual([]);
      expect(await codesFound(owner, member)).toEqual([weightCoding.code]);
      // The owner's own search is untouched.
      expect((await codesFound(owner, owner)).sort()).toEqual(
        [weightCoding.code, pressureCoding.code, lifelogCodes.step.coding.code].sort(),
      );
    });

    it('a member reads a required type by id, and is refused another type (M0105)', async () => {
      await weightChannel();
      const shown = await read(member, ownerWeight);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<Observation>().id).toBe(ownerWeight.id);
      expectRefused(await read(member, ownerPressure));
    });

    it('a member aggregates a required type, and is refused another type or its components (M0105)', async () => {
      await weightChannel();
      const shown = await aggregate(member, owner, weightCoding);
      expect(shown.statusCode).toBe(200);
      expect(readAggregateBuckets(shown.json<Parameters>()).map((bucket) => bucket.value)).toEqual([61.5]);
      expectRefused(await aggregate(member, owner, pressureCoding));
      expectRefused(await aggregate(member, owner, lifelogCodes.bloodPressure.components.sbp));
    });

    it('a batch reads the required type and refuses the rest, entry by entry', async () => {
      await weightChannel();
      const [byId, refused, searched] = await batchReads(member, [
        `Observation/${ownerWeight.id ?? ''}`,
        `Observation/${ownerPressure.id ?? ''}`,
        `Observation?subject=Patient/${owner.subject}`,
      ]);
      expect(byId?.response?.status).toMatch(/^200/);
      expect(refused?.response?.status).toMatch(/^403/);
      expect((refused?.response?.outcome as OperationOutcome | undefined)?.issue[0]).toBeDefined();
      expect(
        ((searched?.resource as Bundle<Observation>).entry ?? []).map((entry) => entry.resource?.id),
      ).toEqual([ownerWeight.id]);
    });

    it("a member is refused the other member's diagnostic reports and may never write for them", async () => {
      await weightChannel();
      expectRefused(
        await fhirCall(api, member, 'GET', `/fhir/DiagnosticReport?subject=Patient/${owner.subject}`),
      );
      expectRefused(
        await fhirCall(
          api,
          member,
          'POST',
          '/fhir/Observation',
          weight(owner, 60, '2026-03-02T08:00:00+09:00'),
        ),
      );
      expectRefused(
        await fhirCall(api, member, 'PUT', `/fhir/Observation/${ownerWeight.id ?? ''}`, ownerWeight),
      );
      expectRefused(await fhirCall(api, member, 'DELETE', `/fhir/Observation/${ownerWeight.id ?? ''}`));
    });

    it('a channel requiring nothing shares nothing', async () => {
      await insertFamilyChannel(api.db, { members: [owner.userId, member.userId] });
      expectRefused(await search(member, owner));
      expectRefused(await read(member, ownerWeight));
    });

    it('leaving withdraws it at once', async () => {
      const chnSn = await weightChannel();
      expect((await read(member, ownerWeight)).statusCode).toBe(200);
      await removeParticipant(api.db, chnSn, member.userId);
      expectRefused(await read(member, ownerWeight));
      expectRefused(await search(member, owner));
      expectRefused(await aggregate(member, owner, weightCoding));
      // Nor does the one who stayed read the leaver's.
      expectRefused(await read(owner, memberWeight));
    });

    it('exclusion of the owner withdraws it at once', async () => {
      const chnSn = await weightChannel();
      await removeParticipant(api.db, chnSn, owner.userId);
      expectRefused(await read(member, ownerWeight));
    });

    it('closing the channel withdraws it at once', async () => {
      const chnSn = await weightChannel();
      await closeChannel(api.db, chnSn);
      expectRefused(await read(member, ownerWeight));
      expectRefused(await search(member, owner));
    });

    it('an invitation not yet accepted shares nothing', async () => {
      await insertFamilyChannel(api.db, {
        members: [owner.userId],
        invitees: [member.userId],
        reqLifelogList: [lifelogTypeCodes.weight],
      });
      expectRefused(await read(member, ownerWeight));
      expectRefused(await read(owner, memberWeight));
    });

    it('a stranger never reads anything of the members', async () => {
      await weightChannel();
      expectRefused(await search(stranger, owner));
      expectRefused(await read(stranger, ownerWeight));
      expectRefused(await aggregate(stranger, owner, weightCoding));
    });

    it('sharing through shared_users keeps reading everything, a channel beside it changes nothing', async () => {
      await weightChannel();
      await share(api, owner, stranger);
      try {
        expect((await codesFound(stranger, owner)).sort()).toEqual(
          [weightCoding.code, pressureCoding.code, lifelogCodes.step.coding.code].sort(),
        );
        expect((await read(stranger, ownerPressure)).statusCode).toBe(200);
      } finally {
        await api.db.query('DELETE FROM shared_users WHERE owner_user_id = $1', [owner.userId]);
      }
    });
  },
);

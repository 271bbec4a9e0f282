// FHIR records carry `issued` (when written) and, for blood glucose, `testType` (issue 36.7): in single reads,
// searches and $everything alike.
import type { Bundle, Observation, ObservationComponent } from 'fhir/r4';
import fc from 'fast-check';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { addFhirTestUser, fhirCall, record, weight, type FhirTestUser } from '../../../test-support/fhir';
import { withRecordFacts } from './record-facts';

const testTypeOf = (observation: Observation) =>
  (observation.component ?? [])
    .filter((component: ObservationComponent) => component.code.coding?.[0]?.code === 'testType')
    .map((component) => component.valueCodeableConcept?.coding?.[0]?.code);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'issued and glucose testType in FHIR records (%s)',
  (_name, kind) => {
    let api: TestApp;
    let owner: FhirTestUser;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      api = await openTestApp(kind);
      owner = await addFhirTestUser(api, 'facts-owner');
      const posts: [string, Observation][] = [
        [
          'fasting',
          record(owner, 'bloodGlucose', { bloodSugarLevel: 98 }, '2026-03-01T07:00:00+09:00', {
            measurementTime: '80001',
          }),
        ],
        [
          'afterMeal',
          record(owner, 'bloodGlucose', { bloodSugarLevel: 141 }, '2026-03-01T13:00:00+09:00', {
            measurementTime: '80002',
          }),
        ],
        ['random', record(owner, 'bloodGlucose', { bloodSugarLevel: 110 }, '2026-03-01T16:00:00+09:00')],
        ['weight', weight(owner, 70.2, '2026-03-01T08:00:00+09:00')],
      ];
      for (const [name, resource] of posts) {
        const response = await fhirCall(api, owner, 'POST', '/fhir/Observation', resource);
        expect(response.statusCode).toBe(201);
        ids[name] = response.json<Observation>().id ?? '';
      }
    });
    afterAll(() => api.close());

    const read = async (name: string) =>
      (await fhirCall(api, owner, 'GET', `/fhir/Observation/${ids[name]}`)).json<Observation>();

    it('a read carries issued, the time the server wrote the record', async () => {
      const weightRecord = await read('weight');
      expect(weightRecord.issued).toBe(weightRecord.meta?.lastUpdated);
      expect(testTypeOf(weightRecord)).toEqual([]);
    });

    it('a glucose read carries testType: fasting and after a meal as recorded, -1 (random) without a time', async () => {
      expect(testTypeOf(await read('fasting'))).toEqual(['80001']);
      expect(testTypeOf(await read('afterMeal'))).toEqual(['80002']);
      const random = await read('random');
      expect(testTypeOf(random)).toEqual(['-1']);
      expect(random.component?.at(-1)?.valueCodeableConcept?.text).toBe('Random (time not given)');
    });

    it('an update follows the new measurement time, with one testType only', async () => {
      const fasting = await read('fasting');
      const changed = record(owner, 'bloodGlucose', { bloodSugarLevel: 98 }, '2026-03-01T07:00:00+09:00', {
        measurementTime: '80011',
      });
      const response = await fhirCall(api, owner, 'PUT', `/fhir/Observation/${ids['fasting']}`, {
        ...changed,
        id: ids['fasting'],
        component: [
          ...(changed.component ?? []),
          ...(fasting.component ?? []).filter((c) => c.code.coding?.[0]?.code === 'testType'),
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(testTypeOf(await read('fasting'))).toEqual(['80011']);
    });

    it('search and $everything carry issued and testType too', async () => {
      const search = (
        await fhirCall(api, owner, 'GET', `/fhir/Observation?subject=Patient/${owner.subject}`)
      ).json<Bundle>();
      const everything = (
        await fhirCall(api, owner, 'GET', `/fhir/Patient/${owner.subject}/$everything`)
      ).json<Bundle>();
      for (const bundle of [search, everything]) {
        const observations = (bundle.entry ?? [])
          .map((entry) => entry.resource)
          .filter((resource): resource is Observation => resource?.resourceType === 'Observation');
        expect(observations).toHaveLength(4);
        for (const observation of observations) expect(observation.issued).toEqual(expect.any(String));
        const random = observations.find((observation) => observation.id === ids['random']);
        expect(random && testTypeOf(random)).toEqual(['-1']);
      }
    });
  },
);

describe('withRecordFacts', () => {
  it('keeps exactly one testType on a glucose record, whatever components it came with', () => {
    const writtenAt = new Date('2026-03-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, '80001', '80002', '80011', '80012', '80013'),
        fc.nat({ max: 3 }),
        (measurementTime, staleCopies) => {
          const base = record(
            { userId: 'x', token: '', subject: '00000000-0000-4000-8000-000000000000' },
            'bloodGlucose',
            { bloodSugarLevel: 100 },
            '2026-03-01T07:00:00Z',
            measurementTime ? { measurementTime } : {},
          );
          const stale = Array.from(
            { length: staleCopies },
            () => withRecordFacts(base, writtenAt).component?.at(-1) as ObservationComponent,
          );
          const facts = withRecordFacts(
            { ...base, component: [...(base.component ?? []), ...stale] },
            writtenAt,
          );
          expect(testTypeOf(facts)).toEqual([measurementTime ?? '-1']);
          expect(facts.issued).toBe(writtenAt.toISOString());
        },
      ),
      { numRuns: 50 },
    );
  });
});

// Property of the API edge for life-log values: whatever number arrives for a value a person can record
// (impossible pressures such as 300/20, values just past a range's ends, negative zero, many decimals), an
// impossible one is always refused, and the API stores a value exactly when the kernel's `lifelogValueProblem`
// finds nothing, and otherwise answers 400 with the rule's M-code and stores nothing.
import fc from 'fast-check';
import type { Observation } from 'fhir/r4';
import {
  isMCode,
  lifelogTypes,
  lifelogValueProblem,
  manualLifelogTypeKeys,
  measurementRangeOf,
  type LifelogTypeKey,
} from 'shared-kernel/isomorphic';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { addFhirTestUser, fhirCall, record, type FhirTestUser, problemOf } from '../../../test-support/fhir';

const numRuns = Number(process.env['FHIR_PROPERTY_RUNS'] ?? 40);

/** Numbers near and past the ends of every range, impossible ones, and any other. */
function valueNear(typeKey: LifelogTypeKey, valueName: string): fc.Arbitrary<number> {
  const range = measurementRangeOf(typeKey, valueName) ?? { min: 0, max: 1000 };
  return fc.oneof(
    fc.constantFrom(
      range.min,
      range.max,
      range.min - 1,
      range.max + 1,
      range.min - 0.1,
      range.max + 0.1,
      -0,
      0,
      -1,
      20,
      300,
      70.25,
    ),
    fc.integer({ min: -1000, max: 10_000 }),
    fc.double({ min: -1000, max: 10_000, noNaN: true }),
  );
}

/** Impossible whatever the kernel says: a value outside its possible range, or a systolic not above the diastolic. */
function isImpossible(typeKey: LifelogTypeKey, values: Readonly<Record<string, number>>): boolean {
  const outside = Object.entries(values).some(([name, value]) => {
    const range = measurementRangeOf(typeKey, name);
    return range !== undefined && (value < range.min || value > range.max);
  });
  const { sbp, dbp } = values;
  return outside || (typeKey === 'bloodPressure' && sbp !== undefined && dbp !== undefined && sbp <= dbp);
}

const recordArbitrary = fc.constantFrom(...manualLifelogTypeKeys).chain((typeKey) =>
  fc.record({
    typeKey: fc.constant(typeKey),
    values: fc.record(
      Object.fromEntries(lifelogTypes[typeKey].values.map(({ name }) => [name, valueNear(typeKey, name)])),
    ),
  }),
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'possible ranges at POST /fhir/Observation, as a property (%s)',
  (_name, kind) => {
    let api: TestApp;
    let user: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      user = await addFhirTestUser(api, 'range-property');
    });
    afterAll(() => api.close());

    const countOf = async () => {
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM observations WHERE subject = $1::uuid',
        [user.subject],
      );
      return row?.count ?? 0;
    };

    it("stores a value exactly when the kernel's rules take it, else answers 400 with the rule's M-code", async () => {
      await fc.assert(
        fc.asyncProperty(recordArbitrary, async ({ typeKey, values }) => {
          const before = await countOf();
          const resource: Observation = record(user, typeKey, values, '2026-03-01T08:00:00+09:00');

          const response = await fhirCall(api, user, 'POST', '/fhir/Observation', resource);

          const problem = lifelogValueProblem(typeKey, values);
          if (isImpossible(typeKey, values)) expect(response.statusCode).toBe(400);
          if (!problem) {
            expect(response.statusCode).toBe(201);
            expect(await countOf()).toBe(before + 1);
          } else {
            expect(response.statusCode).toBe(400);
            expect(problemOf(response).code).toBe(isMCode(problem.code) ? problem.code : 'M0187');
            expect(await countOf()).toBe(before);
          }
        }),
        { numRuns },
      );
    });
  },
);

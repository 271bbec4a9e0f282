import fc from 'fast-check';
import type { Observation, Parameters, ParametersParameter } from 'fhir/r4';
import {
  fhirSystems,
  aggregationFunctions,
  aggregationTypes,
  buildLifelogObservation,
  lifelogCodes,
  readAggregateBuckets,
  readRecentRecords,
  type AggregationType,
  type LifelogRecord,
} from 'shared-kernel/isomorphic';
import { addTestUser, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { insertObservations } from '../observations/observation-store';
import { insertDiagnosticReport } from '../checkups/diagnostic-report-store';
import { problemOf } from '../../../test-support/fhir';

const weight = lifelogCodes.weight.coding;
const heartRate = lifelogCodes.heartRate.coding;
const water = lifelogCodes.meal.coding;
const bloodPressure = lifelogCodes.bloodPressure.coding;
const systolic = lifelogCodes.bloodPressure.components.sbp;
const height = lifelogCodes.height.coding;

type Part = ParametersParameter;

const body = (...part: Part[]): Parameters => ({
  resourceType: 'Parameters',
  parameter: [{ name: 'lifelog', part }],
});
const typePart = (valueCode: string): Part => ({ name: 'type', valueCode });
const codePart = (coding: { system: string; code: string }): Part => ({
  name: 'code',
  valueCoding: { system: coding.system, code: coding.code },
});
const periodPart = (start: string, end: string): Part => ({ name: 'period', valuePeriod: { start, end } });
const aggregationPart = (valueCode: string): Part => ({ name: 'aggregation', valueCode });

/** Weights of the owner: two on Seoul's March 1st, one on March 2nd, one in April and one in December 2025. */
const weights: [string, number][] = [
  ['2025-12-31T08:00:00+09:00', 58],
  ['2026-03-01T08:00:00+09:00', 60],
  ['2026-03-01T20:00:00+09:00', 62],
  ['2026-03-02T08:00:00+09:00', 61],
  ['2026-04-10T08:00:00+09:00', 64],
];

describe.each(testDatabaseKinds({ partitionedHealthData: true }).map((kind) => [kind.name, kind] as const))(
  'POST /fhir/Observation/$aggregate (%s)',
  (_name, kind) => {
    let api: TestApp;
    let ownerToken: string;
    let viewerToken: string;
    let ownerSubject: string;

    const subjectOf = async (userId: string) => {
      const [row] = await api.db.query<{ subject: string }>(
        'SELECT fhir_res_id::text AS subject FROM users WHERE user_id = $1',
        [userId],
      );
      if (!row) throw new Error(`no user ${userId}`);
      return row.subject;
    };

    const store = (typeKey: LifelogRecord['typeKey'], entries: [string, Record<string, number>][]) =>
      insertObservations(
        api.db,
        entries.map(([effectiveDateTime, values]) =>
          buildLifelogObservation({ typeKey, subjectId: ownerSubject, effectiveDateTime, values }),
        ),
      );

    const aggregate = (
      payload: Parameters | object,
      token = ownerToken,
      contentType = 'application/fhir+json',
    ) =>
      api.app.inject({
        method: 'POST',
        url: '/fhir/Observation/$aggregate',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: JSON.stringify(payload),
      });

    const buckets = async (...part: Part[]) => {
      const response = await aggregate(body(...part));
      expect(response.statusCode).toBe(200);
      return readAggregateBuckets(response.json<Parameters>());
    };

    beforeAll(async () => {
      api = await openTestApp(kind);
      await addTestUser(api.db, 'aggregate-owner', '01055550001');
      await addTestUser(api.db, 'aggregate-viewer', '01055550002');
      ownerToken = (await logIn(api.app, 'aggregate-owner')).access_token;
      viewerToken = (await logIn(api.app, 'aggregate-viewer')).access_token;
      ownerSubject = await subjectOf('aggregate-owner');
      await store(
        'weight',
        weights.map(([at, value]) => [at, { weight: value }]),
      );
    });
    afterAll(() => api.close());

    const weightPeriod = periodPart('2025-12-01T00:00:00+09:00', '2026-05-01T00:00:00+09:00');

    describe('by Seoul hour, calendar day, month and year', () => {
      /** The Seoul hours or days each bucket spans, how many weights it holds, and its value by function. */
      const expected = {
        // Each weight in its own hour of Seoul's clock.
        hour: {
          spans: [
            ['2025-12-31T08', '2025-12-31T09'],
            ['2026-03-01T08', '2026-03-01T09'],
            ['2026-03-01T20', '2026-03-01T21'],
            ['2026-03-02T08', '2026-03-02T09'],
            ['2026-04-10T08', '2026-04-10T09'],
          ],
          counts: [1, 1, 1, 1, 1],
          values: {
            average: [58, 60, 62, 61, 64],
            sum: [58, 60, 62, 61, 64],
            maximum: [58, 60, 62, 61, 64],
            minimum: [58, 60, 62, 61, 64],
            'std-dev': [0, 0, 0, 0, 0],
            variance: [0, 0, 0, 0, 0],
          },
        },
        date: {
          spans: [
            ['2025-12-31', '2026-01-01'],
            ['2026-03-01', '2026-03-02'],
            ['2026-03-02', '2026-03-03'],
            ['2026-04-10', '2026-04-11'],
          ],
          counts: [1, 2, 1, 1],
          values: {
            average: [58, 61, 61, 64],
            sum: [58, 122, 61, 64],
            maximum: [58, 62, 61, 64],
            minimum: [58, 60, 61, 64],
            'std-dev': [0, Math.SQRT2, 0, 0],
            variance: [0, 2, 0, 0],
          },
        },
        month: {
          spans: [
            ['2025-12-01', '2026-01-01'],
            ['2026-03-01', '2026-04-01'],
            ['2026-04-01', '2026-05-01'],
          ],
          counts: [1, 3, 1],
          values: {
            average: [58, 61, 64],
            sum: [58, 183, 64],
            maximum: [58, 62, 64],
            minimum: [58, 60, 64],
            'std-dev': [0, 1, 0],
            variance: [0, 1, 0],
          },
        },
        year: {
          spans: [
            ['2025-01-01', '2026-01-01'],
            ['2026-01-01', '2027-01-01'],
          ],
          counts: [1, 4],
          values: {
            average: [58, 61.75],
            sum: [58, 247],
            maximum: [58, 64],
            minimum: [58, 60],
            'std-dev': [0, Math.sqrt(8.75 / 3)],
            variance: [0, 8.75 / 3],
          },
        },
      } satisfies Record<AggregationType, unknown>;

      it.each(
        aggregationTypes.flatMap((type) =>
          aggregationFunctions.map((aggregation) => [type, aggregation] as const),
        ),
      )(
        'groups by %s with %s (sample deviation and variance, 0 for a single value)',
        async (type, aggregation) => {
          const answer = await buckets(
            typePart(type),
            codePart(weight),
            weightPeriod,
            aggregationPart(aggregation),
          );

          const { spans, counts, values } = expected[type];
          expect(answer.map(({ start, end, count }) => [start, end, count])).toEqual(
            spans.map(([start = '', end = ''], index) => [
              `${start}${start.length === 10 ? 'T00:00:00' : ':00:00'}+09:00`,
              `${end}${end.length === 10 ? 'T00:00:00' : ':00:00'}+09:00`,
              counts[index],
            ]),
          );
          answer.forEach((bucket, index) =>
            expect(bucket.value).toBeCloseTo(values[aggregation][index] ?? NaN, 12),
          );
        },
      );
    });

    it('keeps only values inside the half-open period [start, end)', async () => {
      const answer = await buckets(
        typePart('date'),
        codePart(weight),
        periodPart('2026-03-01T20:00:00+09:00', '2026-04-10T08:00:00+09:00'),
        aggregationPart('sum'),
      );

      expect(answer.map(({ start, value }) => [start, value])).toEqual([
        ['2026-03-01T00:00:00+09:00', 62],
        ['2026-03-02T00:00:00+09:00', 61],
      ]);
    });

    describe('time-zone day boundaries', () => {
      beforeAll(() =>
        store('heartRate', [
          ['2026-03-01T23:30:00+09:00', { heartRate: 70 }],
          ['2026-03-01T15:30:00Z', { heartRate: 90 }],
        ]),
      );
      const byDay = (...extra: Part[]) =>
        buckets(typePart('date'), codePart(heartRate), aggregationPart('sum'), ...extra);

      it("puts 23:30 in Seoul on Seoul's March 1st and 15:30 UTC on Seoul's March 2nd", async () => {
        const answer = await byDay(periodPart('2026-03-01', '2026-03-03'));

        expect(answer).toEqual([
          { start: '2026-03-01T00:00:00+09:00', end: '2026-03-02T00:00:00+09:00', value: 70, count: 1 },
          { start: '2026-03-02T00:00:00+09:00', end: '2026-03-03T00:00:00+09:00', value: 90, count: 1 },
        ]);
      });

      it("puts both on UTC's March 1st when timeZone is UTC", async () => {
        const answer = await byDay(periodPart('2026-03-01', '2026-03-03'), {
          name: 'timeZone',
          valueString: 'UTC',
        });

        expect(answer).toEqual([
          { start: '2026-03-01T00:00:00+00:00', end: '2026-03-02T00:00:00+00:00', value: 160, count: 2 },
        ]);
      });

      it('reads a period given as dates as whole days of the time zone', async () => {
        const answer = await byDay(periodPart('2026-03-01', '2026-03-02'));

        expect(answer.map(({ value }) => value)).toEqual([70]);
      });
    });

    describe('blood pressure', () => {
      beforeAll(async () => {
        await store('bloodPressure', [
          ['2026-03-05T08:00:00+09:00', { sbp: 130, dbp: 85 }],
          ['2026-03-05T20:00:00+09:00', { sbp: 120, dbp: 80 }],
        ]);
        // A systolic pressure recorded on its own, not as a component of the panel.
        await insertObservations(api.db, [
          {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: systolic.system, code: systolic.code }] },
            subject: { reference: `Patient/${ownerSubject}` },
            effectiveDateTime: '2026-03-05T12:00:00+09:00',
            valueQuantity: { value: 200, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
          },
        ]);
      });

      it('aggregates the systolic component of the panels when upperCode names the panel', async () => {
        const answer = await buckets(
          typePart('date'),
          codePart(systolic),
          { name: 'upperCode', valueCoding: { system: bloodPressure.system, code: bloodPressure.code } },
          periodPart('2026-03-05', '2026-03-06'),
          aggregationPart('average'),
        );

        expect(answer.map(({ value, count }) => [value, count])).toEqual([[125, 2]]);
      });

      it('lists the panels newest first for recent records of the component', async () => {
        const response = await aggregate(
          body(typePart('recent'), codePart(systolic), {
            name: 'upperCode',
            valueCoding: { system: bloodPressure.system, code: bloodPressure.code },
          }),
        );

        const { total, records } = readRecentRecords(response.json<Parameters>());
        expect(total).toBe(2);
        expect(records.map((record: Observation) => record.component?.[0]?.valueQuantity?.value)).toEqual([
          120, 130,
        ]);
      });
    });

    describe('recent', () => {
      const recent = async (...part: Part[]) => {
        const response = await aggregate(body(typePart('recent'), codePart(weight), ...part));
        expect(response.statusCode).toBe(200);
        return readRecentRecords(response.json<Parameters>());
      };
      const dates = (records: Observation[]) => records.map((record) => record.effectiveDateTime);

      it('pages the newest records first and gives the total', async () => {
        const first = await recent({ name: 'page', valueInteger: 1 }, { name: 'rows', valueInteger: 2 });
        const last = await recent({ name: 'page', valueInteger: 3 }, { name: 'rows', valueInteger: 2 });
        const beyond = await recent({ name: 'page', valueInteger: 4 }, { name: 'rows', valueInteger: 2 });

        expect(first.total).toBe(5);
        expect(dates(first.records)).toEqual(['2026-04-10T08:00:00+09:00', '2026-03-02T08:00:00+09:00']);
        expect(dates(last.records)).toEqual(['2025-12-31T08:00:00+09:00']);
        expect(beyond).toEqual({ total: 5, records: [] });
      });

      it('answers the first 20 records when page and rows are left out', async () => {
        const answer = await recent();

        expect(answer.total).toBe(5);
        expect(answer.records).toHaveLength(5);
        expect(answer.records[0]).toMatchObject({
          resourceType: 'Observation',
          valueQuantity: { value: 64 },
        });
      });
    });

    describe("a checkup's measurements in the histories (issue 32.3)", () => {
      let checkupSubject: string;
      let checkupToken: string;
      let reportId: string;

      beforeAll(async () => {
        await addTestUser(api.db, 'aggregate-checkup', '01055550003');
        checkupToken = (await logIn(api.app, 'aggregate-checkup')).access_token;
        checkupSubject = await subjectOf('aggregate-checkup');
        const items: [string, number][] = [
          ['weight', 66.5],
          ['systolicBloodPressure', 128],
          ['diastolicBloodPressure', 84],
          ['fastingBloodSugar', 97],
        ];
        const report = await insertDiagnosticReport(api.db, {
          resourceType: 'DiagnosticReport',
          status: 'final',
          code: { text: 'General health checkup' },
          subject: { reference: `Patient/${checkupSubject}` },
          effectiveDateTime: '2026-02-10T09:00:00+09:00',
          contained: items.map(([key, value]) => ({
            resourceType: 'Observation',
            id: `item-${key}`,
            status: 'final',
            code: { coding: [{ system: fhirSystems.checkupItem, code: key }] },
            valueQuantity: { value },
          })),
          result: items.map(([key]) => ({ reference: `#item-${key}` })),
        });
        reportId = report.id ?? '';
        await insertObservations(api.db, [
          buildLifelogObservation({
            typeKey: 'weight',
            subjectId: checkupSubject,
            effectiveDateTime: '2026-03-01T08:00:00+09:00',
            values: { weight: 65 },
          }),
          buildLifelogObservation({
            typeKey: 'weight',
            subjectId: checkupSubject,
            effectiveDateTime: '2026-01-05T08:00:00+09:00',
            values: { weight: 67 },
          }),
        ]);
      });

      const recentOf = async (coding: { system: string; code: string }, ...part: Part[]) => {
        const response = await aggregate(body(typePart('recent'), codePart(coding), ...part), checkupToken);
        expect(response.statusCode).toBe(200);
        return readRecentRecords(response.json<Parameters>());
      };

      it('lists the checkup weight among the weights by its day, marked as from the checkup, and pages it', async () => {
        const all = await recentOf(weight);
        expect(all.total).toBe(3);
        expect(all.records.map((record) => [record.valueQuantity?.value, record.derivedFrom])).toEqual([
          [65, undefined],
          [66.5, [{ reference: `DiagnosticReport/${reportId}` }]],
          [67, undefined],
        ]);

        const second = await recentOf(
          weight,
          { name: 'page', valueInteger: 2 },
          { name: 'rows', valueInteger: 1 },
        );
        expect(second.records.map((record) => record.valueQuantity?.value)).toEqual([66.5]);
      });

      it("lists the checkup's blood pressure as a panel and its glucose as fasting", async () => {
        const pressures = await recentOf(bloodPressure);
        expect(pressures.total).toBe(1);
        expect(pressures.records[0]?.component?.map((component) => component.valueQuantity?.value)).toEqual([
          128, 84,
        ]);
        const glucose = await recentOf(lifelogCodes.bloodGlucose.coding);
        expect(glucose.records[0]).toMatchObject({
          valueQuantity: { value: 97 },
          derivedFrom: [{ reference: `DiagnosticReport/${reportId}` }],
        });
        expect(JSON.stringify(glucose.records[0]?.component)).toContain('80001');
      });

      it('stores nothing twice: the checkup stays one report and no observation is made of it', async () => {
        await recentOf(weight);
        const [counts] = await api.db.query<{ observations: number; reports: number }>(
          `SELECT (SELECT count(*)::int FROM observations WHERE subject = $1::uuid) AS observations,
                  (SELECT count(*)::int FROM diagnostic_reports WHERE subject = $1::uuid) AS reports`,
          [checkupSubject],
        );
        expect(counts).toEqual({ observations: 2, reports: 1 });
      });

      it('adds nothing to a type a checkup does not measure', async () => {
        expect(await recentOf(heartRate)).toEqual({ total: 0, records: [] });
      });
    });

    describe('a code matched with its system (issue 32.7)', () => {
      /** `8302-2` is a body height in LOINC only: the same digits in SNOMED CT are another record. */
      const sameDigitsInSnomed = { system: fhirSystems.snomed, code: height.code };

      beforeAll(async () => {
        await store('height', [
          ['2026-06-01T08:00:00+09:00', { height: 170 }],
          ['2026-06-02T08:00:00+09:00', { height: 172 }],
        ]);
        await insertObservations(api.db, [
          {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [sameDigitsInSnomed] },
            subject: { reference: `Patient/${ownerSubject}` },
            effectiveDateTime: '2026-06-01T12:00:00+09:00',
            valueQuantity: { value: 999 },
          },
          {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: fhirSystems.snomed, code: bloodPressure.code }] },
            subject: { reference: `Patient/${ownerSubject}` },
            effectiveDateTime: '2026-06-01T12:00:00+09:00',
            component: [{ code: { coding: [systolic] }, valueQuantity: { value: 999 } }],
          },
        ]);
      });
      const june = periodPart('2026-06-01', '2026-06-03');

      it('aggregates only the LOINC heights, not a record of the same code in another system', async () => {
        const answer = await buckets(typePart('month'), codePart(height), june, aggregationPart('maximum'));

        expect(answer.map(({ value, count }) => [value, count])).toEqual([[172, 2]]);
      });

      it("lists only the LOINC heights as recent records, and the other system's record under its own coding", async () => {
        const recentOf = async (coding: { system: string; code: string }) => {
          const response = await aggregate(body(typePart('recent'), codePart(coding)));
          expect(response.statusCode).toBe(200);
          return readRecentRecords(response.json<Parameters>());
        };

        const heights = await recentOf(height);
        const snomed = await recentOf(sameDigitsInSnomed);

        expect(heights.records.map((record) => record.valueQuantity?.value)).toEqual([172, 170]);
        expect(snomed.records.map((record) => record.valueQuantity?.value)).toEqual([999]);
      });

      it('reads a component only from panels coded in the system upperCode names', async () => {
        const systolicOf = async (panel: { system: string; code: string }) =>
          buckets(
            typePart('date'),
            codePart(systolic),
            { name: 'upperCode', valueCoding: panel },
            june,
            aggregationPart('maximum'),
          );

        expect(await systolicOf(bloodPressure)).toEqual([]);
        expect(
          (await systolicOf({ system: fhirSystems.snomed, code: bloodPressure.code })).map((b) => b.value),
        ).toEqual([999]);
      });

      it.each([
        ['a code without its system', { code: height.code }, 'parameter.part.code'],
        [
          'a code in a system the catalogue does not use',
          { system: 'http://example.org', code: height.code },
          'parameter.part.code',
        ],
        ['a system that is not a string', { system: 7, code: height.code }, 'parameter.part.code'],
      ])('refuses %s with an OperationOutcome (M0187)', async (_case, valueCoding, field) => {
        const response = await aggregate(body(typePart('recent'), { name: 'code', valueCoding } as Part));

        expect(response.statusCode).toBe(400);
        expect(response.json<{ resourceType: string }>().resourceType).toBe('OperationOutcome');
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field });
      });

      it('refuses an upperCode without its system (M0187)', async () => {
        const response = await aggregate(
          body(typePart('recent'), codePart(systolic), {
            name: 'upperCode',
            valueCoding: { code: bloodPressure.code },
          }),
        );

        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M0187', field: 'parameter.part.upperCode' });
      });

      it('answers any coding with a 200 when its system is known, else 400 M0187 naming the code part', async () => {
        const hostileString = fc.oneof(
          fc.constantFrom(
            '',
            '\u0000',
            'a\u0000b',
            '\ud800',
            'http://loinc.org\u0000',
            `${fhirSystems.loinc}|`,
          ),
          fc.string({ unit: 'binary', maxLength: 40 }),
        );
        const system = fc.oneof(
          fc.constantFrom<unknown>(
            fhirSystems.loinc,
            fhirSystems.snomed,
            fhirSystems.lifelog,
            undefined,
            null,
            1e308,
            [null],
          ),
          hostileString,
        );
        const code = fc.oneof(fc.constantFrom<unknown>(height.code, null, -0, [null], {}), hostileString);
        const known: unknown[] = [fhirSystems.loinc, fhirSystems.snomed, fhirSystems.lifelog];
        await fc.assert(
          fc.asyncProperty(system, code, async (systemValue, codeValue) => {
            const response = await aggregate(
              body(typePart('recent'), {
                name: 'code',
                valueCoding: { system: systemValue, code: codeValue },
              } as Part),
            );
            const accepted = known.includes(systemValue) && typeof codeValue === 'string' && codeValue !== '';
            const refusal = response.statusCode === 200 ? undefined : problemOf(response);
            // What cannot be stored (a NUL, a lone surrogate, 1e308) is refused before the parts are read, by
            // the FHIR input bounds, which name the JSON path of the coding.
            if (refusal !== undefined && refusal.code !== 'M0187') {
              expect(response.statusCode).toBe(400);
              expect(refusal.field).toMatch(/valueCoding/);
              return;
            }
            expect(response.statusCode).toBe(accepted ? 200 : 400);
            if (!accepted) expect(refusal).toMatchObject({ code: 'M0187', field: 'parameter.part.code' });
          }),
          { numRuns: 60 },
        );
      });
    });

    describe('water (meal)', () => {
      beforeAll(() =>
        store('meal', [
          ['2025-12-01T23:00:00+09:00', { waterIntake: 100 }],
          ['2025-12-02T00:30:00+09:00', { waterIntake: 200 }],
          ['2026-01-15T12:00:00+09:00', { waterIntake: 250 }],
          ['2026-03-03T22:00:00+09:00', { waterIntake: 300 }],
          ['2026-03-04T00:10:00+09:00', { waterIntake: 400 }],
        ]),
      );

      it('sums the last 3 months through tomorrow when no period or aggregation is given', async () => {
        // The test clock reads 2026-03-02 in Seoul: from December 2nd up to the end of March 3rd.
        const answer = await buckets(typePart('month'), codePart(water));

        expect(answer.map(({ start, value, count }) => [start, value, count])).toEqual([
          ['2025-12-01T00:00:00+09:00', 200, 1],
          ['2026-01-01T00:00:00+09:00', 250, 1],
          ['2026-03-01T00:00:00+09:00', 300, 1],
        ]);
      });
    });

    describe('another person', () => {
      const ownerPart = (): Part => ({
        name: 'subject',
        valueReference: { reference: `Patient/${ownerSubject}` },
      });
      const asViewer = () =>
        aggregate(
          body(typePart('month'), codePart(weight), weightPeriod, aggregationPart('sum'), ownerPart()),
          viewerToken,
        );

      it('refuses the subject of someone who did not share with the caller (M0105)', async () => {
        const response = await asViewer();

        expect(response.statusCode).toBe(403);
        expect(problemOf(response)).toMatchObject({ code: 'M0105' });
      });

      it('aggregates the subject of someone who shared with the caller', async () => {
        await api.db.query(
          `INSERT INTO shared_users (owner_user_id, shared_user_id) VALUES ('aggregate-owner', 'aggregate-viewer')`,
        );
        const response = await asViewer();
        await api.db.query(`DELETE FROM shared_users WHERE owner_user_id = 'aggregate-owner'`);

        expect(response.statusCode).toBe(200);
        expect(readAggregateBuckets(response.json<Parameters>()).map(({ value }) => value)).toEqual([
          58, 183, 64,
        ]);
      });
    });

    it('accepts application/json as well as application/fhir+json', async () => {
      const response = await aggregate(
        body(typePart('year'), codePart(weight), weightPeriod, aggregationPart('maximum')),
        ownerToken,
        'application/json',
      );

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    });

    it('refuses a caller without a token (M0139)', async () => {
      const response = await aggregate(body(typePart('recent'), codePart(weight)), '');

      expect(response.statusCode).toBe(401);
      expect(problemOf(response)).toMatchObject({ code: 'M0139' });
    });

    it.each([
      ['a body that is not Parameters', { resourceType: 'Bundle' }, 'resourceType'],
      ['no parameter', { resourceType: 'Parameters' }, 'parameter'],
      ['no type', body(codePart(weight)), 'parameter.part.type'],
      [
        'an unknown type',
        body(typePart('week'), codePart(weight), weightPeriod, aggregationPart('sum')),
        'parameter.part.type',
      ],
      ['no code', body(typePart('recent')), 'parameter.part.code'],
      [
        'a code without code',
        body(typePart('recent'), { name: 'code', valueCoding: { system: weight.system } }),
        'parameter.part.code',
      ],
      [
        'an unknown aggregation',
        body(typePart('date'), codePart(weight), weightPeriod, aggregationPart('median')),
        'parameter.part.aggregation',
      ],
      [
        'no aggregation for a code other than water',
        body(typePart('date'), codePart(weight), weightPeriod),
        'parameter.part.aggregation',
      ],
      [
        'no period for a code other than water',
        body(typePart('date'), codePart(weight), aggregationPart('sum')),
        'parameter.part.period',
      ],
      [
        'rows 0',
        body(typePart('recent'), codePart(weight), { name: 'rows', valueInteger: 0 }),
        'parameter.part.rows',
      ],
      [
        'rows 372',
        body(typePart('recent'), codePart(weight), { name: 'rows', valueInteger: 372 }),
        'parameter.part.rows',
      ],
      [
        'page 0',
        body(typePart('recent'), codePart(weight), { name: 'page', valueInteger: 0 }),
        'parameter.part.page',
      ],
      [
        'a period for recent records',
        body(typePart('recent'), codePart(weight), weightPeriod),
        'parameter.part.period',
      ],
      [
        'a period ending before it starts',
        body(
          typePart('date'),
          codePart(weight),
          periodPart('2026-03-02', '2026-03-01'),
          aggregationPart('sum'),
        ),
        'parameter.part.period',
      ],
      [
        'a period without end',
        body(
          typePart('date'),
          codePart(weight),
          { name: 'period', valuePeriod: { start: '2026-03-01' } },
          aggregationPart('sum'),
        ),
        'parameter.part.period',
      ],
      [
        'a period on a day that does not exist',
        body(
          typePart('date'),
          codePart(weight),
          periodPart('2026-02-30', '2026-03-02'),
          aggregationPart('sum'),
        ),
        'parameter.part.period',
      ],
      [
        'a time without time zone',
        body(
          typePart('date'),
          codePart(weight),
          periodPart('2026-03-01T00:00:00', '2026-03-02T00:00:00'),
          aggregationPart('sum'),
        ),
        'parameter.part.period',
      ],
      [
        'an unknown time zone',
        body(typePart('date'), codePart(weight), weightPeriod, aggregationPart('sum'), {
          name: 'timeZone',
          valueString: 'Mars/Olympus_Mons',
        }),
        'parameter.part.timeZone',
      ],
      [
        'a POSIX time zone',
        body(typePart('date'), codePart(weight), weightPeriod, aggregationPart('sum'), {
          name: 'timeZone',
          valueString: '<+09>-9',
        }),
        'parameter.part.timeZone',
      ],
      [
        'a subject that is not a Patient reference',
        body(typePart('recent'), codePart(weight), {
          name: 'subject',
          valueReference: { reference: 'Group/1' },
        }),
        'parameter.part.subject',
      ],
      [
        'the same part twice',
        body(typePart('recent'), codePart(weight), codePart(weight)),
        'parameter.part.code',
      ],
      [
        'an unknown part',
        body(typePart('recent'), codePart(weight), { name: 'colour', valueString: 'red' }),
        'parameter.part.colour',
      ],
    ])('refuses %s (M0187 naming the part)', async (_case, payload, field) => {
      const response = await aggregate(payload);

      expect(response.statusCode).toBe(400);
      expect(problemOf(response)).toMatchObject({ code: 'M0187', field });
    });
  },
);

import { randomUUID } from 'node:crypto';
import type { Observation } from 'fhir/r4';
import { buildLifelogObservation } from 'shared-kernel/isomorphic';
import type { Database } from '../../platform/database/database';
import { migrate } from '../../platform/database/migrate';
import { testDatabaseKinds, type TestDatabase } from '../../../test-support/test-databases';
import { insertObservation, insertObservations } from './observation-store';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'observation store (%s)',
  (_name, kind) => {
    let database: TestDatabase;
    let db: Database;

    beforeAll(async () => {
      database = await kind.open();
      db = database.db;
      await migrate(db);
    });
    afterAll(() => database.discard());

    const countsOf = async (subject: string) => {
      const [row] = await db.query<{ records: number; values: number }>(
        `SELECT (SELECT count(*)::int FROM observations WHERE subject = $1::uuid) AS records,
                (SELECT count(*)::int FROM observation_values WHERE subject = $1::uuid) AS values`,
        [subject],
      );
      return row;
    };

    const hourlySteps = (subject: string, hours: number): Observation[] =>
      Array.from({ length: hours }, (_, hour) =>
        buildLifelogObservation({
          typeKey: 'step',
          subjectId: subject,
          values: { stepCount: 100 + hour },
          effectiveDateTime: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
          effectiveEnd: new Date(Date.UTC(2026, 0, 1, hour + 1)).toISOString(),
        }),
      );

    it('stores many records with their values, several statements of them', async () => {
      const subject = randomUUID();

      await insertObservations(db, hourlySteps(subject, 1234));

      expect(await countsOf(subject)).toEqual({ records: 1234, values: 1234 });
      const [newest] = await db.query<{ value: string; effective_end: Date }>(
        `SELECT value::text AS value, effective_end FROM observations WHERE subject = $1::uuid
         ORDER BY effective_start DESC LIMIT 1`,
        [subject],
      );
      expect(newest?.value).toBe('1333');
      expect(new Date(newest?.effective_end ?? 0).toISOString()).toBe('2026-02-21T10:00:00.000Z');
    });

    it('stores none of them when one is invalid, and names its index', async () => {
      const subject = randomUUID();
      const records = hourlySteps(subject, 600);
      records[550] = { ...records[550], status: 'preliminary' } as Observation;

      await expect(insertObservations(db, records)).rejects.toMatchObject({
        statusCode: 400,
        field: 'Observation[550].status',
      });
      expect(await countsOf(subject)).toEqual({ records: 0, values: 0 });
    });

    it('sets the server fields of one record and answers the first record for a repeated idempotency key', async () => {
      const subject = randomUUID();
      const [record] = hourlySteps(subject, 1) as [Observation];
      const now = new Date('2026-03-02T00:00:00Z');

      const first = await insertObservation(db, record, { idempotencyKey: 'import-1', now });
      const again = await insertObservation(
        db,
        { ...record, valueQuantity: { ...record.valueQuantity, value: 1 } },
        {
          idempotencyKey: 'import-1',
        },
      );

      expect(first).toEqual({
        ...record,
        id: expect.any(String),
        issued: '2026-03-02T00:00:00.000Z',
        meta: { versionId: '1', lastUpdated: '2026-03-02T00:00:00.000Z' },
      });
      expect(again).toEqual(first);
      expect(await countsOf(subject)).toEqual({ records: 1, values: 1 });
    });

    it('refuses a subject that is not a Patient uuid', async () => {
      const [record] = hourlySteps(randomUUID(), 1) as [Observation];

      await expect(
        insertObservation(db, { ...record, subject: { reference: 'Patient/me' } }),
      ).rejects.toMatchObject({
        statusCode: 400,
        field: 'Observation.subject',
      });
    });
  },
);

import fc from 'fast-check';
import type { Bundle, Observation } from 'fhir/r4';
import { addFhirTestUser, fhirCall, problemOf, weight, type FhirTestUser } from '../../../test-support/fhir';
import { createApp } from '../../app';
import { resolveTokenSecret } from '../../accounts';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { idempotencyKeyLifetimeMs } from './idempotency';

const batchOf = (...resources: Observation[]): Bundle => ({
  resourceType: 'Bundle',
  type: 'batch',
  entry: resources.map((resource) => ({ resource, request: { method: 'POST', url: 'Observation' } })),
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'Idempotency-Key on writes (%s)',
  (_name, kind) => {
    let api: TestApp;
    let mina: FhirTestUser;
    let jun: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      mina = await addFhirTestUser(api, 'idem-mina');
      jun = await addFhirTestUser(api, 'idem-jun');
    });
    afterAll(() => api.close());

    const observationsOf = async (user: FhirTestUser) => {
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM observations WHERE subject = $1::uuid',
        [user.subject],
      );
      return row?.count ?? 0;
    };
    const keptKeys = async () => {
      const [row] = await api.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM idempotent_requests',
      );
      return row?.count ?? 0;
    };
    // A record of its own for each key (and for each call without one): the same weight at the same time is a
    // duplicate the API skips (issue 31.2), which would hide what these tests count, the writes a key lets through.
    const minuteOfKey = new Map<string | undefined, number>();
    let calls = 0;
    const effectiveTimeOf = (key: string | undefined) => {
      const minute = (key !== undefined && minuteOfKey.get(key)) || ++calls;
      minuteOfKey.set(key, minute);
      const at = new Date(Date.UTC(2026, 1, 28, 23, 0) + minute * 60_000);
      return at.toISOString();
    };
    const postBatch = (user: FhirTestUser, key: string | undefined, value = 70) =>
      fhirCall(
        api,
        user,
        'POST',
        '/fhir',
        batchOf(weight(user, value, effectiveTimeOf(key))),
        key === undefined ? {} : { 'idempotency-key': key },
      );

    it('answers the same key twice with one write and the same answer (batch create)', async () => {
      const before = await observationsOf(mina);
      const first = await postBatch(mina, 'batch-key-1');
      const again = await postBatch(mina, 'batch-key-1');
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await observationsOf(mina)).toBe(before + 1);
    });

    it('keeps each person’s keys apart: another user’s same key is a write of its own', async () => {
      const minaBefore = await observationsOf(mina);
      const junBefore = await observationsOf(jun);
      const mine = await postBatch(mina, 'shared-key');
      const theirs = await postBatch(jun, 'shared-key', 80);
      expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
      expect(theirs.body).not.toBe(mine.body);
      expect(await observationsOf(mina)).toBe(minaBefore + 1);
      expect(await observationsOf(jun)).toBe(junBefore + 1);
    });

    it('writes each time without a key', async () => {
      const before = await observationsOf(mina);
      await postBatch(mina, undefined);
      await postBatch(mina, undefined);
      expect(await observationsOf(mina)).toBe(before + 2);
    });

    it('answers a repeated delete with the first answer, not a 404 (a queued delete goes once)', async () => {
      const created = await fhirCall(
        api,
        mina,
        'POST',
        '/fhir/Observation',
        weight(mina, 71, '2026-03-02T08:00:00+09:00'),
      );
      const { id } = created.json<Observation>();
      const headers = { 'idempotency-key': `delete-${id}` };
      const first = await fhirCall(api, mina, 'DELETE', `/fhir/Observation/${id}`, undefined, headers);
      const again = await fhirCall(api, mina, 'DELETE', `/fhir/Observation/${id}`, undefined, headers);
      const plain = await fhirCall(api, mina, 'DELETE', `/fhir/Observation/${id}`);
      expect(first.statusCode).toBeLessThan(300);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(plain.statusCode).toBe(404);
    });

    it('frees the key of a refused call (nothing was written), so the corrected call can go with it', async () => {
      const created = await fhirCall(
        api,
        mina,
        'POST',
        '/fhir/Observation',
        weight(mina, 71, '2026-03-04T08:00:00+09:00'),
      );
      const { id } = created.json<Observation>();
      const edit = (value: number) =>
        fhirCall(
          api,
          mina,
          'PUT',
          `/fhir/Observation/${id}`,
          { ...weight(mina, value, '2026-03-04T08:00:00+09:00'), id },
          {
            'idempotency-key': 'refused-first',
          },
        );
      const refused = await edit(-5);
      const refusedAgain = await edit(-5);
      expect(refused.statusCode).toBe(400);
      expect(refusedAgain.statusCode).toBe(400);
      expect(refusedAgain.headers['idempotent-replayed']).toBeUndefined();
      const corrected = await edit(72);
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json<Observation>().valueQuantity?.value).toBe(72);
    });

    it('refuses a key used before for another call (422 M1152), writing nothing', async () => {
      await postBatch(mina, 'one-call-only');
      const before = await observationsOf(mina);
      const created = await fhirCall(
        api,
        mina,
        'PUT',
        '/fhir/Observation/00000000-0000-4000-8000-000000000000',
        weight(mina, 72, '2026-03-03T08:00:00+09:00'),
        {
          'idempotency-key': 'one-call-only',
        },
      );
      expect(created.statusCode).toBe(422);
      expect(problemOf(created)).toMatchObject({ code: 'M1152', field: 'Idempotency-Key' });
      expect(await observationsOf(mina)).toBe(before);
    });

    it('lets a second call with the key wait for the first and answers it the first answer, with one write', async () => {
      const before = await observationsOf(mina);
      const [first, second] = await Promise.all([postBatch(mina, 'at-once'), postBatch(mina, 'at-once')]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.body).toBe(first.body);
      expect([first, second].filter((call) => call.headers['idempotent-replayed'] === 'true')).toHaveLength(
        1,
      );
      expect(await observationsOf(mina)).toBe(before + 1);
    });

    it('writes neither the record nor the kept answer when the answer cannot be kept, so the call goes again once', async () => {
      // The instance stops between the write and keeping its answer: here keeping the answer fails instead.
      await api.db.executeScript(`
        CREATE FUNCTION refuse_answers() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'the instance stopped'; END $$;
        CREATE TRIGGER refuse_answers BEFORE UPDATE ON idempotent_requests
          FOR EACH ROW EXECUTE FUNCTION refuse_answers();`);
      const before = await observationsOf(mina);
      const keysBefore = await keptKeys();
      const lost = await postBatch(mina, 'lost-answer');
      await api.db.executeScript(
        'DROP TRIGGER refuse_answers ON idempotent_requests; DROP FUNCTION refuse_answers();',
      );
      expect(lost.statusCode).toBeGreaterThanOrEqual(500);
      expect(await observationsOf(mina)).toBe(before);
      expect(await keptKeys()).toBe(keysBefore);

      const again = await postBatch(mina, 'lost-answer');
      const once = await postBatch(mina, 'lost-answer');
      expect([again.statusCode, once.statusCode]).toEqual([200, 200]);
      expect(once.headers['idempotent-replayed']).toBe('true');
      expect(await observationsOf(mina)).toBe(before + 1);
    });

    it('rolls back a call answered 5xx after its handler wrote (nothing half-written, no key kept), so its retry runs once', async () => {
      // Another instance on the same database whose answers fail after the handler has written, as when a step
      // after the write throws: the phone's outbox sends the call again with its key, here to a healthy instance.
      const failing = createApp({
        db: api.db,
        tokenSecret: await resolveTokenSecret(api.db),
        log: { level: 'silent' },
        now: api.clock.now,
      });
      failing.addHook('preSerialization', async () => {
        throw new Error('the upstream failed after the write');
      });
      const valuesOf = async (user: FhirTestUser) => {
        const [row] = await api.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM observation_values WHERE subject = $1::uuid',
          [user.subject],
        );
        return row?.count ?? 0;
      };
      const keyKept = async (key: string) =>
        (await api.db.query('SELECT 1 FROM idempotent_requests WHERE idempotency_key = $1', [key])).length >
        0;
      const call = batchOf(weight(mina, 73, '2026-03-05T08:00:00+09:00'));
      const headers = { 'idempotency-key': 'failed-after-write' };
      const before = await observationsOf(mina);
      const valuesBefore = await valuesOf(mina);
      const keysBefore = await keptKeys();

      const failed = await fhirCall({ ...api, app: failing }, mina, 'POST', '/fhir', call, headers);
      await failing.close();
      expect(failed.statusCode).toBe(500);
      expect(await observationsOf(mina)).toBe(before);
      expect(await valuesOf(mina)).toBe(valuesBefore);
      expect(await keyKept('failed-after-write')).toBe(false);
      expect(await keptKeys()).toBe(keysBefore);

      const again = await fhirCall(api, mina, 'POST', '/fhir', call, headers);
      const once = await fhirCall(api, mina, 'POST', '/fhir', call, headers);
      expect([again.statusCode, once.statusCode]).toEqual([200, 200]);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(once.headers['idempotent-replayed']).toBe('true');
      expect(once.body).toBe(again.body);
      expect(await observationsOf(mina)).toBe(before + 1);
    });

    (kind.name === 'PostgreSQL' ? it : it.skip)(
      'answers 409 M1151 with Retry-After when the first call still holds the key after the wait',
      async () => {
        const before = await observationsOf(mina);
        await api.db.transaction(async (elsewhere) => {
          await elsewhere.query(
            `INSERT INTO idempotent_requests (user_id, idempotency_key, method, path, created_at)
             VALUES ($1, 'held', 'POST', '/fhir', $2)`,
            [mina.userId, api.clock.now()],
          );
          const meanwhile = await postBatch(mina, 'held');
          expect(meanwhile.statusCode).toBe(409);
          expect(meanwhile.headers['retry-after']).toBe('1');
          expect(problemOf(meanwhile)).toMatchObject({ code: 'M1151', field: 'Idempotency-Key' });
        });
        expect(await observationsOf(mina)).toBe(before);
      },
    );

    it('refuses a key that is not 1-100 visible ASCII characters (400 M1150), writing nothing', async () => {
      const before = await observationsOf(mina);
      for (const key of ['', 'k'.repeat(101), 'with space', 'tab\tkey']) {
        const response = await postBatch(mina, key);
        expect(response.statusCode).toBe(400);
        expect(problemOf(response)).toMatchObject({ code: 'M1150', field: 'Idempotency-Key' });
      }
      expect(await observationsOf(mina)).toBe(before);
    });

    it('answers any header value (NUL, lone surrogates, huge) with a 2xx or a 4xx, never a 5xx (property)', async () => {
      const headerValue = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 120 }),
        fc.constantFrom(
          '\u0000',
          'a\u0000b',
          '\ud800',
          'x\udc00',
          '😀',
          'k'.repeat(100),
          'k'.repeat(100_000),
        ),
        fc.string({
          unit: fc.constantFrom('a', '-', '\u0000', '\ud800', '\u00e9', ' '),
          minLength: 1,
          maxLength: 200,
        }),
      );
      await fc.assert(
        fc.asyncProperty(headerValue, async (key) => {
          const before = await observationsOf(jun);
          const keysBefore = await keptKeys();
          let response;
          try {
            response = await postBatch(jun, key);
          } catch {
            return; // light-my-request itself refuses some header values, as Node's HTTP parser would
          }
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(problemOf(response).code).toMatch(/^M\d{4}$/);
            expect(await observationsOf(jun)).toBe(before);
            expect(await keptKeys()).toBe(keysBefore);
          }
        }),
        { numRuns: 60 },
      );
    });

    it('forgets answers after a day: the key may then be used again', async () => {
      await postBatch(jun, 'day-old');
      const before = await observationsOf(jun);
      api.clock.advance(idempotencyKeyLifetimeMs + 1000);
      jun = { ...jun, token: (await logIn(api.app, jun.userId)).access_token };
      // Another weight: the same one again would be a duplicate the API skips, key or not.
      const later = await postBatch(jun, 'day-old', 71);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(await observationsOf(jun)).toBe(before + 1);
    });
  },
);

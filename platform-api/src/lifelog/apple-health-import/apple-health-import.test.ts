import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Observation } from 'fhir/r4';
import fc from 'fast-check';
import { createApp } from '../../app';
import { resolveTokenSecret } from '../../accounts';
import { openTestApp, testScryptCost, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { hostileInput } from '../../../test-support/hostile-input';
import {
  appleExportPrologue,
  appleExportXml,
  appleRecord,
  sampleAppleExport,
  watchDevice,
  zipOf,
} from '../../../test-support/apple-health-export';
import type { Database } from '../../platform/database/database';
import type { AppleHealthImportOptions } from './apple-health-import-plugin';
import { claimImportJob } from './import-jobs';
import { runImportJob } from './import-worker';

const base = '/api/service/lifelog/apple-health-imports';

/** Percent-encodes any string, a lone surrogate as the bytes of its code unit (which no decoder accepts). */
function encodeAny(text: string): string {
  return [...text]
    .map((character) => {
      const unit = character.charCodeAt(0);
      if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(character);
    })
    .join('');
}

interface JobView {
  jobId: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  fileFormat: 'zip' | 'xml';
  counts: {
    bytesRead: number;
    totalBytes: number;
    read: number;
    imported: number;
    duplicates: number;
    notSupported: Record<string, number>;
    refused: Record<string, number>;
  };
  failureCode: string | null;
}

/** Heart rates of one source, a minute apart: a file of `count` records, every one importable. */
function heartRates(count: number): string {
  const records: string[] = [];
  for (let minute = 0; minute < count; minute += 1) {
    const at = new Date(Date.UTC(2026, 0, 1, 0, minute));
    const text = at.toISOString().replace('T', ' ').slice(0, 19);
    records.push(
      appleRecord({
        type: 'HKQuantityTypeIdentifierHeartRate',
        start: `${text} +0000`,
        value: String(60 + (minute % 50)),
        unit: 'count/min',
        sourceName: 'Apple Watch',
        device: watchDevice,
      }),
    );
  }
  return appleExportXml(...records);
}

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE HealthData [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<HealthData locale="en_US"><Record type="&lol9;" sourceName="x" startDate="2026-03-01 08:00:00 +0900" endDate="2026-03-01 08:00:00 +0900" value="1"/></HealthData>
`;

const externalEntity = `<?xml version="1.0"?>
<!DOCTYPE HealthData [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<HealthData locale="en_US"><Record type="HKQuantityTypeIdentifierStepCount" sourceName="&xxe;" unit="count" startDate="2026-03-01 08:00:00 +0900" endDate="2026-03-01 08:10:00 +0900" value="1"/></HealthData>
`;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'Apple Health export import (%s)',
  (_name, kind) => {
    let api: TestApp;
    let directory: string;
    const importOptions = (extra: AppleHealthImportOptions = {}): AppleHealthImportOptions => ({
      directory,
      limits: { maxUncompressedBytes: 50 * 1024 * 1024, maxCompressionRatio: 200 },
      maxUploadBytes: 20 * 1024 * 1024,
      worker: { intervalMs: 20, leaseMs: 60_000, batchSize: 50 },
      ...extra,
    });

    beforeAll(async () => {
      directory = await mkdtemp(path.join(tmpdir(), 'fh-apple-import-'));
      api = await openTestApp(kind, { appleHealthImport: importOptions() });
    });
    afterAll(async () => {
      await api.close();
      await rm(directory, { recursive: true, force: true });
    });

    let people = 0;
    const newPerson = () => addFhirTestUser(api, `apple${(people += 1)}`);

    const upload = (
      app: FastifyInstance,
      user: FhirTestUser,
      body: Buffer | string,
      contentType = 'application/xml',
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: base,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
        payload: body,
      });

    const jobOf = async (app: FastifyInstance, user: FhirTestUser, jobId: string): Promise<JobView> => {
      const response = await app.inject({
        method: 'GET',
        url: `${base}/${jobId}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<JobView>();
    };

    /** Reads the job until it has ended; bounded by a count of reads, not by time. */
    async function finished(app: FastifyInstance, user: FhirTestUser, jobId: string): Promise<JobView> {
      for (let reads = 0; reads < 20_000; reads += 1) {
        const job = await jobOf(app, user, jobId);
        if (job.status === 'completed' || job.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`job ${jobId} did not end`);
    }

    async function importOf(user: FhirTestUser, body: Buffer | string, contentType?: string) {
      const response = await upload(api.app, user, body, contentType);
      expect(response.statusCode).toBe(202);
      return finished(api.app, user, response.json<JobView>().jobId);
    }

    const storedOf = (user: FhirTestUser) =>
      api.db.query<{ resource: Observation }>(
        'SELECT resource FROM observations WHERE subject = $1::uuid ORDER BY effective_start, code',
        [user.subject],
      );

    const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

    it('imports steps, heart rate, weight, body fat, blood pressure, glucose and sleep with their sources, and reports what it did not store', async () => {
      const user = await newPerson();
      const sample = sampleAppleExport();
      const job = await importOf(user, sample.xml);
      expect(job.status).toBe('completed');
      expect(job.counts.bytesRead).toBe(job.counts.totalBytes);
      expect(job.counts).toMatchObject({
        read: sample.imported + sample.notSupported + 1,
        imported: sample.imported,
        duplicates: 0,
        notSupported: {
          'HKCategoryTypeIdentifierSleepAnalysis/HKCategoryValueSleepAnalysisInBed': 1,
          HKQuantityTypeIdentifierActiveEnergyBurned: 1,
          HKWorkoutActivityTypeWalking: 1,
        },
        refused: sample.refused,
      });
      const stored = (await storedOf(user)).map(({ resource }) => resource);
      expect(stored).toHaveLength(sample.imported);
      const byCode = (code: string) => stored.filter((resource) => resource.code.coding?.[0]?.code === code);
      // Weight in lb converted to kg by the FHIR import's UCUM conversion, body fat from Apple's fraction.
      expect(byCode('29463-7').map((resource) => resource.valueQuantity?.value)).toEqual([61.2, 61]);
      expect(byCode('41982-0')[0]?.valueQuantity).toMatchObject({ value: 22.3, code: '%' });
      expect(byCode('41653-7').map((resource) => resource.valueQuantity?.value)).toEqual([104, 109.9]);
      const [pressure] = byCode('85354-9');
      expect(pressure?.component?.map((component) => component.valueQuantity?.value)).toEqual([128, 82]);
      expect(pressure?.device?.display).toBe('Omron');
      expect(byCode('93832-4')[0]?.valueQuantity?.value).toBe(390);
      expect(
        byCode('55423-8')
          .map((resource) => resource.device?.display)
          .sort(),
      ).toEqual(['Apple Watch', 'iPhone', 'iPhone']);
      expect(byCode('8867-4')[0]?.device?.display).toBe('Apple Watch');
      // The upload is removed once its job has ended (just after the job says so).
      let left = await readdir(directory);
      for (let reads = 0; reads < 1000 && left.length > 0; reads += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        left = await readdir(directory);
      }
      expect(left).toEqual([]);
    });

    it('imports the export.zip the Health app makes, and skips everything on a second import of the same file (idempotent)', async () => {
      const user = await newPerson();
      const sample = sampleAppleExport();
      const zip = await zipOf({
        'apple_health_export/export_cda.xml': '<ClinicalDocument/>',
        'apple_health_export/export.xml': sample.xml,
      });
      const first = await importOf(user, zip, 'application/zip');
      expect(first).toMatchObject({ status: 'completed', fileFormat: 'zip' });
      expect(first.counts.imported).toBe(sample.imported);
      const second = await importOf(user, zip, 'application/zip');
      expect(second.counts).toMatchObject({
        imported: 0,
        duplicates: sample.imported,
        refused: sample.refused,
      });
      const again = await importOf(user, sample.xml);
      expect(again.counts).toMatchObject({ imported: 0, duplicates: sample.imported });
      expect(await storedOf(user)).toHaveLength(sample.imported);
    });

    it('continues a job from its checkpoint after the API restarts, importing nothing twice', async () => {
      const records = 60;
      const settings = { intervalMs: 5, leaseMs: 30_000, batchSize: 5 };
      const first = await openTestApp(kind, { appleHealthImport: importOptions({ worker: false }) });
      let second: FastifyInstance | undefined;
      try {
        const user = await addFhirTestUser(first, 'restarting');
        const uploaded = await upload(first.app, user, heartRates(records));
        expect(uploaded.statusCode).toBe(202);
        const { jobId } = uploaded.json<JobView>();
        // The first instance claims the job and stops after its third checkpoint, as an instance that is shut down.
        const claimed = await claimImportJob(first.db, first.clock.now(), settings.leaseMs);
        expect(claimed?.jobId).toBe(jobId);
        const stopping = new AbortController();
        let commits = 0;
        const stoppingAfterThree: Database = {
          query: (sql, params) => first.db.query(sql, params),
          executeScript: (sql) => first.db.executeScript(sql),
          listen: (channel, onPayload) => first.db.listen(channel, onPayload),
          close: () => first.db.close(),
          async transaction(work) {
            const result = await first.db.transaction(work);
            commits += 1;
            if (commits === 3) stopping.abort();
            return result;
          },
        };
        if (!claimed) throw new Error('no job claimed');
        await runImportJob(
          {
            db: stoppingAfterThree,
            now: first.clock.now,
            directory,
            limits: { maxUncompressedBytes: 50 * 1024 * 1024, maxCompressionRatio: 200 },
            settings,
            log: first.app.log,
          },
          claimed,
          stopping.signal,
        );
        await first.app.close();
        const [stopped] = await first.db.query<{ status: string; position: string; imported: number }>(
          `SELECT status, position::text, (counts->>'imported')::int AS imported FROM import_jobs WHERE job_id = $1`,
          [jobId],
        );
        // Three batches of five elements: the export date, the person's profile and 13 heart rates.
        expect(stopped).toEqual({ status: 'running', position: '15', imported: 13 });
        const storedCount = async () =>
          (
            await first.db.query<{ count: number }>(
              'SELECT count(*)::int AS count FROM observations WHERE subject = $1::uuid',
              [user.subject],
            )
          )[0]?.count;
        expect(await storedCount()).toBe(13);

        // The restarted API takes the job over once its lease has run out, from the checkpoint.
        first.clock.advance(settings.leaseMs + 1);
        second = createApp({
          db: first.db,
          tokenSecret: await resolveTokenSecret(first.db),
          log: { level: 'silent' },
          now: first.clock.now,
          doseAlerts: false,
          unusedImages: false,
          passwordHashing: testScryptCost,
          webPush: { sender: false },
          appleHealthImport: importOptions({ worker: settings }),
        });
        await second.ready();
        const job = await finished(second, user, jobId);
        expect(job.status).toBe('completed');
        expect(job.counts).toMatchObject({ read: records, imported: records, duplicates: 0 });
        expect(await storedCount()).toBe(records);
      } finally {
        await second?.close();
        await first.close();
      }
    });

    it('refuses an export whose DTD declares an external entity (M1191), storing nothing', async () => {
      const user = await newPerson();
      const response = await upload(api.app, user, externalEntity);
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('M1191');
      expect(await storedOf(user)).toEqual([]);
    });

    it('refuses a billion laughs without expanding it (M1191)', async () => {
      const user = await newPerson();
      const response = await upload(api.app, user, billionLaughs);
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('M1191');
    });

    it('refuses a zip bomb by its compression ratio (M1192)', async () => {
      const user = await newPerson();
      const bomb = await zipOf({
        'apple_health_export/export.xml': `${appleExportPrologue}${' '.repeat(10 * 1024 * 1024)}</HealthData>`,
      });
      const response = await upload(api.app, user, bomb, 'application/zip');
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('M1192');
      expect(await readdir(directory)).toEqual([]);
    });

    it('refuses a zip whose export expands beyond the uncompressed cap (M1192)', async () => {
      const user = await newPerson();
      const large = await zipOf({ 'apple_health_export/export.xml': heartRates(20) }, false);
      const capped = await openTestApp(kind, {
        appleHealthImport: importOptions({
          limits: { maxUncompressedBytes: 4096, maxCompressionRatio: 200 },
        }),
      });
      try {
        const person = await addFhirTestUser(capped, 'capped');
        const response = await upload(capped.app, person, large, 'application/zip');
        expect(response.statusCode).toBe(422);
        expect(codeOf(response)).toBe('M1192');
      } finally {
        await capped.close();
      }
      expect(user.subject).toBeDefined();
    });

    it.each([
      ['a JSON file', '{"resourceType":"Bundle"}'],
      ['an XML file of another root', '<?xml version="1.0"?><ClinicalDocument/>'],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['an empty file', ''],
    ])('refuses %s as not an Apple Health export (M1190)', async (_name, body) => {
      const user = await newPerson();
      const response = await upload(api.app, user, body);
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('M1190');
    });

    it('refuses a zip without an export.xml (M1190)', async () => {
      const user = await newPerson();
      const zip = await zipOf({ 'photos/a.txt': 'hello' });
      const response = await upload(api.app, user, zip, 'application/zip');
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('M1190');
    });

    it('ends a job as failed (M1194) when the file breaks off half-way, keeping what came before', async () => {
      const user = await newPerson();
      // Broken past the first chunk read (256 KiB), which the upload's own check parses.
      const whole = heartRates(6);
      const padding = `<!-- ${'-'.repeat(0).padEnd(300 * 1024, 'x')} -->\n`;
      const broken = `${whole.slice(0, whole.lastIndexOf('</HealthData>'))}${padding}<Record type="`;
      const job = await importOf(user, broken);
      expect(job).toMatchObject({ status: 'failed', failureCode: 'M1194' });
      expect(job.counts.imported).toBe(6);
      expect(await storedOf(user)).toHaveLength(job.counts.imported);
    });

    it('refuses an upload over the size limit (413 M1193)', async () => {
      const small = await openTestApp(kind, { appleHealthImport: importOptions({ maxUploadBytes: 1024 }) });
      try {
        const user = await addFhirTestUser(small, 'small');
        const response = await upload(small.app, user, heartRates(30));
        expect(response.statusCode).toBe(413);
        expect(codeOf(response)).toBe('M1193');
      } finally {
        await small.close();
      }
    });

    it('refuses a second upload while one is queued (409 M1196), and another person’s or an unknown job (404 M1195)', async () => {
      const idle = await openTestApp(kind, { appleHealthImport: importOptions({ worker: false }) });
      try {
        const user = await addFhirTestUser(idle, 'queued');
        const other = await addFhirTestUser(idle, 'other');
        const first = await upload(idle.app, user, sampleAppleExport().xml);
        expect(first.statusCode).toBe(202);
        expect(first.json<JobView>().status).toBe('queued');
        const second = await upload(idle.app, user, sampleAppleExport().xml);
        expect(second.statusCode).toBe(409);
        expect(codeOf(second)).toBe('M1196');
        const foreign = await idle.app.inject({
          method: 'GET',
          url: `${base}/${first.json<JobView>().jobId}`,
          headers: { authorization: `Bearer ${other.token}` },
        });
        expect(foreign.statusCode).toBe(404);
        expect(codeOf(foreign)).toBe('M1195');
        const list = await idle.app.inject({
          method: 'GET',
          url: base,
          headers: { authorization: `Bearer ${user.token}` },
        });
        expect(list.json<{ jobs: JobView[] }>().jobs.map((job) => job.jobId)).toEqual([
          first.json<JobView>().jobId,
        ]);
      } finally {
        await idle.close();
      }
    });

    it('answers any job id and list query with a 2xx or a 4xx and an M-code, never a 5xx (generated input)', async () => {
      const user = await newPerson();
      await fc.assert(
        fc.asyncProperty(
          hostileInput(['jobId', '00000000-0000-0000-0000-000000000000']).string.filter((id) => id !== ''),
          hostileInput(['limit', '0', '21', '-1']).queryValue,
          async (id, limit) => {
            const byId = await api.app.inject({
              method: 'GET',
              url: `${base}/${encodeAny(id)}`,
              headers: { authorization: `Bearer ${user.token}` },
            });
            expect(byId.statusCode).toBeGreaterThanOrEqual(400);
            expect(byId.statusCode).toBeLessThan(500);
            expect(codeOf(byId)).toMatch(/^M\d{4}$/);
            const list = await api.app.inject({
              method: 'GET',
              url: `${base}?limit=${encodeAny(limit)}`,
              headers: { authorization: `Bearer ${user.token}` },
            });
            expect(list.statusCode === 200 || (list.statusCode >= 400 && list.statusCode < 500)).toBe(true);
            if (list.statusCode !== 200) expect(codeOf(list)).toMatch(/^M\d{4}$/);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('answers any uploaded bytes with a 202 or a 4xx and an M-code, never a 5xx (generated input)', async () => {
      const user = await newPerson();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
            fc.string({ unit: 'binary', maxLength: 500 }).map((text) => `${appleExportPrologue}${text}`),
            hostileInput(['HealthData', 'Record']).value.map((value) => JSON.stringify(value)),
          ),
          fc.constantFrom('application/xml', 'application/zip', 'text/xml', 'application/octet-stream'),
          async (body, contentType) => {
            const response = await upload(api.app, user, body, contentType);
            if (response.statusCode === 202) {
              await finished(api.app, user, response.json<JobView>().jobId);
              return;
            }
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(response.statusCode).toBeLessThan(500);
            expect(codeOf(response)).toMatch(/^M\d{4}$/);
          },
        ),
        { numRuns: 40 },
      );
    });
  },
);

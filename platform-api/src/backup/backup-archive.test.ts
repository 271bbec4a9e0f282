// Backup and restore of the demo family (issue 38.5) on the PostgreSQL at TEST_DATABASE_URL, in databases of its
// own: the photos start in an S3 stand-in (s3rver on 127.0.0.1) and are restored into an empty directory store.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPasswordHashing } from '../accounts/login/password-hashing';
import { resolveTokenSecret } from '../accounts';
import { createApp } from '../app';
import { createDirectoryImageStore } from '../channels/images/image-store';
import { createS3ImageStore } from '../channels/images/s3-image-store';
import { seedDemoData } from '../demo-data/seed-demo-data';
import { demoPassword } from '../demo-data/demo-family';
import { migrate } from '../platform/database/migrate';
import { openPostgresDatabase } from '../platform/database/postgres-database';
import { startS3StandIn, type S3StandIn } from '../../test-support/s3-stand-in';
import { logIn, testScryptCost } from '../../test-support/test-app';
import { backUp, restore } from './backup-archive';

const adminUrl = process.env['TEST_DATABASE_URL'];

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table of the public schema with its row count and a digest of its rows, for comparing two databases. */
async function tableDigests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const digests: Record<string, string> = {};
    for (const { tablename } of tables.rows) {
      const [row] = (
        await client.query<{ rows: number; digest: string | null }>(
          `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest
             FROM public.${pg.escapeIdentifier(tablename)} t`,
        )
      ).rows;
      digests[tablename] = `${row?.rows ?? 0} rows ${row?.digest ?? ''}`;
    }
    return digests;
  } finally {
    await client.end();
  }
}

const describeWithPostgres = adminUrl ? describe : describe.skip;
if (!adminUrl) console.warn('backup-archive.test.ts skipped: set TEST_DATABASE_URL to run it on PostgreSQL');

describeWithPostgres('npm run backup / npm run restore on PostgreSQL', () => {
  const suffix = randomBytes(6).toString('hex');
  const source = `backup_source_${suffix}`;
  const target = `backup_target_${suffix}`;
  let s3: S3StandIn;
  let workDir: string;

  beforeAll(async () => {
    await asAdmin(`CREATE DATABASE ${source}`);
    await asAdmin(`CREATE DATABASE ${target}`);
    s3 = await startS3StandIn();
    workDir = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(workDir, { recursive: true, force: true });
    await asAdmin(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await asAdmin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
  });

  it('restores the demo family into an empty database and store: every record, photo and login', async () => {
    const sourceImages = createS3ImageStore(s3.storeOptions);
    const sourceDb = await openPostgresDatabase(databaseUrl(source), (error) => {
      throw error;
    });
    try {
      await migrate(sourceDb);
      await seedDemoData(sourceDb, new Date(), sourceImages, createPasswordHashing(testScryptCost));
    } finally {
      await sourceDb.close();
    }

    const archive = path.join(workDir, 'archive');
    const manifest = await backUp(databaseUrl(source), sourceImages, archive);
    expect(manifest.missingImages).toEqual([]);
    expect(manifest.images.length).toBeGreaterThan(0);

    // A restore never merges into data: the source database is refused as a target.
    const restoredImages = createDirectoryImageStore(path.join(workDir, 'restored-images'));
    await expect(restore(databaseUrl(source), restoredImages, archive)).rejects.toThrow('not empty');

    await restore(databaseUrl(target), restoredImages, archive);
    expect(await tableDigests(databaseUrl(target))).toEqual(await tableDigests(databaseUrl(source)));

    const db = await openPostgresDatabase(databaseUrl(target), (error) => {
      throw error;
    });
    const app = createApp({
      db,
      tokenSecret: await resolveTokenSecret(db),
      log: { level: 'silent' },
      doseAlerts: false,
      unusedImages: false,
      passwordHashing: testScryptCost,
      webPush: { sender: false },
      images: restoredImages,
    });
    try {
      const photos = await db.query<{ image_id: string; owner_user_id: string; storage_key: string }>(
        'SELECT image_id, owner_user_id, storage_key FROM stored_images ORDER BY image_id',
      );
      expect(photos.map((photo) => photo.storage_key).sort()).toEqual([...manifest.images].sort());
      const tokens = new Map<string, string>();
      for (const photo of photos) {
        const token =
          tokens.get(photo.owner_user_id) ??
          (await logIn(app, photo.owner_user_id, demoPassword)).access_token;
        tokens.set(photo.owner_user_id, token);
        const response = await app.inject({
          method: 'GET',
          url: `/api/files/images/${photo.image_id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(200);
        expect(
          response.rawPayload.equals(await readFile(path.join(archive, 'images', photo.storage_key))),
        ).toBe(true);
      }
      // The demo login works on the restored database.
      expect((await logIn(app, 'demo', demoPassword)).access_token).toEqual(expect.any(String));
    } finally {
      await app.close();
      await db.close();
    }
  });
});

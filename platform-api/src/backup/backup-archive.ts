// Backup and restore (issue 38.5): the PostgreSQL database and the photos' objects, from one snapshot, into one
// archive directory — `database.dump` (pg_dump's custom format), `images/<key>` and `manifest.json`.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { ImageStore } from '../channels';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 client tools; PG_BIN_DIR names others (their major version must reach the server's). */
const defaultPgBinDir = '/usr/lib/postgresql/15/bin';

function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env['PG_BIN_DIR'] ?? defaultPgBinDir;
  const inDir = path.join(dir, name);
  // Elsewhere than Debian: the tool on PATH.
  return existsSync(inDir) ? inDir : name;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The dump, relative to the archive directory. */
  database: 'database.dump';
  /** Every image key the snapshot's rows name, copied into `images/`. */
  images: string[];
  /** Keys a row named whose object was already gone from the store (logged before; nothing to restore). */
  missingImages: string[];
}

const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Dumps the database and copies the photos its rows name, both as of one moment: a read-only repeatable-read
 * transaction exports its snapshot, pg_dump dumps exactly that snapshot (`--snapshot`), and the image keys are
 * read in the same transaction. An object is written before its row and removed after it, so every key the
 * snapshot names is in the store unless it was removed since; that is reported in `missingImages`.
 */
export async function backUp(
  databaseUrl: string,
  images: ImageStore,
  archiveDir: string,
  now: Date = new Date(),
): Promise<BackupManifest> {
  if (existsSync(archiveDir) && (await readdir(archiveDir)).length > 0) {
    throw new Error(`${archiveDir} is not empty: a backup goes into a new directory`);
  }
  await mkdir(path.join(archiveDir, 'images'), { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let keys: string[];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [snapshot] = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows;
    if (!snapshot) throw new Error('PostgreSQL exported no snapshot');
    await run(pgTool('pg_dump'), [
      '--format=custom',
      `--snapshot=${snapshot.id}`,
      `--file=${path.join(archiveDir, 'database.dump')}`,
      `--dbname=${databaseUrl}`,
    ]);
    keys = (
      await client.query<{ storage_key: string }>(
        'SELECT storage_key FROM stored_images ORDER BY storage_key',
      )
    ).rows.map((row) => row.storage_key);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  const copied: string[] = [];
  const missingImages: string[] = [];
  for (const key of keys) {
    const bytes = await images.get(key);
    if (!bytes) {
      missingImages.push(key);
      continue;
    }
    await writeFile(path.join(archiveDir, 'images', key), bytes);
    copied.push(key);
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: 'database.dump',
    images: copied,
    missingImages,
  };
  await writeFile(path.join(archiveDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores an archive into an empty database (no table in its schema yet: a restore never merges into data) and
 * the configured image store: the photos first, then the database, so that no restored row names a missing object.
 */
export async function restore(
  databaseUrl: string,
  images: ImageStore,
  archiveDir: string,
): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(path.join(archiveDir, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${archiveDir}: not a backup this version can restore`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [tables] = (
      await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema()',
      )
    ).rows;
    if ((tables?.count ?? 0) > 0) {
      throw new Error(
        'the target database is not empty: restore into a new database (createdb), never over data',
      );
    }
  } finally {
    await client.end();
  }
  for (const key of manifest.images) {
    const bytes = await readFile(path.join(archiveDir, 'images', key));
    await images.put(key, bytes, contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
  }
  await run(pgTool('pg_restore'), [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    `--dbname=${databaseUrl}`,
    path.join(archiveDir, manifest.database),
  ]);
  return manifest;
}

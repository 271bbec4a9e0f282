import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/platform/database/migrate';
import { openPgliteDatabase } from '../src/platform/database/pglite-database';
import { pgliteTemplateEnv } from './test-databases';

/**
 * Runs once before all test files: migrates one PGlite and dumps its data directory, which every test app's
 * PGlite then loads instead of running initdb and the migrations itself (jest-global-teardown.ts deletes it).
 */
export default async function makePgliteTemplate(): Promise<void> {
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'fh-test-template-')), 'pglite.tar');
    await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    process.env[pgliteTemplateEnv] = file;
  } finally {
    await db.close();
  }
}

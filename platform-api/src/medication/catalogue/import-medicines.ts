// `npm --prefix platform-api run import-medicines -- <file.json|file.csv>`: stores the national e-drug list
// (공공데이터포털 "의약품개요정보(e약은요)") in the catalogue of the database the API is configured with
// (DATABASE_URL, else the embedded database in PGLITE_DIR: stop the API first, PGlite serves one process).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate } from '../../platform/database/migrate';
import { openConfiguredDatabase } from '../../platform/database/open-configured-database';
import { importEdrugList } from './store-e-drug-list';

const shownSkips = 20;

async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Usage: npm --prefix platform-api run import-medicines -- <file.json|file.csv>');
  // npm runs the script in platform-api/: a relative path is the caller's.
  const filePath = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file);
  const bytes = await readFile(filePath);
  const db = await openConfiguredDatabase();
  try {
    await migrate(db);
    const report = await importEdrugList(db, filePath, bytes);
    console.log(
      `${filePath}: ${report.read} rows read, ${report.written} medicines stored (new or replaced), ` +
        `${report.duplicates} repeated itemSeq (the later row kept), ${report.skipped.length} rows skipped`,
    );
    for (const { row, itemSeq, reason } of report.skipped.slice(0, shownSkips))
      console.log(`  skipped row ${row}${itemSeq ? ` (itemSeq ${itemSeq})` : ''}: ${reason}`);
    if (report.skipped.length > shownSkips)
      console.log(`  ... and ${report.skipped.length - shownSkips} more`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

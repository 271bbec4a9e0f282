import type { Database } from '../../platform/database/database';
import { parseEdrugList, type SkippedRow } from './e-drug-import';
import { writeMedicines } from './medicine-repository';

export interface ImportReport {
  read: number;
  /** Medicines inserted or replaced. */
  written: number;
  duplicates: number;
  skipped: SkippedRow[];
}

/** Rows a statement carries: 15 arrays of this many texts stay well under the protocol's limits. */
const chunkSize = 2_000;

/**
 * Parses a national e-drug list file and stores its good rows, replacing the medicines of the same itemSeq, in
 * one transaction (a failed import changes nothing).
 */
export async function importEdrugList(
  db: Database,
  fileName: string,
  bytes: Uint8Array,
): Promise<ImportReport> {
  const { records, skipped, read, duplicates } = parseEdrugList(fileName, bytes);
  const written = await db.transaction(async (transaction) => {
    let count = 0;
    for (let start = 0; start < records.length; start += chunkSize) {
      count += await writeMedicines(transaction, records.slice(start, start + chunkSize), 'update');
    }
    return count;
  });
  // Fresh statistics, so that the planner sees a catalogue of tens of thousands of rows and uses its indexes.
  await db.query('ANALYZE medicine_items');
  return { read, written, duplicates, skipped };
}

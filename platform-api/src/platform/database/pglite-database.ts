import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

function queryable(connection: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await connection.query<Row>(sql, [...params]);
      return result.rows;
    },
    async executeScript(sql: string) {
      await connection.exec(sql);
    },
  };
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as an uncompressed tarball, for `loadDataDir` (the tests' migrated template). */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL: kept in `dataDir`, or in memory when no directory is given, starting from `loadDataDir`
 * (a `dumpDataDir` tarball) when given. With pg_trgm available, whose trigram indexes serve the medicine
 * catalogue's partial-name search (migration 008 creates the extension).
 */
export async function openPgliteDatabase(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDatabase> {
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((transaction) => work(queryable(transaction))),
    async listen(channel, onPayload) {
      const unlisten = await pglite.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}

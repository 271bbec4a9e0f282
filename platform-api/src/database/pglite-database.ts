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

/**
 * Embedded PostgreSQL: kept in `dataDir`, or in memory when no directory is given. With pg_trgm available, whose
 * trigram indexes serve the medicine catalogue's partial-name search (migration 008 creates the extension).
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((transaction) => work(queryable(transaction))),
    async listen(channel, onPayload) {
      const unlisten = await pglite.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => pglite.close(),
  };
}

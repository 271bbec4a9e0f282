import pg from 'pg';
import type { Database, Queryable } from './database';
import { createPostgresListener } from './postgres-listener';

function queryable(connection: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await connection.query(sql, [...params]);
      return result.rows as Row[];
    },
    async executeScript(sql: string) {
      await connection.query(sql);
    },
  };
}

/**
 * A PostgreSQL server, e.g. `postgres://user:password@host:5432/health`. `onIdleClientError` hears about pooled
 * connections that break while idle (the pool replaces them), and about the LISTEN connection (replaced too);
 * without a listener they would crash the process.
 */
export async function openPostgresDatabase(
  connectionString: string,
  onIdleClientError: (error: Error) => void,
): Promise<Database> {
  // JIT compilation pays off for long analytical queries, not for the API's short ones: a feed page whose
  // estimated cost passed jit_above_cost spent about 30 ms compiling to run in 1 ms.
  const pool = new pg.Pool({ connectionString, options: '-c jit=off' });
  pool.on('error', onIdleClientError);
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  const listener = createPostgresListener(connectionString, onIdleClientError);
  return {
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

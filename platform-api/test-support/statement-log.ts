// Every SQL statement an app sends, in order: the statement budgets of the hot reads count them.
import type { Database, Queryable } from '../src/platform/database/database';

/** `db`, noting in `statements` each statement sent through it, a transaction's BEGIN and COMMIT or ROLLBACK too. */
export function loggingStatements(db: Database, statements: string[]): Database {
  const logged = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return queryable.query(sql, params);
    },
    executeScript: (sql) => {
      statements.push(sql);
      return queryable.executeScript(sql);
    },
  });
  return {
    ...logged(db),
    async transaction(work) {
      statements.push('BEGIN');
      try {
        const result = await db.transaction((transaction) => work(logged(transaction)));
        statements.push('COMMIT');
        return result;
      } catch (error) {
        statements.push('ROLLBACK');
        throw error;
      }
    },
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
    ...(db.poolUse ? { poolUse: db.poolUse.bind(db) } : {}),
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from './database';

/** A transaction a request holds open across its hooks and its handler. */
export interface HeldTransaction extends Queryable {
  /** Commits what the request wrote; its queries go back to the database's own connections. */
  commit(): Promise<void>;
  /** Undoes what the request wrote. */
  rollback(): Promise<void>;
}

export interface RequestTransactions {
  /**
   * The database the routes are given: inside a request that holds a transaction, its queries join that
   * transaction and its own transactions become savepoints in it; elsewhere it is the database itself.
   */
  db: Database;
  /** Runs the rest of a request (`next`) where a transaction can later be held for it. */
  enterRequest(next: () => void): void;
  /** Opens the transaction the current request's queries join until it commits or rolls back. */
  hold(): Promise<HeldTransaction>;
}

interface RequestScope {
  transaction?: Queryable;
}

/** Thrown into the database's transaction to end it with a rollback; never leaves this module. */
const rollbackRequested = Symbol('rollback requested');

/**
 * One request's writes and what is kept about them (the answer to its `Idempotency-Key`) commit together or
 * not at all, whatever route made them: an instance that stops in between leaves neither.
 */
export function createRequestTransactions(database: Database): RequestTransactions {
  const scopes = new AsyncLocalStorage<RequestScope>();
  const current = () => scopes.getStore()?.transaction;
  let savepoints = 0;

  async function inSavepoint<Result>(
    transaction: Queryable,
    work: (transaction: Queryable) => Promise<Result>,
  ): Promise<Result> {
    savepoints += 1;
    const name = `request_savepoint_${savepoints}`;
    await transaction.query(`SAVEPOINT ${name}`);
    try {
      const result = await work(transaction);
      await transaction.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await transaction.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  const db: Database = {
    query: (sql, params) => (current() ?? database).query(sql, params),
    executeScript: (sql) => (current() ?? database).executeScript(sql),
    transaction(work) {
      const transaction = current();
      return transaction ? inSavepoint(transaction, work) : database.transaction(work);
    },
    listen: (channel, onPayload) => database.listen(channel, onPayload),
    close: () => database.close(),
  };

  async function hold(): Promise<HeldTransaction> {
    const scope = scopes.getStore();
    if (!scope) throw new Error('hold() is called outside a request entered with enterRequest()');
    let end!: (commit: boolean) => void;
    const ending = new Promise<boolean>((resolve) => (end = resolve));
    let opened!: (transaction: Queryable) => void;
    const open = new Promise<Queryable>((resolve) => (opened = resolve));
    const finished = database.transaction(async (transaction) => {
      opened(transaction);
      if (!(await ending)) throw rollbackRequested;
    });
    const transaction = await Promise.race([
      open,
      finished.then(() => {
        throw new Error('the transaction ended before it opened');
      }),
    ]);
    scope.transaction = transaction;
    const release = async (commit: boolean) => {
      if (scope.transaction !== transaction) return;
      scope.transaction = undefined;
      end(commit);
      await finished.catch((error: unknown) => {
        if (error !== rollbackRequested) throw error;
      });
    };
    return {
      query: (sql, params) => transaction.query(sql, params),
      executeScript: (sql) => transaction.executeScript(sql),
      commit: () => release(true),
      rollback: () => release(false),
    };
  }

  return { db, enterRequest: (next) => scopes.run({}, next), hold };
}

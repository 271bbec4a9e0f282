/** What the API needs from PostgreSQL, whichever engine runs it (embedded PGlite or a server through `pg`). */
export interface Queryable {
  /** One statement with `$1`-style parameters; the rows it returns. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters, such as a migration file. */
  executeScript(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<Result>(work: (transaction: Queryable) => Promise<Result>): Promise<Result>;
  /**
   * Calls `onPayload` with the payload of each `NOTIFY channel` from any connection (any API instance), once the
   * sending transaction commits; resolves once listening. The function it resolves to stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** A connection pool's use now (PostgreSQL); absent where there is no pool (PGlite's one connection). */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Calls waiting for a free connection. */
  waiting: number;
}

/** A row as it comes back from the driver: column name to value. */
export type Row = Record<string, unknown>;

/** What both engines can do inside or outside a transaction. */
export interface Queryable {
  /** One statement with $1..$n parameters; returns the rows (empty for statements without RETURNING). */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

/**
 * The database as the app sees it. Two drivers implement it (PGlite in-process, PostgreSQL through a `pg`
 * pool) and run identical SQL. A request that writes more than one row does it inside `transaction`, so a
 * failure never leaves a partial write.
 */
export interface Db extends Queryable {
  readonly engine: Engine;
  /**
   * Runs `fn` in one transaction. On PostgreSQL, a connection lost before COMMIT (the server rolls the
   * transaction back) makes `fn` run once more on a fresh connection: keep `fn` to database work (decision 012).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

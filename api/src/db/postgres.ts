import pg from 'pg';
import type { Db, Queryable, Row } from './types';

// int8 (count(*), bigserial) as a JS number, as PGlite returns it: our ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// numeric stays a string on both engines (money); date stays a 'YYYY-MM-DD' string like PGlite's.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface PostgresOptions {
  connectionString: string;
  poolSize?: number;
  /** schema to put first on the search_path of every connection (tests use one schema per file) */
  schema?: string;
  /** how long to wait for a new connection before the request fails as an outage (default 5 s) */
  connectionTimeoutMs?: number;
  /** how the connections name themselves to the server (pg_stat_activity.application_name) */
  applicationName?: string;
  /** told of every statement or transaction retried after a lost connection (the app logs it) */
  onRetry?: (info: { loss: ConnectionLoss; sql?: string; error: unknown }) => void;
}

/**
 * The database cannot be reached (refused, reset, timed out, shutting down): the request answers 503 with the
 * fixed server-error text (the error handler takes `statusCode`), and the pool reconnects on a later request.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now). */
const SQLSTATE_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** what pg and pg-pool say when a connection ends or cannot be made (they set no code) */
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

export function isConnectionError(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  // duck-typed, not `instanceof Error`: socket errors may come from another realm (a test sandbox)
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

/**
 * What a lost connection means for the statement that was on it:
 * - `unreachable`: no connection could be made at all (refused, unknown host, timed out): a retry would fail too;
 * - `not-sent`: the client knew its connection was dead before sending the statement;
 * - `aborted`: the server ended the session (57P01 terminated by an administrator, 57P02 crash, 57P03 starting
 *   up), which aborts the statement in progress: nothing of it was committed;
 * - `indeterminate`: the connection dropped under a statement (reset, closed): it may or may not have run.
 */
export type ConnectionLoss = 'unreachable' | 'not-sent' | 'aborted' | 'indeterminate';

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

export function connectionLossOf(err: unknown): ConnectionLoss | undefined {
  if (!isConnectionError(err)) return undefined;
  const cause = (err instanceof DatabaseUnavailableError ? err.cause : err) as { code?: unknown; message?: unknown };
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const message = typeof cause?.message === 'string' ? cause.message : '';
  if (UNREACHABLE_CODES.has(code) || /timeout exceeded when trying to connect/i.test(message)) return 'unreachable';
  if (/^57P0[123]$/.test(code)) return 'aborted';
  if (/not queryable/i.test(message)) return 'not-sent';
  return 'indeterminate';
}

/**
 * A statement that changes nothing, so running it twice is the same as once: it may be retried even when the
 * connection dropped under it. Anything else is retried only when it provably did not run (issue 16).
 */
export function isReadOnlyStatement(sql: string): boolean {
  return /^\s*(SELECT|VALUES|SHOW|TABLE)\b/i.test(sql) && !/\b(nextval|setval|pg_advisory_lock|pg_advisory_xact_lock)\s*\(/i.test(sql);
}

/** Outside a transaction: an idempotent statement (read-only, or one that never ran) is worth one more try. */
const retryable = (loss: ConnectionLoss | undefined, sql: string): loss is ConnectionLoss =>
  loss === 'not-sent' || loss === 'aborted' || (loss === 'indeterminate' && isReadOnlyStatement(sql));

/** A transaction is thrown away with this when its connection is lost before COMMIT is sent: the server rolled it back. */
class LostBeforeCommit extends Error {
  constructor(
    override readonly cause: unknown,
    readonly loss: ConnectionLoss,
  ) {
    super('The connection was lost before the transaction committed');
  }
}

const unavailableOr = (err: unknown): unknown => (isConnectionError(err) && !(err instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(err) : err);

/** PostgreSQL through a `pg` pool (DATABASE_URL): several API replicas share one database. */
export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    // a database that does not answer the connection is an outage (503) after a bounded wait, never a hung request
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    keepAlive: true,
    application_name: options.applicationName ?? 'msic-api',
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // a connection outside the pool, for the one retry after a lost connection: the pool may still hold other
  // connections that the same event broke and that it has not noticed yet
  const freshClient = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      application_name: options.applicationName ?? 'msic-api',
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    });
    client.on('error', () => {});
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => {});
      throw unavailableOr(err);
    }
    return client;
  };
  const onRetry = options.onRetry ?? (() => {});
  // an idle client that loses its connection must not crash the process; the pool drops it and the next query
  // opens a new connection (a PostgreSQL restart needs no API restart)
  pool.on('error', () => {});
  const on = (target: pg.Pool | pg.PoolClient | pg.Client): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<T>(sql, params as unknown[]);
        return result.rows;
      } catch (err) {
        throw unavailableOr(err);
      }
    },
    async exec(sql: string) {
      try {
        await target.query(sql);
      } catch (err) {
        throw unavailableOr(err);
      }
    },
  });
  // fail at start-up, not on the first request, when the database is unreachable
  try {
    await pool.query('SELECT 1');
  } catch (err) {
    await pool.end().catch(() => {});
    throw unavailableOr(err);
  }
  /**
   * BEGIN, fn, COMMIT on one client. A connection lost before COMMIT is sent is a LostBeforeCommit (the server
   * rolls such a transaction back, so nothing of fn happened); a loss during COMMIT cannot be told apart from a
   * commit and is an outage (503).
   */
  async function inTransaction<T>(client: pg.PoolClient | pg.Client, fn: (tx: Queryable) => Promise<T>): Promise<{ result: T }> {
    // a checked-out client has no pool listener: a connection lost between two statements would otherwise be
    // an unhandled 'error' event that ends the process
    let broken: Error | undefined;
    const onError = (err: Error) => {
      broken = err;
    };
    client.on('error', onError);
    let committing = false;
    try {
      await on(client).query('BEGIN');
      const result = await fn(on(client));
      committing = true;
      await on(client).query('COMMIT');
      return { result };
    } catch (err) {
      if (isConnectionError(err)) broken ??= err as Error;
      if (!broken) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      }
      const loss = connectionLossOf(err) ?? connectionLossOf(broken) ?? 'indeterminate';
      // before COMMIT, a lost connection means a rolled-back transaction whatever the cause, unless nothing could
      // reach the server at all (then a retry would fail as well)
      const lost = committing || loss === 'unreachable' ? (unavailableOr(err) as Error) : new LostBeforeCommit(err, loss);
      throw Object.assign(lost, { broken });
    } finally {
      client.off('error', onError);
    }
  }

  const pooled = on(pool);
  return {
    engine: 'postgres',
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      try {
        return await pooled.query<T>(sql, params);
      } catch (err) {
        const loss = connectionLossOf(err);
        if (!retryable(loss, sql)) throw err;
        onRetry({ loss, sql, error: err });
        const client = await freshClient();
        try {
          return await on(client).query<T>(sql, params);
        } finally {
          await client.end().catch(() => {});
        }
      }
    },
    exec: pooled.exec,
    async transaction(fn) {
      const client = await pool.connect().catch((err: unknown) => {
        throw unavailableOr(err);
      });
      let firstTry: LostBeforeCommit;
      try {
        const { result } = await inTransaction(client, fn);
        client.release();
        return result;
      } catch (err) {
        // a client whose connection broke is destroyed rather than returned to the pool
        client.release((err as { broken?: Error }).broken);
        if (!(err instanceof LostBeforeCommit)) throw err;
        firstTry = err;
      }
      // nothing of the first try was committed: run it once more on a fresh connection (fn does database work only)
      onRetry({ loss: firstTry.loss, error: firstTry.cause });
      const fresh = await freshClient();
      try {
        return (await inTransaction(fresh, fn)).result;
      } catch (err) {
        throw err instanceof LostBeforeCommit ? unavailableOr(err.cause) : err;
      } finally {
        await fresh.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

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

const unavailableOr = (err: unknown): unknown => (isConnectionError(err) && !(err instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(err) : err);

/** PostgreSQL through a `pg` pool (DATABASE_URL): several API replicas share one database. */
export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    // a database that does not answer the connection is an outage (503) after a bounded wait, never a hung request
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // an idle client that loses its connection must not crash the process; the pool drops it and the next query
  // opens a new connection (a PostgreSQL restart needs no API restart)
  pool.on('error', () => {});
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
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
  return {
    engine: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect().catch((err: unknown) => {
        throw unavailableOr(err);
      });
      // a checked-out client has no pool listener: a connection lost between two statements would otherwise be
      // an unhandled 'error' event that ends the process
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      try {
        await on(client).query('BEGIN');
        const result = await fn(on(client));
        await on(client).query('COMMIT');
        return result;
      } catch (err) {
        if (isConnectionError(err)) broken ??= err as Error;
        if (!broken) await client.query('ROLLBACK').catch(() => {});
        throw unavailableOr(err);
      } finally {
        client.off('error', onError);
        // a client whose connection broke is destroyed rather than returned to the pool
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

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
}

/** PostgreSQL through a `pg` pool (DATABASE_URL): several API replicas share one database. */
export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // an idle client that loses its connection must not crash the process; the next query reconnects
  pool.on('error', () => {});
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  // fail at start-up, not on the first request, when the database is unreachable
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

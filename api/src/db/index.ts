import type { Env } from '../env';
import { migrate } from './migrate';
import { createPgliteDb } from './pglite';
import { createPostgresDb, type PostgresOptions } from './postgres';
import type { Db } from './types';

export type { Db, Engine, Queryable, Row } from './types';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR; migrated before use. */
export async function openDb(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DB_POOL_SIZE'>, options: Pick<PostgresOptions, 'onRetry'> = {}): Promise<Db> {
  const db = env.DATABASE_URL
    ? await createPostgresDb({ connectionString: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE, ...options })
    : await createPgliteDb({ dataDir: env.DATA_DIR });
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

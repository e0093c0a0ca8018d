import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite';
import { createPostgresDb, quoteIdent } from '../db/postgres';
import type { Db, Engine } from '../db/types';

// PGlite's CommonJS build (what require() resolves to) loads Node's `module` through a dynamic import(), which
// jest's sandbox refuses without --experimental-vm-modules; its ES build, compiled by the jest transform
// (jest.config.js transforms @electric-sql), does not. Outside jest, Node loads either build natively.
jest.mock('@electric-sql/pglite', () =>
  jest.requireActual(require.resolve('@electric-sql/pglite').replace(/index\.cjs$/, 'index.js')),
);

/**
 * The two engines every database test runs on (`describe.each(engines)`):
 * - pglite: in memory, one instance per test file (start-up costs a few seconds, so never one per test);
 * - postgres: the server on this machine (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test),
 *   in a fresh schema per test file (test_<random>, first on the search_path, dropped at the end), so test
 *   files run in parallel without seeing each other's rows.
 * TEST_ENGINES=pglite (or postgres) narrows the list, e.g. on a machine without PostgreSQL.
 */
export interface TestDatabase {
  db: Db;
  /** closes the connections and, on PostgreSQL, drops the schema */
  drop(): Promise<void>;
}

export interface TestEngine {
  name: Engine;
  /** an empty database of this engine, not migrated */
  create(): Promise<TestDatabase>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pglite: TestEngine = {
  name: 'pglite',
  async create() {
    const db = await createPgliteDb();
    return { db, drop: () => db.close() };
  },
};

const postgres: TestEngine = {
  name: 'postgres',
  async create() {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    try {
      await admin.connect();
    } catch (err) {
      throw new Error(
        `PostgreSQL for the tests is not reachable at ${TEST_DATABASE_URL} (${(err as Error).message}). ` +
          'Start it, set TEST_DATABASE_URL, or run with TEST_ENGINES=pglite.',
      );
    }
    try {
      await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    } finally {
      await admin.end();
    }
    const db = await createPostgresDb({ connectionString: TEST_DATABASE_URL, schema, poolSize: 4 });
    return {
      db,
      async drop() {
        await db.close();
        const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await cleanup.connect();
        try {
          await cleanup.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
        } finally {
          await cleanup.end();
        }
      },
    };
  },
};

const wanted = (process.env.TEST_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
export const engines: TestEngine[] = [pglite, postgres].filter((e) => wanted.includes(e.name));

/** A migrated (hence seeded) database of the engine. */
export async function createSeededDb(engine: TestEngine): Promise<TestDatabase> {
  const test = await engine.create();
  await migrate(test.db);
  return test;
}

/** Number of rows in a table, to check that a refused request wrote nothing. */
export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

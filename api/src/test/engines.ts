import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { listMigrations, migrate } from '../db/migrate';
import { createPgliteDb, type PgliteDb } from '../db/pglite';
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
 * - pglite: in memory, one instance per test file. A fresh PGlite runs initdb (3 s or more), so the data
 *   directories of an empty and of a migrated instance are saved in the temp folder, keyed by the PGlite version
 *   and the migrations; other test files (and later runs) start from those copies in about half a second.
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
  /** a migrated, hence seeded, database of this engine */
  createSeeded(): Promise<TestDatabase>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const pglite: TestEngine = {
  name: 'pglite',
  create: () => pgliteFromSnapshot('empty', () => createPgliteDb()),
  createSeeded: () =>
    pgliteFromSnapshot('seeded', async () => {
      const { db } = await pgliteFromSnapshot('empty', () => createPgliteDb());
      await migrate(db);
      return db;
    }),
};

/**
 * A PGlite started from a saved data directory (half a second), or made by `make` and saved for the next test
 * file when there is none yet. Only the very first instance on a machine pays for initdb.
 */
async function pgliteFromSnapshot(kind: 'empty' | 'seeded', make: () => Promise<PgliteDb>): Promise<TestDatabase & { db: PgliteDb }> {
  const file = snapshotFile(kind);
  if (existsSync(file)) {
    const db = await createPgliteDb({ from: new Blob([readFileSync(file)]) });
    return { db, drop: () => db.close() };
  }
  const db = await make();
  const snapshot = Buffer.from(await (await db.dump()).arrayBuffer());
  // written aside then renamed, so a parallel test file never reads half a snapshot
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, snapshot);
  renameSync(partial, file);
  return { db, drop: () => db.close() };
}

/** Keyed by the PGlite version and, for the seeded one, the migrations: a change makes a new snapshot. */
function snapshotFile(kind: 'empty' | 'seeded'): string {
  const hash = createHash('sha256');
  const pgliteDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
  hash.update(readFileSync(path.join(pgliteDir, 'package.json')));
  if (kind === 'seeded') for (const m of listMigrations()) hash.update(m.name).update(m.sql);
  return path.join(tmpdir(), `msic-api-pglite-${kind}-${hash.digest('hex').slice(0, 16)}.tar`);
}

const postgres: TestEngine = {
  name: 'postgres',
  async create() {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE SCHEMA ${quoteIdent(schema)}`);
    const db = await createPostgresDb({ connectionString: TEST_DATABASE_URL, schema, poolSize: 4 });
    return {
      db,
      async drop() {
        await db.close();
        await adminQuery(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      },
    };
  },
  async createSeeded() {
    const test = await postgres.create();
    await migrate(test.db);
    return test;
  },
};

/** One statement as the server's admin, outside any test schema (creating and dropping the schemas). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL for the tests is not reachable at ${TEST_DATABASE_URL} (${(err as Error).message}). ` +
        'Start it, set TEST_DATABASE_URL, or run with TEST_ENGINES=pglite.',
      { cause: err },
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const wanted = (process.env.TEST_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
export const engines: TestEngine[] = [pglite, postgres].filter((e) => wanted.includes(e.name));

/**
 * One database of `engine` for the tests of a describe block, made before them and dropped after:
 * `const test = useTestDatabase(engine, 'seeded')`, then `test.db` inside tests ('empty': not migrated).
 */
export function useTestDatabase(engine: TestEngine, kind: 'empty' | 'seeded'): { db: Db } {
  const context = {} as { db: Db; drop?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(context, await (kind === 'seeded' ? engine.createSeeded() : engine.create()));
  }, 60_000);
  afterAll(() => context.drop?.());
  return context;
}

/** Number of rows in a table, to check that a refused request wrote nothing. */
export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

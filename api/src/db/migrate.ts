import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

/**
 * Runs `api/migrations/NNN-name.sql` in name order, each inside its own transaction, and records it in
 * `schema_migrations`; a migration already recorded is skipped, so running twice changes nothing.
 *
 * On PostgreSQL several replicas may start at once: each migration transaction first takes a transaction-level
 * advisory lock keyed on the current schema (pg_advisory_xact_lock), then re-reads schema_migrations, so
 * concurrent migrators apply each file exactly once and in order. PGlite has a single connection and needs none.
 */
export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

export function migrationsDir(): string {
  // dist -> dist/migrations (the build copies them beside server.cjs); src/db -> api/migrations (tsx, jest)
  const candidates = [path.resolve(__dirname, 'migrations'), path.resolve(__dirname, '../../migrations')];
  for (const dir of candidates) {
    try {
      readdirSync(dir);
      return dir;
    } catch {
      /* try the next place */
    }
  }
  throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
}

export function listMigrations(dir = migrationsDir()): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * Migrations were once numbered in blocks (100, 200 … 600), so a later 104 would have run after 600 on an
 * existing database and before 200 on a fresh one. They now form one sequence (001, 002, …; the next file takes
 * the next number, which migrate.test.ts checks); a database migrated under the old names has them renamed here,
 * before anything runs, so that none is applied twice.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '100-form-signature-errors.sql': '007-form-signature-errors.sql',
  '101-abn-register.sql': '008-abn-register.sql',
  '102-form-payment.sql': '009-form-payment.sql',
  '103-airports.sql': '010-airports.sql',
  '200-status-tracking-operator-audit.sql': '011-status-tracking-operator-audit.sql',
  '300-induction-tables.sql': '012-induction-tables.sql',
  '301-induction-programmes.sql': '013-induction-programmes.sql',
  '500-enquiries-and-captcha.sql': '014-enquiries-and-captcha.sql',
  '600-signing-reference-hash.sql': '015-signing-reference-hash.sql',
};

async function renameLegacyMigrations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (db.engine === 'postgres') {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()))`);
    }
    await tx.exec(CREATE_TABLE);
    for (const [from, to] of Object.entries(RENAMED_MIGRATIONS)) {
      await tx.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [from, to]);
    }
  });
}

export async function migrate(db: Db, dir?: string): Promise<MigrationResult> {
  const result: MigrationResult = { applied: [], skipped: [] };
  await renameLegacyMigrations(db);
  for (const migration of listMigrations(dir)) {
    const applied = await db.transaction(async (tx) => {
      if (db.engine === 'postgres') {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()))`);
      }
      await tx.exec(CREATE_TABLE);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
      if (done.length) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    (applied ? result.applied : result.skipped).push(migration.name);
  }
  return result;
}

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

export async function migrate(db: Db, dir?: string): Promise<MigrationResult> {
  const result: MigrationResult = { applied: [], skipped: [] };
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

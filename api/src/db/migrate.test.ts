import { countRows, engines, useTestDatabase, type TestDatabase } from '../test/engines';
import { listMigrations, migrate, RENAMED_MIGRATIONS } from './migrate';

describe('the migration files', () => {
  it('form one sequence: 001, 002, … with no gap and no number used twice (a new file takes the next number)', () => {
    const numbers = listMigrations().map((m) => Number(m.name.slice(0, 3)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('rename every old block-numbered name to a file that exists', () => {
    const names = new Set(listMigrations().map((m) => m.name));
    for (const to of Object.values(RENAMED_MIGRATIONS)) expect(names).toContain(to);
  });
});

describe.each(engines)('migrations on $name', (engine) => {
  const test = useTestDatabase(engine, 'empty');

  it('applies every migration in order on an empty database and records it', async () => {
    const result = await migrate(test.db);
    const names = listMigrations().map((m) => m.name);
    expect(result.applied).toEqual(names);
    const recorded = await test.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toEqual(names);
  });

  it('is idempotent: a second run applies nothing and changes no row', async () => {
    const tables = ['country', 'state', 'issuing_body', 'id_document_type', 'operational_need', 'operational_need_category', 'operational_need_access_frequency', 'lodgement_option'];
    const before = await Promise.all(tables.map((t) => countRows(test.db, t)));
    const result = await migrate(test.db);
    expect(result.applied).toEqual([]);
    expect(result.skipped).toHaveLength(listMigrations().length);
    expect(await Promise.all(tables.map((t) => countRows(test.db, t)))).toEqual(before);
  });

  it('seeds reference data idempotently: re-running the seed SQL adds no row', async () => {
    const seeds = listMigrations().filter((m) => m.name.includes('seed'));
    const before = await countRows(test.db, 'country');
    for (const seed of seeds) await test.db.transaction((tx) => tx.exec(seed.sql));
    expect(await countRows(test.db, 'country')).toBe(before);
    expect(before).toBe(249);
  });

  it('brings a database migrated under the old block numbers to the same state as a fresh one, applying nothing twice', async () => {
    const legacy = await engine.create();
    const fresh = await engine.create();
    try {
      // the old migrator: the same files in the old names' order, recorded under the old names
      const oldName = Object.fromEntries(Object.entries(RENAMED_MIGRATIONS).map(([from, to]) => [to, from]));
      // the migrations that existed when the numbers changed; later ones were only ever applied under their own names
      const lastRenamed = Object.values(RENAMED_MIGRATIONS).sort().at(-1) ?? '';
      const later = listMigrations()
        .filter((m) => m.name > lastRenamed)
        .map((m) => m.name);
      const oldOrder = listMigrations()
        .filter((m) => m.name <= lastRenamed)
        .map((m) => ({ ...m, recorded: oldName[m.name] ?? m.name }))
        .sort((a, b) => a.recorded.localeCompare(b.recorded));
      for (const m of oldOrder) {
        await legacy.db.transaction(async (tx) => {
          await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
          await tx.exec(m.sql);
          await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.recorded]);
        });
      }
      const result = await migrate(legacy.db);
      expect(result.applied).toEqual(later);
      await migrate(fresh.db);
      const recorded = async (db: TestDatabase['db']) => (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
      expect(await recorded(legacy.db)).toEqual(await recorded(fresh.db));
      const columns = async (db: TestDatabase['db']) =>
        (
          await db.query<{ c: string }>(
            `SELECT table_name || '.' || column_name || ':' || data_type AS c FROM information_schema.columns
             WHERE table_schema = current_schema() ORDER BY 1`,
          )
        ).map((r) => r.c);
      expect(await columns(legacy.db)).toEqual(await columns(fresh.db));
    } finally {
      await legacy.drop();
      await fresh.drop();
    }
  }, 60_000);

  // PGlite has one connection and one process: only PostgreSQL can see two migrators at once
  if (engine.name === 'postgres') {
    it('serialises concurrent migrators: two at once on a fresh database apply each file once', async () => {
      const fresh = await engine.create();
      try {
        const [a, b] = await Promise.all([migrate(fresh.db), migrate(fresh.db)]);
        const all = listMigrations().map((m) => m.name);
        expect([...a.applied, ...b.applied].sort()).toEqual(all);
        expect(await countRows(fresh.db, 'schema_migrations')).toBe(all.length);
      } finally {
        await fresh.drop();
      }
    }, 60_000);

    it('rolls a failing migration back whole and records nothing', async () => {
      const { mkdtempSync, writeFileSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const path = await import('node:path');
      const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
      writeFileSync(path.join(dir, '900-broken.sql'), 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;');
      await expect(migrate(test.db, dir)).rejects.toThrow(/no_such_table/);
      expect(await test.db.query(`SELECT 1 FROM schema_migrations WHERE name = '900-broken.sql'`)).toEqual([]);
      expect(await test.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`)).toEqual([]);
    });
  }
});

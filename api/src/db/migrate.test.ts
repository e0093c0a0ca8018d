import { countRows, engines, type TestDatabase } from '../test/engines';
import { listMigrations, migrate } from './migrate';

describe.each(engines)('migrations on $name', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await engine.create();
  }, 60_000);
  afterAll(() => test?.drop());

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

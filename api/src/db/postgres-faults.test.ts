// Issue 10, faults: PostgreSQL restarted under a running API. The machine's PostgreSQL is shared by every test,
// so it is never restarted: a TCP proxy (node:net) sits between the API's pool and it, and "restarting" drops
// every proxied connection and refuses new ones for a while, which is what the pool sees of a real restart.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { MESSAGES } from '../lib/messages';
import { TEST_DATABASE_URL, adminQuery, engines } from '../test/engines';
import { TcpProxy } from '../test/tcp-proxy';
import { migrate } from './migrate';
import { DatabaseUnavailableError, createPostgresDb, quoteIdent } from './postgres';
import type { Db } from './types';

const hasPostgres = engines.some((engine) => engine.name === 'postgres');
const withPostgres = hasPostgres ? describe : describe.skip;

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
};

withPostgres('PostgreSQL restarted under the API (issue 10 faults: proxy between the pool and the server)', () => {
  const upstream = new URL(TEST_DATABASE_URL);
  const proxy = new TcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let db: Db;
  let app: FastifyInstance;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    await adminQuery(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await proxy.listen();
    db = await createPostgresDb({ connectionString: proxy.url(TEST_DATABASE_URL), schema, poolSize: 4, connectionTimeoutMs: 2_000 });
    await migrate(db);
    app = await buildApp({ db });
    await app.ready();
    process.on('uncaughtException', onCrash);
  }, 60_000);

  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await app?.close();
    await db?.close();
    await proxy.close();
    await adminQuery(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  });

  // a failed check must not leave the database "down" for the next test
  afterEach(() => proxy.resume());

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 in the §8 shape during the outage (no hang, no crash) and recovers without an API restart', async () => {
    // a warm pool: several idle connections that the restart will break under it
    const warm = await Promise.all([health(), health(), health(), health()]);
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const created = await app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    expect(created.statusCode).toBe(200);
    const { id, key, form } = created.json() as { id: number; key: string; form: { _version: number } };
    const acceptedBefore = proxy.accepted;

    const outageStarted = Date.now();
    await proxy.cut();
    // reads and writes during the outage: each fails cleanly and quickly, with the fixed text and nothing else
    for (const request of [
      () => health(),
      () => app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } }),
      () => app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: { ...form, Surname: 'Lost' } }),
    ]) {
      const { value: res, ms } = await timed(request);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.serverError });
      expect(ms).toBeLessThan(3_000);
    }

    // the restart takes about two seconds
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 2_000 - (Date.now() - outageStarted))));
    await proxy.resume();

    // the same app instance: the pool dropped its dead clients and opens new connections
    expect((await health()).statusCode).toBe(200);
    const saved = await app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: { ...form, Surname: 'Citizen' } });
    expect(saved.statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: `/api/form/${id}`, headers: { formkey: key } });
    expect(read.json().form).toMatchObject({ Firstname: 'Jane', Surname: 'Citizen', _version: 2 });
    expect(proxy.accepted).toBeGreaterThan(acceptedBefore);
    expect(crashes).toEqual([]);
  }, 20_000);

  it('a connection lost inside a transaction rolls it back as a 503 error, and does not end the process', async () => {
    await db.exec('CREATE TABLE fault_probe (id serial PRIMARY KEY, note text NOT NULL)');
    const failed = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO fault_probe (note) VALUES ('half a transaction')`);
      await proxy.cut();
      // the checked-out client learns of the broken connection between two statements (an 'error' event)
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.query('SELECT 1');
    });
    await expect(failed).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(failed).rejects.toMatchObject({ statusCode: 503 });
    await proxy.resume();

    expect(await db.query('SELECT note FROM fault_probe')).toEqual([]);
    expect(crashes).toEqual([]);
  }, 20_000);

  it('a pool that cannot connect at all fails within its connection timeout rather than hanging', async () => {
    await proxy.cut();
    try {
      // a listener that accepts and never answers: the connection is made but PostgreSQL never speaks
      const silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
      const port = (silent.address() as { port: number }).port;
      const url = new URL(TEST_DATABASE_URL);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      const { value: outcome, ms } = await timed(() =>
        createPostgresDb({ connectionString: url.href, connectionTimeoutMs: 500 }).then(
          () => 'connected',
          (error: unknown) => error,
        ),
      );
      silent.close();
      expect(outcome).toBeInstanceOf(DatabaseUnavailableError);
      expect(ms).toBeLessThan(3_000);
    } finally {
      await proxy.resume();
    }
  }, 20_000);
});

// Issue 16, "a database blip is not an outage": one connection killed on the server (pg_terminate_backend, what an
// operator, a failover or a connection reaper does) costs no request a 503. An idempotent statement lost with its
// connection is retried once on a fresh connection: a read always, a write when the server says it aborted it
// (57P01), a transaction when the connection went before COMMIT (the server rolled it back).
withPostgres('a connection killed under load (issue 16: a blip is not an outage)', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const applicationName = `msic-faults-${randomBytes(4).toString('hex')}`;
  const retries: string[] = [];
  let db: Db;
  let app: FastifyInstance;

  /** Kills one of the pool's connections, a busy one when there is one; answers whether it found one. */
  const killOne = async (): Promise<boolean> => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = $1 ORDER BY (state = 'active') DESC, random() LIMIT 1`,
        [applicationName],
      );
      if (!rows[0]) return false;
      await client.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      return true;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await adminQuery(`CREATE SCHEMA ${quoteIdent(schema)}`);
    db = await createPostgresDb({ connectionString: TEST_DATABASE_URL, schema, poolSize: 4, applicationName, onRetry: ({ loss }) => retries.push(loss) });
    await migrate(db);
    await db.exec('CREATE TABLE blip_probe (id serial PRIMARY KEY, note text NOT NULL)');
    app = await buildApp({ db });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await adminQuery(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  });

  const myPid = async (tx: Pick<Db, 'query'>) => ((await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0] as { pid: number }).pid;

  it('a write the server aborted with its connection is retried once and applied once', async () => {
    const before = retries.length;
    // the insert is held on the server by a lock of the test's own, so the kill lands in the middle of the write
    // whatever the machine's speed (a timer raced the statement on a busy machine)
    const holder = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE ${quoteIdent(schema)}.blip_probe IN ACCESS EXCLUSIVE MODE`);
    const write = db.query(`INSERT INTO blip_probe (note) VALUES ('slow write')`);
    // watched from a connection outside the holder's transaction, which sees one snapshot of pg_stat_activity
    const watcher = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await watcher.connect();
    try {
      let pid: number | undefined;
      for (const until = Date.now() + 15_000; pid === undefined && Date.now() < until; ) {
        const rows = await watcher.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND state = 'active' AND wait_event_type = 'Lock' AND query LIKE '%slow write%'`,
          [applicationName],
        );
        pid = rows.rows[0]?.pid;
        if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(pid).toBeDefined();
      await watcher.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await watcher.end();
      // the retry waits for the lock too, and runs once it is released
      await holder.query('COMMIT');
      await holder.end();
    }
    await write;
    expect(await db.query(`SELECT note FROM blip_probe WHERE note = 'slow write'`)).toHaveLength(1);
    expect(retries.slice(before)).toEqual(['aborted']);
  }, 20_000);

  it('a transaction whose connection is killed before COMMIT runs again on a fresh connection, and commits once', async () => {
    const before = retries.length;
    let tries = 0;
    await db.transaction(async (tx) => {
      tries += 1;
      await tx.query(`INSERT INTO blip_probe (note) VALUES ('in a transaction')`);
      if (tries === 1) await adminQuery(`SELECT pg_terminate_backend(${await myPid(tx)})`);
      await tx.query('SELECT 1');
    });
    expect(tries).toBe(2);
    expect(await db.query(`SELECT note FROM blip_probe WHERE note = 'in a transaction'`)).toHaveLength(1);
    expect(retries.slice(before)).toHaveLength(1);
  }, 20_000);

  it('answers no 503 for autosaves while connections are killed one at a time', async () => {
    const forms = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: `Saver${'abcdef'[i]}`, _stepCompleted: 0 } });
        const { id, key, form } = res.json() as { id: number; key: string; form: { _version: number } };
        return { id, key, form, version: form._version };
      }),
    );
    const statuses = new Map<number, number>();
    let saves = 0;
    let stop = false;
    const autosave = async (f: (typeof forms)[number]) => {
      while (!stop) {
        saves += 1;
        const res = await app.inject({ method: 'PUT', url: `/api/form/${f.id}`, headers: { formkey: f.key }, payload: { ...f.form, Surname: `Save${saves}`, _version: f.version } });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) f.version = (res.json() as { form: { _version: number } }).form._version;
      }
    };
    const running = forms.map(autosave);
    let kills = 0;
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (await killOne()) kills += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop = true;
    await Promise.all(running);

    expect(kills).toBe(3);
    expect(Object.fromEntries(statuses)).toEqual({ 200: saves });
    // every form holds its last saved version
    for (const f of forms) {
      const read = await app.inject({ method: 'GET', url: `/api/form/${f.id}`, headers: { formkey: f.key } });
      expect((read.json() as { form: { _version: number } }).form._version).toBe(f.version);
    }
  }, 30_000);
});

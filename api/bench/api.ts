// `npm run bench:api -w api` (part of `npm run bench`): throughput and p99 latency of three calls through the
// whole app (routing, zod validation, rate limits, ownership checks, the database), on PGlite and on PostgreSQL
// (TEST_DATABASE_URL, a throw-away schema):
// - autosave: PUT /api/form/{id} with a full draft, each form saved in turn with its current version (issue 3);
// - status login: POST /api/login (spec §7), both calls of a login: the tracking number and birth date (a code
//   is stored and mailed) and then the code (a token), each applicant once;
// - a reference list: GET /api/country/list (spec §7 reference data).
// Requests are injected in process (no sockets): the API's own cost. `npm run bench:load -w api` measures over
// HTTP against two server processes. Prints the figures and writes docs/bench/api.json; not a timed test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { createPgliteDb } from '../src/db/pglite';
import { createPostgresDb, quoteIdent } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { completeDraft } from '../src/routes/form/complete-draft';
import { insertApplicant, latestCode, type ApplicantFixture } from '../src/test/people-fixtures';
import { describeFigures, latencyFigures, writeFigures, type LatencyFigures } from './stats';

const SAVES_PER_FORM = Number(process.env.BENCH_SAVES ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);
const REFERENCE_CALLS = Number(process.env.BENCH_REFERENCE_CALLS ?? 800);

type Figures = Record<'autosave' | 'loginAsk' | 'loginCode' | 'referenceList', LatencyFigures>;

/** Runs `work(i, worker)` for i in [0, total) on `concurrency` workers; returns the latencies' figures. */
async function timed(total: number, concurrency: number, work: (i: number, worker: number) => Promise<void>): Promise<LatencyFigures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        await work(i, worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencyFigures(latencies, (performance.now() - started) / 1000);
}

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
}

async function autosave(app: FastifyInstance): Promise<LatencyFigures> {
  const forms = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const created = await app.inject({ method: 'POST', url: '/api/form', payload: { Firstname: 'Bench' } });
      expectStatus(created, 200, 'POST /api/form');
      const { id, key, form } = created.json() as { id: number; key: string; form: { _version: number } };
      return { id, key, version: form._version };
    }),
  );
  // one worker per form: a form's saves follow each other, as one applicant's autosaves do
  return timed(SAVES_PER_FORM * CONCURRENCY, CONCURRENCY, async (i, worker) => {
    const form = forms[worker]!;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/form/${form.id}`,
      headers: { formkey: form.key },
      payload: completeDraft({ _version: form.version, Birthplace: `Fremantle ${i}` }),
    });
    expectStatus(res, 200, 'PUT /api/form/{id}');
    form.version = (res.json() as { form: { _version: number } }).form._version;
  });
}

async function logins(app: FastifyInstance, db: Db): Promise<Pick<Figures, 'loginAsk' | 'loginCode'>> {
  const people: ApplicantFixture[] = [];
  for (let i = 0; i < LOGINS; i++) people.push(await insertApplicant(db));
  const login = (payload: object) => app.inject({ method: 'POST', url: '/api/login', payload });
  const loginAsk = await timed(LOGINS, CONCURRENCY, async (i) => {
    const person = people[i]!;
    const res = await login({ username: String(person.id), password: person.birthdate });
    expectStatus(res, 200, 'POST /api/login (ask for a code)');
  });
  const codes = await Promise.all(people.map((person) => latestCode(app, person.email)));
  const loginCode = await timed(LOGINS, CONCURRENCY, async (i) => {
    const person = people[i]!;
    const res = await login({ username: String(person.id), password: person.birthdate, verificationCode: codes[i] });
    expectStatus(res, 200, 'POST /api/login (with the code)');
    if (!(res.json() as { token?: string }).token) throw new Error('POST /api/login answered no token');
  });
  return { loginAsk, loginCode };
}

function referenceList(app: FastifyInstance): Promise<LatencyFigures> {
  return timed(REFERENCE_CALLS, CONCURRENCY, async () => {
    const res = await app.inject({ method: 'GET', url: '/api/country/list' });
    expectStatus(res, 200, 'GET /api/country/list');
  });
}

async function measure(name: string, db: Db): Promise<Figures> {
  await migrate(db);
  const app = await buildApp({ db, env: { NODE_ENV: 'test', LOG_LEVEL: 'warn' } });
  await app.ready();
  try {
    const figures: Figures = { autosave: await autosave(app), ...(await logins(app, db)), referenceList: await referenceList(app) };
    for (const [call, f] of Object.entries(figures)) console.log(`${name.padEnd(9)} ${call.padEnd(14)} ${describeFigures(f)}`);
    return figures;
  } finally {
    await app.close();
  }
}

async function postgres(): Promise<Figures | { skipped: string }> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    const skipped = `${url} is not reachable (${(error as Error).message})`;
    console.log(`postgres  skipped: ${skipped}`);
    return { skipped };
  }
  try {
    await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    const db = await createPostgresDb({ connectionString: url, schema, poolSize: CONCURRENCY });
    try {
      return await measure('postgres', db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await admin.end();
  }
}

async function main() {
  console.log(`API calls in process, ${CONCURRENCY} at a time: autosave (${SAVES_PER_FORM} saves × ${CONCURRENCY} forms), status login (${LOGINS} applicants), GET /api/country/list (${REFERENCE_CALLS})`);
  const lite = await createPgliteDb();
  let pglite: Figures;
  try {
    pglite = await measure('pglite', lite);
  } finally {
    await lite.close();
  }
  const file = writeFigures('api', { concurrency: CONCURRENCY, engines: { pglite, postgres: await postgres() } });
  console.log(`figures: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

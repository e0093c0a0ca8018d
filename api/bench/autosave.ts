// `npm run bench:autosave -w api` (part of `npm run bench`): the autosave throughput and p99 latency of
// PUT /api/form/{id} with a full draft (issue 3), through the whole app (routing, zod validation, ownership check,
// versioned update), on PGlite and on PostgreSQL (TEST_DATABASE_URL, a throw-away schema). Prints figures; it
// is not a timed test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { createPgliteDb } from '../src/db/pglite';
import { createPostgresDb, quoteIdent } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { completeDraft } from '../src/routes/form/complete-draft';

const SAVES_PER_FORM = Number(process.env.BENCH_SAVES ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function measure(name: string, db: Db) {
  await migrate(db);
  const app = await buildApp({ db, env: { NODE_ENV: 'test' } });
  await app.ready();
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const created = await app.inject({ method: 'POST', url: '/api/form', payload: { Firstname: 'Bench' } });
      const { id, key } = created.json() as { id: number; key: string };
      for (let i = 0; i < SAVES_PER_FORM; i += 1) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: completeDraft({ _version: i + 1, Birthplace: `Fremantle ${i}` }) });
        latencies.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`PUT answered ${res.statusCode}: ${res.body}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(10)} ${latencies.length} saves, ${CONCURRENCY} forms in parallel: ${(latencies.length / seconds).toFixed(0)} saves/s, ` +
      `p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies[latencies.length - 1]!.toFixed(1)} ms`,
  );
}

async function main() {
  console.log('autosave: PUT /api/form/{id} with a full draft');
  const lite = await createPgliteDb();
  try {
    await measure('pglite', lite);
  } finally {
    await lite.close();
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres   skipped: ${url} is not reachable (${(error as Error).message})`);
    return;
  }
  try {
    await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
    const db = await createPostgresDb({ connectionString: url, schema, poolSize: CONCURRENCY });
    try {
      await measure('postgres', db);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

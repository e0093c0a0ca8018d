// `npm run bench:load -w api` (part of `npm run bench`; issue 10): a load test on loopback with autocannon.
// Two API processes (the built server, api/dist/server.cjs, as deployed) share one PostgreSQL database made
// for the run. 200 applicants each autosave their draft every 2 s for 60 s, their saves alternating between the
// two processes, each save carrying the version the previous one was acknowledged with and a sequence number
// that only goes up; status logins (POST /api/login, a code asked for) run beside them at a steady rate.
// Afterwards the database must hold, for every applicant, the draft of its last acknowledged save (zero lost
// updates), and no call may have failed. Prints throughput, p50/p99 latency and the API processes' memory (RSS,
// sampled every second), writes docs/bench/load.json, and exits non-zero if a check failed. Bounded: the
// load runs for LOAD_SECONDS (60), everything stops by itself, the database is dropped.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Autocannon from 'autocannon';
import pg from 'pg';
import { createPostgresDb, quoteIdent } from '../src/db/postgres';
import { completeDraft } from '../src/routes/form/complete-draft';
import { insertApplicant, type ApplicantFixture } from '../src/test/people-fixtures';
import { writeFigures } from './stats';

const APPLICANTS = Number(process.env.LOAD_APPLICANTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SAVE_EVERY_SECONDS = 2;
/** status logins a second, per API process */
const LOGINS_PER_SECOND = Number(process.env.LOAD_LOGINS_PER_SECOND ?? 2);
const FIRST_PORT = Number(process.env.LOAD_PORT ?? 7391);
const PORTS = [FIRST_PORT, FIRST_PORT + 1] as const;
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER = path.resolve(__dirname, '../dist/server.cjs');
// a benchmark-only package, installed in bench/ (not a workspace) by `npm run bench`: decision 045
const autocannon = createRequire(path.resolve(__dirname, '../../bench/package.json'))('autocannon') as typeof Autocannon;

// each process makes APPLICANTS / SAVE_EVERY_SECONDS / 2 saves a second: one connection per save a second
const CONNECTIONS_PER_PROCESS = APPLICANTS / SAVE_EVERY_SECONDS / 2;
/** Connections of one process start in this many groups spread over a second, not all on the same tick. */
const GROUPS = 5;
if (!Number.isInteger(CONNECTIONS_PER_PROCESS / GROUPS)) throw new Error('LOAD_APPLICANTS must be a multiple of 20');

const databaseUrl = (name: string) => {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.href;
};

class ApiProcess {
  readonly child: ChildProcess;
  private readonly log: string[] = [];
  rssSamples: number[] = [];

  constructor(
    readonly port: number,
    dbUrl: string,
  ) {
    this.child = spawn(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => this.log.push(...chunk.toString().split('\n').filter(Boolean));
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async healthy(timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child.exitCode !== null) throw new Error(`API on ${this.port} exited:\n${this.log.slice(-20).join('\n')}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`API on ${this.port} did not become healthy:\n${this.log.slice(-20).join('\n')}`);
  }

  /** Resident memory of the process (Linux /proc), in MB. */
  sampleRss() {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${this.child.pid}/status`, 'utf8'))?.[1]);
      if (kb) this.rssSamples.push(kb / 1024);
    } catch {
      // not on Linux, or the process has gone
    }
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}

interface Applicant {
  id: number;
  key: string;
  version: number;
  /** sequence number of the last save sent, and of the last one acknowledged */
  sent: number;
  acked: number;
  inFlight: boolean;
}

/** What autocannon keeps per connection between a save's request and its answer. */
interface SaveContext {
  applicant: Applicant;
  seq: number;
}

const birthplace = (seq: number) => `Fremantle ${seq}`;

async function createApplicants(apis: readonly ApiProcess[]): Promise<Applicant[]> {
  const applicants: Applicant[] = [];
  for (let i = 0; i < APPLICANTS; i++) {
    const res = await fetch(`${apis[i % 2]!.url}/api/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completeDraft({ Birthplace: birthplace(0) })),
    });
    if (!res.ok) throw new Error(`POST /api/form answered ${res.status}: ${await res.text()}`);
    const { id, key, form } = (await res.json()) as { id: number; key: string; form: { _version: number } };
    applicants.push({ id, key, version: form._version, sent: 0, acked: 0, inFlight: false });
  }
  return applicants;
}

interface Outcome {
  calls: number;
  failures: string[];
}

/**
 * The autosaves sent to one process: its k-th save goes to applicant k mod APPLICANTS (k starts at the process's
 * offset). Both processes send APPLICANTS / 4 saves a second, so each visits every applicant every
 * 2 × SAVE_EVERY_SECONDS; their offsets are half the applicants apart, so an applicant's saves alternate between
 * the processes, SAVE_EVERY_SECONDS apart. autocannon paces each connection to one request a second, on a tick
 * of its own: the connections start in GROUPS groups a fraction of a second apart, as applicants would.
 */
function autosaveRun(api: ApiProcess, applicants: Applicant[], offset: number, outcome: Outcome): Promise<Autocannon.Result[]> {
  const counter = { k: offset };
  const group = (g: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, (g * 1000) / GROUPS)).then(() =>
      autocannon({
        url: api.url,
        connections: CONNECTIONS_PER_PROCESS / GROUPS,
        connectionRate: 1,
        duration: SECONDS,
        requests: [
          {
            method: 'PUT',
            setupRequest: (request, context) => {
              const applicant = applicants[counter.k++ % APPLICANTS]!;
              // the previous save of this applicant has not been answered: this one would be a conflict in the
              // browser too, which waits for the answer; counted as a failure of the load test
              if (applicant.inFlight) outcome.failures.push(`applicant ${applicant.id}: save sent before the previous one was answered`);
              applicant.sent += 1;
              applicant.inFlight = true;
              Object.assign(context, { applicant, seq: applicant.sent } satisfies SaveContext);
              return {
                ...request,
                path: `/api/form/${applicant.id}`,
                headers: { 'content-type': 'application/json', formkey: applicant.key },
                body: JSON.stringify(completeDraft({ _version: applicant.version, Birthplace: birthplace(applicant.sent) })),
              };
            },
            onResponse: (status, body, context) => {
              const { applicant, seq } = context as SaveContext;
              applicant.inFlight = false;
              outcome.calls += 1;
              if (status !== 200) {
                outcome.failures.push(`applicant ${applicant.id} save ${seq}: HTTP ${status} ${body.slice(0, 200)}`);
                return;
              }
              applicant.version = (JSON.parse(body) as { form: { _version: number } }).form._version;
              applicant.acked = seq;
            },
          },
        ],
      }),
    );
  return Promise.all(Array.from({ length: GROUPS }, (_, g) => group(g)));
}

function loginRun(api: ApiProcess, people: ApplicantFixture[], next: { i: number }, outcome: Outcome) {
  return autocannon({
    url: api.url,
    connections: LOGINS_PER_SECOND,
    connectionRate: 1,
    // each applicant logs in once (the login limits count per applicant): as many logins as a steady rate makes
    amount: LOGINS_PER_SECOND * SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const person = people[next.i++ % people.length]!;
          return {
            ...request,
            path: '/api/login',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: String(person.id), password: person.birthdate }),
          };
        },
        onResponse: (status, body) => {
          outcome.calls += 1;
          if (status !== 200) outcome.failures.push(`login: HTTP ${status} ${body.slice(0, 200)}`);
        },
      },
    ],
  });
}

type Result = Autocannon.Result;

/** Latency and throughput of runs made side by side (autocannon reports each run's own percentiles). */
function combined(results: Result[]) {
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  return {
    calls: total,
    perSecond: Math.round((total / seconds) * 10) / 10,
    // the worst run's percentile (autocannon gives each run's own): an upper bound of the combined one
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    maxMs: Math.max(...results.map((r) => r.latency.max)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
  };
}

async function main() {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`node tools/build.mjs api\` first`);
  const admin = new pg.Client({ connectionString: BASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`load test skipped: ${BASE_URL} is not reachable (${(error as Error).message})`);
    writeFigures('load', { skipped: `PostgreSQL at ${BASE_URL} not reachable` });
    return;
  }
  const dbName = `msic_load_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${quoteIdent(dbName)}`);
  const apis: ApiProcess[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    // one after the other: the first one migrates the new database
    for (const port of PORTS) {
      const api = new ApiProcess(port, databaseUrl(dbName));
      apis.push(api);
      await api.healthy();
    }
    const applicants = await createApplicants(apis);
    const db = await createPostgresDb({ connectionString: databaseUrl(dbName), poolSize: 4 });
    const people: ApplicantFixture[] = [];
    try {
      for (let i = 0; i < LOGINS_PER_SECOND * SECONDS * 2 + 10; i++) people.push(await insertApplicant(db));
    } finally {
      await db.close();
    }

    console.log(
      `load: ${APPLICANTS} applicants autosaving every ${SAVE_EVERY_SECONDS} s for ${SECONDS} s (alternating between API processes on ${PORTS.join(' and ')}) ` +
        `and ${LOGINS_PER_SECOND * 2} status logins a second, on PostgreSQL (database ${dbName})`,
    );
    const saves: Outcome = { calls: 0, failures: [] };
    const logins: Outcome = { calls: 0, failures: [] };
    sampler = setInterval(() => apis.forEach((api) => api.sampleRss()), 1_000);
    apis.forEach((api) => api.sampleRss());
    const next = { i: 0 };
    const [save1, save2, login1, login2] = await Promise.all([
      autosaveRun(apis[0]!, applicants, 0, saves),
      autosaveRun(apis[1]!, applicants, APPLICANTS / 2, saves),
      loginRun(apis[0]!, people, next, logins),
      loginRun(apis[1]!, people, next, logins),
    ]);
    clearInterval(sampler);
    // a save still unanswered when the run stopped may land after it: let the servers finish
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const check = new pg.Client({ connectionString: databaseUrl(dbName) });
    await check.connect();
    let rows: { id: number; birthplace: string }[];
    try {
      rows = (await check.query<{ id: number; birthplace: string }>(`SELECT id, data->>'Birthplace' AS birthplace FROM draft_form WHERE id = ANY($1)`, [applicants.map((a) => a.id)])).rows;
    } finally {
      await check.end();
    }
    const stored = new Map(rows.map((row) => [Number(row.id), row]));
    const lost: string[] = [];
    let unansweredAtStop = 0;
    for (const applicant of applicants) {
      const row = stored.get(applicant.id);
      const acceptable = [birthplace(applicant.acked)];
      // the last save was sent but the run ended before its answer: either draft is right
      if (applicant.inFlight) {
        unansweredAtStop += 1;
        acceptable.push(birthplace(applicant.sent));
      }
      if (!row || !acceptable.includes(row.birthplace)) lost.push(`applicant ${applicant.id}: stored "${row?.birthplace}", last acknowledged "${birthplace(applicant.acked)}"`);
    }
    const minAcked = Math.min(...applicants.map((a) => a.acked));

    const autosave = combined([...save1, ...save2]);
    const login = combined([login1, login2]);
    const rss = apis.map((api) => ({
      port: api.port,
      startMb: Math.round(api.rssSamples[0] ?? 0),
      maxMb: Math.round(Math.max(...api.rssSamples)),
      endMb: Math.round(api.rssSamples[api.rssSamples.length - 1] ?? 0),
    }));
    const checks = {
      errors: autosave.errors + login.errors + saves.failures.length + logins.failures.length,
      lostUpdates: lost.length,
      applicantsChecked: applicants.length,
      savesPerApplicantAtLeast: minAcked,
      unansweredAtStop,
    };
    const line = (name: string, f: ReturnType<typeof combined>) =>
      `  ${name.padEnd(12)} ${f.calls} calls, ${f.perSecond}/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms, ${f.errors} errors, ${f.non2xx} non-2xx`;
    console.log(line('autosave', autosave));
    console.log(line('status login', login));
    for (const r of rss) console.log(`  API :${r.port}    RSS ${r.startMb} MB at start, ${r.maxMb} MB at most, ${r.endMb} MB at the end`);
    console.log(
      `  checks       ${checks.errors} errors, ${checks.lostUpdates} lost updates over ${checks.applicantsChecked} applicants ` +
        `(each saved at least ${minAcked} times; ${unansweredAtStop} saves unanswered when the run stopped)`,
    );
    for (const failure of [...saves.failures, ...logins.failures, ...lost].slice(0, 10)) console.log(`    ${failure}`);
    const file = writeFigures('load', {
      setup: { applicants: APPLICANTS, seconds: SECONDS, saveEverySeconds: SAVE_EVERY_SECONDS, loginsPerSecond: LOGINS_PER_SECOND * 2, apiProcesses: 2, database: 'PostgreSQL' },
      autosave,
      login,
      rss,
      checks,
    });
    console.log(`figures: ${file}`);
    if (checks.errors || checks.lostUpdates) process.exitCode = 1;
  } finally {
    if (sampler) clearInterval(sampler);
    await Promise.all(apis.map((api) => api.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(dbName)} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// `npm run bench:probe -w api` (issue 40): the probe of issue 40 run again against the built server (api/dist/server.cjs,
// as deployed), on a PostgreSQL schema of its own and a Redis database of its own, over HTTP. Prints:
// - per staff account, what a burst of 20 concurrent wrong sign-ins from one address is answered (401 / 429) and
//   whether the account ends locked (the right password and code are then refused);
// - how many charges are taken for drafts the conversion refuses (an operational need 99999, an access frequency 2^31);
// - what one client rotating X-Forwarded-For gets of staff sign-ins and tracker lookups behind TRUST_PROXY=uniquelocal;
// - which unsafe production settings the server refuses to start with, and the first line of its message.
// Bounded: every server it starts is stopped, the schema is dropped. Needs `npm run build -w api` first.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { COMPANY_IDS } from 'shared-contracts';
import pg from 'pg';
import { createPostgresDb, quoteIdent } from '../src/db/postgres';
import { migrate } from '../src/db/migrate';
import { DEV_DATA_ENCRYPTION_KEY } from '../src/env';
import { dataKey } from '../src/lib/id-number-crypto';
import { hashPassword } from '../src/lib/staff-auth/password';
import { newTotpSecret, totpCode } from '../src/lib/staff-auth/totp';
import { createStaffRepository } from '../src/repositories/staff';
import { completeDraft } from '../src/routes/form/complete-draft';

const SERVER = path.resolve(__dirname, '../dist/server.cjs');
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.PROBE_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const ORIGIN = 'http://localhost:3000';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The built server with `env`; resolves once it answers /api/health, or with its exit and output when it stops first. */
async function startServer(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; url: string } | { exit: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return { exit: child.exitCode, output };
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function signInBursts(url: string, accounts: { email: string; password: string; secret: string }[]): Promise<void> {
  console.log('\nA burst of 20 concurrent wrong sign-ins from one address, per account (TRUST_PROXY=1, one address per burst):');
  for (const [i, account] of accounts.entries()) {
    const address = `198.51.100.${i + 10}`;
    const signIn = (password: string, code: string) =>
      fetch(`${url}/api/staff/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': address }, body: JSON.stringify({ email: account.email, password, code }) });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => signIn('wrong password 0000', '000000').then((r) => r.status)));
    const right = await signIn(account.password, totpCode(account.email, account.secret, new Date()));
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(`  account ${i + 1}: ${count(401)} × 401, ${count(429)} × 429, others ${20 - count(401) - count(429)}; the right password and code after it: ${right.status} (${right.status === 429 ? 'locked' : 'UNLOCKED'})`);
  }
}

/** One client that rotates X-Forwarded-For, behind no proxy, against TRUST_PROXY=uniquelocal (docker-compose.yml's). */
async function rotatingForwardedFor(url: string): Promise<void> {
  const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${(i % 250) + 1}` });
  const signIns = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      fetch(`${url}/api/staff/session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, ...forged(i) }, body: JSON.stringify({ email: `rotating.${i}@staff.test`, password: 'guess guess guess', code: '123456' }) }).then((r) => r.status),
    ),
  );
  const lookups: number[] = [];
  for (let i = 0; i < 70; i++) {
    const res = await fetch(`${url}/api/people/tracker`, { method: 'POST', headers: { 'content-type': 'application/json', ...forged(i) }, body: JSON.stringify({ VepNumber: `VEP${String(2_000_000 + i)}`, Birthday: '1980-01-01' }) });
    lookups.push(res.status);
  }
  console.log('\nOne client rotating X-Forwarded-For (TRUST_PROXY=uniquelocal):');
  console.log(`  30 staff sign-ins at once: ${signIns.filter((s) => s === 429).length} × 429`);
  console.log(`  70 tracker lookups of different people: ${lookups.filter((s) => s === 429).length} × 429`);
}

async function unissuableCharges(url: string, db: Awaited<ReturnType<typeof createPostgresDb>>): Promise<void> {
  const card = { cardName: 'Jane O Brien', cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };
  const drafts = [
    ['operational need 99999', completeDraft({ OperationalNeedId: 99999 })],
    ['access frequency 2^31', completeDraft({ ExtraData: { ...completeDraft().ExtraData, OpNeedAccessFreq: 2 ** 31 } })],
  ] as const;
  console.log('\nPayments of drafts the conversion refuses:');
  let charged = 0;
  for (const [name, draft] of drafts) {
    const created = (await (await fetch(`${url}/api/form`, { method: 'POST', headers: { 'content-type': 'application/json', company: 'msic' }, body: JSON.stringify({ Firstname: 'Jane', _stepCompleted: 0 }) })).json()) as { id: number; key: string };
    const headers = { 'content-type': 'application/json', formkey: created.key };
    await fetch(`${url}/api/form/${created.id}`, { method: 'PUT', headers, body: JSON.stringify({ ...draft, _version: 1 }) });
    const paid = await fetch(`${url}/api/form/${created.id}/payment`, { method: 'POST', headers, body: JSON.stringify(card) });
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM form_payment WHERE draft_form_id = $1 AND status IN ('paid', 'pending', 'refund_due', 'refunded')`, [created.id]);
    charged += row?.n ?? 0;
    console.log(`  ${name}: payment answered ${paid.status}, charges taken ${row?.n ?? 0}`);
  }
  console.log(`  charges for unissuable drafts: ${charged} of ${drafts.length}`);
}

/** An environment production accepts (as api/src/test/production-env.ts), with this run's database and Redis. */
function safeProduction(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_SECRET: 'a-random-production-secret-of-more-than-32-chars',
    DATA_ENCRYPTION_KEY: '5c0e9a7b31d24f86a0b9c7e2d15f3a48e6b2907c4d1a8f35b7e0c9d264a1f83b',
    PAYMENT_GATEWAY_URL: 'https://gateway.example.com/1',
    PAYMENT_GATEWAY_SECRET: 'sk_live_0123456789abcdef',
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_FROM: 'MSIC Card Online <no-reply@msic.example.com.au>',
    ENQUIRIES_TO: 'enquiries@msic.example.com.au',
    PUBLIC_SITE_URL: 'https://www.msic.example.com.au',
    OPERATOR_TOKENS: 'office=0123456789abcdef0123456789abcdef01',
    SUPPLIER_ABNS: COMPANY_IDS.map((id) => `${id}=10474582823`).join(','),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
  };
}

async function productionRefusals(databaseUrl: string): Promise<void> {
  const safe = safeProduction(databaseUrl);
  const unsafe: [string, Record<string, string | undefined>][] = [
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }],
    ['STAFF_ORIGINS=https://*', { STAFF_ORIGINS: 'https://*' }],
    ['CORS_ORIGINS=https://*', { CORS_ORIGINS: 'https://*' }],
    ['APP_SECRET of one repeated character', { APP_SECRET: 'x'.repeat(48) }],
    ['APP_SECRET equal to DATA_ENCRYPTION_KEY', { APP_SECRET: safe.DATA_ENCRYPTION_KEY }],
    ['an all-zero DATA_ENCRYPTION_KEY', { DATA_ENCRYPTION_KEY: '0'.repeat(64) }],
    ['PUBLIC_SITE_URL over http', { PUBLIC_SITE_URL: 'http://www.msic.example.com.au' }],
    ['PAYMENT_GATEWAY_URL over http', { PAYMENT_GATEWAY_URL: 'http://gateway.example.com/1' }],
    ['no REDIS_URL', { REDIS_URL: undefined }],
    ['no DATABASE_URL', { DATABASE_URL: undefined }],
  ];
  console.log('\nProduction settings (NODE_ENV=production, every other setting one production accepts):');
  for (const [name, change] of unsafe) {
    const env: Record<string, string | undefined> = { ...safe, ...change };
    const started = await startServer(env);
    if ('child' in started) {
      await stop(started.child);
      console.log(`  ${name}: STARTED`);
    } else {
      const line = started.output.split('\n').find((l) => l.trim().startsWith('- '))?.trim().slice(2) ?? started.output.trim();
      console.log(`  ${name}: refused (exit ${started.exit}): ${line}`);
    }
  }
  const accepted = await startServer(safe);
  if ('child' in accepted) {
    await stop(accepted.child);
    console.log('  all of them safe: starts');
  } else console.log(`  all of them safe: did not start: ${accepted.output}`);
}

async function main(): Promise<void> {
  const schema = `probe_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE SCHEMA ${quoteIdent(schema)}`);
  const databaseUrl = `${BASE_URL}${BASE_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const db = await createPostgresDb({ connectionString: BASE_URL, schema, poolSize: 2 });
  let server: ChildProcess | undefined;
  try {
    await migrate(db);
    const staff = createStaffRepository(db, dataKey(DEV_DATA_ENCRYPTION_KEY));
    const accounts = await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => {
        const account = { email: `probe.${i}.${randomBytes(3).toString('hex')}@staff.test`, password: `pw-${randomBytes(9).toString('base64url')}`, secret: newTotpSecret() };
        await staff.upsertEnrolled({ email: account.email, name: `Probe ${i}`, role: 'officer', totpSecret: account.secret, passwordHash: await hashPassword(account.password) }, new Date());
        return account;
      }),
    );
    const started = await startServer({ NODE_ENV: 'development', DATABASE_URL: databaseUrl, REDIS_URL, TRUST_PROXY: '1', STAFF_ORIGINS: ORIGIN });
    if (!('child' in started)) throw new Error(`the server did not start: ${started.output}`);
    server = started.child;
    await signInBursts(started.url, accounts);
    await unissuableCharges(started.url, db);
    await stop(server);
    server = undefined;
    const behindProxy = await startServer({ NODE_ENV: 'development', DATABASE_URL: databaseUrl, REDIS_URL, TRUST_PROXY: 'uniquelocal', STAFF_ORIGINS: ORIGIN });
    if (!('child' in behindProxy)) throw new Error(`the server did not start: ${behindProxy.output}`);
    server = behindProxy.child;
    await rotatingForwardedFor(behindProxy.url);
    await stop(server);
    server = undefined;
    await productionRefusals(databaseUrl);
  } finally {
    if (server) await stop(server);
    await db.close();
    await admin(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../app';
import { OPERATOR_HEADERS } from '../../test/app';
import { engines, type TestDatabase } from '../../test/engines';
import { insertApplicant } from '../../test/people-fixtures';
import { startSmtpCatcher } from '../../test/smtp-catcher';

/**
 * Issue 16, "no mail lost": every mail is written to the outbox with the change that causes it; the worker of each
 * API process sends it through SMTP, retries with backoff, carries on after a restart, never sends one mail from
 * two replicas, and marks a mail failed after its last try; /api/health reports the backlog. A real SMTP server
 * (smtp-server) stands for the relay; the retry delays are shortened.
 */
const FAST = { pollMs: 50, retryDelaysMs: [200, 200], leaseMs: 5_000 } as const;

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface OutboxRow extends Record<string, unknown> {
  id: number;
  attempts: number;
  sent_at: unknown;
  failed_at: unknown;
  error: string | null;
}

describe.each(engines)('the mail outbox worker on $name', (engine) => {
  let test: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const apps: FastifyInstance[] = [];

  const start = async (options: Partial<BuildAppOptions> = {}) => {
    const app = await buildApp({ db: test.db, env: { SMTP_URL: smtp.url }, mail: FAST, ...options });
    await app.ready();
    apps.push(app);
    return app;
  };
  const outbox = (to: string) => test.db.query<OutboxRow>('SELECT id, attempts, sent_at, failed_at, error FROM mail_outbox WHERE to_address = $1', [to]);
  const health = async (app: FastifyInstance) => ((await app.inject({ method: 'GET', url: '/api/health', headers: OPERATOR_HEADERS })).json() as { mail: Record<string, unknown> }).mail;

  beforeAll(async () => {
    test = await engine.createSeeded();
    smtp = await startSmtpCatcher();
  }, 60_000);
  afterEach(async () => {
    smtp.refusing = false;
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await smtp?.close();
    await test?.drop();
  });

  it('a mail whose SMTP send fails is sent on a later try, and survives an API restart', async () => {
    const person = await insertApplicant(test.db);
    smtp.refusing = true;
    const first = await start();
    // the verification code of a login: written with the code, in one transaction
    const login = await first.inject({ method: 'POST', url: '/api/login', payload: { username: String(person.id), password: person.birthdate } });
    expect(login.statusCode).toBe(200);
    await until(async () => (await outbox(person.email))[0]?.error != null);
    expect((await outbox(person.email))[0]).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(await health(first)).toMatchObject({ delivery: 'smtp', backlog: 1, failed: 0, oldestWaitingSeconds: expect.any(Number) });

    // the API restarts (the first process stops before the retry is due); the relay is back
    await first.close();
    apps.splice(0);
    smtp.refusing = false;
    const second = await start();
    await until(async () => (await outbox(person.email))[0]?.sent_at != null);
    expect((await outbox(person.email))[0]).toMatchObject({ attempts: 2, failed_at: null, error: null });
    const delivered = smtp.mails.filter((m) => m.to.includes(person.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toMatch(/Your verification code is \d{6}/);
    expect(await health(second)).toMatchObject({ backlog: 0, failed: 0, oldestWaitingSeconds: null });
  }, 30_000);

  it("issue 39: each mail is sent in its variant's name, from MAIL_FROM's address", async () => {
    const app = await start({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'MSIC Card Online <no-reply@cards.example>' } });
    const to = (company: string) => `sender-${company}-${Date.now()}@example.com`;
    const bne = to('bne');
    const spa = to('spa');
    await app.mail.send({ kind: 'confirmation', company: 'bne', to: bne, subject: 'Your ASIC application', text: 'Brisbane Airport' });
    await app.mail.send({ kind: 'notification', company: 'spa', to: spa, subject: 'Your induction', text: 'Southern Ports' });
    await until(() => smtp.mails.some((m) => m.to.includes(bne)) && smtp.mails.some((m) => m.to.includes(spa)));
    const fromOf = (address: string) => /^From: (.*)$/m.exec(smtp.mails.find((m) => m.to.includes(address))!.raw)?.[1];
    expect(fromOf(bne)).toBe('Brisbane Airport <no-reply@cards.example>');
    expect(fromOf(spa)).toBe('Southern Ports Authority <no-reply@cards.example>');
  }, 30_000);

  it('marks a mail failed after its last try, and health counts it', async () => {
    smtp.refusing = true;
    const app = await start();
    const to = `never-${Date.now()}@example.com`;
    await app.mail.send({ kind: 'notification', company: 'msic', to, subject: 'Hello', text: 'Body' });
    await until(async () => (await outbox(to))[0]?.failed_at != null);
    const [row] = await outbox(to);
    expect(row).toMatchObject({ attempts: FAST.retryDelaysMs.length + 1, sent_at: null, error: expect.stringContaining('451') });
    expect(await health(app)).toMatchObject({ backlog: 0, failed: expect.any(Number) });
    expect(((await health(app)).failed as number) >= 1).toBe(true);
  }, 30_000);

  it('two replicas share the outbox without sending any mail twice', async () => {
    const [a, b] = [await start(), await start()];
    const to = (i: number) => `replica-${i}-${Date.now()}@example.com`;
    const addresses = Array.from({ length: 20 }, (_, i) => to(i));
    await Promise.all(addresses.map((address, i) => (i % 2 ? a : b).mail.send({ kind: 'notification', company: 'msic', to: address, subject: `Mail ${i}`, text: 'Body' })));
    await until(() => addresses.every((address) => smtp.mails.some((m) => m.to.includes(address))));
    // a last pass of each replica finds nothing left to send
    await Promise.all([a.mail.worker!.runOnce(), b.mail.worker!.runOnce()]);
    for (const address of addresses) expect(smtp.mails.filter((m) => m.to.includes(address))).toHaveLength(1);
  }, 30_000);

  it('a mail written in a transaction that fails is never sent: the mail exists exactly when its change does', async () => {
    const app = await start();
    const to = `rolled-back-${Date.now()}@example.com`;
    await expect(
      test.db.transaction(async (tx) => {
        await app.mail.send({ kind: 'notification', company: 'msic', to, subject: 'Hello', text: 'Body' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await app.mail.worker!.runOnce();
    expect(await outbox(to)).toEqual([]);
    expect(smtp.mails.some((m) => m.to.includes(to))).toBe(false);
  });
});

import { buildApp } from './app';
import { DEV_APP_SECRET, DEV_DATA_ENCRYPTION_KEY, DEV_OPERATOR_TOKEN, EnvError, parseEnv } from './env';
import { engines, type TestDatabase } from './test/engines';
import { SAFE_PRODUCTION_ENV } from './test/production-env';

/**
 * Issue 16, "production refuses what is unsafe": with NODE_ENV=production the API does not start on a setting
 * that is only safe on a developer's machine, and says which one. One row per setting; every row starts from an
 * environment production accepts and spoils one thing.
 */
const UNSAFE: Array<[string, Record<string, string | undefined>, RegExp]> = [
  ['the sandbox payment processor (no gateway configured)', { PAYMENT_GATEWAY_URL: undefined, PAYMENT_GATEWAY_SECRET: undefined }, /PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET: production cannot take payments through the sandbox/],
  ['no SMTP (mail would stay in the outbox)', { SMTP_URL: undefined }, /SMTP_URL: production cannot keep mail in the outbox only/],
  ['the development mailbox turned on', { DEV_MAILBOX: 'true' }, /DEV_MAILBOX: the development mailbox cannot be turned on in production/],
  ['the development sender', { MAIL_FROM: undefined }, /MAIL_FROM: the development sender/],
  ['the development office inbox', { ENQUIRIES_TO: undefined }, /ENQUIRIES_TO: the development office inbox/],
  ['the development APP_SECRET', { APP_SECRET: DEV_APP_SECRET }, /APP_SECRET: the development secret/],
  ['no APP_SECRET (the development default)', { APP_SECRET: undefined }, /APP_SECRET: the development secret/],
  ['the development DATA_ENCRYPTION_KEY', { DATA_ENCRYPTION_KEY: DEV_DATA_ENCRYPTION_KEY }, /DATA_ENCRYPTION_KEY: the development key/],
  ['the development operator token', { OPERATOR_TOKENS: `dev=${DEV_OPERATOR_TOKEN}` }, /OPERATOR_TOKENS: the development operator token/],
  ['no PUBLIC_SITE_URL (links in mails would point at localhost)', { PUBLIC_SITE_URL: undefined }, /PUBLIC_SITE_URL: production must name the public address/],
  ['a variant without the ABN its tax invoices need (issue 18)', { SUPPLIER_ABNS: 'msic=10474582823' }, /SUPPLIER_ABNS: a tax invoice must show the supplier's ABN; set company=ABN pairs for asic, /],
  ['a shortened induction (slides would count as taken in before their narration ends)', { INDUCTION_TIME_SCALE: '0.02' }, /INDUCTION_TIME_SCALE: the induction cannot be shortened in production/],
];

describe.each(engines)('production start on $name (issue 16)', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await engine.createSeeded();
  }, 60_000);
  afterAll(() => test?.drop());

  it.each(UNSAFE)('refuses %s, naming it', async (_, change, problem) => {
    const start = buildApp({ db: test.db, env: parseEnv({ ...SAFE_PRODUCTION_ENV, ...change }) });
    await expect(start).rejects.toBeInstanceOf(EnvError);
    await expect(start).rejects.toThrow(problem);
  });

  it('names every problem at once: an empty production environment lists them all', async () => {
    const start = buildApp({ db: test.db, env: parseEnv({ NODE_ENV: 'production' }) });
    const error = (await start.catch((e: unknown) => e)) as EnvError;
    expect(error).toBeInstanceOf(EnvError);
    expect(error.problems.map((p) => p.split(':')[0])).toEqual([
      'PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
      'ENQUIRIES_TO',
      'APP_SECRET',
      'DATA_ENCRYPTION_KEY',
      'PUBLIC_SITE_URL',
      'SUPPLIER_ABNS',
    ]);
  });

  it('starts with real settings, and without the development mailbox', async () => {
    const app = await buildApp({ db: test.db, env: parseEnv(SAFE_PRODUCTION_ENV) });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(404);
      expect(app.env.PUBLIC_SITE_URL).toBe(SAFE_PRODUCTION_ENV.PUBLIC_SITE_URL);
    } finally {
      await app.close();
    }
  });
});

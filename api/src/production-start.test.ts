import { buildApp } from './app';
import { checkEnv, DEV_APP_SECRET, DEV_DATA_ENCRYPTION_KEY, DEV_OPERATOR_TOKEN, EnvError, parseEnv } from './env';
import { engines, useTestDatabase } from './test/engines';
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
  // issue 40
  ['TRUST_PROXY=true (a client picks its own address by sending X-Forwarded-For)', { TRUST_PROXY: 'true' }, /TRUST_PROXY: true believes the X-Forwarded-For of every request.*set the number of proxies in front of the API \(1\) or their addresses/],
  ['a wildcard staff origin (https://*)', { STAFF_ORIGINS: 'https://*' }, /STAFF_ORIGINS: https:\/\/\* lets other sites call the staff API with the session cookie; list each staff front end's origin/],
  ['a wildcard among the staff origins, even of a sub-domain', { STAFF_ORIGINS: 'https://staff.msic.example.com.au,https://*.msic.example.com.au' }, /STAFF_ORIGINS: https:\/\/\*\.msic\.example\.com\.au lets other sites/],
  ['a CORS origin that matches any site (https://*)', { CORS_ORIGINS: 'https://www.msic.example.com.au,https://*' }, /CORS_ORIGINS: https:\/\/\* lets any site call the API from a browser; list the front ends' origins/],
  ['a CORS origin of every host (*)', { CORS_ORIGINS: '*' }, /CORS_ORIGINS: \* lets any site/],
  ['an APP_SECRET of one repeated character', { APP_SECRET: 'x'.repeat(48) }, /APP_SECRET: it has only 1 different character, so tokens and form keys signed with it can be forged; set 32\+ random characters/],
  ['an APP_SECRET of a short repeated unit', { APP_SECRET: 'abcdefgh1234!'.repeat(3) }, /APP_SECRET: it repeats 13 characters/],
  ['an APP_SECRET equal to DATA_ENCRYPTION_KEY', { APP_SECRET: SAFE_PRODUCTION_ENV.DATA_ENCRYPTION_KEY }, /APP_SECRET, DATA_ENCRYPTION_KEY: one value both signs tokens and encrypts identity numbers.*set two different random values/],
  ['an all-zero DATA_ENCRYPTION_KEY', { DATA_ENCRYPTION_KEY: '0'.repeat(64) }, /DATA_ENCRYPTION_KEY: it has only 1 different character, so the identity numbers it encrypts can be read; set 64 random hex digits/],
  ['an operator token that is the APP_SECRET', { OPERATOR_TOKENS: `office=${SAFE_PRODUCTION_ENV.APP_SECRET}` }, /OPERATOR_TOKENS: an operator token is the APP_SECRET/],
  ['PUBLIC_SITE_URL over http', { PUBLIC_SITE_URL: 'http://www.msic.example.com.au' }, /PUBLIC_SITE_URL: the links in mails carry form keys and must not travel in clear; set the https:\/\/ address/],
  ['the card gateway over http', { PAYMENT_GATEWAY_URL: 'http://gateway.example.com/1' }, /PAYMENT_GATEWAY_URL: card numbers must not travel in clear; set the https:\/\/ address of the card gateway/],
  ['the embedded database (no DATABASE_URL)', { DATABASE_URL: undefined }, /DATABASE_URL: production cannot keep its data in the embedded database of one process; set DATABASE_URL=postgres:.*or SINGLE_INSTANCE=true/],
  ['rate limits in the process (no REDIS_URL)', { REDIS_URL: undefined }, /REDIS_URL: without Redis each API process counts rate limits on its own.*set REDIS_URL=redis:.*or SINGLE_INSTANCE=true/],
];

/** What production accepts beside them: each row starts from SAFE_PRODUCTION_ENV and changes one thing (issue 40). */
const ACCEPTED: Array<[string, Record<string, string | undefined>]> = [
  ['one proxy in front (TRUST_PROXY=1)', { TRUST_PROXY: '1' }],
  ['the proxies by range (TRUST_PROXY=uniquelocal)', { TRUST_PROXY: 'uniquelocal' }],
  ['company sub-domains of its own domain in CORS_ORIGINS', { CORS_ORIGINS: 'https://www.msic.example.com.au,https://*.msic.example.com.au' }],
  ['one process on one machine, on the embedded database and in-process limits (SINGLE_INSTANCE=true)', { DATABASE_URL: undefined, REDIS_URL: undefined, SINGLE_INSTANCE: 'true' }],
];

describe.each(engines)('production start on $name (issue 16)', (engine) => {
  const test = useTestDatabase(engine, 'seeded');

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
      'DATABASE_URL',
      'REDIS_URL',
      'SUPPLIER_ABNS',
    ]);
  });

  it.each(ACCEPTED)('accepts %s', (_, change) => {
    expect(() => checkEnv(parseEnv({ ...SAFE_PRODUCTION_ENV, ...change }))).not.toThrow();
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

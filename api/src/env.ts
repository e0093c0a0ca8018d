import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { COMPANY_IDS, companiesWithoutAbn, parseSupplierAbns } from 'shared-contracts';
import * as z from 'zod/mini';

/**
 * The environment, read once and checked at start-up (epic-stack habit): a wrong or missing value stops the
 * server with the names of what is wrong, instead of failing later on the first request that needs it.
 * Every variable is documented in api/README.md.
 */

/** Allowed only outside production: the server refuses to start in production with it. */
export const DEV_APP_SECRET = 'dev-only-secret-change-me-in-production-0000';
/** Allowed only outside production: the AES-256-GCM key of identity-document numbers at rest (64 hex digits). */
export const DEV_DATA_ENCRYPTION_KEY = 'de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7d';
/** The operator token used outside production when OPERATOR_TOKENS is unset (local runs, tests); refused in production. */
export const DEV_OPERATOR_TOKEN = 'dev-only-operator-token-change-me-0000000';

/** Outside production, the shell's local address when PUBLIC_SITE_URL is unset; production must name its own. */
export const DEV_PUBLIC_SITE_URL = 'http://localhost:3000';
/** The development sender and office inbox (a .localhost domain no mail reaches); production must give real ones. */
export const DEV_MAIL_FROM = 'MSIC Card Online <no-reply@msic.localhost>';
export const DEV_ENQUIRIES_TO = 'enquiries@msic.localhost';
/** Outside production, where an automatic rollback of a canary is mailed when neither the remote nor RELEASE_TEAM_EMAIL names an address. */
export const DEV_RELEASE_TEAM_EMAIL = 'releases@msic.localhost';

/** Local origins of the shell (3000) and the remotes (3001-3005), plus company sub-domains of the shell and of the induction app. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://localhost:3005',
  'http://*.localhost:3000',
  // the induction remote on its own, where induction-only participants of a company variant reach it (spa.localhost:3003)
  'http://*.localhost:3003',
];

/**
 * Outside production, the front ends that may call the staff API with the session cookie: the shell and the console
 * on its own (3006). Staff calls answer CORS for these alone (plugins/external/cors.ts), not for CORS_ORIGINS.
 */
export const DEV_STAFF_ORIGINS = ['http://localhost:3000', 'http://localhost:3006'];

const nonEmpty = (name: string) => z.string().check(z.minLength(1, `${name} must not be empty`));
const urlWith = (name: string, protocols: RegExp, example: string) =>
  z.url({ protocol: protocols, error: `${name} must be a URL like ${example}` });
const integer = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name} must be a number` }).check(
    z.int({ error: `${name} must be a whole number` }),
    z.minimum(min, `${name} must be at least ${min}`),
    z.maximum(max, `${name} must be at most ${max}`),
  );
const commaList = z.pipe(
  z.string(),
  z.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
);
const flag = z.stringbool({ error: 'must be true or false' });

/** proxy-addr's names for address ranges: `uniquelocal` is 10/8, 172.16/12, 192.168/16 and fc00::/7 */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which proxies may tell the client's address (X-Forwarded-For): `false` (none: the address of the connection), a
 * number of proxies in front of the API (`1`: the load balancer; the client is the address it appended), or the
 * proxies' addresses, CIDR ranges and range names (`uniquelocal` for a load balancer on a private network). The
 * client is then the nearest address that is not a trusted proxy, which a client cannot forge. `true` trusts every
 * hop, so a client chooses its address by sending the header: refused in production (issue 40).
 */
const trustProxy = z.pipe(
  z.string(),
  z.transform((value, ctx): boolean | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === 'false') return text === 'true';
    if (/^\d{1,2}$/.test(text) && Number(text) >= 1) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const valid =
      entries.length > 0 &&
      entries.every((entry) => {
        if (PROXY_RANGE_NAMES.has(entry)) return true;
        const [address, bits, ...rest] = entry.split('/');
        return rest.length === 0 && isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
      });
    if (!valid) ctx.issues.push({ code: 'custom', input: value, message: 'TRUST_PROXY must be false, the number of proxies in front of the API (1 to 99), or proxy addresses, CIDR ranges and range names (loopback, linklocal, uniquelocal) separated by commas' });
    return entries;
  }),
);

export const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'test', 'production'], { error: 'NODE_ENV must be development, test or production' }), 'development'),
  PORT: z._default(integer('PORT', 0, 65535), 8080),
  HOST: z._default(nonEmpty('HOST'), '127.0.0.1'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  DATABASE_URL: z.optional(urlWith('DATABASE_URL', /^postgres(ql)?$/, 'postgres://user@host:5432/db')),
  DATA_DIR: z._default(nonEmpty('DATA_DIR'), defaultDataDir()),
  DB_POOL_SIZE: z._default(integer('DB_POOL_SIZE', 1, 200), 10),
  REDIS_URL: z.optional(urlWith('REDIS_URL', /^rediss?$/, 'redis://host:6379')),
  SMTP_URL: z.optional(urlWith('SMTP_URL', /^smtps?$/, 'smtp://user:pass@host:587')),
  /** a Pin Payments style card gateway (services/payment); both unset: the sandbox processor, refused in production */
  PAYMENT_GATEWAY_URL: z.optional(urlWith('PAYMENT_GATEWAY_URL', /^https?$/, 'https://api.pinpayments.com/1')),
  PAYMENT_GATEWAY_SECRET: z.optional(nonEmpty('PAYMENT_GATEWAY_SECRET')),
  APP_SECRET: z._default(z.string().check(z.minLength(32, 'APP_SECRET must be at least 32 characters')), DEV_APP_SECRET),
  /** AES-256-GCM key for identity-document numbers at rest: 32 random bytes as 64 hex digits (openssl rand -hex 32) */
  DATA_ENCRYPTION_KEY: z._default(
    z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'DATA_ENCRYPTION_KEY must be 64 hex digits (32 random bytes: openssl rand -hex 32)')),
    DEV_DATA_ENCRYPTION_KEY,
  ),
  /** the front ends' origins; unset: DEFAULT_CORS_ORIGINS outside production, the origin of PUBLIC_SITE_URL in production */
  CORS_ORIGINS: z.optional(commaList),
  /** the shell's public address, for links in mails; unset: DEV_PUBLIC_SITE_URL outside production, refused in production */
  PUBLIC_SITE_URL: z.optional(urlWith('PUBLIC_SITE_URL', /^https?$/, 'https://www.example.com.au')),
  /**
   * the front ends' rules of which host opens which variant (README: company variants), read here so that a mail or a
   * document links to its variant's own site (issue 39): exact `host=company` pairs, the `<company>.<domain>` rule
   * (on unless `false`), and the company of a host no rule selects
   */
  COMPANY_HOSTS: z.optional(nonEmpty('COMPANY_HOSTS')),
  COMPANY_SUBDOMAINS: z._default(flag, true),
  DEFAULT_COMPANY: z._default(z.enum(COMPANY_IDS, { error: `DEFAULT_COMPANY must be one of ${COMPANY_IDS.join(', ')}` }), 'msic'),
  TRUST_PROXY: z._default(trustProxy, false),
  MAIL_FROM: z._default(nonEmpty('MAIL_FROM'), DEV_MAIL_FROM),
  /** where contact and company-account enquiries are delivered (the office's inbox) */
  ENQUIRIES_TO: z._default(z.email({ error: 'ENQUIRIES_TO must be an email address' }), DEV_ENQUIRIES_TO),
  /**
   * where an automatic rollback of a canary is mailed for a remote that names no team address of its own (issue 42);
   * unset: DEV_RELEASE_TEAM_EMAIL outside production, ENQUIRIES_TO in production
   */
  RELEASE_TEAM_EMAIL: z.optional(z.email({ error: 'RELEASE_TEAM_EMAIL must be an email address' })),
  TOKEN_TTL_SECONDS: z._default(integer('TOKEN_TTL_SECONDS', 60, 86400), 1800),
  /** the development mailbox (/dev/mailbox): unset, on outside production and off in production; true is refused in production */
  DEV_MAILBOX: z.optional(flag),
  /**
   * the share of a slide's narration or reading time the induction server holds a participant to (docs/decisions/017):
   * 1 in service; end-to-end tests shorten it so that a whole programme takes seconds. Refused below 1 in production.
   */
  INDUCTION_TIME_SCALE: z._default(
    z.coerce.number({ error: 'INDUCTION_TIME_SCALE must be a number' }).check(z.minimum(0, 'INDUCTION_TIME_SCALE must be at least 0'), z.maximum(1, 'INDUCTION_TIME_SCALE must be at most 1')),
    1,
  ),
  /**
   * the ABN on each variant's tax invoices, `company=ABN` pairs separated by commas (issue 18): the spec gives no
   * ABN, so the company registry holds none; production refuses to start while a variant has none
   */
  SUPPLIER_ABNS: z.optional(nonEmpty('SUPPLIER_ABNS')),
  /**
   * operator API credentials for automation, `name=token` (an officer) or `name:viewer=token` / `name:officer=token` / `name:releaser=token`
   * pairs separated by commas (tokens 32+ characters); see api/README.md
   */
  OPERATOR_TOKENS: z.optional(
    z.string().check(
      z.regex(
        /^\s*[\w.@-]+(:(viewer|officer|releaser))?=[\x21-\x2b\x2d-\x7e]{32,}\s*(,\s*[\w.@-]+(:(viewer|officer|releaser))?=[\x21-\x2b\x2d-\x7e]{32,}\s*)*$/,
        'OPERATOR_TOKENS must be name=token or name:role=token pairs (role viewer, officer or releaser) separated by commas, each token 32+ characters',
      ),
    ),
  ),
  /**
   * the front-end origins that may call the staff API with the session cookie (credentialed CORS, and the Origin an
   * unsafe call must carry); unset: DEV_STAFF_ORIGINS outside production, the origin of PUBLIC_SITE_URL in production
   */
  STAFF_ORIGINS: z.optional(commaList),
  /**
   * this deployment is one API process on one machine: production then accepts the embedded database (no
   * DATABASE_URL) and rate limits counted in the process (no REDIS_URL), which it refuses otherwise (issue 40)
   */
  SINGLE_INSTANCE: z._default(flag, false),
});

/** The variables as given, checked one by one (what parseEnv returns). */
export type EnvInput = z.output<typeof EnvSchema>;
/** The environment the app runs with: every cross-variable rule checked, every default filled in. */
export type Env = Omit<EnvInput, 'PUBLIC_SITE_URL' | 'STAFF_ORIGINS' | 'CORS_ORIGINS' | 'RELEASE_TEAM_EMAIL'> & {
  PUBLIC_SITE_URL: string;
  STAFF_ORIGINS: string[];
  CORS_ORIGINS: string[];
  RELEASE_TEAM_EMAIL: string;
};

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee api/README.md for every variable.`);
    this.name = 'EnvError';
  }
}

/** A wildcard CORS_ORIGINS may hold in production: `*.` as the first label of a host under a domain of two labels or more. */
const SUBDOMAIN_WILDCARD = /^https?:\/\/\*\.[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i;

/**
 * Why a secret is guessable, if it is (issue 40): few different characters (one repeated character, an all-zero
 * key) or a short unit repeated. `openssl rand -base64 48` and `openssl rand -hex 32` are far from both.
 */
export function weakSecretReason(value: string, alphabet: 'any' | 'hex'): string | null {
  const distinct = new Set(value.toLowerCase()).size;
  const fewest = alphabet === 'hex' ? 8 : 12;
  if (distinct < fewest) return `has only ${distinct} different character${distinct === 1 ? '' : 's'}`;
  for (let unit = 1; unit <= 16 && unit < value.length; unit++) {
    if (value.length % unit === 0 && value.slice(0, unit).repeat(value.length / unit) === value) return `repeats ${unit} characters`;
  }
  return null;
}

/** Low-entropy and reused secrets (issue 40): each secret guards something else, so none may stand in for another. */
function secretProblems(env: Partial<EnvInput>): string[] {
  const problems: string[] = [];
  const secret = env.APP_SECRET && env.APP_SECRET !== DEV_APP_SECRET ? env.APP_SECRET : undefined;
  const key = env.DATA_ENCRYPTION_KEY && env.DATA_ENCRYPTION_KEY.toLowerCase() !== DEV_DATA_ENCRYPTION_KEY ? env.DATA_ENCRYPTION_KEY : undefined;
  const weakSecret = secret && weakSecretReason(secret, 'any');
  if (weakSecret) problems.push(`APP_SECRET: it ${weakSecret}, so tokens and form keys signed with it can be forged; set 32+ random characters (openssl rand -base64 48)`);
  const weakKey = key && weakSecretReason(key, 'hex');
  if (weakKey) problems.push(`DATA_ENCRYPTION_KEY: it ${weakKey}, so the identity numbers it encrypts can be read; set 64 random hex digits (openssl rand -hex 32)`);
  if (secret && key && secret.toLowerCase() === key.toLowerCase()) {
    problems.push('APP_SECRET, DATA_ENCRYPTION_KEY: one value both signs tokens and encrypts identity numbers, so a leak of either is a leak of both; set two different random values');
  }
  const tokens = (env.OPERATOR_TOKENS ?? '').split(',').map((pair) => pair.slice(pair.indexOf('=') + 1).trim());
  if (secret && tokens.includes(secret)) problems.push('OPERATOR_TOKENS: an operator token is the APP_SECRET; give each its own random value');
  return problems;
}

/**
 * What production refuses to start with (issue 16: safe in production by construction). Each problem names its
 * variable and what to set instead; every one is reported at once.
 */
export function productionProblems(env: Partial<EnvInput>): string[] {
  const problems: string[] = [];
  if (!env.PAYMENT_GATEWAY_URL || !env.PAYMENT_GATEWAY_SECRET) {
    problems.push('PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET: production cannot take payments through the sandbox processor; set the card gateway\'s address and secret key');
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL: production cannot keep mail in the outbox only; set the mail relay (smtp://user:pass@host:587)');
  if (env.DEV_MAILBOX === true) problems.push('DEV_MAILBOX: the development mailbox cannot be turned on in production');
  if (!env.MAIL_FROM || env.MAIL_FROM === DEV_MAIL_FROM) problems.push(`MAIL_FROM: the development sender cannot be used in production; set the address mail is sent from`);
  if (!env.ENQUIRIES_TO || env.ENQUIRIES_TO === DEV_ENQUIRIES_TO) problems.push('ENQUIRIES_TO: the development office inbox cannot be used in production; set the inbox that receives enquiries');
  if (!env.APP_SECRET || env.APP_SECRET === DEV_APP_SECRET) {
    problems.push('APP_SECRET: the development secret cannot be used in production; set a random secret of 32+ characters');
  }
  if (!env.DATA_ENCRYPTION_KEY || env.DATA_ENCRYPTION_KEY.toLowerCase() === DEV_DATA_ENCRYPTION_KEY) {
    problems.push('DATA_ENCRYPTION_KEY: the development key cannot be used in production; set 64 random hex digits (openssl rand -hex 32)');
  }
  if (env.OPERATOR_TOKENS?.includes(DEV_OPERATOR_TOKEN)) problems.push('OPERATOR_TOKENS: the development operator token cannot be used in production');
  if (!env.PUBLIC_SITE_URL) problems.push('PUBLIC_SITE_URL: production must name the public address of the site, for the links in mails (https://www.example.com.au)');
  else if (!env.PUBLIC_SITE_URL.startsWith('https://')) problems.push('PUBLIC_SITE_URL: the links in mails carry form keys and must not travel in clear; set the https:// address of the site');
  if (env.PAYMENT_GATEWAY_URL && !env.PAYMENT_GATEWAY_URL.startsWith('https://')) problems.push('PAYMENT_GATEWAY_URL: card numbers must not travel in clear; set the https:// address of the card gateway');
  problems.push(...secretProblems(env));
  if (env.TRUST_PROXY === true) {
    problems.push('TRUST_PROXY: true believes the X-Forwarded-For of every request, so a client picks its own address and its own rate-limit bucket; set the number of proxies in front of the API (1) or their addresses (uniquelocal, 10.0.0.0/8)');
  }
  for (const name of ['CORS_ORIGINS', 'STAFF_ORIGINS'] as const) {
    const wild = (env[name] ?? []).filter((origin) => origin.includes('*') && (name === 'STAFF_ORIGINS' || !SUBDOMAIN_WILDCARD.test(origin)));
    if (wild.length) {
      problems.push(
        name === 'STAFF_ORIGINS'
          ? `STAFF_ORIGINS: ${wild.join(', ')} lets other sites call the staff API with the session cookie; list each staff front end's origin (https://staff.example.com.au)`
          : `CORS_ORIGINS: ${wild.join(', ')} lets any site call the API from a browser; list the front ends' origins, or sub-domains of your own domain (https://*.example.com.au)`,
      );
    }
  }
  if (!env.SINGLE_INSTANCE) {
    if (!env.DATABASE_URL) problems.push('DATABASE_URL: production cannot keep its data in the embedded database of one process; set DATABASE_URL=postgres://user:pass@host:5432/db, or SINGLE_INSTANCE=true for one API process on one machine');
    if (!env.REDIS_URL) problems.push('REDIS_URL: without Redis each API process counts rate limits on its own, so N replicas allow N times each limit; set REDIS_URL=redis://host:6379, or SINGLE_INSTANCE=true for one API process');
  }
  const missingAbns = companiesWithoutAbn(supplierAbnsOrNone(env.SUPPLIER_ABNS));
  if (missingAbns.length) problems.push(`SUPPLIER_ABNS: a tax invoice must show the supplier's ABN; set company=ABN pairs for ${missingAbns.join(', ')}`);
  if (env.INDUCTION_TIME_SCALE !== undefined && env.INDUCTION_TIME_SCALE < 1) {
    problems.push('INDUCTION_TIME_SCALE: the induction cannot be shortened in production (it proves the participant took the slides in)');
  }
  return problems;
}

const supplierAbnsOrNone = (setting: string | undefined) => {
  try {
    return parseSupplierAbns(setting);
  } catch {
    return {};
  }
};

/**
 * Cross-variable rules that the per-variable schema cannot express, then the defaults that depend on NODE_ENV.
 * Also applied to overrides given to buildApp, so a test cannot start a production app that production refuses.
 */
export function checkEnv(env: EnvInput): Env {
  const problems = env.NODE_ENV === 'production' ? productionProblems(env) : [];
  if (Boolean(env.PAYMENT_GATEWAY_URL) !== Boolean(env.PAYMENT_GATEWAY_SECRET)) {
    problems.push('PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_SECRET: set both (the gateway and its secret key) or neither (the sandbox processor)');
  }
  try {
    parseSupplierAbns(env.SUPPLIER_ABNS);
  } catch (error) {
    problems.push(`SUPPLIER_ABNS: ${(error as Error).message}`);
  }
  if (problems.length) throw new EnvError([...new Set(problems)]);
  const publicSiteUrl = env.PUBLIC_SITE_URL ?? DEV_PUBLIC_SITE_URL;
  const production = env.NODE_ENV === 'production';
  const staffOrigins = env.STAFF_ORIGINS ?? (production ? [new URL(publicSiteUrl).origin] : DEV_STAFF_ORIGINS);
  const corsOrigins = env.CORS_ORIGINS ?? (production ? [new URL(publicSiteUrl).origin] : DEFAULT_CORS_ORIGINS);
  const releaseTeamEmail = env.RELEASE_TEAM_EMAIL ?? (production ? env.ENQUIRIES_TO : DEV_RELEASE_TEAM_EMAIL);
  return { ...env, PUBLIC_SITE_URL: publicSiteUrl, STAFF_ORIGINS: staffOrigins, CORS_ORIGINS: corsOrigins, RELEASE_TEAM_EMAIL: releaseTeamEmail };
}

/** Reads the environment (empty strings count as unset) and checks each variable; no cross-variable rule yet. */
export function parseEnv(source: Record<string, string | undefined> = process.env): EnvInput {
  const keys = Object.keys(EnvSchema.shape);
  const input = Object.fromEntries(keys.map((k) => [k, source[k] === '' ? undefined : source[k]]));
  const result = EnvSchema.safeParse(input);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  return result.data;
}

/** Reads the environment, validates it and returns typed values (every rule of checkEnv included). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return checkEnv(parseEnv(source));
}

/**
 * `<repo>/.data/pglite`: the repository root is the nearest folder above this file whose package.json
 * declares workspaces (works from src/ under tsx or jest and from dist/ after the build); outside a
 * checkout (a copied dist/), the current directory.
 */
function defaultDataDir(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && /"workspaces"/.test(readFileSync(pkg, 'utf8'))) return path.join(dir, '.data', 'pglite');
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(process.cwd(), '.data', 'pglite');
    dir = parent;
  }
}

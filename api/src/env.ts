import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  APP_SECRET: z._default(z.string().check(z.minLength(32, 'APP_SECRET must be at least 32 characters')), DEV_APP_SECRET),
  /** AES-256-GCM key for identity-document numbers at rest: 32 random bytes as 64 hex digits (openssl rand -hex 32) */
  DATA_ENCRYPTION_KEY: z._default(
    z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'DATA_ENCRYPTION_KEY must be 64 hex digits (32 random bytes: openssl rand -hex 32)')),
    DEV_DATA_ENCRYPTION_KEY,
  ),
  CORS_ORIGINS: z._default(commaList, DEFAULT_CORS_ORIGINS),
  PUBLIC_SITE_URL: z._default(urlWith('PUBLIC_SITE_URL', /^https?$/, 'https://www.example.com.au'), 'http://localhost:3000'),
  TRUST_PROXY: z._default(flag, false),
  MAIL_FROM: z._default(nonEmpty('MAIL_FROM'), 'MSIC Card Online <no-reply@msic.localhost>'),
  /** where contact and company-account enquiries are delivered (the office's inbox) */
  ENQUIRIES_TO: z._default(z.email({ error: 'ENQUIRIES_TO must be an email address' }), 'enquiries@msic.localhost'),
  TOKEN_TTL_SECONDS: z._default(integer('TOKEN_TTL_SECONDS', 60, 86400), 1800),
  /** the development mailbox (/dev/mailbox): on outside production unless turned off; never in production */
  DEV_MAILBOX: z._default(flag, true),
  /**
   * the share of a slide's narration or reading time the induction server holds a participant to (docs/decisions/017):
   * 1 in service; end-to-end tests shorten it so that a whole programme takes seconds. Refused below 1 in production.
   */
  INDUCTION_TIME_SCALE: z._default(
    z.coerce.number({ error: 'INDUCTION_TIME_SCALE must be a number' }).check(z.minimum(0, 'INDUCTION_TIME_SCALE must be at least 0'), z.maximum(1, 'INDUCTION_TIME_SCALE must be at most 1')),
    1,
  ),
  /** operator API credentials, `name=token` pairs separated by commas (tokens 32+ characters); see api/README.md */
  OPERATOR_TOKENS: z.optional(z.string().check(z.regex(/^\s*[\w.@-]+=[\x21-\x2b\x2d-\x7e]{32,}\s*(,\s*[\w.@-]+=[\x21-\x2b\x2d-\x7e]{32,}\s*)*$/, 'OPERATOR_TOKENS must be name=token pairs separated by commas, each token 32+ characters'))),
});

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee api/README.md for every variable.`);
    this.name = 'EnvError';
  }
}

/** Cross-variable rules that the per-variable schema cannot express. Also applied to overrides given to buildApp. */
export function checkEnv(env: Env): Env {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && env.DEV_MAILBOX && process.env.DEV_MAILBOX === 'true') {
    problems.push('DEV_MAILBOX: the development mailbox cannot be turned on in production');
  }
  if (env.NODE_ENV === 'production' && env.APP_SECRET === DEV_APP_SECRET) {
    problems.push('APP_SECRET: the development secret cannot be used in production; set a random secret of 32+ characters');
  }
  if (env.NODE_ENV === 'production' && env.DATA_ENCRYPTION_KEY.toLowerCase() === DEV_DATA_ENCRYPTION_KEY) {
    problems.push('DATA_ENCRYPTION_KEY: the development key cannot be used in production; set 64 random hex digits (openssl rand -hex 32)');
  }
  if (env.NODE_ENV === 'production' && env.OPERATOR_TOKENS?.includes(DEV_OPERATOR_TOKEN)) {
    problems.push('OPERATOR_TOKENS: the development operator token cannot be used in production');
  }
  if (env.NODE_ENV === 'production' && env.INDUCTION_TIME_SCALE < 1) {
    problems.push('INDUCTION_TIME_SCALE: the induction cannot be shortened in production (it proves the participant took the slides in)');
  }
  if (problems.length) throw new EnvError(problems);
  return env;
}

/** Reads the environment (empty strings count as unset), validates it and returns typed values. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const keys = Object.keys(EnvSchema.shape);
  const input = Object.fromEntries(keys.map((k) => [k, source[k] === '' ? undefined : source[k]]));
  const result = EnvSchema.safeParse(input);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  return checkEnv(result.data);
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

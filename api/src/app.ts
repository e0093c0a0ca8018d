import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { config as zodConfig } from 'zod/mini';
import { en } from 'zod/locales';
import type { Db } from './db';
import { checkEnv, parseEnv, type Env, type EnvInput } from './env';
import cacheControl from './plugins/app/cache-control';
import company from './plugins/app/company';
import dbPlugin from './plugins/app/db';
import errorHandler from './plugins/app/error-handler';
import metrics from './plugins/app/metrics';
import repositories from './plugins/app/repositories';
import services, { type MailServiceOverrides } from './plugins/app/services';
import cors from './plugins/external/cors';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import { HttpError } from './lib/http-error';
import { MESSAGES } from './lib/messages';
import routes from './routes';

export interface BuildAppOptions {
  /** a database to use as it is (tests); otherwise the environment's, opened, migrated and closed with the app */
  db?: Db;
  /** overrides of the environment read from process.env (checked again: production still refuses what is unsafe) */
  env?: Partial<EnvInput>;
  /** true: JSON logs on stdout at LOG_LEVEL; a stream: the same logs into it (tests read them); default off */
  logger?: boolean | { stream: NodeJS.WritableStream; level?: string };
  /** the mail transport and the outbox worker's timing (tests) */
  mail?: MailServiceOverrides;
  /** the clock of the date rules (age, address history, card expiry): the draft model's "today" (tests fix it) */
  now?: () => Date;
}

/** Requests bigger than this are refused with 413; a route that takes a signature image may raise its own. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

// English validation messages for every zod schema the API checks (zod/mini ships without a locale).
zodConfig(en());

/**
 * The app as fastify/demo composes it: external plugins, then app plugins, then routes. Returns the instance
 * before `ready()`, so a test may add a route of its own.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env: Env = checkEnv({ ...parseEnv(), ...options.env });
  const app = Fastify({
    // the database plugin opens PGlite and runs the migrations: past Fastify's 10 s default on two busy cores
    // (issue 21: the e2e system and the dev loop both failed to start with AVV_ERR_PLUGIN_EXEC_TIMEOUT)
    pluginTimeout: 120_000,
    logger: loggerOptions(env, options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // a malformed address (bad percent-encoding, invalid UTF-8) would be refused by the router before any hook ran,
    // so without the security headers: it is routed to a handler that refuses it like every other bad request
    rewriteUrl: (req) => (isDecodablePath(req.url ?? '/') ? (req.url ?? '/') : BAD_URL_PATH),
    // anything else the router refuses: the same §8 answer, never the address echoed back
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'request refused before routing');
      return (reply as FastifyReply).code(400).send({ message: MESSAGES.badUrl });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // bodies are JSON only: a text/plain body gets 415 rather than reaching a schema as a string
  app.removeContentTypeParser('text/plain');
  app.decorate('env', env);
  app.decorate('now', options.now ?? (() => new Date()));

  await app.register(errorHandler);

  await app.register(helmet);
  await app.register(cors);
  await app.register(rateLimit);

  await app.register(dbPlugin, options.db ? { db: options.db } : {});
  await app.register(repositories);
  await app.register(metrics);
  await app.register(company);
  await app.register(cacheControl);
  await app.register(services, options.mail ? { mail: options.mail } : {});

  await app.register(routes);
  app.all(BAD_URL_PATH, async () => {
    throw new HttpError(400, MESSAGES.badUrl);
  });
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it. A number of proxies becomes a function of the hop (0 is the connection's peer):
 * Fastify 5 fails closed on a bare number (decision 013), while `1` behind one load balancer means "the client is
 * the address the balancer appended", which the hop function says (decision 083).
 */
export function trustedProxies(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Where rewriteUrl sends an address the router cannot decode. */
const BAD_URL_PATH = '/__bad-url';

function isDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

/** Personal data never reaches the log: credentials and form keys are redacted, bodies are not logged (logSafeRequest). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.formkey',
  'req.headers.cookie',
  'req.body',
  'err.detail', // PostgreSQL puts row values in the detail of constraint errors
];

/**
 * How a request appears in the log: its route pattern (`/api/foreign-card/:id/:randomId`) rather than the address,
 * since paths and query strings carry link references (`?ref=`, random ids) and reported page addresses; an address
 * no route matched is logged as its path only, cut short.
 */
export function logSafeRequest(request: FastifyRequest): Record<string, unknown> {
  const pattern = request.routeOptions?.url;
  const path = (request.url ?? '').split('?')[0] ?? '';
  return { method: request.method, url: pattern ?? (path.length > 120 ? `${path.slice(0, 120)}…` : path), remoteAddress: request.ip };
}

function loggerOptions(env: Env, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = { level: env.LOG_LEVEL, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req: logSafeRequest } };
  return logger === true ? base : { ...base, level: logger.level ?? base.level, stream: logger.stream };
}

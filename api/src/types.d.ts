import type { Db } from './db';
import type { Env } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
  }
  interface FastifyContextConfig {
    /** the response may be cached publicly for this many seconds (reference data); otherwise no-store */
    publicCacheSeconds?: number;
  }
}

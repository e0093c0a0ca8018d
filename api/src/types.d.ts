import type { Db } from './db';
import type { Env } from './env';
import type { MailService } from './services/mail';
import type { TokenService } from './services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    mail: MailService;
    tokens: TokenService;
    /** the current time of the date rules of the draft model (BuildAppOptions.now) */
    now: () => Date;
  }
  interface FastifyContextConfig {
    /** the response may be cached publicly for this many seconds (reference data); otherwise no-store */
    publicCacheSeconds?: number;
  }
}

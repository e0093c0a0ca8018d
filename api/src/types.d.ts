import type { Db } from './db';
import type { Env } from './env';
import type { DraftFormRepository, InductionRepository, MailOutboxRepository, OperationalNeedRequestRepository, PeopleRepository, StaffRepository } from './repositories';
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
    /** the repositories, one per aggregate (plugins/app/repositories.ts, docs/decisions/041) */
    draftForms: DraftFormRepository;
    people: PeopleRepository;
    inductions: InductionRepository;
    operationalNeedRequests: OperationalNeedRequestRepository;
    mailOutbox: MailOutboxRepository;
    staff: StaffRepository;
  }
  interface FastifyContextConfig {
    /** the response may be cached publicly for this many seconds (reference data); otherwise no-store */
    publicCacheSeconds?: number;
  }
}

import type { Db } from './db';
import type { Env } from './env';
import type { DraftFormRepository, FormPaymentRepository, InductionRepository, MailOutboxRepository, OperationalNeedRequestRepository, PeopleRepository, StaffRepository } from './repositories';
import type { MailService } from './services/mail';
import type { PaymentService } from './services/payment/refunds';
import type { TokenService } from './services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    mail: MailService;
    tokens: TokenService;
    /** the card processor and the refunds owed (services/payment) */
    payments: PaymentService;
    /** the current time of the date rules of the draft model (BuildAppOptions.now) */
    now: () => Date;
    /** the repositories, one per aggregate (plugins/app/repositories.ts, docs/decisions/041) */
    draftForms: DraftFormRepository;
    formPayments: FormPaymentRepository;
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

import type { Db } from './db';
import type { Env } from './env';
import type { Repositories } from './repositories';
import type { MailService } from './services/mail';
import type { PaymentService } from './services/payment/refunds';
import type { AutoRollback } from './services/releases/auto-rollback';
import type { TokenService } from './services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    mail: MailService;
    tokens: TokenService;
    /** the card processor and the refunds owed (services/payment) */
    payments: PaymentService;
    /** the automatic rollback of failing canaries (services/releases/auto-rollback.ts, issue 42) */
    autoRollback: AutoRollback;
    /** the current time of the date rules of the draft model (BuildAppOptions.now) */
    now: () => Date;
    /** the repositories, one per table or aggregate (plugins/app/repositories.ts, repositories/README.md, docs/decisions/088) */
    draftForms: Repositories['draftForms'];
    formPayments: Repositories['formPayments'];
    people: Repositories['people'];
    verificationCodes: Repositories['verificationCodes'];
    inductions: Repositories['inductions'];
    operationalNeedRequests: Repositories['operationalNeedRequests'];
    mailOutbox: Repositories['mailOutbox'];
    enquiries: Repositories['enquiries'];
    usedCaptchaChallenges: Repositories['usedCaptchaChallenges'];
    staff: Repositories['staff'];
    staffAccessLog: Repositories['staffAccessLog'];
    operatorAuditLog: Repositories['operatorAuditLog'];
    releasePointers: Repositories['releasePointers'];
    releaseEvents: Repositories['releaseEvents'];
    releaseHealth: Repositories['releaseHealth'];
    clientErrorLog: Repositories['clientErrorLog'];
    missingPageLog: Repositories['missingPageLog'];
    operationalNeeds: Repositories['operationalNeeds'];
    operationalNeedCategories: Repositories['operationalNeedCategories'];
    accessFrequencies: Repositories['accessFrequencies'];
    issuingBodies: Repositories['issuingBodies'];
    countries: Repositories['countries'];
    states: Repositories['states'];
    airports: Repositories['airports'];
    idDocumentTypes: Repositories['idDocumentTypes'];
    lodgementOptions: Repositories['lodgementOptions'];
    abnRegister: Repositories['abnRegister'];
    healthCheck: Repositories['healthCheck'];
  }
  interface FastifyContextConfig {
    /** the response may be cached publicly for this many seconds (reference data); otherwise no-store */
    publicCacheSeconds?: number;
  }
}

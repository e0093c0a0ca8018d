import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailService, type MailOptions } from '../../services/mail';
import { createAutoRollback } from '../../services/releases/auto-rollback';
import { paymentProcessor } from '../../services/payment';
import { createPaymentService } from '../../services/payment/refunds';
import { createTokenService } from '../../services/tokens';

/** What a caller of buildApp may change of the mail service: its transport and the worker's timing (tests). */
export type MailServiceOverrides = Partial<Pick<MailOptions, 'transport' | 'pollMs' | 'retryDelaysMs' | 'leaseMs'>>;

/**
 * `app.mail` (the outbox, and its sending worker when SMTP is configured), `app.tokens` (signed, short-lived
 * status-page tokens), `app.payments` (the card processor, and the refunds owed, tried again every minute) and
 * `app.autoRollback` (failing canaries ended, issue 42). The
 * mail worker and the refund retries start once the app is ready and stop, their work finished, before the database
 * closes.
 */
export default fp(
  async function services(app: FastifyInstance, options: { mail?: MailServiceOverrides }) {
    const mail = createMailService({ db: app.db, outbox: app.mailOutbox, smtpUrl: app.env.SMTP_URL, from: app.env.MAIL_FROM, log: app.log.child({ service: 'mail' }), ...options.mail });
    app.decorate('mail', mail);
    app.decorate('tokens', createTokenService(app.env.APP_SECRET, app.env.TOKEN_TTL_SECONDS));
    const payments = createPaymentService({ processor: paymentProcessor(app.env), payments: app.formPayments, log: app.log.child({ service: 'payment' }) });
    app.decorate('payments', payments);
    app.addHook('onReady', async () => payments.start());
    app.addHook('preClose', () => payments.stop());
    // the automatic rollback of failing canaries (issue 42): judged after each health report, and every 15 s here
    const autoRollback = createAutoRollback({
      db: app.db,
      pointers: app.releasePointers,
      events: app.releaseEvents,
      health: app.releaseHealth,
      mail,
      metrics: app.metrics,
      env: app.env,
      now: () => app.now(),
      log: app.log.child({ service: 'auto-rollback' }),
    });
    app.decorate('autoRollback', autoRollback);
    app.addHook('onReady', async () => autoRollback.start());
    app.addHook('preClose', () => autoRollback.stop());
    if (mail.worker) {
      const worker = mail.worker;
      app.addHook('onReady', async () => worker.start());
      app.addHook('preClose', () => worker.stop());
    }
  },
  { name: 'services', dependencies: ['db', 'repositories', 'metrics'], decorators: { fastify: ['env', 'db', 'mailOutbox', 'formPayments', 'releasePointers', 'releaseEvents', 'releaseHealth', 'metrics'] } },
);

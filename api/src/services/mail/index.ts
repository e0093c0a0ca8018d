import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../../db';
import { createMailOutboxRepository, type MailOutboxRepository } from '../../repositories/mail-outbox';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './worker';

export type MailKind = 'confirmation' | 'receipt' | 'resume-link' | 'form-saved' | 'session-expired' | 'verification-code' | 'enquiry' | 'enquiry-receipt' | 'operational-need' | 'notification' | 'release-rollback';

export interface Mail {
  kind: MailKind;
  company: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailHealth {
  delivery: 'smtp' | 'outbox';
  /** mails still to send (first tries and retries) */
  backlog: number;
  /** mails given up on after their last try */
  failed: number;
  /** how long the oldest waiting mail has waited, in seconds; null when none waits */
  oldestWaitingSeconds: number | null;
}

export interface MailService {
  /**
   * Writes the mail to the outbox through `db`: pass the transaction of the change that causes the mail, so the
   * mail exists exactly when the change does (issue 16). The worker sends it after the commit. Returns its id.
   */
  send(mail: Mail, db?: Queryable): Promise<number>;
  readonly delivery: 'smtp' | 'outbox';
  health(): Promise<MailHealth>;
  /** the sending worker (SMTP only), started with the app and stopped with it */
  readonly worker: MailWorker | undefined;
}

export interface MailOptions extends Partial<Pick<MailWorkerOptions, 'pollMs' | 'retryDelaysMs' | 'leaseMs'>> {
  db: Db;
  /** the outbox (repositories/mail-outbox.ts); made over `db` when not given */
  outbox?: MailOutboxRepository;
  smtpUrl?: string;
  from: string;
  /** injectable transport (tests) */
  transport?: Transporter;
  log: MailWorkerOptions['log'];
}

/**
 * The mail service of ARCHITECTURE.md. Every mail goes to the outbox table first; with SMTP configured a worker
 * in this process sends it, retrying with backoff (services/mail/worker.ts). Without SMTP (never in production)
 * the outbox is where mail stays, read through the development mailbox.
 */
export function createMailService({ db, outbox = createMailOutboxRepository(db), smtpUrl, from, transport, log, ...timing }: MailOptions): MailService {
  const transporter = transport ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined);
  const worker = transporter ? createMailWorker({ outbox, transport: transporter, from, log, ...timing }) : undefined;
  const delivery = transporter ? 'smtp' : 'outbox';
  return {
    delivery,
    worker,
    async send(mail, on = db) {
      const id = await outbox.add(mail, on);
      // outside a transaction the mail is committed already: send it now rather than at the next poll
      if (on === db) worker?.wake();
      else worker?.wakeSoon();
      return id;
    },
    async health() {
      if (!worker) return { delivery, backlog: 0, failed: 0, oldestWaitingSeconds: null };
      const { backlog, failed, oldest } = await outbox.health();
      return { delivery, backlog, failed, oldestWaitingSeconds: oldest };
    },
  };
}

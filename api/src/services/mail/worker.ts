import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { getCompany } from 'shared-contracts';
import type { ClaimedMail, MailOutboxRepository } from '../../repositories/mail-outbox';

/**
 * When a mail whose send failed is tried again: after 30 s, 2 min, 10 min, 30 min, 2 h and 6 h, so a relay that
 * is down for most of a working day loses nothing; after the last of these tries the mail is marked failed.
 */
export const MAIL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000, 21_600_000];

export interface MailWorkerOptions {
  outbox: Pick<MailOutboxRepository, 'claimDue' | 'markSent' | 'markFailed' | 'retryLater'>;
  transport: Transporter;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** how often the outbox is looked at when nothing wakes the worker (default 1 s) */
  pollMs: number;
  /** the wait before each retry; the mail is tried `retryDelaysMs.length + 1` times in all */
  retryDelaysMs: readonly number[];
  /** how long a replica holds the mails it claimed before another may take them (default 60 s) */
  leaseMs: number;
}

export interface MailWorker {
  start(): void;
  /** stops polling and waits for the sends in flight */
  stop(): Promise<void>;
  /** a mail was committed: look now */
  wake(): void;
  /** a mail was written in a transaction that commits shortly: look in a moment */
  wakeSoon(): void;
  /** one pass over the due mails (tests); resolves with how many were tried */
  runOnce(): Promise<number>;
}

const BATCH = 10;

/**
 * The sender of a mail: the variant's own name with `MAIL_FROM`'s address (issue 39: a bne applicant's mail came
 * from "MSIC Card Online"). One address sends for every variant, so its SPF and DKIM are set up once; the name is
 * what the applicant reads in their inbox, and it is the name of the site they used.
 */
export function senderOf(from: string, company: string): { name: string; address: string } {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: getCompany(company).name, address };
}

/**
 * Sends the outbox. Safe with several replicas: a pass claims due mails with one statement (FOR UPDATE SKIP
 * LOCKED, so two replicas never claim the same mail) and leases them; a replica that dies mid-send leaves the lease
 * to run out and another replica tries again. State lives in the table only, so a restart loses nothing: the
 * cost is that a mail accepted by SMTP just before a crash may be sent twice, never that one is lost.
 */
export function createMailWorker(options: Partial<MailWorkerOptions> & Pick<MailWorkerOptions, 'outbox' | 'transport' | 'from' | 'log'>): MailWorker {
  const { outbox, transport, from, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const retryDelaysMs = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = retryDelaysMs.length + 1;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  const claim = () => outbox.claimDue(leaseMs / 1000, BATCH);

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      await transport.sendMail({ from: senderOf(from, mail.company), to: mail.to_address, subject: mail.subject, text: mail.text_body, ...(mail.html_body ? { html: mail.html_body } : {}) });
      await outbox.markSent(mail.id);
    } catch (err) {
      const error = String((err as Error)?.message ?? err).slice(0, 500);
      if (mail.attempts >= maxAttempts) {
        await outbox.markFailed(mail.id, error);
        log.error({ mailId: mail.id, attempts: mail.attempts, error }, 'mail failed after its last try');
      } else {
        const delay = retryDelaysMs[mail.attempts - 1] ?? 0;
        await outbox.retryLater(mail.id, delay / 1000, error);
        log.warn({ mailId: mail.id, attempts: mail.attempts, retryInMs: delay, error }, 'mail not sent; it will be tried again');
      }
    }
  }

  async function pass(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim();
      for (const mail of batch) await deliver(mail);
      tried += batch.length;
      if (batch.length < BATCH || stopped) return tried;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((err: unknown) => {
        // the database is away (a blip or an outage): the mails stay in the outbox for the next pass
        log.warn({ err }, 'the mail outbox could not be read; trying again shortly');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(schedule), pollMs);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
      void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    wake() {
      if (!stopped) void run();
    },
    wakeSoon() {
      if (!stopped) setTimeout(() => void run(), 50).unref();
    },
    runOnce: () => run(),
  };
}

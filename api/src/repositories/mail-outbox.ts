import type { Db, Queryable } from '../db/types';

/** A mail as the outbox holds it before it is sent. */
export interface OutboxMail {
  kind: string;
  company: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail a worker claimed to send. */
export interface ClaimedMail extends Record<string, unknown> {
  id: number;
  /** the variant the mail speaks for: its name is the sender's (issue 39) */
  company: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

/** A mail as the development mailbox lists it. */
export interface OutboxEntry extends Record<string, unknown> {
  id: string | number;
  kind: string;
  company: string;
  to_address: string;
  subject: string;
  text_body: string;
  sent_at: string | null;
  created_at: string | Date;
}

/** A mail as the staff console lists it for a record. */
export interface RecipientMail extends Record<string, unknown> {
  id: string | number;
  subject: string;
  to_address: string;
  attempts: number;
  error: string | null;
  sent_at: Date | string | null;
  failed_at: Date | string | null;
  created_at: Date | string;
}

const RECIPIENT_COLUMNS = 'id, subject, to_address, attempts, error, sent_at, failed_at, created_at';

/**
 * The mail outbox aggregate (mail_outbox, issue 16): every mail is written here in the transaction of the change
 * that causes it, and the sending worker (services/mail/worker.ts) claims, leases and marks it. The state lives in
 * the table only, so several replicas may share it.
 */
export function createMailOutboxRepository(db: Db) {
  return {
    /** Writes the mail through `q` (the transaction of its cause). Answers its id. */
    async add(mail: OutboxMail, q: Queryable = db): Promise<number> {
      const [row] = await q.query<{ id: string | number }>(
        `INSERT INTO mail_outbox (kind, company, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [mail.kind, mail.company, mail.to, mail.subject, mail.text, mail.html ?? null],
      );
      return Number(row?.id);
    },

    /** The backlog, the mails given up on and how long the oldest waiting one has waited (seconds). */
    async health(): Promise<{ backlog: number; failed: number; oldest: number | null }> {
      const [row] = await db.query<{ backlog: number; failed: number; oldest: number | null }>(
        // both counts read a partial index (migration 016), not every mail ever sent
        `SELECT (SELECT count(*) FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL)::int AS backlog,
                (SELECT count(*) FROM mail_outbox WHERE failed_at IS NOT NULL)::int AS failed,
                (SELECT floor(extract(epoch FROM now() - min(created_at))) FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL)::int AS oldest`,
      );
      return { backlog: row?.backlog ?? 0, failed: row?.failed ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * Claims up to `batch` due mails for `leaseSeconds` in one statement (FOR UPDATE SKIP LOCKED, so two replicas
     * never claim the same mail), counting the attempt.
     */
    claimDue: (leaseSeconds: number, batch: number) =>
      db.query<ClaimedMail>(
        `UPDATE mail_outbox SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
           ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id, company, to_address, subject, text_body, html_body, attempts`,
        [leaseSeconds, batch],
      ),

    async markSent(id: number): Promise<void> {
      await db.query(`UPDATE mail_outbox SET sent_at = now(), locked_until = NULL, error = NULL WHERE id = $1`, [id]);
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.query(`UPDATE mail_outbox SET failed_at = now(), locked_until = NULL, error = $2 WHERE id = $1`, [id, error]);
    },

    async retryLater(id: number, delaySeconds: number, error: string): Promise<void> {
      await db.query(`UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2), locked_until = NULL, error = $3 WHERE id = $1`, [id, delaySeconds, error]);
    },

    /** The latest 50 mails to one address as stored on the record, newest first (the staff console). */
    toRecipient: (to: string, q: Queryable = db) =>
      q.query<RecipientMail>(`SELECT ${RECIPIENT_COLUMNS} FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 50`, [to]),

    /** One mail to that address; undefined when there is none (or it went to someone else). */
    async findToRecipient(id: number, to: string, q: Queryable = db): Promise<RecipientMail | undefined> {
      const [row] = await q.query<RecipientMail>(`SELECT ${RECIPIENT_COLUMNS} FROM mail_outbox WHERE id = $1 AND to_address = $2`, [id, to]);
      return row;
    },

    /** Queues a copy of a mail (a resend): the original keeps its own history. Answers the copy. */
    async queueCopy(id: number, q: Queryable = db): Promise<RecipientMail> {
      const [row] = await q.query<RecipientMail>(
        `INSERT INTO mail_outbox (kind, company, to_address, subject, text_body, html_body)
         SELECT kind, company, to_address, subject, text_body, html_body FROM mail_outbox WHERE id = $1
         RETURNING ${RECIPIENT_COLUMNS}`,
        [id],
      );
      return row!;
    },

    /** The latest 100 mails, newest first, to one address (any case) or to all (the development mailbox). */
    latest: (to?: string) =>
      db.query<OutboxEntry>(
        `SELECT id, kind, company, to_address, subject, text_body, sent_at, created_at FROM mail_outbox
         WHERE ($1::text IS NULL OR lower(to_address) = lower($1)) ORDER BY id DESC LIMIT 100`,
        [to ?? null],
      ),
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

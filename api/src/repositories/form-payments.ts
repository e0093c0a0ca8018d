import type { Db, Queryable } from '../db/types';

export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'refund_due' | 'refunded';

/** One attempt to pay for a draft form (form_payment): what was charged, and where the money stands. */
export interface PaymentAttempt extends Record<string, unknown> {
  id: number;
  draft_form_id: number;
  processor: string;
  idempotency_key: string | null;
  draft_version: number | null;
  amount_cents: number;
  status: PaymentStatus;
  reference: string | null;
  created_at: Date | string;
}

export interface NewPaymentAttempt {
  formId: number;
  processor: string;
  idempotencyKey: string;
  draftVersion: number;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string;
  /** when it was made, by the API's clock (the date a receipt says it was paid) */
  at: Date;
}

const COLUMNS = 'id, draft_form_id, processor, idempotency_key, draft_version, amount_cents, status, reference, created_at';
const asAttempt = (row: PaymentAttempt | undefined): PaymentAttempt | undefined => row && { ...row, id: Number(row.id), amount_cents: Number(row.amount_cents) };

/**
 * The payments of draft forms (form_payment, issue 40): an attempt is recorded `pending` with its idempotency key
 * before the card is charged, then becomes `paid` in the transaction that issues the application, `declined`, or
 * `refund_due` → `refunded` when it cannot be issued. Card numbers are never stored: the brand and last 4 digits.
 */
export function createFormPaymentRepository(db: Db) {
  return {
    /** The charge that stands for the form (paid), if any. */
    async paid(formId: number, q: Queryable = db): Promise<PaymentAttempt | undefined> {
      const [row] = await q.query<PaymentAttempt>(`SELECT ${COLUMNS} FROM form_payment WHERE draft_form_id = $1 AND status = 'paid' ORDER BY id DESC LIMIT 1`, [formId]);
      return asAttempt(row);
    },

    /** The attempt in flight, or whose outcome was never learned (a lost answer), if any. */
    async pending(formId: number, q: Queryable = db): Promise<PaymentAttempt | undefined> {
      const [row] = await q.query<PaymentAttempt>(`SELECT ${COLUMNS} FROM form_payment WHERE draft_form_id = $1 AND status = 'pending'`, [formId]);
      return asAttempt(row);
    },

    async find(id: number, q: Queryable = db): Promise<PaymentAttempt | undefined> {
      const [row] = await q.query<PaymentAttempt>(`SELECT ${COLUMNS} FROM form_payment WHERE id = $1`, [id]);
      return asAttempt(row);
    },

    /** Records an attempt before its charge (at most one pending per form: a unique index). */
    async start(attempt: NewPaymentAttempt, q: Queryable = db): Promise<PaymentAttempt> {
      const [row] = await q.query<PaymentAttempt>(
        `INSERT INTO form_payment (draft_form_id, processor, idempotency_key, draft_version, amount_cents, card_brand, card_last4, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8) RETURNING ${COLUMNS}`,
        [attempt.formId, attempt.processor, attempt.idempotencyKey, attempt.draftVersion, attempt.amountCents, attempt.cardBrand, attempt.cardLast4, attempt.at],
      );
      return asAttempt(row)!;
    },

    /** The processor declined the attempt: nothing was charged, and its key is spent. */
    async declined(id: number, message: string, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE form_payment SET status = 'declined', message = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [id, message]);
    },

    /**
     * The charge stands and the application is issued in this transaction: the pending attempt becomes paid. False
     * when it was not pending any more (a twin request with the same key settled it first).
     */
    async markPaid(id: number, reference: string, q: Queryable = db): Promise<boolean> {
      const rows = await q.query(`UPDATE form_payment SET status = 'paid', reference = $2, updated_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`, [id, reference]);
      return rows.length === 1;
    },

    /** The charge was made but the application cannot be issued: it is owed back until the processor confirms. */
    async markRefundDue(id: number, reference: string, message: string, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE form_payment SET status = 'refund_due', reference = $2, message = $3, updated_at = now() WHERE id = $1 AND status = 'pending'`, [id, reference, message]);
    },

    async markRefunded(id: number, refundReference: string, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE form_payment SET status = 'refunded', refund_reference = $2, updated_at = now() WHERE id = $1 AND status = 'refund_due'`, [id, refundReference]);
    },

    /** A refund the processor did not confirm: counted, and tried again later. */
    async refundFailed(id: number, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE form_payment SET refund_attempts = refund_attempts + 1, updated_at = now() WHERE id = $1 AND status = 'refund_due'`, [id]);
    },

    /**
     * Refunds owed whose last try is older than `olderThanMs`, taken for a try now: their `updated_at` moves to now
     * in the same statement, so another replica does not take them within the period (a lease, as the mail outbox).
     */
    async takeRefundsDue(olderThanMs: number, limit: number, q: Queryable = db): Promise<PaymentAttempt[]> {
      const rows = await q.query<PaymentAttempt>(
        `UPDATE form_payment SET updated_at = now() WHERE id IN (
           SELECT id FROM form_payment WHERE status = 'refund_due' AND updated_at <= now() - make_interval(secs => $1)
           ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [olderThanMs / 1000, limit],
      );
      return rows.map((row) => asAttempt(row)!);
    },
  };
}

export type FormPaymentRepository = ReturnType<typeof createFormPaymentRepository>;

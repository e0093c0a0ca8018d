import type { Queryable } from '../../db';

/** The online payment of an application, as recorded by the payment route (form_payment). */
export interface PaymentRecord {
  /** cents, GST included */
  amount: number;
  reference: string | null;
  /** ISO 8601 */
  paidAt: string | null;
}

const iso = (value: Date | string): string | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The online payment of a draft form (form_payment, written by the payment route), or null when none was made. */
export async function paymentRecordOf(db: Queryable, formId: number | null): Promise<PaymentRecord | null> {
  if (formId === null) return null;
  const [row] = await db.query<{ amount_cents: number; reference: string | null; created_at: Date | string }>(
    `SELECT amount_cents, reference, created_at FROM form_payment WHERE draft_form_id = $1 AND status = 'paid' ORDER BY id DESC LIMIT 1`,
    [formId],
  );
  return row ? { amount: Number(row.amount_cents), reference: row.reference, paidAt: iso(row.created_at) } : null;
}

import type { Queryable } from '../../db';
import type { FormPaymentRepository } from '../../repositories';

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

/** The online payment of a draft form (the charge that stands, app.formPayments), or null when none was made. */
export async function paymentRecordOf(formPayments: Pick<FormPaymentRepository, 'paid'>, formId: number | null, q?: Queryable): Promise<PaymentRecord | null> {
  if (formId === null) return null;
  const row = await formPayments.paid(formId, q);
  return row ? { amount: Number(row.amount_cents), reference: row.reference, paidAt: iso(row.created_at) } : null;
}

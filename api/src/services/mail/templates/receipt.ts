import { formatCents, type Company, type Supplier } from 'shared-contracts';
import type { PriceBreakdown, ApplicantDraft } from 'shared-contracts/form';
import type { PaymentRecord } from '../../pdf/payment-record';
import { chosenCardWords } from './application-words';

export interface ReceiptInput {
  company: Company;
  supplier: Supplier;
  draft: ApplicantDraft;
  tracking: string;
  payment: PaymentRecord;
  breakdown: PriceBreakdown;
  trackUrl: string;
  /** the variant's date (CompanySite.date) */
  date(value: string | null): string;
}

/**
 * The receipt of an online payment (issue 18): the amount, the payment reference and the date, what was paid
 * for line by line, who was paid (name and ABN), and where the tax invoice is.
 */
export function receiptMail({ company, supplier, draft, tracking, payment, breakdown, trackUrl, date }: ReceiptInput): { subject: string; text: string } {
  const { kind } = chosenCardWords(company, draft);
  const gst = payment.amount === breakdown.total ? breakdown.gst : Math.round(payment.amount / 11);
  const text = [
    `Dear ${draft.Firstname?.trim() || 'applicant'},`,
    '',
    `We have received your payment of ${formatCents(payment.amount)} for your ${kind} application.`,
    '',
    `Amount paid: ${formatCents(payment.amount)} (GST included: ${formatCents(gst)})`,
    `Payment reference: ${payment.reference ?? 'not given by the card processor'}`,
    `Date paid: ${date(payment.paidAt)}`,
    `Tracking number: ${tracking}`,
    `Paid to: ${supplier.legalName}${supplier.abn ? `, ABN ${supplier.abn}` : ''}`,
    '',
    'What you paid for:',
    ...breakdown.lines.map((line) => `- ${line.description}: ${formatCents(line.amount)}`),
    '',
    `Your tax invoice (PDF) is on your status page: ${trackUrl}. Sign in with your tracking number ${tracking} and your date of birth, then choose "Tax invoice".`,
    '',
    company.name,
  ].join('\n');
  return { subject: `Receipt for ${formatCents(payment.amount)}: your ${kind} application ${tracking}`, text };
}

import { formatCents, formatDate, type Company, type Supplier } from 'shared-contracts';
import { paymentArrangement, priceBreakdown, type PaymentArrangement, type ApplicantDraft } from 'shared-contracts/form';
import type { PaymentRecord } from './payment-record';
import { field, generatedNote, letterhead, MUTED_COLOUR, paragraph, renderPdf, rule, sectionHeading, TEXT_COLOUR, type Pdf } from './document';

export interface InvoiceInput {
  /** the tracking number (VEP or VEA + the id plus 1500) */
  tracking: string;
  company: Company;
  /** who supplies the service: the name and ABN a tax invoice must show */
  supplier: Supplier;
  applicantName: string;
  email: string;
  /** the date of issue: the payment's, else the application's */
  issuedAt: string | null;
  payment: PaymentRecord | null;
  draft: ApplicantDraft;
}

/**
 * Without the supplier's ABN (never in production: env.ts refuses to start) the document is an invoice, not a tax
 * invoice, and says nothing of settings (issue 39: "ABN: not yet recorded (set SUPPLIER_ABNS)" was printed where a
 * customer reads): the API logs the missing setting at start-up instead.
 */
export const WITHOUT_ABN_NOTE = 'This invoice is not a tax invoice. Ask us for a tax invoice if you need one for your records.';

/** How the invoice says the amount is paid, for each payment arrangement (paymentArrangement, issue 39). */
function paymentWords(arrangement: PaymentArrangement, company: Company, paidOn: string | null): string {
  if (paidOn) return `Paid by card on ${paidOn}`;
  switch (arrangement) {
    case 'company-account':
      return `Charged to the ${company.name} company account: nothing to pay`;
    case 'post-office':
      return 'To be paid at the post office counter when you lodge your application';
    case 'card-online':
      return 'To be paid by card before the application is submitted';
    default:
      return 'To be paid when you lodge your application';
  }
}

function amountRow(doc: Pdf, description: string, amount: string, options: { bold?: boolean; muted?: boolean } = {}): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 110;
  const y = doc.y;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5).fillColor(options.muted ? MUTED_COLOUR : TEXT_COLOUR);
  doc.text(description, left, y, { width: width - amountWidth - 10 });
  const after = doc.y;
  doc.text(amount, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
  doc.x = left;
}

/**
 * A tax invoice as the ATO describes one for a sale under $1,000: the words "Tax invoice", the supplier's name
 * and ABN, the date of issue, a description of what was sold, the GST and the total including GST
 * (https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/tax-invoices). The lines
 * are priceBreakdown's, the same the applicant was shown; the port access card is a line of its own.
 */
export function invoicePdf({ tracking, company, supplier, applicantName, email, issuedAt, payment, draft }: InvoiceInput): Promise<Buffer> {
  const breakdown = priceBreakdown(company, draft);
  // what was charged is what the invoice totals: the payment, when the applicant paid online
  const total = payment?.amount ?? breakdown.total;
  const gst = payment && payment.amount !== breakdown.total ? Math.round(payment.amount / 11) : breakdown.gst;
  const arrangement = paymentArrangement(company, draft);
  const kind = supplier.abn ? 'Tax invoice' : 'Invoice';
  return renderPdf({ title: `${kind} ${tracking} - ${applicantName}`, subject: kind, author: supplier.legalName }, (doc) => {
    letterhead(doc, supplier.legalName, kind, `Invoice number INV-${tracking}`);
    field(doc, 'Supplier', supplier.legalName);
    field(doc, 'ABN', supplier.abn);
    field(doc, 'Date of issue', formatDate(issuedAt, company.timeZone));
    field(doc, 'Billed to', arrangement === 'company-account' ? `${company.name} company account, for ${applicantName}` : applicantName);
    field(doc, 'Email', email);
    field(doc, 'Tracking number', tracking);
    field(doc, 'Payment', paymentWords(arrangement, company, payment ? formatDate(payment.paidAt, company.timeZone) : null));
    // on a line of its own: a reference wrapped at one of its hyphens cannot be read back to the card provider
    if (payment?.reference) field(doc, 'Payment reference', payment.reference);

    sectionHeading(doc, 'Description');
    amountRow(doc, 'Item', 'Amount (incl. GST)', { muted: true });
    rule(doc);
    doc.moveDown(0.3);
    for (const line of breakdown.lines) amountRow(doc, line.description, formatCents(line.amount));
    if (total !== breakdown.total) amountRow(doc, 'Adjustment to the amount charged', formatCents(total - breakdown.total));
    rule(doc);
    doc.moveDown(0.3);
    amountRow(doc, 'GST included', formatCents(gst));
    amountRow(doc, 'Total including GST', formatCents(total), { bold: true });
    doc.moveDown(0.8);
    paragraph(doc, `Amounts are in Australian dollars. Every item is a taxable supply; the total includes GST of ${formatCents(gst)}.`);
    if (!supplier.abn) paragraph(doc, WITHOUT_ABN_NOTE);
    generatedNote(doc, company);
  });
}

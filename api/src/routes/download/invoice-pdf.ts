import { computeSummaryPrice, formatCents, formatDate, type Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { field, generatedNote, letterhead, paragraph, renderPdf, rule, sectionHeading } from '../../services/pdf/document';

export interface InvoiceInput {
  /** the tracking number (VEP or VEA + the id plus 1500) */
  tracking: string;
  company: Company;
  applicantName: string;
  email: string;
  issuedAt: string | null;
  paidAt: string | null;
  draft: ApplicantDraft;
}

const LINE_NAMES = {
  jobReady: 'Job Ready card application',
  provisional: 'Provisional card application (under 18)',
  asicBased: 'Card application based on a current ASIC',
  twoYear: '2-year card application',
  otherYear: '4-year card application',
} as const;

/**
 * A tax invoice (GST-inclusive amounts, GST one eleventh) from the company's site prices, the same computation
 * as the wizard's summary (computeSummaryPrice), so the invoice always matches what the applicant was shown.
 */
export function invoicePdf({ tracking, company, applicantName, email, issuedAt, paidAt, draft }: InvoiceInput): Promise<Buffer> {
  const price = computeSummaryPrice(company, draft);
  const description =
    draft.Site === 4 ? LINE_NAMES.jobReady : draft.ExtraData?.Provisional ? LINE_NAMES.provisional : draft.Apptype === 'A' ? LINE_NAMES.asicBased : draft.Appsubtype === '2' ? LINE_NAMES.twoYear : LINE_NAMES.otherYear;
  return renderPdf({ title: `Tax invoice ${tracking} - ${applicantName}`, subject: 'Tax invoice', author: company.name }, (doc) => {
    letterhead(doc, company.name, 'Tax invoice', `Invoice number INV-${tracking}`);
    field(doc, 'Invoice date', formatDate(issuedAt));
    field(doc, 'Billed to', applicantName);
    field(doc, 'Email', email);
    field(doc, 'Tracking number', tracking);
    field(doc, 'Status', paidAt ? `Paid on ${formatDate(paidAt)}` : 'Payment due before your application is lodged');

    sectionHeading(doc, 'Charges');
    field(doc, description, formatCents(price.price));
    if (price.postOfficeFee) field(doc, 'Australia Post lodgement fee', formatCents(price.postOfficeFee));
    field(doc, 'GST', formatCents(price.gst));
    rule(doc);
    doc.moveDown(0.3);
    field(doc, 'Total (GST inclusive)', formatCents(price.total));
    doc.moveDown(0.6);
    paragraph(doc, `Amounts are in Australian dollars. The total includes GST of ${formatCents(price.gst)}.`);
    generatedNote(doc, company.name);
  });
}

import { formatCents, SITE, type Company } from 'shared-contracts';
import { paymentArrangement, type ApplicantDraft } from 'shared-contracts/form';
import type { ReferenceNames } from '../../pdf/answer-words';
import type { PaymentRecord } from '../../pdf/payment-record';
import { appliedFor, chosenCardWords } from './application-words';

export interface ConfirmationInput {
  company: Company;
  draft: ApplicantDraft;
  tracking: string;
  names: ReferenceNames;
  /** the employer asked to sign the operational need, when one was */
  employerAsked: { email: string; name: string | null } | null;
  payment: PaymentRecord | null;
  /** the price when nothing was paid online, in cents */
  priceDue: number;
  trackUrl: string;
}

/**
 * The confirmation mail of a converted application (issue 18): the tracking number, what was applied for, how
 * the identity documents are checked, and what happens next, in the words of the card applied for.
 */
export function confirmationMail({ company, draft, tracking, names, employerAsked, payment, priceDue, trackUrl }: ConfirmationInput): { subject: string; text: string } {
  const words = chosenCardWords(company, draft);
  const jobReady = draft.Site === SITE.assetJobReady;
  const steps: string[] = [];
  if (employerAsked) {
    steps.push(
      `We have emailed ${employerAsked.name ?? 'your employer or sponsor'} (${employerAsked.email}) to confirm why you need the card. Your application goes ahead once they have signed; you may want to let them know.`,
    );
  }
  if (names.lodgement) steps.push(`Lodge your application and have your original identity documents checked. ${names.lodgement.name}: ${names.lodgement.description}`);
  else steps.push('Lodge your application and have your original identity documents checked.');
  steps.push(`AusCheck then runs the background check. Once it is approved, your ${words.kind} is printed and posted to you.`);
  steps.push(`Follow your application at ${trackUrl} with your tracking number ${tracking} and your date of birth.`);

  // who pays, as the record's payment arrangement says everywhere (issue 39)
  const arrangement = paymentArrangement(company, draft);
  const paid = payment
    ? `You paid ${formatCents(payment.amount)} by card; your receipt and tax invoice follow in a separate email.`
    : arrangement === 'company-account'
      ? `Your card is paid for through the ${company.name} company account: you have nothing to pay.`
      : arrangement === 'post-office'
        ? `The fee of ${formatCents(priceDue)} (GST included) is paid at the post office counter when you lodge.`
        : `The fee of ${formatCents(priceDue)} (GST included) is paid when you lodge.`;

  const name = draft.Firstname?.trim() || 'applicant';
  const text = [
    `Dear ${name},`,
    '',
    `Thank you: we have received your application for ${appliedFor(company, draft)}.`,
    jobReady
      ? `A Job Ready ${words.kind} lets you start work in ${words.industry} security as soon as you are employed.`
      : `The ${words.cardName} lets you work in ${words.zones} without an escort.`,
    '',
    `Your tracking number: ${tracking}`,
    `Applied for: ${appliedFor(company, draft)}`,
    `Identity documents checked: ${names.lodgement?.name ?? 'as arranged with us'}`,
    paid,
    '',
    'What happens next:',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `Questions? Call ${company.supportPhone} and give your tracking number.`,
    '',
    company.name,
  ].join('\n');
  return { subject: `We have your ${words.kind} application: tracking number ${tracking}`, text };
}

import type { FastifyInstance } from 'fastify';
import { href, parseSupplierAbns, supplierOf } from 'shared-contracts';
import { computeSummaryPrice, priceBreakdown, type ApplicantDraft, idToTrackingNumber } from 'shared-contracts/form';
import type { Queryable } from '../../db';
import { companySite } from '../../lib/site';
import { referenceNames } from '../pdf/answer-words';
import { paymentRecordOf } from '../pdf/payment-record';
import { chosenCardWords } from './templates/application-words';
import { confirmationMail } from './templates/confirmation';
import { receiptMail } from './templates/receipt';

export interface ConvertedApplication {
  peopleId: number;
  formId: number;
  company: string;
  draft: ApplicantDraft;
}

/**
 * The mails an applicant expects when their application is converted (issue 18), queued in the conversion's own
 * transaction (`tx`) so that they exist exactly when the people record does: the confirmation, and, when the
 * applicant paid online (the wizard takes the payment just before it confirms), the receipt. The receipt waits
 * for the conversion because it names the tracking number, which the people record gives
 * (docs/decisions/030-applicant-mails.md).
 */
export async function queueConversionMails(app: FastifyInstance, tx: Queryable, { peopleId, formId, company: companyId, draft }: ConvertedApplication): Promise<void> {
  const site = companySite(app, companyId);
  const { company } = site;
  const to = draft.Email?.trim();
  if (!to) return;
  const tracking = idToTrackingNumber(peopleId, chosenCardWords(company, draft).kind === 'ASIC' ? 'VEA' : 'VEP');
  // the variant's own site and time zone (issue 39), never the default site's
  const trackUrl = site.link(href('track'));
  // one after the other: a transaction is one connection
  const names = await referenceNames(app, draft, tx);
  const payment = await paymentRecordOf(app.formPayments, formId, tx);
  const asked = await app.operationalNeedRequests.firstEmployerEmail(peopleId, tx);
  const employerAsked = asked ? { email: asked, name: draft.Employername?.trim() || null } : null;

  const confirmation = confirmationMail({ company, draft, tracking, names, employerAsked, payment, priceDue: computeSummaryPrice(company, draft).total, trackUrl });
  await app.mail.send({ kind: 'confirmation', company: company.id, to, ...confirmation }, tx);
  if (payment) {
    const supplier = supplierOf(company.id, parseSupplierAbns(app.env.SUPPLIER_ABNS));
    const receipt = receiptMail({ company, supplier, draft, tracking, payment, breakdown: priceBreakdown(company, draft), trackUrl, date: site.date });
    await app.mail.send({ kind: 'receipt', company: company.id, to, ...receipt }, tx);
  }
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { DECISION_NOT_APPROVED, getCompany, parseSupplierAbns, supplierOf } from 'shared-contracts';
import { endpoints } from 'shared-contracts/api';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { isoDate, isoTimestamp } from '../../lib/dates';
import { cardTypeOf, draftOf, trackingNumberOf, type PersonRow } from '../../lib/people-record';
import { requirePerson } from '../../lib/person-access';
import { applicationFormPdf } from './application-form-pdf';
import { certificatePdf } from './certificate-pdf';
import { referenceNames } from '../../services/pdf/answer-words';
import { invoicePdf } from './invoice-pdf';
import operationalNeedSignedRoutes from './operational-need-signed';
import { paymentRecordOf } from '../../services/pdf/payment-record';

export const DOWNLOAD_MESSAGES = {
  noSuchForm: 'No such document for this application.',
  certificateNotReady: 'The certificate is available once your background check has been approved.',
} as const;

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): Buffer {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return pdf;
}

const nameOf = (p: PersonRow) => [p.firstname, p.middlenames, p.surname].filter(Boolean).join(' ');
const trackingOf = trackingNumberOf;

/**
 * Downloads of the status page (spec §7): real PDFs generated on request from the stored record, for the token's
 * own person only (401/403 otherwise, lib/person-access.ts), and for that person's own form id (404 otherwise).
 * The signed operational-need letter is the signing feature's.
 */
export default async function downloadRoutes(app: FastifyInstance) {
  const personWithForm = async (request: Parameters<typeof requirePerson>[1], id: number, formId: number) => {
    const person = await requirePerson(app, request, id);
    if (person.incomplete_form_id !== formId) throw new HttpError(404, DOWNLOAD_MESSAGES.noSuchForm);
    return person;
  };

  route(app, endpoints.downloadApplicationForm, async (request, reply) => {
    const person = await personWithForm(request, request.params.id, request.params.formId);
    const draft = draftOf(person);
    const pdf = await applicationFormPdf({
      tracking: trackingOf(person),
      company: getCompany(person.company),
      submittedAt: isoTimestamp(person.created_at),
      draft: { ...draft, Firstname: person.firstname, Middlenames: person.middlenames ?? draft.Middlenames, Surname: person.surname, Birthdate: isoDate(person.birthdate) ?? draft.Birthdate, Email: person.email },
      names: await referenceNames(app.db, draft),
    });
    return sendPdf(reply, `application-form-${trackingOf(person)}.pdf`, pdf);
  });

  const operatorAbns = parseSupplierAbns(app.env.SUPPLIER_ABNS);
  route(app, endpoints.downloadInvoice, async (request, reply) => {
    const person = await personWithForm(request, request.params.id, request.params.formId);
    const company = getCompany(person.company);
    const payment = await paymentRecordOf(app.db, person.incomplete_form_id);
    const pdf = await invoicePdf({
      tracking: trackingOf(person),
      company,
      supplier: supplierOf(company.id, operatorAbns),
      applicantName: nameOf(person),
      email: person.email,
      issuedAt: payment?.paidAt ?? isoTimestamp(person.created_at),
      payment,
      draft: draftOf(person),
    });
    return sendPdf(reply, `invoice-${trackingOf(person)}.pdf`, pdf);
  });

  route(app, endpoints.downloadCertificate, async (request, reply) => {
    const person = await personWithForm(request, request.params.id, request.params.formId);
    const certdate = isoDate(person.auscheck_certdate);
    if (!person.auscheck_decision || person.auscheck_decision === DECISION_NOT_APPROVED || !certdate) throw new HttpError(404, DOWNLOAD_MESSAGES.certificateNotReady);
    const pdf = await certificatePdf({
      tracking: trackingOf(person),
      company: getCompany(person.company),
      applicantName: nameOf(person),
      birthdate: isoDate(person.birthdate) ?? '',
      cardType: cardTypeOf(person),
      certdate,
      backgroundCheckLodged: isoTimestamp(person.auscheck_uploaded_at),
    });
    return sendPdf(reply, `certificate-${trackingOf(person)}.pdf`, pdf);
  });

  // GET /api/download/operational-need-signed/{id}: the signed letter, in a file of its own
  await operationalNeedSignedRoutes(app);
}

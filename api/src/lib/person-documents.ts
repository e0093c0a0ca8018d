import type { FastifyInstance } from 'fastify';
import { DECISION_NOT_APPROVED, getCompany, parseSupplierAbns, supplierOf } from 'shared-contracts';
import { isoDate, isoTimestamp } from './dates';
import { signedLetterOf } from './operational-need-letter';
import { cardTypeOf, draftOf, trackingNumberOf, type PersonRow } from './people-record';
import { referenceNames } from '../services/pdf/answer-words';
import { applicationFormPdf } from '../services/pdf/application-form-pdf';
import { certificatePdf } from '../services/pdf/certificate-pdf';
import { invoicePdf } from '../services/pdf/invoice-pdf';
import { operationalNeedLetterPdf } from '../services/pdf/operational-need-letter-pdf';
import { paymentRecordOf } from '../services/pdf/payment-record';

// The documents of an application, made on request from the stored record: the applicant's downloads
// (routes/download) and the staff console (routes/operator) make them here, so both get the same PDF.

export interface PersonDocument {
  fileName: string;
  pdf: Buffer;
}

const nameOf = (p: PersonRow) => [p.firstname, p.middlenames, p.surname].filter(Boolean).join(' ');

export async function applicationFormOf(app: FastifyInstance, person: PersonRow): Promise<PersonDocument> {
  const draft = draftOf(person);
  const tracking = trackingNumberOf(person);
  const pdf = await applicationFormPdf({
    tracking,
    company: getCompany(person.company),
    submittedAt: isoTimestamp(person.created_at),
    draft: { ...draft, Firstname: person.firstname, Middlenames: person.middlenames ?? draft.Middlenames, Surname: person.surname, Birthdate: isoDate(person.birthdate) ?? draft.Birthdate, Email: person.email },
    names: await referenceNames(app, draft),
  });
  return { fileName: `application-form-${tracking}.pdf`, pdf };
}

export async function invoiceOf(app: FastifyInstance, person: PersonRow): Promise<PersonDocument> {
  const company = getCompany(person.company);
  const payment = await paymentRecordOf(app.formPayments, person.incomplete_form_id);
  const tracking = trackingNumberOf(person);
  const pdf = await invoicePdf({
    tracking,
    company,
    supplier: supplierOf(company.id, parseSupplierAbns(app.env.SUPPLIER_ABNS)),
    applicantName: nameOf(person),
    email: person.email,
    issuedAt: payment?.paidAt ?? isoTimestamp(person.created_at),
    payment,
    draft: draftOf(person),
  });
  return { fileName: `invoice-${tracking}.pdf`, pdf };
}

/** The certificate date of an approval: the certificate exists once the background check is approved with it. */
export const certificateDateOf = (person: PersonRow): string | null =>
  person.auscheck_decision && person.auscheck_decision !== DECISION_NOT_APPROVED ? isoDate(person.auscheck_certdate) : null;

/** The certificate; null before an approval with its date. */
export async function certificateOf(person: PersonRow): Promise<PersonDocument | null> {
  const certdate = certificateDateOf(person);
  if (!certdate) return null;
  const tracking = trackingNumberOf(person);
  const pdf = await certificatePdf({
    tracking,
    company: getCompany(person.company),
    applicantName: nameOf(person),
    birthdate: isoDate(person.birthdate) ?? '',
    cardType: cardTypeOf(person),
    certdate,
    backgroundCheckLodged: isoTimestamp(person.auscheck_uploaded_at),
  });
  return { fileName: `certificate-${tracking}.pdf`, pdf };
}

/** The signed operational-need letter; null before anyone signed it. */
export async function operationalNeedLetterOf(app: FastifyInstance, person: PersonRow): Promise<PersonDocument | null> {
  const letter = await signedLetterOf(app, person);
  return letter && { fileName: `operational-need-letter-${letter.tracking}.pdf`, pdf: await operationalNeedLetterPdf(letter) };
}

import { formatDate, PRODUCT_NAME, type Company } from 'shared-contracts';
import { field, generatedNote, letterhead, paragraph, renderPdf } from './document';

export interface CertificateInput {
  /** the tracking number (VEP or VEA + the id plus 1500) */
  tracking: string;
  company: Company;
  applicantName: string;
  birthdate: string;
  cardType: 'MSIC' | 'ASIC';
  certdate: string;
  backgroundCheckLodged: string | null;
}

/** The certificate of an approved background check: available once the decision and certificate date are recorded. */
export function certificatePdf({ tracking, company, applicantName, birthdate, cardType, certdate, backgroundCheckLodged }: CertificateInput): Promise<Buffer> {
  const card = cardType === 'ASIC' ? 'ASIC' : PRODUCT_NAME;
  return renderPdf({ title: `Certificate ${tracking} - ${applicantName}`, subject: 'Background check certificate', author: company.name }, (doc) => {
    letterhead(doc, company.name, 'Background check certificate', `Tracking number ${tracking}`);
    paragraph(doc, `This certifies that the background check of the applicant named below was completed and that the applicant is eligible to hold an ${card}.`);
    field(doc, 'Applicant', applicantName);
    field(doc, 'Date of birth', formatDate(birthdate, company.timeZone));
    field(doc, 'Card', card);
    field(doc, 'Background check lodged', formatDate(backgroundCheckLodged, company.timeZone));
    field(doc, 'Certificate date', formatDate(certdate, company.timeZone));
    doc.moveDown(0.6);
    paragraph(doc, `Keep this certificate with your application records. Your ${card} is issued under the Maritime Transport and Offshore Facilities Security Regulations or the Aviation Transport Security Regulations, as applies to your card.`);
    generatedNote(doc, company);
  });
}

import type { CompanySite } from '../../lib/site';
import { field, letterhead, MUTED_COLOUR, paragraph, renderPdf, rule, sectionHeading } from '../../services/pdf/document';

export interface InductionCertificateInput {
  code: string;
  /** the variant the participant enrolled through: its name and its time zone */
  site: CompanySite;
  participantName: string;
  inductionName: string;
  programmeName: string;
  completedAt: string | Date;
  /** the titles of the programme's modules, in order */
  modules: string[];
  /** minutes on the slides as the server timed them; null for an induction completed before timing existed */
  minutesOnSlides: number | null;
  /** where anyone holding the certificate can check its code */
  verifyUrl: string;
  /** when the certificate is made (the date printed at its foot) */
  issuedAt: Date;
}

/**
 * The certificate of completion of an online induction (issue 20): who completed which induction and when, what it
 * covered, and the verification code that GET /api/induction-certificates/{code} confirms.
 */
export function inductionCertificatePdf(input: InductionCertificateInput): Promise<Buffer> {
  const { code, site, participantName, inductionName, programmeName, completedAt, modules, minutesOnSlides, verifyUrl, issuedAt } = input;
  const { company } = site;
  return renderPdf({ title: `Certificate of completion ${code} - ${participantName}`, subject: `Certificate of completion: ${inductionName}`, author: company.name }, (doc) => {
    letterhead(doc, company.name, 'Certificate of completion', `Verification code ${code}`);
    paragraph(doc, 'This certifies that');
    paragraph(doc, participantName, { bold: true, size: 18 });
    paragraph(doc, `completed the online induction "${inductionName}" on ${site.date(completedAt)}, having completed every slide and answered every question of every module correctly.`);
    field(doc, 'Participant', participantName);
    field(doc, 'Induction', inductionName);
    if (programmeName !== inductionName) field(doc, 'Programme', programmeName);
    field(doc, 'Completed on', site.date(completedAt));
    if (minutesOnSlides !== null) field(doc, 'Time on the slides', minutesOnSlides < 1 ? 'under a minute' : `${minutesOnSlides} minute${minutesOnSlides === 1 ? '' : 's'}`);
    field(doc, 'Verification code', code);
    sectionHeading(doc, 'What the induction covered');
    modules.forEach((title, i) => paragraph(doc, `${i + 1}. ${title}`));
    sectionHeading(doc, 'Checking this certificate');
    paragraph(doc, 'Anyone can confirm this certificate with its verification code at this address:');
    paragraph(doc, verifyUrl, { bold: true });
    doc.moveDown(1.2);
    rule(doc);
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED_COLOUR).text(`Issued by ${company.name} on ${site.date(issuedAt)} from the induction record.`);
  });
}

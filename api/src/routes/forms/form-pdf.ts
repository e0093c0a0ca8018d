import type { Company } from 'shared-contracts';
import { PUBLIC_FORMS, type PublicFormId } from 'shared-contracts/content';
import { letterhead, paragraph, renderPdf, sectionHeading, type Pdf } from '../../services/pdf/document';
import { FORM_DOCUMENTS } from './documents';

function blankLine(doc: Pdf, label: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.font('Helvetica').fontSize(10).text(label, left, doc.y);
  const y = doc.y + 16;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#8a8a8a').stroke();
  doc.y = y + 8;
}

function tickBox(doc: Pdf, label: string): void {
  const left = doc.page.margins.left;
  const y = doc.y;
  doc.rect(left, y + 1, 9, 9).lineWidth(0.75).strokeColor('#4a4a4a').stroke();
  doc.font('Helvetica').fontSize(10).text(label, left + 16, y);
  doc.moveDown(0.3);
  doc.x = left;
}

/** A blank form of /forms, branded for the company, with fields to fill in by hand. */
export function publicFormPdf(id: PublicFormId, company: Company): Promise<Buffer> {
  const meta = PUBLIC_FORMS.find((f) => f.id === id)!;
  const document = FORM_DOCUMENTS[id];
  return renderPdf({ title: meta.title, subject: meta.description, author: company.name }, (doc) => {
    letterhead(doc, company.name, meta.title, `Enquiries: ${company.supportPhone}`);
    for (const text of document.intro) paragraph(doc, text);
    for (const section of document.sections) {
      sectionHeading(doc, section.heading);
      for (const text of section.text ?? []) paragraph(doc, text);
      for (const item of section.checklist ?? []) tickBox(doc, item);
      for (const label of section.fields ?? []) blankLine(doc, label);
    }
    if (document.declaration) {
      sectionHeading(doc, 'Declaration', 140);
      paragraph(doc, document.declaration);
      blankLine(doc, 'Signature');
      blankLine(doc, 'Name');
      blankLine(doc, 'Date');
    }
  });
}

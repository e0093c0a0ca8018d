import { formatDate, PRODUCT_NAME, type Company } from 'shared-contracts';
import { opNeedTypeLabel, sponsorshipAnswer } from 'shared-contracts/form';
import { businessNameKey, formatAbn } from 'shared-contracts/signing';
import { field, generatedNote, letterhead, paragraph, renderPdf, sectionHeading, type Pdf } from './document';
import type { ParsedSignature } from '../../lib/signature-svg';

export interface OperationalNeedLetterInput {
  company: Company;
  /** VEP or VEA tracking number of the application */
  tracking: string;
  cardType: 'MSIC' | 'ASIC';
  applicantName: string;
  /** who signed: the employer or sponsor through the link, or the applicant themselves (self-employed, private pilot) */
  signedBy: 'employer' | 'applicant';
  signer: {
    name: string;
    position?: string | undefined;
    organisation?: string | undefined;
    businessUnit?: string | undefined;
    abn?: string | undefined;
    /** the register's name for the ABN, when a register named it (issue 39) */
    abnRegisteredName?: string | undefined;
    poNumber?: string | undefined;
    phone?: string | undefined;
    email?: string | undefined;
    address?: string | undefined;
  };
  need: { shortReason: string; reason: string } | null;
  opNeedType?: string | undefined;
  occupation?: string | undefined;
  accessFrequency?: string | undefined;
  portAccess?: string | undefined;
  airports?: string[] | undefined;
  /** the sponsorship answer: whether the organisation sponsors the applicant, and for how many years */
  sponsored?: { sponsored: boolean; years: number | null } | undefined;
  /** what was known of the signer's ABN (migration 019); undefined when not recorded */
  abnCheck?: 'verified' | 'not-verified' | 'lookup-failed' | undefined;
  /** drawn strokes, or the full name the signer typed (decision 029) */
  signature: LetterSignature;
  signedAt: string;
}

export type LetterSignature = { kind: 'drawn'; strokes: ParsedSignature } | { kind: 'typed'; name: string };

const INK = '#0b0c0c';
const SIGNATURE_BOX = { width: 260, height: 110 };

/** The box around every stroke (control points included), padded, in the signature's own units. */
function strokeBounds(signature: ParsedSignature, padding = 6) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const shape of signature.shapes) {
    if (shape.kind === 'dot') {
      xs.push(shape.cx - shape.r, shape.cx + shape.r);
      ys.push(shape.cy - shape.r, shape.cy + shape.r);
    } else {
      shape.points.forEach((value, i) => (i % 2 === 0 ? xs : ys).push(value));
    }
  }
  const minX = Math.min(...xs) - padding;
  const minY = Math.min(...ys) - padding;
  return { minX, minY, width: Math.max(...xs) + padding - minX, height: Math.max(...ys) + padding - minY };
}

/** Draws the signature's strokes as vector paths, cropped to the strokes, scaled into a box and centred in it. */
export function drawSignature(doc: Pdf, signature: ParsedSignature, x: number, y: number, box = SIGNATURE_BOX): void {
  const bounds = strokeBounds(signature);
  const scale = Math.min(box.width / bounds.width, box.height / bounds.height, 2);
  const dx = x + (box.width - bounds.width * scale) / 2 - bounds.minX * scale;
  const dy = y + (box.height - bounds.height * scale) / 2 - bounds.minY * scale;
  doc.save();
  doc.translate(dx, dy).scale(scale);
  doc.lineCap('round').strokeColor(INK).fillColor(INK);
  // enlarged strokes keep a pen-like weight rather than growing with the scale
  const weight = (width: number) => (Math.max(width, 0.5) * 1.5) / Math.max(scale, 1.5);
  for (const shape of signature.shapes) {
    if (shape.kind === 'dot') {
      doc.circle(shape.cx, shape.cy, Math.max(shape.r, 0.5)).fill();
    } else if (shape.kind === 'line') {
      const [x1, y1, x2, y2] = shape.points;
      doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(weight(shape.width)).stroke();
    } else {
      const [sx, sy, c1x, c1y, c2x, c2y, ex, ey] = shape.points;
      doc.moveTo(sx, sy).bezierCurveTo(c1x, c1y, c2x, c2y, ex, ey).lineWidth(weight(shape.width)).stroke();
    }
  }
  doc.restore();
}

/** The typed signature: the signer's name set large in an italic face in the box, so it reads as a signature. */
function drawTypedSignature(doc: Pdf, name: string, x: number, y: number, box = SIGNATURE_BOX): void {
  doc.save();
  doc.font('Times-Italic').fillColor(INK);
  let size = 30;
  while (size > 12 && doc.fontSize(size).widthOfString(name) > box.width) size -= 2;
  doc.fontSize(size).text(name, x, y + box.height - size * 1.25, { width: box.width, lineBreak: false, ellipsis: true });
  doc.restore();
}

const ABN_CHECK_NOTES = {
  verified: undefined,
  'not-verified': 'not verified: no business register was available to confirm it',
  'lookup-failed': 'not verified: the business register could not be reached',
} as const;

/**
 * The signed operational-need letter (spec §6, §7 download): who confirms the applicant's need for the card, the
 * need itself, and the drawn signature as vector strokes. Made on request from the stored, signed form.
 */
export function operationalNeedLetterPdf(input: OperationalNeedLetterInput): Promise<Buffer> {
  const card = input.cardType === 'ASIC' ? 'ASIC' : PRODUCT_NAME;
  const { signer } = input;
  return renderPdf({ title: `Operational need letter ${input.tracking} - ${input.applicantName}`, subject: 'Signed operational need letter', author: input.company.name }, (doc) => {
    letterhead(doc, input.company.name, 'Operational need letter', `Application ${input.tracking}`);
    const role = [signer.position, signer.organisation].filter(Boolean).join(', ');
    paragraph(
      doc,
      input.signedBy === 'employer'
        ? `I, ${signer.name}${role ? `, ${role}` : ''}, confirm that ${input.applicantName} has an operational need to hold an ${card} for the reasons set out below, and that the details in this letter are true and correct.`
        : `I, ${input.applicantName}, confirm that I have an operational need to hold an ${card} for the reasons set out below, and that the details in this letter are true and correct.`,
    );

    sectionHeading(doc, 'Applicant');
    field(doc, 'Full name', input.applicantName);
    field(doc, 'Application', input.tracking);
    field(doc, 'Card', card);

    sectionHeading(doc, 'Operational need');
    field(doc, 'Operational need', input.need?.shortReason);
    field(doc, 'Reason', input.need?.reason);
    field(doc, 'Type of operational need', opNeedTypeLabel(input.opNeedType));
    field(doc, 'Occupation', input.occupation);
    field(doc, 'Access frequency', input.accessFrequency);
    field(doc, 'Port access', input.portAccess);
    field(doc, 'Airports', input.airports?.length ? input.airports.join(', ') : undefined);
    field(doc, 'Sponsored by the organisation', input.sponsored ? sponsorshipAnswer(input.sponsored.sponsored, input.sponsored.years) : undefined);

    sectionHeading(doc, input.signedBy === 'employer' ? 'Employer or sponsor' : 'Signed by the applicant', 200);
    field(doc, 'Name', signer.name);
    field(doc, 'Position', signer.position);
    field(doc, 'Organisation', signer.organisation);
    field(doc, 'Business unit', signer.businessUnit);
    const abnNote = input.abnCheck ? ABN_CHECK_NOTES[input.abnCheck] : undefined;
    // the register's name beside a trading name the signer confirmed (issue 39): never two businesses without a word
    const registered = signer.abnRegisteredName && signer.organisation && businessNameKey(signer.abnRegisteredName) !== businessNameKey(signer.organisation) ? `registered to ${signer.abnRegisteredName}; the signer confirmed that ${signer.organisation} trades under it` : undefined;
    const notes = [registered, abnNote].filter(Boolean).join('; ');
    field(doc, 'ABN', signer.abn ? `${formatAbn(signer.abn)}${notes ? ` (${notes})` : ''}` : undefined);
    field(doc, 'PO number', signer.poNumber);
    field(doc, 'Phone', signer.phone);
    field(doc, 'Email', signer.email);
    field(doc, 'Address', signer.address);

    doc.moveDown(0.8);
    const left = doc.page.margins.left;
    const top = doc.y;
    if (input.signature.kind === 'drawn') drawSignature(doc, input.signature.strokes, left, top);
    else drawTypedSignature(doc, input.signature.name, left, top);
    doc.moveTo(left, top + SIGNATURE_BOX.height + 4).lineTo(left + SIGNATURE_BOX.width, top + SIGNATURE_BOX.height + 4).lineWidth(0.75).strokeColor('#8a8a8a').stroke();
    doc.x = left;
    doc.y = top + SIGNATURE_BOX.height + 10;
    const how = input.signature.kind === 'typed' ? 'Typed signature: the signer typed their full name to sign' : 'Drawn signature';
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(`Signed by ${input.signedBy === 'employer' ? signer.name : input.applicantName} on ${formatDate(input.signedAt, input.company.timeZone)}`);
    doc.font('Helvetica').fontSize(9).fillColor('#505a5f').text(how);
    generatedNote(doc, input.company);
  });
}

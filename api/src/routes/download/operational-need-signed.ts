import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCompany } from 'shared-contracts';
import { endpoints, RandomIdParam, type ApplicantDraft } from 'shared-contracts/api';
import { idToTrackingNumber, needsApplicantSignature } from 'shared-contracts/validators';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { isoTimestamp } from '../../lib/dates';
import { draftOf, type PersonRow } from '../../lib/people-record';
import { requirePerson } from '../../lib/person-access';
import { parseSignature } from '../../lib/signature-svg';
import { applicantFullName, loadSigningRequest, type OperationalNeedRequestRow } from '../../lib/signing-request';
import { operationalNeedLetterPdf, type LetterSignature, type OperationalNeedLetterInput } from './operational-need-letter-pdf';

export const NO_SIGNED_LETTER = 'There is no signed operational need letter for this application yet.';

type LetterForm = Partial<Record<string, unknown>>;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The `ref` query parameter: the signing link's reference, which lets the signer download what they signed. */
function referenceOf(request: FastifyRequest): string | undefined {
  const ref = (request.query as Record<string, unknown> | undefined)?.ref;
  if (ref === undefined) return undefined;
  const parsed = RandomIdParam.safeParse(ref);
  if (!parsed.success) throw new HttpError(400, 'Please check the highlighted fields', { fieldErrors: { ref: ['Expected a reference'] }, in: 'query' });
  return parsed.data;
}

async function describeNeed(db: Queryable, form: LetterForm) {
  const [need] = typeof form.OperationalNeedId === 'number' ? await db.query<{ short_reason: string; reason: string }>('SELECT short_reason, reason FROM operational_need WHERE id = $1', [form.OperationalNeedId]) : [];
  const [frequency] = typeof form.OpNeedAccessFreq === 'number' ? await db.query<{ name: string }>('SELECT name FROM operational_need_access_frequency WHERE id = $1', [form.OpNeedAccessFreq]) : [];
  return { need: need ? { shortReason: need.short_reason, reason: need.reason } : null, accessFrequency: frequency?.name };
}

const airportNames = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map((a) => text((a as { Name?: unknown })?.Name)).filter((n): n is string => !!n) : undefined;

/** The signature of a signed request: the drawn strokes, or the typed name (migration 019). */
function signatureOf(row: OperationalNeedRequestRow): LetterSignature | null {
  if (row.signature_method === 'typed') return row.signature_typed ? { kind: 'typed', name: row.signature_typed } : null;
  const strokes = row.signature ? parseSignature(row.signature) : null;
  return strokes ? { kind: 'drawn', strokes } : null;
}

/** The letter of a form the employer signed through the link. */
async function employerLetter(db: Queryable, row: OperationalNeedRequestRow, signature: LetterSignature, draft: ApplicantDraft): Promise<OperationalNeedLetterInput> {
  const form = row.data as LetterForm;
  const company = getCompany(row.company);
  const cardType = (draft._cardType ?? company.cardTypes[0]) === 'ASIC' ? 'ASIC' : 'MSIC';
  const address = [text(form.Address), text(form.Suburb), [text(form.State), text(form.Postcode)].filter(Boolean).join(' '), text(form.Country)].filter(Boolean).join(', ');
  return {
    company,
    tracking: idToTrackingNumber(row.people_id, cardType === 'ASIC' ? 'VEA' : 'VEP'),
    cardType,
    applicantName: text(form.ApplicantFullname) ?? applicantFullName(row),
    signedBy: 'employer',
    signer: {
      name: [text(form.FirstName), text(form.Surname)].filter(Boolean).join(' '),
      position: text(form.Position),
      organisation: text(form.Organisation),
      businessUnit: text(form.BusinessUnit),
      abn: text(form.Abn),
      poNumber: text(form.PoNumber),
      phone: text(form.Phone),
      email: text(form.Email),
      address: address || undefined,
    },
    ...(await describeNeed(db, form)),
    opNeedType: text(form.OperationalNeedType),
    occupation: text(form.OpNeedOccupation),
    portAccess: text(form.PortAccess),
    airports: airportNames(form.airports),
    sponsored: typeof form.Sponsored === 'boolean' ? { sponsored: form.Sponsored, years: typeof form.SponsoredYears === 'number' ? form.SponsoredYears : null } : undefined,
    abnCheck: row.abn_check ?? undefined,
    signature,
    signedAt: isoTimestamp(row.signed_at) ?? new Date().toISOString(),
  };
}

/** The letter of a self-employed applicant or private pilot, who signed in the wizard (spec §6). */
async function applicantLetter(db: Queryable, person: PersonRow, draft: ApplicantDraft, signature: LetterSignature): Promise<OperationalNeedLetterInput> {
  const company = getCompany(person.company);
  const cardType = (draft._cardType ?? company.cardTypes[0]) === 'ASIC' ? 'ASIC' : 'MSIC';
  const extra = draft.ExtraData ?? {};
  const name = applicantFullName(person);
  return {
    company,
    tracking: idToTrackingNumber(person.id, cardType === 'ASIC' ? 'VEA' : 'VEP'),
    cardType,
    applicantName: name,
    signedBy: 'applicant',
    signer: { name, abn: text(draft._abn), organisation: text(draft._abr?.EntityName ?? undefined), email: person.email },
    ...(await describeNeed(db, { OperationalNeedId: draft.OperationalNeedId, OpNeedAccessFreq: extra.OpNeedAccessFreq })),
    opNeedType: extra.OpNeedType,
    occupation: extra.OpNeedOccupation,
    portAccess: extra.PortAccess,
    airports: airportNames(draft.Airports),
    sponsored: typeof draft.Sponsored === 'boolean' ? { sponsored: draft.Sponsored, years: null } : undefined,
    abnCheck: draft._abn ? (draft._abr?.Verified === false ? 'not-verified' : draft._abr ? 'verified' : undefined) : undefined,
    signature,
    signedAt: isoTimestamp(person.created_at) ?? new Date().toISOString(),
  };
}

/**
 * GET /api/download/operational-need-signed/{peopleId}: the signed operational-need letter as a PDF, with the
 * signature drawn in it. Who may download it:
 * - the applicant, with their status-page token (spec §6: the bearer token; another applicant's token gets 403);
 * - the signer, with the signing link's reference as `?ref=`, while the link is open (30 days): the link is
 *   what let them sign, and it shows them nothing they did not type themselves besides the applicant's name.
 * Without a signed letter the answer is 404.
 */
export default async function operationalNeedSignedRoutes(app: FastifyInstance) {
  route(app, endpoints.downloadOperationalNeedSigned, async (request, reply) => {
    const peopleId = request.params.id;
    const ref = referenceOf(request);
    let letter: OperationalNeedLetterInput | null = null;
    if (ref !== undefined) {
      const row = await loadSigningRequest(app, peopleId, ref);
      const signature = signatureOf(row);
      if (!row.signed_at || !signature) throw new HttpError(404, NO_SIGNED_LETTER, { code: 'not_signed' });
      letter = await employerLetter(app.db, row, signature, await app.draftForms.answersOf(row.incomplete_form_id));
    } else {
      const person = await requirePerson(app, request, peopleId);
      const row = await app.operationalNeedRequests.latestSigned(peopleId);
      const draft = draftOf(person);
      const employerSignature = row ? signatureOf(row) : null;
      if (row && employerSignature) {
        letter = await employerLetter(app.db, row, employerSignature, draft);
      } else if (needsApplicantSignature(draft)) {
        const drawn = person.incomplete_form_id !== null ? await app.draftForms.signatureOf(person.incomplete_form_id) : null;
        const stored = drawn ?? draft._signatureFile ?? null;
        const strokes = stored ? parseSignature(stored) : null;
        if (strokes) letter = await applicantLetter(app.db, person, draft, { kind: 'drawn', strokes });
      }
    }
    if (!letter) throw new HttpError(404, NO_SIGNED_LETTER, { code: 'not_signed' });
    const pdf = await operationalNeedLetterPdf(letter);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="operational-need-letter-${letter.tracking}.pdf"`);
    return pdf;
  });
}

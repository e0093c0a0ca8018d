import type { FastifyInstance } from 'fastify';
import { getCompany } from 'shared-contracts';
import { type ApplicantDraft, idToTrackingNumber, needsApplicantSignature } from 'shared-contracts/form';
import { isoTimestamp } from './dates';
import { draftOf, type PersonRow } from './people-record';
import { parseSignature } from './signature-svg';
import { applicantFullName, type OperationalNeedRequestRow } from './signing-request';
import type { LetterSignature, OperationalNeedLetterInput } from '../services/pdf/operational-need-letter-pdf';

// What the signed operational-need letter says, read from the signed request or the applicant's own signature:
// shared by the applicant's and the signer's download (routes/download) and the staff console (routes/operator).

type LetterForm = Partial<Record<string, unknown>>;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The repositories a letter's words are read from (the app has them). */
type LetterTables = Pick<FastifyInstance, 'operationalNeeds' | 'accessFrequencies'>;

async function describeNeed(tables: LetterTables, form: LetterForm) {
  const need = typeof form.OperationalNeedId === 'number' ? await tables.operationalNeeds.find(form.OperationalNeedId) : undefined;
  const frequency = typeof form.OpNeedAccessFreq === 'number' ? await tables.accessFrequencies.find(form.OpNeedAccessFreq) : undefined;
  return { need: need ? { shortReason: need.ShortReason, reason: need.Reason } : null, accessFrequency: frequency?.Name };
}

const airportNames = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map((a) => text((a as { Name?: unknown })?.Name)).filter((n): n is string => !!n) : undefined;

/** The signature of a signed request: the drawn strokes, or the typed name (migration 019). */
export function signatureOf(row: OperationalNeedRequestRow): LetterSignature | null {
  if (row.signature_method === 'typed') return row.signature_typed ? { kind: 'typed', name: row.signature_typed } : null;
  const strokes = row.signature ? parseSignature(row.signature) : null;
  return strokes ? { kind: 'drawn', strokes } : null;
}

/** The letter of a form the employer signed through the link. */
export async function employerLetter(tables: LetterTables, row: OperationalNeedRequestRow, signature: LetterSignature, draft: ApplicantDraft): Promise<OperationalNeedLetterInput> {
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
      abnRegisteredName: text(form._abnRegisteredName),
      poNumber: text(form.PoNumber),
      phone: text(form.Phone),
      email: text(form.Email),
      address: address || undefined,
    },
    ...(await describeNeed(tables, form)),
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
async function applicantLetter(tables: LetterTables, person: PersonRow, draft: ApplicantDraft, signature: LetterSignature): Promise<OperationalNeedLetterInput> {
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
    ...(await describeNeed(tables, { OperationalNeedId: draft.OperationalNeedId, OpNeedAccessFreq: extra.OpNeedAccessFreq })),
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
 * The letter of a person's application: the one their employer signed through the link, else the one a
 * self-employed applicant or private pilot signed in the wizard (spec §6); null when nobody has signed yet.
 */
export async function signedLetterOf(app: FastifyInstance, person: PersonRow): Promise<OperationalNeedLetterInput | null> {
  const row = await app.operationalNeedRequests.latestSigned(person.id);
  const draft = draftOf(person);
  const employerSignature = row ? signatureOf(row) : null;
  if (row && employerSignature) return employerLetter(app, row, employerSignature, draft);
  if (!needsApplicantSignature(draft)) return null;
  const drawn = person.incomplete_form_id !== null ? await app.draftForms.signatureOf(person.incomplete_form_id) : null;
  const stored = drawn ?? draft._signatureFile ?? null;
  const strokes = stored ? parseSignature(stored) : null;
  return strokes ? applicantLetter(app, person, draft, { kind: 'drawn', strokes }) : null;
}

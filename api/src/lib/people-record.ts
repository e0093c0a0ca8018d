import { APP_SUBTYPES, APP_TYPES, getCompany, SITE, SITE_VALUES, type AppSubtype, type AppType, type SiteValue } from 'shared-contracts';
import { paymentArrangement, priceBreakdown, needsApplicantSignature, ApplicantDraft, ExtraData } from 'shared-contracts/form';
import { idToTrackingNumber, type Charges, type OperationalNeedSigning, type PeopleRecord } from 'shared-contracts/tracking';
import { paymentRecordOf } from '../services/pdf/payment-record';
import type { ActionState, ApplicationSteps } from 'shared-contracts/staff';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import type { PersonRow } from '../repositories/people';
import { isoDate, isoTimestamp } from './dates';

export type { PersonRow };

/** The converted draft, read leniently: a field that no longer fits the schema is left out rather than failing. */
export function draftOf(row: Pick<PersonRow, 'form_data'>): ApplicantDraft {
  const parsed = ApplicantDraft.safeParse(row.form_data ?? {});
  if (parsed.success) return parsed.data;
  const data = (typeof row.form_data === 'object' && row.form_data !== null ? row.form_data : {}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const shape = ApplicantDraft.shape as Record<string, z.core.$ZodType>;
    const field = shape[key];
    if (field && z.safeParse(field, value).success) kept[key] = value;
  }
  return kept as ApplicantDraft;
}

function extraDataOf(value: unknown): ExtraData | null {
  const parsed = ExtraData.safeParse(value ?? {});
  return parsed.success ? parsed.data : null;
}

const isAppType = (v: unknown): v is AppType => typeof v === 'string' && (APP_TYPES as readonly string[]).includes(v);
const isAppSubtype = (v: unknown): v is AppSubtype => typeof v === 'string' && (APP_SUBTYPES as readonly string[]).includes(v);
const siteOf = (v: number): SiteValue => ((SITE_VALUES as readonly number[]).includes(v) ? (v as SiteValue) : 0);

/** The people record of spec §3 as the status page reads it (GET /api/people/{id}). */
export async function toPeopleRecord(app: Pick<FastifyInstance, 'operationalNeeds' | 'accessFrequencies' | 'formPayments' | 'operationalNeedRequests'>, row: PersonRow): Promise<PeopleRecord> {
  const draft = draftOf(row);
  let operationalNeedPublic: PeopleRecord['OperationalNeedPublic'] = null;
  if (typeof draft.OperationalNeedId === 'number') {
    const need = await app.operationalNeeds.find(draft.OperationalNeedId);
    operationalNeedPublic = need ? { Id: need.Id, Colour: need.Colour, ShortReason: need.ShortReason } : null;
  }
  const frequencyId = draft.ExtraData?.OpNeedAccessFreq;
  const frequency = typeof frequencyId === 'number' ? await app.accessFrequencies.find(frequencyId) : undefined;
  return {
    Id: row.id,
    IncompleteFormId: row.incomplete_form_id,
    RandomId: row.random_id,
    Company: getCompany(row.company).id,
    Site: siteOf(row.site),
    WebsiteId: row.website_id,
    ExtraData: extraDataOf(row.extra_data),
    OperationalNeedPublic: operationalNeedPublic,
    ...(frequency ? { AccessFrequency: frequency.Name } : {}),
    Firstname: row.firstname,
    Surname: row.surname,
    TrackingNumber: trackingNumberOf(row),
    ...(isAppType(draft.Apptype) ? { Apptype: draft.Apptype } : {}),
    ...(isAppSubtype(draft.Appsubtype) ? { Appsubtype: draft.Appsubtype } : {}),
    _basedOnAsic: row.based_on_asic,
    ...stepsOf(row),
    Charges: await chargesOf(app, row, draft),
    OperationalNeedSigning: await signingOf(app, row, draft),
  };
}

/**
 * Who confirms the operational need and whether it is signed (issue 39): a self-employed applicant or private pilot
 * signed it in the wizard; otherwise the employer the signing link went to, waiting until they sign. A job-ready
 * application has no operational need (spec §4 "Site 4 means job ready").
 */
async function signingOf(app: Pick<FastifyInstance, 'operationalNeedRequests'>, row: PersonRow, draft: ApplicantDraft): Promise<OperationalNeedSigning | null> {
  if (siteOf(row.site) === SITE.assetJobReady) return null;
  if (needsApplicantSignature(draft)) return { by: 'applicant', signedAt: isoTimestamp(row.created_at) };
  const state = await app.operationalNeedRequests.signingStateOf(row.id);
  if (!state) return null;
  return {
    by: 'employer',
    ...(state.employer_email ? { sentTo: state.employer_email } : {}),
    ...(state.signer ? { signer: state.signer } : {}),
    signedAt: isoTimestamp(state.signed_at),
  };
}

/** The recorded steps of a people row as the people record shows them (and the queue stage reads them). */
export const stepsOf = (row: PersonRow): ApplicationSteps => ({
  _paidAt: isoTimestamp(row.paid_at),
  _opsApproved: isoTimestamp(row.ops_approved_at),
  _interviewedAt: isoTimestamp(row.interviewed_at),
  _ausCheckUploaded: isoTimestamp(row.auscheck_uploaded_at),
  _ausCheckDecision: row.auscheck_decision ? { Decision: row.auscheck_decision, Certdate: isoDate(row.auscheck_certdate) } : null,
  _msicPosted: row.dispatched ? { Dispatch: row.dispatch_method ?? 'Posted', PostedDate: isoDate(row.posted_date) } : null,
});

/** What the order of steps (`actionRefusal` of shared-contracts/staff) reads of a people row. */
export const actionStateOf = (row: PersonRow): ActionState => ({ ...stepsOf(row), redacted: Boolean(row.redacted_at) });

/** The price lines of the application and the online payment, if one was made (issue 18). */
async function chargesOf(app: Pick<FastifyInstance, 'formPayments'>, row: PersonRow, draft: ApplicantDraft): Promise<Charges> {
  const company = getCompany(row.company);
  const breakdown = priceBreakdown(company, draft);
  const paid = await paymentRecordOf(app.formPayments, row.incomplete_form_id);
  return { ...breakdown, paid, arrangement: paymentArrangement(company, draft) };
}

/** The card the application is for: as recorded at conversion, else the draft's, else the company's first. */
export function cardTypeOf(row: Pick<PersonRow, 'extra_data' | 'form_data' | 'company'>): 'MSIC' | 'ASIC' {
  const recorded = (row.extra_data as { cardType?: unknown } | null)?.cardType;
  const kind = recorded ?? draftOf(row)._cardType ?? getCompany(row.company).cardTypes[0];
  return kind === 'ASIC' ? 'ASIC' : 'MSIC';
}

/** The tracking number of a people record: VEA for an ASIC, VEP otherwise, and the id plus 1500. */
export const trackingNumberOf = (row: Pick<PersonRow, 'id' | 'extra_data' | 'form_data' | 'company'>): string =>
  idToTrackingNumber(row.id, cardTypeOf(row) === 'ASIC' ? 'VEA' : 'VEP');

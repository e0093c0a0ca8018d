import type { FastifyInstance } from 'fastify';
import { COMPANIES, isCompanyId, type Company, type CompanyId } from 'shared-contracts';
import { type AbnResult, type ApplicantDraft, type OperationalNeed, deriveDraft, normaliseAbn, stepsCompleted } from 'shared-contracts/form';
import type { Queryable } from '../../db/types';
import { checkAbn, NOT_VERIFIED_STATUS, type AbnCheck } from '../../services/abn';

/** The company a form belongs to: the one it was started under, else the request's (an unknown stored value). */
export function formCompany(stored: string | null | undefined, requestCompany: CompanyId): Company {
  return COMPANIES[isCompanyId(stored) ? stored : requestCompany];
}

/** How long a save reuses the operational needs it read (reference data; conversion always reads them afresh). */
const NEEDS_CACHE_MS = 60_000;
const needsCache = new WeakMap<FastifyInstance, { at: number; needs: Promise<OperationalNeed[]> }>();

/** The operational needs for an autosave: read at most once a minute per app, so a save costs no extra query. */
function cachedOperationalNeeds(app: FastifyInstance, db: Queryable): Promise<OperationalNeed[]> {
  const hit = needsCache.get(app);
  if (hit && Date.now() - hit.at < NEEDS_CACHE_MS) return hit.needs;
  const needs: Promise<OperationalNeed[]> = app.operationalNeeds.all(db);
  needsCache.set(app, { at: Date.now(), needs });
  // a failed read is not kept
  needs.catch(() => needsCache.delete(app));
  return needs;
}

export interface DerivedDraftOptions {
  /** the operational needs read in the caller's transaction (conversion); else the cached list */
  operationalNeeds?: readonly OperationalNeed[];
  /** ask the ABN register again even when the stored answer is for the same ABN (conversion and payment) */
  freshAbnCheck?: boolean;
}

/**
 * The draft as the server stores it (ARCHITECTURE "the server owns the record", issues 15 and 40): what the
 * browser sent, passed through the draft model of shared-contracts for the form's company, today, and the stored
 * draft before this save; then what only the server knows or decides: the ABN register's answer (`_abr`, never the
 * browser's copy) and the steps completed (the browser's claim, lowered to what the answers support). Every derived
 * field (provisional, subtype, the branches not chosen, …) is the model's, not the browser's.
 */
export async function derivedDraft(
  app: FastifyInstance,
  db: Queryable,
  company: Company,
  draft: ApplicantDraft,
  previous: ApplicantDraft | null,
  options: DerivedDraftOptions = {},
): Promise<ApplicantDraft> {
  const needs = options.operationalNeeds ?? (await cachedOperationalNeeds(app, db));
  const derived = deriveDraft(company, draft, app.now(), { operationalNeeds: needs, previous });
  const next = await withRegisterAnswer(app, db, derived, previous, options.freshAbnCheck === true);
  const steps = stepsCompleted(company, next, { today: app.now(), operationalNeeds: needs });
  delete next._formFilledIn;
  return { ...next, ...steps };
}

/** What the draft stores of a lookup: the register's answer; a failed lookup as not verified; none for not found. */
function answerOf(abn: string, check: AbnCheck): AbnResult | null {
  if (check.status === 'verified' || check.status === 'not-verified') return check.result;
  if (check.status === 'lookup-failed') return { Abn: abn, EntityName: '', AbnStatus: NOT_VERIFIED_STATUS, Verified: false };
  return null;
}

/**
 * `_abr`, the ABN register's answer for the draft's ABN (issue 40: a browser that sends its own `_abr` is not
 * believed): the stored answer while the ABN is the same (saves are the server's since migration 021), else, or
 * when `fresh`, the register asked now (services/abn, decision 028). No ABN, no answer.
 */
async function withRegisterAnswer(app: FastifyInstance, db: Queryable, draft: ApplicantDraft, previous: ApplicantDraft | null, fresh: boolean): Promise<ApplicantDraft> {
  const rest: ApplicantDraft = { ...draft };
  delete rest._abr;
  if (!rest._abn) return rest;
  const abn = normaliseAbn(rest._abn);
  const stored = previous?._abr;
  if (!fresh && stored && stored.Abn === abn && previous?._abn !== undefined && normaliseAbn(previous._abn) === abn) return { ...rest, _abr: stored };
  return { ...rest, _abr: answerOf(abn, await checkAbn(app, abn, app.log, db)) };
}

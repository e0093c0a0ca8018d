import type { FastifyInstance } from 'fastify';
import { COMPANIES, isCompanyId, type Company, type CompanyId } from 'shared-contracts';
import type { ApplicantDraft, OperationalNeed } from 'shared-contracts/api';
import { deriveDraft } from 'shared-contracts/validators';
import type { Queryable } from '../../db/types';

/** The company a form belongs to: the one it was started under, else the request's (an unknown stored value). */
export function formCompany(stored: string | null | undefined, requestCompany: CompanyId): Company {
  return COMPANIES[isCompanyId(stored) ? stored : requestCompany];
}

/** The operational needs with their colour, for the white-need rules of the draft model. */
export function loadOperationalNeeds(db: Queryable): Promise<OperationalNeed[]> {
  return db.query<OperationalNeed>(
    `SELECT id AS "Id", colour AS "Colour", reason AS "Reason", short_reason AS "ShortReason", category_id AS "category", admin_only AS "adminOnly", card_type AS "cardType" FROM operational_need`,
  );
}

/** How long a save reuses the operational needs it read (reference data; conversion always reads them afresh). */
const NEEDS_CACHE_MS = 60_000;
const needsCache = new WeakMap<FastifyInstance, { at: number; needs: Promise<OperationalNeed[]> }>();

/** The operational needs for an autosave: read at most once a minute per app, so a save costs no extra query. */
function cachedOperationalNeeds(app: FastifyInstance, db: Queryable): Promise<OperationalNeed[]> {
  const hit = needsCache.get(app);
  if (hit && Date.now() - hit.at < NEEDS_CACHE_MS) return hit.needs;
  const needs = loadOperationalNeeds(db);
  needsCache.set(app, { at: Date.now(), needs });
  // a failed read is not kept
  needs.catch(() => needsCache.delete(app));
  return needs;
}

/**
 * The draft as the server stores it (ARCHITECTURE "the server owns the record", issue 15): what the browser sent,
 * passed through the draft model of shared-contracts for the form's company, today, and the stored draft before
 * this save. Every derived field (provisional, subtype, the branches not chosen, …) is the model's, not the
 * browser's.
 */
export async function derivedDraft(
  app: FastifyInstance,
  db: Queryable,
  company: Company,
  draft: ApplicantDraft,
  previous: ApplicantDraft | null,
  operationalNeeds?: readonly OperationalNeed[],
): Promise<ApplicantDraft> {
  const needs = operationalNeeds ?? (await cachedOperationalNeeds(app, db));
  return deriveDraft(company, draft, app.now(), { operationalNeeds: needs, previous });
}

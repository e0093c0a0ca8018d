import type { Company } from 'shared-contracts';
import type { ApplicantDraft, OperationalNeed } from 'shared-contracts/api';
import { deriveDraft } from 'shared-contracts/validators';

/** Fields the server owns: never a change of the applicant's. */
export const SERVER_FIELDS = ['_id', '_version', '_company', '_formLink', '_peopleId', '_mailLinkSent', '_isSaved', '_notSaved'] as const;

export function serverFieldsOf(draft: ApplicantDraft | null | undefined): Partial<ApplicantDraft> {
  const out: Record<string, unknown> = {};
  for (const field of SERVER_FIELDS) if (draft && field in draft) out[field] = draft[field];
  return out as Partial<ApplicantDraft>;
}

export interface DeriveContext {
  operationalNeeds?: readonly OperationalNeed[];
  today?: Date;
}

/**
 * The draft as it must be after a change from `previous`: the one draft model of shared-contracts (spec §4
 * field-driven changes, branches not chosen removed, at most 2 addresses when the first covers 10 years), the same
 * function the API applies on every save.
 */
export function deriveWizardDraft(company: Company, draft: ApplicantDraft, previous: ApplicantDraft, ctx: DeriveContext = {}): ApplicantDraft {
  return deriveDraft(company, draft, ctx.today ?? new Date(), { operationalNeeds: ctx.operationalNeeds, previous });
}

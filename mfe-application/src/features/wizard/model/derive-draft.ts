import type { Company } from 'shared-contracts';
import { deriveDraft, type ApplicantDraft, type OperationalNeed } from 'shared-contracts/form';

/** Fields the server owns: never a change of the applicant's. */
export const SERVER_FIELDS = ['_id', '_version', '_company', '_formLink', '_peopleId', '_mailLinkSent', '_isSaved', '_notSaved'] as const;

export interface DeriveContext {
  operationalNeeds?: readonly OperationalNeed[];
  today?: Date;
}

/** The same function the API applies on every save. */
export function deriveWizardDraft(company: Company, draft: ApplicantDraft, previous: ApplicantDraft, ctx: DeriveContext = {}): ApplicantDraft {
  return deriveDraft(company, draft, ctx.today ?? new Date(), { operationalNeeds: ctx.operationalNeeds, previous });
}

import type { Company } from 'shared-contracts';
import type { ApplicantDraft, OperationalNeed } from 'shared-contracts/api';
import { formLayers } from './form-layers';

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
 * function the API applies on every save. The draft as it is while the model's layer has not arrived (the first
 * screen draws without it, decision 070): the form applies the model when it comes, before anything is saved.
 */
export function deriveWizardDraft(company: Company, draft: ApplicantDraft, previous: ApplicantDraft, ctx: DeriveContext = {}): ApplicantDraft {
  const layers = formLayers();
  return layers ? layers.validators.deriveDraft(company, draft, ctx.today ?? new Date(), { operationalNeeds: ctx.operationalNeeds, previous }) : draft;
}

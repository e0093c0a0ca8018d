import type { Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';

/** The number of steps of a company's wizard: 4, or 3 for the asset variants (spec §2 steps bar). */
export const stepCount = (company: Company): number => company.steps.length;

/**
 * The step the applicant may see (spec §4): a step is reachable only once the previous one is complete,
 * otherwise the current step (the first not completed) is shown.
 */
export function allowedStep(requested: number, draft: Pick<ApplicantDraft, '_stepCompleted'>, total: number): number {
  const completed = draft._stepCompleted ?? 0;
  const current = Math.min(completed + 1, total);
  return requested > current ? current : Math.max(1, Math.min(requested, total));
}

/**
 * Where "Next" leads from `step` (spec §4): the following step; once step 3 is done the form is filled in and
 * later steps jump straight to the final step.
 */
export function nextStep(step: number, draft: Pick<ApplicantDraft, '_formFilledIn'>, total: number): number {
  if (draft._formFilledIn) return total;
  return Math.min(step + 1, total);
}

/** The draft after completing `step`: _stepCompleted recorded, and step 3 marks the form filled in (spec §4). */
export function completeStep(draft: ApplicantDraft, step: number): ApplicantDraft {
  const stepCompleted = Math.max(draft._stepCompleted ?? 0, step);
  return { ...draft, _stepCompleted: stepCompleted, ...(stepCompleted >= 3 ? { _formFilledIn: true } : {}) };
}

/** The step to open for a loaded form: the final step once filled in, else the first not completed. */
export function resumeStep(draft: ApplicantDraft, total: number): number {
  if (draft._formFilledIn) return total;
  return Math.min((draft._stepCompleted ?? 0) + 1, total);
}

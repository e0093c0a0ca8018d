import type { Company } from 'shared-contracts';
import type { ApplicantDraft } from '../applicant-draft';
import { STEP_VALIDATORS } from '../application';
import { hasFieldErrors } from 'shared-contracts';
import type { StepContext } from '../step-context';

/**
 * The steps a draft has completed, as the server records them (spec §4, issue 40): the browser proposes
 * `_stepCompleted` when the applicant proceeds ("completion is recorded when the user proceeds"), and a step
 * counts only when it and every step before it pass their validators: a claim of a step the answers do not
 * support is lowered to the last step they do. The final step (the summary) counts once every step before it
 * passes. The form is filled in once step 3 is completed.
 */
export function stepsCompleted(company: Company, draft: ApplicantDraft, ctx: StepContext = {}): Pick<ApplicantDraft, '_stepCompleted' | '_formFilledIn'> {
  const proposed = Math.max(0, Math.min(draft._stepCompleted ?? 0, company.steps.length));
  let completed = 0;
  for (let step = 1; step <= proposed; step++) {
    const validate = STEP_VALIDATORS[step as keyof typeof STEP_VALIDATORS];
    if (validate && hasFieldErrors(validate(draft, company, ctx))) break;
    completed = step;
  }
  return { _stepCompleted: completed, ...(completed >= 3 ? { _formFilledIn: true } : {}) };
}

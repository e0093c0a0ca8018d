import type { Company } from 'shared-contracts';
import type { ApplicantDraft } from '../applicant-draft';
import { STEP_VALIDATORS } from '../application';
import { hasFieldErrors } from 'shared-contracts';
import type { StepContext } from '../step-context';

/** Spec §4: the browser proposes `_stepCompleted`; a step counts only when it and every step before it pass. */
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

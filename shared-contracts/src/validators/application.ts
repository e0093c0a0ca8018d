import type { Company } from '../companies/company';
import type { ApplicantDraft } from '../schemas/applicant-draft';
import { mergeFieldErrors, type FieldErrorMap } from './field-errors';
import { validateStep1 } from './step-1';
import { validateStep2 } from './step-2';
import { validateStep3 } from './step-3';
import type { StepContext } from './step-context';

/** Which steps of a company's wizard carry a validator (steps 1 to 3; step 4 is the summary). */
export const STEP_VALIDATORS = {
  1: (draft: ApplicantDraft, _company: Company, ctx?: StepContext) => validateStep1(draft, ctx),
  2: (draft: ApplicantDraft, _company: Company, ctx?: StepContext) => validateStep2(draft, ctx),
  3: (draft: ApplicantDraft, company: Company, ctx?: StepContext) => validateStep3(draft, company, ctx),
} as const;

/** Every step rule at once: what the server applies before converting a form into a people record. */
export function validateApplication(draft: ApplicantDraft, company: Company, ctx: StepContext = {}): FieldErrorMap {
  return mergeFieldErrors(validateStep1(draft, ctx), validateStep2(draft, ctx), validateStep3(draft, company, ctx));
}

import type { Company } from 'shared-contracts';
import { ruleDay } from 'shared-contracts';
import type { ApplicantDraft } from './applicant-draft';
import { mergeFieldErrors, type FieldErrorMap } from 'shared-contracts';
import { validateStep1 } from './step-1';
import { validateStep2 } from './step-2';
import { validateStep3 } from './step-3';
import type { StepContext } from './step-context';

export const STEP_VALIDATORS = {
  1: (draft: ApplicantDraft, company: Company, ctx?: StepContext) => validateStep1(draft, inZone(company, ctx)),
  2: (draft: ApplicantDraft, company: Company, ctx?: StepContext) => validateStep2(draft, inZone(company, ctx)),
  3: (draft: ApplicantDraft, company: Company, ctx?: StepContext) => validateStep3(draft, company, inZone(company, ctx)),
} as const;

export function validateApplication(draft: ApplicantDraft, company: Company, ctx: StepContext = {}): FieldErrorMap {
  const zoned = inZone(company, ctx);
  return mergeFieldErrors(validateStep1(draft, zoned), validateStep2(draft, zoned), validateStep3(draft, company, zoned));
}

// the day in the company's time zone, never the runtime's
const inZone = (company: Company, ctx: StepContext = {}): StepContext => ({ ...ctx, today: ruleDay(ctx.today, company.timeZone) });

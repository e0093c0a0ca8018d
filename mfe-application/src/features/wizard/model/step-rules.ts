import type { Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';

export const stepCount = (company: Company): number => company.steps.length;

export const stepRoute = (step: number) => (['formStep1', 'formStep2', 'formStep3', 'formStep4'] as const)[step - 1]!;

export function allowedStep(requested: number, draft: Pick<ApplicantDraft, '_stepCompleted'>, total: number): number {
  const completed = draft._stepCompleted ?? 0;
  const current = Math.min(completed + 1, total);
  return requested > current ? current : Math.max(1, Math.min(requested, total));
}

export function nextStep(step: number, draft: Pick<ApplicantDraft, '_formFilledIn'>, total: number): number {
  if (draft._formFilledIn) return total;
  return Math.min(step + 1, total);
}

export function completeStep(draft: ApplicantDraft, step: number): ApplicantDraft {
  const stepCompleted = Math.max(draft._stepCompleted ?? 0, step);
  return { ...draft, _stepCompleted: stepCompleted, ...(stepCompleted >= 3 ? { _formFilledIn: true } : {}) };
}

export function resumeStep(draft: ApplicantDraft, total: number): number {
  if (draft._formFilledIn) return total;
  return Math.min((draft._stepCompleted ?? 0) + 1, total);
}

import { DECISION_NOT_APPROVED } from 'shared-contracts';

export const DECISION_OPTIONS = [
  { value: 'Y', label: 'Approved' },
  { value: DECISION_NOT_APPROVED, label: 'Not approved: the applicant must contact our office' },
] as const;

export const decisionLabel = (value: string) => DECISION_OPTIONS.find((option) => option.value === value)?.label ?? value;

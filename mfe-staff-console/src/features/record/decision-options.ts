import { DECISION_NOT_APPROVED } from 'shared-contracts';

/** The background check's decisions: approved, or not approved (the applicant is asked to contact the office, spec §4). */
export const DECISION_OPTIONS = [
  { value: 'Y', label: 'Approved' },
  { value: DECISION_NOT_APPROVED, label: 'Not approved: the applicant must contact our office' },
] as const;

export const decisionLabel = (value: string) => DECISION_OPTIONS.find((option) => option.value === value)?.label ?? value;

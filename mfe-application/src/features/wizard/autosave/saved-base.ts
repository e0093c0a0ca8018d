import type { ApplicantDraft } from 'shared-contracts/form';

/** The base of the field-level merge when another tab saved since (issue 18). */
let base: ApplicantDraft | undefined;

export const savedBase = (): ApplicantDraft | undefined => base;
export function setSavedBase(draft: ApplicantDraft | undefined): void {
  base = draft;
}

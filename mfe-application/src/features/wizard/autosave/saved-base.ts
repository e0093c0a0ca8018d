import type { ApplicantDraft } from 'shared-contracts/api';

/**
 * The draft as the server last answered it to this page (a load or a save): the version this tab's changes are made
 * from, the base of the field-level merge when another tab saved since (issue 18).
 */
let base: ApplicantDraft | undefined;

export const savedBase = (): ApplicantDraft | undefined => base;
export function setSavedBase(draft: ApplicantDraft | undefined): void {
  base = draft;
}

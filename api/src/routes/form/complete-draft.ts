import type { ApplicantDraft } from 'shared-contracts/form';
import { validDraft } from 'shared-contracts/testing';

/**
 * A complete standard MSIC application for the form tests and the autosave bench: the shared fixture, with no
 * previous names and the birth certificate in the applicant's current name.
 */
export function completeDraft(overrides: Partial<ApplicantDraft> = {}): ApplicantDraft {
  const base = validDraft();
  return validDraft({
    _previousNames: [],
    _idDocument: { ...base._idDocument, Details: { ...base._idDocument?.Details, FamilyName: "O'Brien" } },
    ...overrides,
  });
}

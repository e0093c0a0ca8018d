import type { ApplicantDraft } from './applicant-draft';

/** A new, empty draft (without zod: the wizard's first screen starts one before the API layer, decision 070). */
export const emptyApplicantDraft = (): ApplicantDraft => ({ _stepCompleted: 0, _previousNames: [], _address: [{}], _postalSame: true });

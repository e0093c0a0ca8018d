import type { ApplicantDraft } from './applicant-draft';

// no zod here: the wizard's first screen starts a draft before it loads the API layer
export const emptyApplicantDraft = (): ApplicantDraft => ({ _stepCompleted: 0, _previousNames: [], _address: [{}], _postalSame: true });

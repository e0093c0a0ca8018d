import { fieldErrorsFromIssues, InductionOnlyRegistration, invalidEnrolmentCardNumberMessage, isApiError, MESSAGES, rateLimitMessage } from 'shared-contracts/api';
import { registerInductionOnly } from './register-induction-only';

/**
 * What the enrolment form needs once the participant presses Enrol: the contract's schema of the registration, the
 * call and the reading of its errors. They come with the API layer (about 22 KB gzipped), which the form starts
 * loading when the participant comes to it (focus, touch or click), not with the page (issue 17, decision 059).
 */
export const ENROLMENT_CALLS = { fieldErrorsFromIssues, InductionOnlyRegistration, invalidEnrolmentCardNumberMessage, isApiError, MESSAGES, rateLimitMessage, registerInductionOnly };

export type EnrolmentCalls = typeof ENROLMENT_CALLS;

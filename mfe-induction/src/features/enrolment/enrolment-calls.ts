// The enrolment's check and call (the contract's schema, the registration call and the reading of its errors), with
// the API layer they come from: loaded when the participant comes to the form, not with the page (issue 17,
// docs/decisions/062).
export { fieldErrorsFromIssues, InductionOnlyRegistration, invalidEnrolmentCardNumberMessage, isApiError, rateLimitMessage } from 'shared-contracts/api';
export { registerInductionOnly } from './register-induction-only';

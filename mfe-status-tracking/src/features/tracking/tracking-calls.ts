// The track screen's calls and the reading of their failures: with them comes the API layer (its client, its zod
// schemas), which the screen loads when the applicant starts on the form, not with the page (load-tracking-calls.ts).
export { findApplication, requestCode, verifyCode } from './tracking-api';
export { trackingProblem } from './tracking-errors';

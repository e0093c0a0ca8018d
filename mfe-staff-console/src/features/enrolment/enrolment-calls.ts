// What the enrolment screen needs once it has a token, and not to say that a link without one does not work: the
// call that reads the enrolment (the API layer), the reading of its failure, and the form (ui-kit/forms, the staff
// contract's rules, the call that completes the enrolment). A chunk of its own, loaded by ./enrolment-screen only for
// an address with a token (issue 17, docs/decisions/060).
import { isApiError } from 'shared-contracts/api';
import { ENROLMENT_NOT_LOADED } from './enrolment-messages';

export { EnrolmentForm } from './enrolment-form';
export { loadEnrolment } from './load-enrolment';

/** What the screen says of an enrolment that could not be read: the API's words when it gave some. */
export function enrolmentFailureMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (isApiError(error) && error.status === 404) return 'This enrolment link is not valid: it is unknown, used or expired.';
  return ENROLMENT_NOT_LOADED;
}

/** The enrolment could not be read: its call, or the code of its call, did not reach us. */
export const ENROLMENT_NOT_LOADED = 'The enrolment could not be loaded. Try again.';

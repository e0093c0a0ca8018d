/** Spec §5 step-4 summary, verbatim, in spec order; keyed by the section a failed check scrolls to. */
export const SUMMARY_MESSAGES = {
  name: 'Please ensure your name is entered correctly',
  previousNames: 'Please ensure your previous names are entered correctly',
  dateOfBirth: 'Please ensure your date of birth is entered correctly',
  gender: 'Please ensure your gender is entered correctly',
  email: 'Please ensure your email is entered correctly',
  contactNumbers: 'Please ensure your contact numbers are entered correctly',
  citizenship: 'Please ensure your citizenship is entered correctly',
  placeOfBirth: 'Please ensure your place of birth is entered correctly',
  proofOfIdentity: 'Please ensure your proof of identity is entered correctly',
  addresses: 'Please ensure your addresses are entered correctly',
  postalAddress: 'Please ensure your postal address is entered correctly',
} as const;
export type SummarySection = keyof typeof SUMMARY_MESSAGES;
export const SUMMARY_SECTIONS = Object.keys(SUMMARY_MESSAGES) as SummarySection[];

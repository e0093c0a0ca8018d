import { PRODUCT_NAME } from './product';
import { withArticle } from './companies/card-words';

/**
 * User-facing texts of spec §8 (and the summary checks of §5). Texts the spec quotes are verbatim and marked
 * `spec`; the others name a situation the spec lists without giving its words.
 */
export const MESSAGES = {
  /** spec §8: a completed existing form */
  formCompleted: `The ${PRODUCT_NAME} form has been completed. Redirecting you to the status page.`,
  /** spec §5, §8: an incorrect induction answer without its own error text */
  incorrectAnswer: 'You answered this question incorrectly.',
  /** spec §8: induction-only enrolment failure without a server error text */
  invalidEnrolmentCardNumber: `The ${PRODUCT_NAME} Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ${PRODUCT_NAME}/ASIC application.`,
  /** spec §8: 429 on resend link (and the default for any 429 without a server message) */
  tooManyRequests: 'Too many requests, please try again in a minute',
  /** spec §8: resend link failure without a server message */
  unknownError: 'Unknown error, please try again later',
  /** spec §4: AusCheck decision N on the status page */
  decisionNotApproved: 'Your application has been processed please contact our office for more information.',

  invalidVerification: 'That verification code is not correct. Check the code we sent you and try again.',
  expiredVerification: 'That verification code has expired. Ask for a new code and try again.',
  personNotFound: 'We could not find an application with those details. Check your tracking number and date of birth.',
  storageUnavailable:
    'We could not load your application because this browser is blocking site storage. Turn off private browsing or allow site data, then try again.',
  captchaFailed: 'The security check was not completed. Please try it again.',
  connectionTrouble:
    'We are having trouble saving your form. Check your internet connection: your answers are kept on this page and will be saved when the connection returns.',
  inductionConnectionIssue: 'We could not check your answer because of a connection problem. Check your internet connection and try again.',
  missingAnswer: 'Answer this question to continue.',
  audioError: 'The audio for this slide could not be loaded. You can read the slides and continue without audio.',
  operationalNeedSaveError: 'We could not save the operational need form. Please try again.',
  signatureRequired: 'Sign in the box to confirm the operational need.',
  sessionExpired: 'Your session has expired because you were inactive for 30 minutes.',
  sessionExpiredNotSaved: 'Your session has expired. Your form had not been saved, so you will need to start again.',
  linkExpired: 'This link has expired. We can email you a new one.',
  recordNotFound: 'We could not find that application. Check the link in your email.',
  processingError: 'Something went wrong while we were processing your application. Our team has been notified.',
  maintenance: 'The service is down for maintenance. Please try again shortly.',
  networkProblem: 'We could not reach the service. Check your internet connection and try again.',
} as const;

/** The phone-contact sentence one variant adds to the enrolment failure message (spec §8). */
export function invalidEnrolmentCardNumberMessage(supportPhone?: string): string {
  return supportPhone
    ? `${MESSAGES.invalidEnrolmentCardNumber} If you need help, please call us on ${supportPhone}.`
    : MESSAGES.invalidEnrolmentCardNumber;
}

// token decoding errors (spec §8) live beside the decoder, in the core entry
export { JWT_ERRORS } from './jwt';

/**
 * The step-4 summary checks of spec §5, verbatim, in spec order. The key is the summary section a failed
 * check scrolls to.
 */
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

/** Field error texts shared by the schemas and the step validators, worded like a government form. */
export const FIELD_MESSAGES = {
  required: 'This field is required',
  firstName: 'Enter your first name',
  middleNames: 'Enter your middle names, or tick that you have no middle name',
  surname: 'Enter your surname',
  name: "Use letters, spaces, hyphens, apostrophes, commas and full stops only",
  idName: "Use letters, spaces, hyphens and apostrophes only, as on your document",
  email: 'Enter a valid email address, like name@example.com',
  confirmEmail: 'The email addresses do not match',
  phone: 'Enter a phone number of 6 to 15 digits; you may use +, #, spaces and brackets',
  preferredContactNumber: 'Enter the phone number for your preferred contact method',
  addressLine: 'Use letters, numbers, spaces and # , . / - only',
  suburb: "Enter a suburb or town using letters, spaces and ' , ( ) - only",
  postcode: 'Enter a postcode of 3 to 5 digits',
  state: 'Choose a state or territory',
  country: 'Choose a country',
  date: 'Enter a real date',
  dateInFuture: 'The date must be in the past',
  birthdate: 'Enter your date of birth',
  gender: 'Choose your gender',
  citizenship: 'Choose your citizenship',
  birthCountry: 'Choose your country of birth',
  birthPlace: 'Enter your place of birth',
  birthState: 'Choose your state of birth',
  previousNameType: 'Choose the type of previous name',
  idType: 'Choose an identity document',
  registrationState: 'Choose the state of registration',
  registrationNumber: 'Enter the registration number as shown on the certificate',
  registrationYear: 'Enter a registration year after 1929',
  registrationBeforeBirth: 'The registration date cannot be before your date of birth',
  registrationDateOrYear: 'Enter the registration date or the registration year',
  stockNumber: 'Enter the stock number of 4 to 11 characters',
  immicardNumber: 'Enter an ImmiCard number: EIS, PRE, RDI or AMS followed by 6 digits',
  passportNumber: 'Enter the passport number, up to 14 letters and numbers',
  alphanumeric: 'Use letters, numbers and spaces only',
  printable: 'Use letters, numbers and standard punctuation only',
  fromDate: 'Enter the date you moved in',
  toDate: 'Enter the date you moved out',
  toDateBeforeFromDate: 'The date you moved out cannot be before the date you moved in',
  addressHistory: 'Give your addresses for the last 10 years',
  /** a period of the last 10 years no address covers (issue 15: a gap longer than one month), e.g. 'March 2015 to June 2021' */
  addressGap: (period: string) => `Your addresses do not cover ${period}`,
  /** two residential addresses whose dates overlap by more than the month of the move (1-based, as listed) */
  addressOverlap: (first: number, second: number, period: string) => `Addresses ${first} and ${second} both cover ${period}: check their dates`,
  appType: 'Choose the type of application',
  appSubtype: 'Choose how long the card should last',
  provisionalSubtype: 'Applicants under 18 can only get a 2-year card',
  cardNumber: `Enter a valid ${PRODUCT_NAME} number: 3 letters followed by 5 to 9 digits`,
  providerCardNumber: `Enter a valid ${PRODUCT_NAME} number: VEP followed by 7 digits`,
  asicNumber: 'Enter a valid ASIC number of 7 letters and numbers',
  providerAsicNumber: 'Enter a valid ASIC number: VEA followed by 7 digits',
  asicExpiry: 'Enter the expiry date of your ASIC',
  issuingBody: 'Choose the issuing body of your current card',
  operationalNeed: 'Choose your operational need',
  /** a need of the other card's list (issue 39: an airport's applicant was offered port reasons) */
  operationalNeedOfCard: (card: string) => `Choose a reason for ${withArticle(card)}`,
  operationalNeedAdminOnly: 'This operational need can only be chosen by our office',
  opNeedType: 'Choose who you work for',
  occupation: 'Describe your occupation in at least 10 words',
  accessFrequency: 'Choose how often you need access',
  abn: 'Enter a valid 11-digit ABN',
  abnNotActive: 'This ABN is not active',
  abnNotFound: 'We could not find this ABN',
  lodgementOption: 'Choose how you will lodge your application',
  portAccess: 'Choose the port you need access to',
  airports: 'Choose the airports you need access to',
  airportsExactlyOne: 'Choose exactly 1 airport',
  airportDenied: 'You cannot choose this airport',
  words: (min: number) => `Enter at least ${min} words`,
  maxLength: (max: number) => `Enter ${max} characters or fewer`,
  lengthBetween: (min: number, max: number) => `Enter between ${min} and ${max} characters`,
  minAirports: (min: number) => `Choose at least ${min} airports`,
  cardSerial: 'Enter the card serial number of 1 to 6 digits',
  cardNumberPayment: 'Enter a valid Visa or Mastercard number',
  cvc: 'Enter the 3-digit security code from the back of your card',
  checkbox: 'Tick the box to continue',
  captcha: 'Complete the security check',
  verificationCode: 'Enter the verification code we sent you',
  trackingNumber: 'Enter your tracking number: VEP or VEA followed by 7 digits',
  signature: 'Sign in the box',
  sponsoredYears: 'Choose 2 or 4 years',
  cardsRequired: 'Enter the number of cards you need',
  enquiry: 'Enter your enquiry',
} as const;

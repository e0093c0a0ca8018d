import { FAILURE_MESSAGES, PRODUCT_NAME } from 'shared-contracts';

/** Spec §8: texts it quotes are verbatim and marked `spec`; the others name a situation it lists. */
export const MESSAGES = {
  /** spec §8: a completed existing form */
  formCompleted: `The ${PRODUCT_NAME} form has been completed. Redirecting you to the status page.`,
  /** spec §5, §8: an incorrect induction answer without its own error text */
  incorrectAnswer: 'You answered this question incorrectly.',
  /** spec §8: induction-only enrolment failure without a server error text */
  invalidEnrolmentCardNumber: `The ${PRODUCT_NAME} Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your ${PRODUCT_NAME}/ASIC application.`,
  ...FAILURE_MESSAGES,
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
  sessionExpired: 'Your session has expired because you were inactive for 30 minutes.',
  sessionExpiredNotSaved: 'Your session has expired. Your form had not been saved, so you will need to start again.',
  linkExpired: 'This link has expired. We can email you a new one.',
  recordNotFound: 'We could not find that application. Check the link in your email.',
  processingError: 'Something went wrong while we were processing your application. Our team has been notified.',
  maintenance: 'The service is down for maintenance. Please try again shortly.',
} as const;

/** Spec §8: one variant adds its phone. */
export function invalidEnrolmentCardNumberMessage(supportPhone?: string): string {
  return supportPhone
    ? `${MESSAGES.invalidEnrolmentCardNumber} If you need help, please call us on ${supportPhone}.`
    : MESSAGES.invalidEnrolmentCardNumber;
}


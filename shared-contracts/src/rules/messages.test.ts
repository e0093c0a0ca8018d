import { JWT_ERRORS } from 'shared-contracts';
import { invalidEnrolmentCardNumberMessage, MESSAGES } from './messages';
import { SUMMARY_MESSAGES, SUMMARY_SECTIONS } from '../form/summary-messages';

describe('§8 message texts, verbatim', () => {
  it.each([
    [MESSAGES.formCompleted, 'The MSIC form has been completed. Redirecting you to the status page.'],
    [MESSAGES.incorrectAnswer, 'You answered this question incorrectly.'],
    [
      MESSAGES.invalidEnrolmentCardNumber,
      'The MSIC Number that you provided is not valid. Please make sure your full legal name above matches the name submitted in your MSIC/ASIC application.',
    ],
    [MESSAGES.tooManyRequests, 'Too many requests, please try again in a minute'],
    [MESSAGES.unknownError, 'Unknown error, please try again later'],
    [MESSAGES.decisionNotApproved, 'Your application has been processed please contact our office for more information.'],
    [JWT_ERRORS.parts, 'JWT must have 3 parts'],
    [JWT_ERRORS.decode, 'Cannot decode the token'],
    [JWT_ERRORS.base64, 'Illegal base64url string!'],
  ])('%j', (actual, expected) => expect(actual).toBe(expected));

  it('one variant adds a phone-contact sentence to the enrolment failure', () => {
    expect(invalidEnrolmentCardNumberMessage()).toBe(MESSAGES.invalidEnrolmentCardNumber);
    expect(invalidEnrolmentCardNumberMessage('(08) 5550 1260')).toBe(`${MESSAGES.invalidEnrolmentCardNumber} If you need help, please call us on (08) 5550 1260.`);
  });

  it('§5 the summary messages, in spec order', () => {
    expect(SUMMARY_SECTIONS.map((s) => SUMMARY_MESSAGES[s])).toEqual([
      'Please ensure your name is entered correctly',
      'Please ensure your previous names are entered correctly',
      'Please ensure your date of birth is entered correctly',
      'Please ensure your gender is entered correctly',
      'Please ensure your email is entered correctly',
      'Please ensure your contact numbers are entered correctly',
      'Please ensure your citizenship is entered correctly',
      'Please ensure your place of birth is entered correctly',
      'Please ensure your proof of identity is entered correctly',
      'Please ensure your addresses are entered correctly',
      'Please ensure your postal address is entered correctly',
    ]);
  });
});

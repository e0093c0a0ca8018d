/**
 * Everything the enquiry forms need from the API layer and the captcha solver, in one chunk of its own (issue 17):
 * the shared schemas the form is validated with (the ones the API applies again), the enquiry and challenge
 * calls, the API's errors and altcha-lib's solver. A first visit to /contact-us or /company-accounts reads the page
 * and shows the form without them; `load-enquiry-calls.ts` loads them when the visitor comes to the form.
 */
export { isApiError, rateLimitMessage, encodeCaptchaSolution } from 'shared-contracts/api';
export { validateEnquiry } from './validate-enquiry';
export { sendEnquiry } from './send-enquiry';
export { fetchCaptchaChallenge } from './fetch-captcha-challenge';
export { solveCaptcha } from './solve-captcha';

import { defineEndpoints } from 'shared-contracts';
import { OkResponse } from '../rules/common';
import { CaptchaChallenge } from './captcha';
import { ClientLog, MissingPageQuery } from './client-log';
import { ContactEnquiry, ContactEnquiryResponse } from './contact-enquiry';
import { HealthResponse } from './health';
import { PublicFormParams } from './public-forms';

/**
 * The public site's calls: enquiries and their captcha, the blank forms of /forms, the 404 log, the client error log
 * (which the shell sends, loading this domain only when an error happens: ui-kit/host error-logging.ts) and health.
 */
export const contentEndpoints = /* @__PURE__ */ defineEndpoints({
  /** POST /api/mail/contact-us: an enquiry; answers {result}. Rate-limited. */
  mailContactUs: { method: 'POST', path: '/api/mail/contact-us', body: ContactEnquiry, response: ContactEnquiryResponse, auth: 'none' },
  /** GET /api/captcha/challenge: a signed ALTCHA proof-of-work challenge for the contact forms (not in the spec: the self-hosted captcha's call). Rate-limited. */
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge', response: CaptchaChallenge, auth: 'none' },
  /** GET /api/forms/{document}: a blank form of /forms as a PDF (spec §2 "/forms: downloads"; path not in the spec). */
  downloadPublicForm: { method: 'GET', path: '/api/forms/:document', params: PublicFormParams, response: 'blob', auth: 'none' },
  /** GET {api}/404?uri={path}: logs a missing page; the caller ignores the answer. Rate-limited. */
  log404: { method: 'GET', path: '/404', query: MissingPageQuery, response: OkResponse, auth: 'none' },
  /** POST {api}/api/logger: an uncaught client exception. */
  logClientError: { method: 'POST', path: '/api/logger', body: ClientLog, response: OkResponse, auth: 'none' },
  /** GET /api/health: one word (no screen calls it; the start-up tools and the load balancer do). */
  health: { method: 'GET', path: '/api/health', response: HealthResponse, auth: 'none' },
});

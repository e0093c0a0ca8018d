import { defineEndpoints } from 'shared-contracts';
import { OkResponse } from '../rules/common';
import { CaptchaChallenge } from './captcha';
import { ClientLog, MissingPageQuery } from './client-log';
import { ContactEnquiry, ContactEnquiryResponse } from './contact-enquiry';
import { HealthResponse } from './health';
import { PublicFormParams } from './public-forms';

export const contentEndpoints = /* @__PURE__ */ defineEndpoints({
  mailContactUs: { method: 'POST', path: '/api/mail/contact-us', body: ContactEnquiry, response: ContactEnquiryResponse, auth: 'none' },
  /** not in the spec: the self-hosted captcha's call */
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge', response: CaptchaChallenge, auth: 'none' },
  /** spec §2 "/forms: downloads"; path not in the spec */
  downloadPublicForm: { method: 'GET', path: '/api/forms/:document', params: PublicFormParams, response: 'blob', auth: 'none' },
  log404: { method: 'GET', path: '/404', query: MissingPageQuery, response: OkResponse, auth: 'none' },
  logClientError: { method: 'POST', path: '/api/logger', body: ClientLog, response: OkResponse, auth: 'none' },
  /** no screen calls it; the start-up tools and the load balancer do */
  health: { method: 'GET', path: '/api/health', response: HealthResponse, auth: 'none' },
});

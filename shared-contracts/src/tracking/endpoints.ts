import { defineEndpoints } from 'shared-contracts';
import { IncompleteInductions } from '../induction/induction';
import { OkResponse } from '../rules/common';
import { IdParams, PeopleFormParams } from '../rules/path-params';
import { LoginRequest, LoginResponse } from './login';
import { PeopleRecord } from './people-record';
import { TrackerRequest, TrackerResponse } from './tracking';

/** The track screen's login and tracker, the status page's reads and its downloads. */
export const trackingEndpoints = /* @__PURE__ */ defineEndpoints({
  /** POST /api/login: username, password (birth date), verificationCode, resend. */
  login: { method: 'POST', path: '/api/login', body: LoginRequest, response: LoginResponse, auth: 'none' },
  /** POST /api/logout: ends the token's session (spec: payload none). */
  logout: { method: 'POST', path: '/api/logout', response: OkResponse, auth: 'token' },
  person: { method: 'GET', path: '/api/people/:id', params: IdParams, response: PeopleRecord, auth: 'token' },
  /** POST /api/people/tracker: {VepNumber, Birthday} → the person's Id. Rate-limited. */
  tracker: { method: 'POST', path: '/api/people/tracker', body: TrackerRequest, response: TrackerResponse, auth: 'none' },
  /** The inductions a person still has to do, for the status page's links (the induction domain owns the schema). */
  peopleIncompleteInductions: { method: 'GET', path: '/api/people/:id/:formId/inductions/incomplete', params: PeopleFormParams, response: IncompleteInductions, auth: 'token' },
  downloadApplicationForm: { method: 'GET', path: '/api/download/application-form/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadInvoice: { method: 'GET', path: '/api/download/invoice/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadCertificate: { method: 'GET', path: '/api/download/certificate/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
});

import { defineEndpoints } from 'shared-contracts';
import { OkResponse } from '../rules/common';
import { LoginRequest, LoginResponse } from './login';
import { TrackerRequest, TrackerResponse } from './tracking';

/**
 * The track screen's calls (the login and the tracker), in a table of their own: the track screen, and the wizard's
 * sign-in, do not bundle the status page's schemas (the people record, inductions).
 */
export const trackEndpoints = /* @__PURE__ */ defineEndpoints({
  /** POST /api/login: username, password (birth date), verificationCode, resend. */
  login: { method: 'POST', path: '/api/login', body: LoginRequest, response: LoginResponse, auth: 'none' },
  /** POST /api/logout: ends the token's session (spec: payload none). */
  logout: { method: 'POST', path: '/api/logout', response: OkResponse, auth: 'token' },
  /** POST /api/people/tracker: {VepNumber, Birthday} → the person's Id. Rate-limited. */
  tracker: { method: 'POST', path: '/api/people/tracker', body: TrackerRequest, response: TrackerResponse, auth: 'none' },
});

import { defineEndpoints } from 'shared-contracts';
import { OkResponse } from '../rules/common';
import { LoginRequest, LoginResponse } from './login';
import { TrackerRequest, TrackerResponse } from './tracking';

// a table of its own: the track screen, and the wizard's sign-in, do not bundle the status page's schemas
export const trackEndpoints = /* @__PURE__ */ defineEndpoints({
  login: { method: 'POST', path: '/api/login', body: LoginRequest, response: LoginResponse, auth: 'none' },
  logout: { method: 'POST', path: '/api/logout', response: OkResponse, auth: 'token' },
  tracker: { method: 'POST', path: '/api/people/tracker', body: TrackerRequest, response: TrackerResponse, auth: 'none' },
});

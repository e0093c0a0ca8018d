import * as z from 'zod/mini';
import { api, defineEndpoints } from 'shared-contracts';
import { OkResponse } from '../rules/common';
import { QueuePage, QueueQuery } from './queue-stage';
import { EnrolmentToken, StaffEnrolmentInfo, StaffEnrolmentRequest, StaffMember, StaffSignInRequest } from './staff-member';

export const EnrolmentTokenParams = /* @__PURE__ */ z.object({ token: EnrolmentToken });

/**
 * The staff console's calls (issue 19), sent by the one transport like every other domain's, in two tables: the
 * console's first screens (the session, enrolment and the queue: `staffApi`, here) and one application's record
 * (`staffRecordApi`, record-endpoints.ts: a module of its own, so that the sign-in screen does not bundle the record's
 * schemas, the applicant's whole draft).
 * Sign-in and enrolment are `staffSession` calls although they need no session: the browser keeps the cookie they set
 * only from a request sent with its cookies. Every other call but the enrolment lookup needs the `msic_staff` session
 * cookie (or, for automation only, a static operator token); an unsafe call with the cookie needs the Origin of an
 * allowed front end. Actions and resends need the officer role.
 */
export const staffSessionEndpoints = /* @__PURE__ */ defineEndpoints({
  /** 200 the member and the session cookie; 401 for any wrong part; 429 while locked out. */
  staffSignIn: { method: 'POST', path: '/api/staff/session', body: StaffSignInRequest, response: StaffMember, auth: 'staffSession' },
  /** The signed-in member; 401 when signed out or expired. */
  staffSession: { method: 'GET', path: '/api/staff/session', response: StaffMember, auth: 'staffSession' },
  /** Ends the session and clears the cookie. */
  staffSignOut: { method: 'DELETE', path: '/api/staff/session', response: OkResponse, auth: 'staffSession' },
  /** The account an enrolment link is for, with its TOTP secret; 404 when unknown, used or expired. */
  staffEnrolment: { method: 'GET', path: '/api/staff/enrolment/:token', params: EnrolmentTokenParams, response: StaffEnrolmentInfo, auth: 'none' },
  /** Sets the password, confirms the first code and signs in (200 the member and the cookie). */
  staffEnrol: { method: 'POST', path: '/api/staff/enrolment', body: StaffEnrolmentRequest, response: StaffMember, auth: 'staffSession' },
  /** The applications of a stage or a search, a page at a time. */
  staffQueue: { method: 'GET', path: '/api/operator/applications', query: QueueQuery, response: QueuePage, auth: 'staffSession' },
});

/** the console's session, enrolment and queue calls */
export const staffApi = /* @__PURE__ */ api(staffSessionEndpoints);

import * as z from 'zod/mini';
import { api, defineEndpoints } from 'shared-contracts';
import { OkResponse } from '../rules/common';
import { QueuePage, QueueQuery } from './queue-stage';
import { EnrolmentToken, StaffEnrolmentInfo, StaffEnrolmentRequest, StaffMember, StaffSignInRequest } from './staff-member';

const EnrolmentTokenParams = /* @__PURE__ */ z.object({ token: EnrolmentToken });

// The record's calls are a module of their own, so that the sign-in screen does not bundle the applicant's draft.
// Sign-in and enrolment are `staffSession` calls: the browser keeps a cookie only from a request sent with cookies.
export const staffSessionEndpoints = /* @__PURE__ */ defineEndpoints({
  staffSignIn: { method: 'POST', path: '/api/staff/session', body: StaffSignInRequest, response: StaffMember, auth: 'staffSession' },
  staffSession: { method: 'GET', path: '/api/staff/session', response: StaffMember, auth: 'staffSession' },
  staffSignOut: { method: 'DELETE', path: '/api/staff/session', response: OkResponse, auth: 'staffSession' },
  staffEnrolment: { method: 'GET', path: '/api/staff/enrolment/:token', params: EnrolmentTokenParams, response: StaffEnrolmentInfo, auth: 'none' },
  staffEnrol: { method: 'POST', path: '/api/staff/enrolment', body: StaffEnrolmentRequest, response: StaffMember, auth: 'staffSession' },
  staffQueue: { method: 'GET', path: '/api/operator/applications', query: QueueQuery, response: QueuePage, auth: 'staffSession' },
});


export const staffApi = /* @__PURE__ */ api(staffSessionEndpoints);

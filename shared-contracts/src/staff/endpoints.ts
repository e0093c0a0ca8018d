import * as z from 'zod/mini';
import { defineEndpoints } from 'shared-contracts';
import { NumericId } from '../rules/path-params';
import { OkResponse } from '../rules/common';
import { PERSON_REFERENCE_PATTERN } from '../rules/tracking-number';
import { OutboxMail, QueuePage, QueueQuery, StaffApplicationView, StaffDocumentKind } from './application-view';
import { OperatorAction } from './operator-action';
import { EnrolmentToken, StaffEnrolmentInfo, StaffEnrolmentRequest, StaffMember, StaffSignInRequest } from './staff-member';

/** A people record by id or by tracking number (VEP/VEA + 7 digits, any case). */
export const OperatorPeopleParams = z.object({ ref: z.string().check(z.regex(PERSON_REFERENCE_PATTERN, 'Expected a people id or a tracking number')) });
export const OperatorDocumentParams = z.object({ ref: OperatorPeopleParams.shape.ref, kind: StaffDocumentKind });
export const OperatorMailParams = z.object({ ref: OperatorPeopleParams.shape.ref, mailId: NumericId });
export const EnrolmentTokenParams = z.object({ token: EnrolmentToken });

/**
 * The staff console's calls (issue 19), sent by the one transport like every other domain's (`staffApi`). Sign-in and enrolment are `staffSession` calls although
 * they need no session: the browser keeps the cookie they set only from a request sent with its cookies. Every other
 * call but the enrolment lookup needs the `msic_staff` session cookie (or, for automation only, a static operator token); an unsafe call with the cookie
 * needs the Origin of an allowed front end. Actions and resends need the officer role.
 */
export const staffEndpoints = /* @__PURE__ */ defineEndpoints({
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
  /** One application with everything the console shows; written to the access log. */
  staffApplication: { method: 'GET', path: '/api/operator/people/:ref', params: OperatorPeopleParams, response: StaffApplicationView, auth: 'staffSession' },
  /** Records an action (officer only; 409 when the order of steps refuses it). */
  staffAction: { method: 'POST', path: '/api/operator/people/:ref/actions', params: OperatorPeopleParams, body: OperatorAction, response: StaffApplicationView, auth: 'staffSession' },
  /** A document as a PDF; written to the access log; 404 when not available. */
  staffDocument: { method: 'GET', path: '/api/operator/people/:ref/documents/:kind', params: OperatorDocumentParams, response: 'blob', auth: 'staffSession' },
  /** Queues a copy of a sent or failed mail of the record (officer only); answers the new mail. */
  staffResendMail: { method: 'POST', path: '/api/operator/people/:ref/mail/:mailId/resend', params: OperatorMailParams, response: OutboxMail, auth: 'staffSession' },
});

export type StaffEndpoints = typeof staffEndpoints;
export type StaffEndpointName = keyof StaffEndpoints;

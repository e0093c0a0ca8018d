import * as z from 'zod/mini';
import { api, defineEndpoints } from 'shared-contracts';
import { NumericId } from '../rules/path-params';
import { PERSON_REFERENCE_PATTERN } from '../rules/tracking-number';
import { OutboxMail, StaffApplicationView, StaffDocumentKind } from './application-view';
import { OperatorAction } from './operator-action';

/** A people record by id or by tracking number (VEP/VEA + 7 digits, any case). */
export const OperatorPeopleParams = /* @__PURE__ */ z.object({ ref: z.string().check(z.regex(PERSON_REFERENCE_PATTERN, 'Expected a people id or a tracking number')) });
export const OperatorDocumentParams = /* @__PURE__ */ z.object({ ref: OperatorPeopleParams.shape.ref, kind: StaffDocumentKind });
export const OperatorMailParams = /* @__PURE__ */ z.object({ ref: OperatorPeopleParams.shape.ref, mailId: NumericId });

/** One application's record in the staff console: its view, actions, documents and mails (see endpoints.ts). */
export const staffRecordEndpoints = /* @__PURE__ */ defineEndpoints({
  /** One application with everything the console shows; written to the access log. */
  staffApplication: { method: 'GET', path: '/api/operator/people/:ref', params: OperatorPeopleParams, response: StaffApplicationView, auth: 'staffSession' },
  /** Records an action (officer only; 409 when the order of steps refuses it). */
  staffAction: { method: 'POST', path: '/api/operator/people/:ref/actions', params: OperatorPeopleParams, body: OperatorAction, response: StaffApplicationView, auth: 'staffSession' },
  /** A document as a PDF; written to the access log; 404 when not available. */
  staffDocument: { method: 'GET', path: '/api/operator/people/:ref/documents/:kind', params: OperatorDocumentParams, response: 'blob', auth: 'staffSession' },
  /** Queues a copy of a sent or failed mail of the record (officer only); answers the new mail. */
  staffResendMail: { method: 'POST', path: '/api/operator/people/:ref/mail/:mailId/resend', params: OperatorMailParams, response: OutboxMail, auth: 'staffSession' },
});

/** the calls of one application's record */
export const staffRecordApi = /* @__PURE__ */ api(staffRecordEndpoints);

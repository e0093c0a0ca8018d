import * as z from 'zod/mini';
import { api, defineEndpoints } from 'shared-contracts';
import { NumericId } from '../rules/path-params';
import { PERSON_REFERENCE_PATTERN } from '../rules/tracking-number';
import { OutboxMail, StaffApplicationView, StaffDocumentKind } from './application-view';
import { OperatorAction } from './operator-action';

const OperatorPeopleParams = /* @__PURE__ */ z.object({ ref: z.string().check(z.regex(PERSON_REFERENCE_PATTERN, 'Expected a people id or a tracking number')) });
const OperatorDocumentParams = /* @__PURE__ */ z.object({ ref: OperatorPeopleParams.shape.ref, kind: StaffDocumentKind });
const OperatorMailParams = /* @__PURE__ */ z.object({ ref: OperatorPeopleParams.shape.ref, mailId: NumericId });

export const staffRecordEndpoints = /* @__PURE__ */ defineEndpoints({
  /** written to the access log */
  staffApplication: { method: 'GET', path: '/api/operator/people/:ref', params: OperatorPeopleParams, response: StaffApplicationView, auth: 'staffSession' },
  /** officer only; 409 when the order of steps refuses it */
  staffAction: { method: 'POST', path: '/api/operator/people/:ref/actions', params: OperatorPeopleParams, body: OperatorAction, response: StaffApplicationView, auth: 'staffSession' },
  /** written to the access log */
  staffDocument: { method: 'GET', path: '/api/operator/people/:ref/documents/:kind', params: OperatorDocumentParams, response: 'blob', auth: 'staffSession' },
  /** officer only; answers the new mail */
  staffResendMail: { method: 'POST', path: '/api/operator/people/:ref/mail/:mailId/resend', params: OperatorMailParams, response: OutboxMail, auth: 'staffSession' },
});


export const staffRecordApi = /* @__PURE__ */ api(staffRecordEndpoints);

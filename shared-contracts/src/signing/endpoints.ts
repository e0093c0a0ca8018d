import * as z from 'zod/mini';
import { defineEndpoints } from 'shared-contracts';
import { AbnResult } from '../reference/abn-result';
import { OkResponse } from '../rules/common';
import { AbnParams, IdParams, OperationalNeedFormParams } from '../rules/path-params';
import { OperationalNeedFormData, OperationalNeedFormSubmission } from './operational-need-form';

export const signingEndpoints = /* @__PURE__ */ defineEndpoints({
  getOperationalNeedForm: { method: 'GET', path: '/api/people/operational-need-form/:id/:refId', params: OperationalNeedFormParams, response: OperationalNeedFormData, auth: 'none' },
  postOperationalNeedForm: { method: 'POST', path: '/api/people/operational-need-form/:id/:refId', params: OperationalNeedFormParams, body: OperationalNeedFormSubmission, response: OkResponse, auth: 'none' },
  operationalNeedLookupAbn: { method: 'GET', path: '/api/people/operational-need-form/lookup-abn/:abn', params: AbnParams, response: AbnResult, auth: 'none' },
  /** The ABN records of the form's organisation; the caller uses the last item. */
  operationalNeedGetAbn: { method: 'GET', path: '/api/people/operational-need-form/get-abn/:id/:refId', params: OperationalNeedFormParams, response: z.array(AbnResult), auth: 'none' },
  /** the signer's download, and the status page's, which re-exports it */
  downloadOperationalNeedSigned: { method: 'GET', path: '/api/download/operational-need-signed/:id', params: IdParams, response: 'blob', auth: 'token' },
});

import * as z from 'zod/mini';
import { defineEndpoints } from 'shared-contracts';
import { AbnResult } from '../reference/abn-result';
import { LodgementOption } from '../reference/operational-need';
import { OkResponse } from '../rules/common';
import { FormAbnParams, IdParams } from '../rules/path-params';
import { draftEndpoints } from './endpoints';
import { ConvertFormResponse, FormErrorReport, GetSignatureResponse, SaveSignatureRequest } from './form-answers';
import { PaymentRequest, PaymentResponse } from './payment';

export const formStepEndpoints = /* @__PURE__ */ defineEndpoints({
  /** the server re-validates every step */
  convertForm: { method: 'POST', path: '/api/form/:id/people', params: IdParams, response: ConvertFormResponse, auth: 'formKey' },
  postFormError: { method: 'POST', path: '/api/form/:id/error', params: IdParams, body: FormErrorReport, response: OkResponse, auth: 'formKey' },
  lookupFormAbn: { method: 'GET', path: '/api/form/:id/lookup-abn/:abn', params: FormAbnParams, response: AbnResult, auth: 'formKey' },
  saveSignature: { method: 'POST', path: '/api/form/:id/save-signature', params: IdParams, body: SaveSignatureRequest, response: OkResponse, auth: 'formKey' },
  getSignature: { method: 'GET', path: '/api/form/:id/get-signature', params: IdParams, response: GetSignatureResponse, auth: 'formKey' },
  /** 402 when declined */
  payForm: { method: 'POST', path: '/api/form/:id/payment', params: IdParams, body: PaymentRequest, response: PaymentResponse, auth: 'formKey' },
  lodgementOptions: { method: 'GET', path: '/api/people/:id/lodgement-options', params: IdParams, response: z.array(LodgementOption), auth: 'token' },
});

/** every call of the form's domain (the API's route table and the contract tests) */
export const formEndpoints = { ...draftEndpoints, ...formStepEndpoints };

import * as z from 'zod/mini';
import { defineEndpoints } from 'shared-contracts';
import { AbnResult } from '../reference/abn-result';
import { LodgementOption } from '../reference/operational-need';
import { OkResponse } from '../rules/common';
import { FormAbnParams, FormRefParams, IdParams } from '../rules/path-params';
import { ApplicantDraft } from './applicant-draft';
import {
  ConvertFormResponse,
  CreateFormResponse,
  ExpireFormResponse,
  FormErrorReport,
  FormSavedMailRequest,
  GetSignatureResponse,
  SavedForm,
  SaveAndReturnResponse,
  SaveSignatureRequest,
} from './form-answers';
import { PaymentRequest, PaymentResponse } from './payment';

/** The draft form's calls (spec §7): create, autosave, read, convert, signature, ABN, payment, lodgement, and its mails. */
export const formEndpoints = /* @__PURE__ */ defineEndpoints({
  /** POST /api/form: create; answers id, key (the form key) and the form. */
  createForm: { method: 'POST', path: '/api/form', body: ApplicantDraft, response: CreateFormResponse, auth: 'none' },
  /** PUT /api/form/{id}: autosave. */
  updateForm: { method: 'PUT', path: '/api/form/:id', params: IdParams, body: ApplicantDraft, response: SavedForm, auth: 'formKey' },
  /** POST /api/form/{id}/expired: save the form as expired on idle timeout (body: the in-memory form). */
  expireForm: { method: 'POST', path: '/api/form/:id/expired', params: IdParams, body: ApplicantDraft, response: ExpireFormResponse, auth: 'formKey' },
  /** GET /api/form/{ref}: the saved form by reference. 401 → link-expired; other errors → record-not-found. */
  getForm: { method: 'GET', path: '/api/form/:ref', params: FormRefParams, response: SavedForm, auth: 'formKey' },
  /** POST /api/form/{id}/people: convert the saved form into a people record (the server re-validates every step). */
  convertForm: { method: 'POST', path: '/api/form/:id/people', params: IdParams, response: ConvertFormResponse, auth: 'formKey' },
  /** POST /api/form/{id}/error: {error, user}. */
  postFormError: { method: 'POST', path: '/api/form/:id/error', params: IdParams, body: FormErrorReport, response: OkResponse, auth: 'formKey' },
  /** GET /api/form/{id}/lookup-abn/{abn}: ABN lookup for a self-employed applicant (404 when not found). */
  lookupFormAbn: { method: 'GET', path: '/api/form/:id/lookup-abn/:abn', params: FormAbnParams, response: AbnResult, auth: 'formKey' },
  /** POST /api/form/{id}/save-signature: {signature}. */
  saveSignature: { method: 'POST', path: '/api/form/:id/save-signature', params: IdParams, body: SaveSignatureRequest, response: OkResponse, auth: 'formKey' },
  /** GET /api/form/{id}/get-signature: {data}. */
  getSignature: { method: 'GET', path: '/api/form/:id/get-signature', params: IdParams, response: GetSignatureResponse, auth: 'formKey' },
  /** POST /api/form/{id}/payment: card payment of a variant that pays online (not shown in the spec; chosen). 402 when declined. */
  payForm: { method: 'POST', path: '/api/form/:id/payment', params: IdParams, body: PaymentRequest, response: PaymentResponse, auth: 'formKey' },
  /**
   * The lodgement options of a people record (step 4 of an existing form, and the status page, which re-exports it):
   * how an applicant who does not pay online lodges.
   */
  lodgementOptions: { method: 'GET', path: '/api/people/:id/lodgement-options', params: IdParams, response: z.array(LodgementOption), auth: 'token' },
  /** POST /api/mail/form-saved: mail the resume link of form `id`. Rate-limited (429). */
  mailFormSaved: { method: 'POST', path: '/api/mail/form-saved', body: FormSavedMailRequest, response: OkResponse, auth: 'formKey' },
  /** POST /api/mail/session-expired/{id}: mail that the session of form `id` expired, with its link. */
  mailSessionExpired: { method: 'POST', path: '/api/mail/session-expired/:id', params: IdParams, response: OkResponse, auth: 'formKey' },
  /** POST /api/mail/save-and-return/{id}: "Save and come back later" (issue 18): one mail of the resume link per request; answers where it went and until when it works. Rate-limited (429). */
  mailSaveAndReturn: { method: 'POST', path: '/api/mail/save-and-return/:id', params: IdParams, response: SaveAndReturnResponse, auth: 'formKey' },
});

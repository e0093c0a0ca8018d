import { defineEndpoints } from 'shared-contracts';
import { OkResponse } from '../rules/common';
import { FormRefParams, IdParams } from '../rules/path-params';
import { ApplicantDraft } from './applicant-draft';
import { CreateFormResponse, ExpireFormResponse, FormSavedMailRequest, SavedForm, SaveAndReturnResponse } from './form-answers';

/** Spec §7: the draft's own calls, the ones the wizard's first screen makes. */
export const draftEndpoints = /* @__PURE__ */ defineEndpoints({
  createForm: { method: 'POST', path: '/api/form', body: ApplicantDraft, response: CreateFormResponse, auth: 'none' },
  updateForm: { method: 'PUT', path: '/api/form/:id', params: IdParams, body: ApplicantDraft, response: SavedForm, auth: 'formKey' },
  /** on idle timeout, with the in-memory form */
  expireForm: { method: 'POST', path: '/api/form/:id/expired', params: IdParams, body: ApplicantDraft, response: ExpireFormResponse, auth: 'formKey' },
  getForm: { method: 'GET', path: '/api/form/:ref', params: FormRefParams, response: SavedForm, auth: 'formKey' },
  mailFormSaved: { method: 'POST', path: '/api/mail/form-saved', body: FormSavedMailRequest, response: OkResponse, auth: 'formKey' },
  mailSessionExpired: { method: 'POST', path: '/api/mail/session-expired/:id', params: IdParams, response: OkResponse, auth: 'formKey' },
  mailSaveAndReturn: { method: 'POST', path: '/api/mail/save-and-return/:id', params: IdParams, response: SaveAndReturnResponse, auth: 'formKey' },
});

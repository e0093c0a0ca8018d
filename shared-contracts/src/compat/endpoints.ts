import * as z from 'zod/mini';
import { AbnResult } from '../schemas/abn-result';
import { ApplicantDraft } from '../schemas/applicant-draft';
import { ClientLog, MissingPageQuery } from '../schemas/client-log';
import { OkResponse } from '../schemas/common';
import { CaptchaChallenge } from '../schemas/captcha';
import { PublicFormParams } from '../schemas/public-forms';
import { ContactEnquiry, ContactEnquiryResponse } from '../schemas/contact-enquiry';
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
} from '../schemas/form';
import { HealthResponse } from '../schemas/health';
import {
  IncompleteInductions,
  InductionAnswerRequest,
  InductionAnswerResult,
  InductionCertificate,
  InductionProgram,
  InductionProgress,
  SlideCompletedRequest,
  SlideCompletedResponse,
  SlideRef,
  SlideTiming,
} from '../schemas/induction';
import { ForeignCard, InductionOnlyRegistration, InductionOnlyRegistrationResponse } from '../schemas/induction-registration';
import { LoginRequest, LoginResponse } from '../schemas/login';
import { AccessFrequencyOption, LodgementOption, OperationalNeed, OperationalNeedCategory, OperationalNeedReason } from '../schemas/operational-need';
import { OperationalNeedFormData, OperationalNeedFormSubmission } from '../schemas/operational-need-form';
import { PaymentRequest, PaymentResponse } from '../schemas/payment';
import { PeopleRecord } from '../schemas/people-record';
import { IssuingBodyList } from '../schemas/issuing-body-list';
import { Airport, Country, IdDocumentType, IssuingBody, State, Suburb } from '../schemas/reference-data';
import { TrackerRequest, TrackerResponse } from '../schemas/tracking';
import type { EndpointDef } from './endpoint-def';
import {
  AbnParams,
  CertificateCodeParams,
  ForeignCardParams,
  FormAbnParams,
  FormRefParams,
  IdParams,
  InductionKeyParams,
  InductionModuleParams,
  OperationalNeedFormParams,
  PeopleFormParams,
  StateParams,
} from './path-params';

/**
 * Every call of spec §7: method, path, schemas and who may call it. The client, the API's route schemas and
 * the tests are all built from this one table. Where the spec does not show a shape, the chosen one is
 * documented on its schema.
 */
export const endpoints = {
  // --- Login (status page) ---
  /** POST /api/login: username, password (birth date), verificationCode, resend. */
  login: { method: 'POST', path: '/api/login', body: LoginRequest, response: LoginResponse, auth: 'none' },
  /** POST /api/logout: ends the token's session (spec: payload none). */
  logout: { method: 'POST', path: '/api/logout', response: OkResponse, auth: 'token' },

  // --- Application form ---
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

  // --- Mail ---
  /** POST /api/mail/form-saved: mail the resume link of form `id`. Rate-limited (429). */
  mailFormSaved: { method: 'POST', path: '/api/mail/form-saved', body: FormSavedMailRequest, response: OkResponse, auth: 'formKey' },
  /** POST /api/mail/contact-us: an enquiry; answers {result}. Rate-limited. */
  mailContactUs: { method: 'POST', path: '/api/mail/contact-us', body: ContactEnquiry, response: ContactEnquiryResponse, auth: 'none' },
  /** GET /api/captcha/challenge: a signed ALTCHA proof-of-work challenge for the contact forms (not in the spec: the self-hosted captcha's call). Rate-limited. */
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge', response: CaptchaChallenge, auth: 'none' },
  /** POST /api/mail/session-expired/{id}: mail that the session of form `id` expired, with its link. */
  mailSessionExpired: { method: 'POST', path: '/api/mail/session-expired/:id', params: IdParams, response: OkResponse, auth: 'formKey' },
  /** POST /api/mail/save-and-return/{id}: "Save and come back later" (issue 18): one mail of the resume link per request; answers where it went and until when it works. Rate-limited (429). */
  mailSaveAndReturn: { method: 'POST', path: '/api/mail/save-and-return/:id', params: IdParams, response: SaveAndReturnResponse, auth: 'formKey' },

  // --- Reference data ---
  operationalNeedList: { method: 'GET', path: '/api/operational-need/list', response: z.array(OperationalNeed), auth: 'none' },
  operationalNeed: { method: 'GET', path: '/api/operational-need/:id', params: IdParams, response: OperationalNeed, auth: 'none' },
  operationalNeedReason: { method: 'GET', path: '/api/operational-need/get-reason/:id', params: IdParams, response: OperationalNeedReason, auth: 'none' },
  accessFrequencyOptions: { method: 'GET', path: '/api/operational-need-access-frequency/options', response: z.array(AccessFrequencyOption), auth: 'none' },
  /** cached by the caller after the first success (spec §7) */
  operationalNeedCategories: { method: 'GET', path: '/api/operational-need-category/list', response: z.array(OperationalNeedCategory), auth: 'none' },
  auscheckIdDocuments: { method: 'GET', path: '/api/id-documents/auscheck-list', response: z.array(IdDocumentType), auth: 'none' },
  /** sorted VEP, VEA first and OTHER last */
  issuingBodies: { method: 'GET', path: '/api/issuing-body/list', response: IssuingBodyList, auth: 'none' },
  issuingBody: { method: 'GET', path: '/api/issuing-body/:id', params: IdParams, response: IssuingBody, auth: 'none' },
  countries: { method: 'GET', path: '/api/country/list', response: z.array(Country), auth: 'none' },
  states: { method: 'GET', path: '/api/state/list', response: z.array(State), auth: 'none' },
  /** The airports an ASIC applicant may choose (spec §5 airports rule; the spec does not show this call: chosen). */
  airports: { method: 'GET', path: '/api/airport/list', response: z.array(Airport), auth: 'none' },
  /** GET /shared/data/au/{state}.json: the suburbs of a state, for the typeahead. */
  suburbs: { method: 'GET', path: '/shared/data/au/:state.json', params: StateParams, response: z.array(Suburb), auth: 'none' },

  // --- Inductions ---
  peopleIncompleteInductions: {
    method: 'GET',
    path: '/api/people/:id/:formId/inductions/incomplete',
    params: PeopleFormParams,
    response: IncompleteInductions,
    auth: 'token',
  },
  foreignCardIncompleteInductions: {
    method: 'GET',
    path: '/api/foreign-card/:id/:randomId/inductions/incomplete',
    params: ForeignCardParams,
    response: IncompleteInductions,
    auth: 'none',
  },
  foreignCard: { method: 'GET', path: '/api/foreign-card/:id/:randomId', params: ForeignCardParams, response: ForeignCard, auth: 'none' },
  /** POST /api/register/induction-only: answers result, foreign, err, data (Id, RandomId, IncompleteFormId). */
  registerInductionOnly: {
    method: 'POST',
    path: '/api/register/induction-only',
    body: InductionOnlyRegistration,
    response: InductionOnlyRegistrationResponse,
    auth: 'none',
  },
  /** GET /induction/{id}: the induction progress (module, unanswered, induction, redirect, domain). */
  induction: { method: 'GET', path: '/induction/:id', params: InductionKeyParams, response: InductionProgress, auth: 'none' },
  inductionProgram: { method: 'GET', path: '/induction/:id/program', params: InductionKeyParams, response: InductionProgram, auth: 'none' },
  /**
   * Marks a slide completed when its audio ends (or, on the audio-error path, when its reading time has passed).
   * The spec does not show this path; this one is chosen. 409 slide_too_early before the server's clock allows it.
   */
  inductionSlideCompleted: {
    method: 'POST',
    path: '/induction/:id/slide-completed',
    params: InductionKeyParams,
    body: SlideCompletedRequest,
    response: SlideCompletedResponse,
    auth: 'none',
  },
  /** The player shows a slide: the server starts that slide's clock (and stops the one before). Added in 1.x. */
  inductionSlideOpened: { method: 'POST', path: '/induction/:id/slide-opened', params: InductionKeyParams, body: SlideRef, response: SlideTiming, auth: 'none' },
  /** What a certificate of completion certifies, by its verification code (404 for an unknown code). Added in 1.x. */
  inductionCertificate: { method: 'GET', path: '/api/induction-certificates/:code', params: CertificateCodeParams, response: InductionCertificate, auth: 'none' },
  /** The certificate of completion as a PDF. Added in 1.x. */
  inductionCertificatePdf: { method: 'GET', path: '/api/induction-certificates/:code/pdf', params: CertificateCodeParams, response: 'blob', auth: 'none' },
  /** POST /induction/{id}/answer/{module}: fields answer-{n}. */
  inductionAnswer: {
    method: 'POST',
    path: '/induction/:id/answer/:module',
    params: InductionModuleParams,
    body: InductionAnswerRequest,
    response: InductionAnswerResult,
    auth: 'none',
  },

  // --- People (status) ---
  person: { method: 'GET', path: '/api/people/:id', params: IdParams, response: PeopleRecord, auth: 'token' },
  /** POST /api/people/tracker: {VepNumber, Birthday} → the person's Id. Rate-limited. */
  tracker: { method: 'POST', path: '/api/people/tracker', body: TrackerRequest, response: TrackerResponse, auth: 'none' },
  lodgementOptions: { method: 'GET', path: '/api/people/:id/lodgement-options', params: IdParams, response: z.array(LodgementOption), auth: 'token' },

  // --- Operational-need form (public reference link) ---
  getOperationalNeedForm: {
    method: 'GET',
    path: '/api/people/operational-need-form/:id/:refId',
    params: OperationalNeedFormParams,
    response: OperationalNeedFormData,
    auth: 'none',
  },
  /** POST the form with `_signature`. */
  postOperationalNeedForm: {
    method: 'POST',
    path: '/api/people/operational-need-form/:id/:refId',
    params: OperationalNeedFormParams,
    body: OperationalNeedFormSubmission,
    response: OkResponse,
    auth: 'none',
  },
  operationalNeedLookupAbn: { method: 'GET', path: '/api/people/operational-need-form/lookup-abn/:abn', params: AbnParams, response: AbnResult, auth: 'none' },
  /** The ABN records of the form's organisation; the caller uses the last item. */
  operationalNeedGetAbn: {
    method: 'GET',
    path: '/api/people/operational-need-form/get-abn/:id/:refId',
    params: OperationalNeedFormParams,
    response: z.array(AbnResult),
    auth: 'none',
  },

  // --- Downloads (PDF) ---
  downloadApplicationForm: { method: 'GET', path: '/api/download/application-form/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadInvoice: { method: 'GET', path: '/api/download/invoice/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadCertificate: { method: 'GET', path: '/api/download/certificate/:id/:formId', params: PeopleFormParams, response: 'blob', auth: 'token' },
  downloadOperationalNeedSigned: { method: 'GET', path: '/api/download/operational-need-signed/:id', params: IdParams, response: 'blob', auth: 'token' },
  /** GET /api/forms/{document}: a blank form of /forms as a PDF (spec §2 "/forms: downloads"; path not in the spec). */
  downloadPublicForm: { method: 'GET', path: '/api/forms/:document', params: PublicFormParams, response: 'blob', auth: 'none' },

  // --- Logging and health ---
  /** GET {api}/404?uri={path}: logs a missing page; the caller ignores the answer. Rate-limited. */
  log404: { method: 'GET', path: '/404', query: MissingPageQuery, response: OkResponse, auth: 'none' },
  /** POST {api}/api/logger: an uncaught client exception. */
  logClientError: { method: 'POST', path: '/api/logger', body: ClientLog, response: OkResponse, auth: 'none' },
  health: { method: 'GET', path: '/api/health', response: HealthResponse, auth: 'none' },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

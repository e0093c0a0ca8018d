import { defineEndpoints } from 'shared-contracts';
import { CertificateCodeParams, ForeignCardParams, InductionKeyParams, InductionModuleParams } from '../rules/path-params';
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
} from './induction';
import { ForeignCard, InductionOnlyRegistration, InductionOnlyRegistrationResponse } from './induction-registration';

/** The induction: enrolment of a foreign card holder, the player, its answers and timings, certificates. */
export const inductionEndpoints = /* @__PURE__ */ defineEndpoints({
  foreignCardIncompleteInductions: { method: 'GET', path: '/api/foreign-card/:id/:randomId/inductions/incomplete', params: ForeignCardParams, response: IncompleteInductions, auth: 'none' },
  foreignCard: { method: 'GET', path: '/api/foreign-card/:id/:randomId', params: ForeignCardParams, response: ForeignCard, auth: 'none' },
  /** POST /api/register/induction-only: answers result, foreign, err, data (Id, RandomId, IncompleteFormId). */
  registerInductionOnly: { method: 'POST', path: '/api/register/induction-only', body: InductionOnlyRegistration, response: InductionOnlyRegistrationResponse, auth: 'none' },
  /** GET /induction/{id}: the induction progress (module, unanswered, induction, redirect, domain). */
  induction: { method: 'GET', path: '/induction/:id', params: InductionKeyParams, response: InductionProgress, auth: 'none' },
  inductionProgram: { method: 'GET', path: '/induction/:id/program', params: InductionKeyParams, response: InductionProgram, auth: 'none' },
  /**
   * Marks a slide completed when its audio ends (or, on the audio-error path, when its reading time has passed).
   * The spec does not show this path; this one is chosen. 409 slide_too_early before the server's clock allows it.
   */
  inductionSlideCompleted: { method: 'POST', path: '/induction/:id/slide-completed', params: InductionKeyParams, body: SlideCompletedRequest, response: SlideCompletedResponse, auth: 'none' },
  /** The player shows a slide: the server starts that slide's clock (and stops the one before). */
  inductionSlideOpened: { method: 'POST', path: '/induction/:id/slide-opened', params: InductionKeyParams, body: SlideRef, response: SlideTiming, auth: 'none' },
  /** What a certificate of completion certifies, by its verification code (404 for an unknown code). */
  inductionCertificate: { method: 'GET', path: '/api/induction-certificates/:code', params: CertificateCodeParams, response: InductionCertificate, auth: 'none' },
  /** The certificate of completion as a PDF. */
  inductionCertificatePdf: { method: 'GET', path: '/api/induction-certificates/:code/pdf', params: CertificateCodeParams, response: 'blob', auth: 'none' },
  /** POST /induction/{id}/answer/{module}: fields answer-{n}. */
  inductionAnswer: { method: 'POST', path: '/induction/:id/answer/:module', params: InductionModuleParams, body: InductionAnswerRequest, response: InductionAnswerResult, auth: 'none' },
});

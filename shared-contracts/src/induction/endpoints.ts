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

export const inductionEndpoints = /* @__PURE__ */ defineEndpoints({
  foreignCardIncompleteInductions: { method: 'GET', path: '/api/foreign-card/:id/:randomId/inductions/incomplete', params: ForeignCardParams, response: IncompleteInductions, auth: 'none' },
  foreignCard: { method: 'GET', path: '/api/foreign-card/:id/:randomId', params: ForeignCardParams, response: ForeignCard, auth: 'none' },
  registerInductionOnly: { method: 'POST', path: '/api/register/induction-only', body: InductionOnlyRegistration, response: InductionOnlyRegistrationResponse, auth: 'none' },
  induction: { method: 'GET', path: '/induction/:id', params: InductionKeyParams, response: InductionProgress, auth: 'none' },
  inductionProgram: { method: 'GET', path: '/induction/:id/program', params: InductionKeyParams, response: InductionProgram, auth: 'none' },
  /** The spec does not show this path; this one is chosen. */
  inductionSlideCompleted: { method: 'POST', path: '/induction/:id/slide-completed', params: InductionKeyParams, body: SlideCompletedRequest, response: SlideCompletedResponse, auth: 'none' },
  /** The server starts that slide's clock (and stops the one before). */
  inductionSlideOpened: { method: 'POST', path: '/induction/:id/slide-opened', params: InductionKeyParams, body: SlideRef, response: SlideTiming, auth: 'none' },
  inductionCertificate: { method: 'GET', path: '/api/induction-certificates/:code', params: CertificateCodeParams, response: InductionCertificate, auth: 'none' },
  inductionCertificatePdf: { method: 'GET', path: '/api/induction-certificates/:code/pdf', params: CertificateCodeParams, response: 'blob', auth: 'none' },
  inductionAnswer: { method: 'POST', path: '/induction/:id/answer/:module', params: InductionModuleParams, body: InductionAnswerRequest, response: InductionAnswerResult, auth: 'none' },
});

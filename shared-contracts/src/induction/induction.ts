import * as z from 'zod/mini';
import { INDUCTION_QUESTION_TYPES } from 'shared-contracts';
import { Id, printable, printableText, Timestamp } from '../rules/common';

/**
 * What a slide shows beside its title: a drawing (an SVG under the API base) with its text alternative, which the
 * player gives as the image's alt text. Added in 1.x.
 */
export const InductionFigure = z.object({
  src: z.string().check(z.maxLength(2000)),
  alt: printableText(2000),
});
export type InductionFigure = z.infer<typeof InductionFigure>;

/**
 * A slide: its text (the transcript of its narration), the path of its narration under the API base (null when the
 * slide has none) and, added in 1.x, what the participant sees: its key points and its figure.
 */
export const InductionSlide = z.object({
  title: z.optional(printable(200)),
  text: printableText(20_000),
  audio: z.nullable(z.string().check(z.maxLength(2000))),
  points: z.optional(z.array(printableText(500))),
  figure: z.optional(InductionFigure),
});
export type InductionSlide = z.infer<typeof InductionSlide>;

/** An entry of a module's navigation tree: a heading that jumps to a slide. */
export const InductionNavigationItem = z.object({
  title: printable(200),
  slide: z.int().check(z.minimum(0)),
});
export type InductionNavigationItem = z.infer<typeof InductionNavigationItem>;

export const InductionQuestionOption = z.object({
  value: z.int(),
  label: printableText(1000),
});
export type InductionQuestionOption = z.infer<typeof InductionQuestionOption>;

/**
 * A question (spec §3): radio, checkbox, skip (informational, no answer), declaration (must be ticked) or
 * slides (a set of related slides shown in place). `error` replaces 'You answered this question incorrectly.'
 * The correct answers stay on the server.
 */
export const InductionQuestion = z.object({
  Id,
  type: z.enum(INDUCTION_QUESTION_TYPES),
  text: printableText(5000),
  options: z.array(InductionQuestionOption),
  error: z.optional(z.nullable(printableText(1000))),
  /** indexes of the module slides related to this question */
  slides: z.optional(z.array(z.int().check(z.minimum(0)))),
});
export type InductionQuestion = z.infer<typeof InductionQuestion>;

/** The second page of programme 1, module 0 (spec §9; its answers are 7, 8 and 6). */
export const InductionSecondPage = z.object({
  title: printable(200),
  text: z.optional(printableText(5000)),
  questions: z.array(InductionQuestion),
});
export type InductionSecondPage = z.infer<typeof InductionSecondPage>;

export const InductionModule = z.object({
  Id,
  title: printable(200),
  /** Id of the parent module in the navigation tree, when nested */
  parent: z.optional(z.nullable(Id)),
  navigation: z.array(InductionNavigationItem),
  slides: z.array(InductionSlide),
  questions: z.array(InductionQuestion),
  secondPage: z.optional(InductionSecondPage),
});
export type InductionModule = z.infer<typeof InductionModule>;

/** GET /induction/{id}/program: the programme an induction follows. */
export const InductionProgram = z.object({
  Id,
  Name: printable(200),
  modules: z.array(InductionModule),
});
export type InductionProgram = z.infer<typeof InductionProgram>;

/** The induction itself: which programme, for whom, on which site domain, and its record once completed. */
export const Induction = z.object({
  Id,
  ProgramId: Id,
  Name: printable(200),
  /** company value the induction belongs to */
  Company: printable(40),
  /** set once the induction is completed; the player then redirects (spec §4) */
  CompletedAt: z.nullable(Timestamp),
  /** the verification code of the certificate of completion, once completed (added in 1.x) */
  CertificateCode: z.optional(z.nullable(printable(40))),
});
export type Induction = z.infer<typeof Induction>;

/**
 * GET /induction/{id}: the induction progress (spec §3: module, unanswered, induction, redirect, domain).
 * `module` is the index of the current module; `unanswered` the indexes of its questions still to answer;
 * `redirect` where to go when the induction is done or missing; `domain` the site the induction belongs to
 * (the player redirects there unless the company is tasports or spa).
 */
export const InductionProgress = z.object({
  module: z.int().check(z.minimum(0)),
  unanswered: z.array(z.int().check(z.minimum(0))),
  induction: z.nullable(Induction),
  redirect: z.nullable(z.string().check(z.maxLength(2000))),
  domain: printable(255),
  /**
   * The first slide of the current module whose narration has not been played to its end (resume starts there);
   * the module's slide count once every slide is done, so that resume opens its questions. Added in 1.x.
   */
  slide: z.optional(z.int().check(z.minimum(0))),
  /** the slides of the current module the server has recorded as completed (added in 1.x) */
  completedSlides: z.optional(z.array(z.int().check(z.minimum(0)))),
});
export type InductionProgress = z.infer<typeof InductionProgress>;

/** A slide of a module: POST /induction/{id}/slide-opened. */
export const SlideRef = z.object({
  module: z.int().check(z.minimum(0)),
  slide: z.int().check(z.minimum(0)),
});
export type SlideRef = z.infer<typeof SlideRef>;

/** How a slide was completed: its narration played to the end, or, when the audio could not play, its reading time passed. */
export const SLIDE_COMPLETION_WAYS = ['narration', 'reading'] as const;
export type SlideCompletionWay = (typeof SLIDE_COMPLETION_WAYS)[number];

/**
 * POST /induction/{id}/slide-completed: the slide whose narration reached its end (`by` narration, the default),
 * or whose reading time has passed (`by` reading, spec §4 audio error). Added in 1.x: `by`.
 */
export const SlideCompletedRequest = z.object({
  module: z.int().check(z.minimum(0)),
  slide: z.int().check(z.minimum(0)),
  by: z.optional(z.enum(SLIDE_COMPLETION_WAYS)),
});
export type SlideCompletedRequest = z.infer<typeof SlideCompletedRequest>;

/**
 * The server's clock of a slide (POST /induction/{id}/slide-opened): how long the participant has had it open, how
 * long it must be open before it can be completed by reading (the audio-error path), and whether it is completed.
 */
export const SlideTiming = z.object({
  spentSeconds: z.number().check(z.minimum(0)),
  readingSeconds: z.number().check(z.minimum(0)),
  completed: z.boolean(),
});
export type SlideTiming = z.infer<typeof SlideTiming>;

/** The answer to a completed slide: the slides of the module still to complete. */
export const SlideCompletedResponse = z.object({
  ok: z.boolean(),
  remaining: z.optional(z.array(z.int().check(z.minimum(0)))),
});
export type SlideCompletedResponse = z.infer<typeof SlideCompletedResponse>;

/**
 * Error codes of the induction calls: answers sent before every slide of the module was completed (409), and a
 * slide reported completed before the server's clock allows it (409, with `retryAfterSeconds`).
 */
export const INDUCTION_ERROR_CODES = { slidesIncomplete: 'slides_incomplete', slideTooEarly: 'slide_too_early' } as const;

/** The message of a 409 slides_incomplete, which the player shows above the list of slides still to complete. */
export const SLIDES_INCOMPLETE_MESSAGE = 'Complete every slide of this module before you answer its questions.';

/** POST /induction/{id}/answer/{module}: fields answer-{n} (n the question index), one value or several (checkbox). */
export const InductionAnswerRequest = z.record(
  z.string().check(z.regex(/^answer-\d+$/, 'Expected answer-{n}')),
  z.union([z.string().check(z.maxLength(100)), z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))]),
);
export type InductionAnswerRequest = z.infer<typeof InductionAnswerRequest>;

/** Field name of the answer to question `index`. */
export const answerField = (index: number): `answer-${number}` => `answer-${index}`;

/**
 * The answer check (spec §4): complete (go to `redirect`), devonport (reload the player), or incorrect
 * (the indexes of questions still unanswered or answered wrongly). The spec does not say what a correct module
 * that is not the last one answers; `next` gives the index of the module to continue with.
 */
export const InductionAnswerResult = z.discriminatedUnion('result', [
  z.object({ result: z.literal('complete'), redirect: z.string().check(z.maxLength(2000)) }),
  z.object({ result: z.literal('devonport') }),
  z.object({ result: z.literal('incorrect'), unanswered: z.array(z.int().check(z.minimum(0))) }),
  z.object({ result: z.literal('next'), module: z.int().check(z.minimum(0)) }),
]);
export type InductionAnswerResult = z.infer<typeof InductionAnswerResult>;

/** An entry of the induction status list (spec §3); with the verification code of its certificate once completed (added in 1.x). */
export const InductionStatusEntry = z.object({
  inductionName: printable(200),
  url: z.string().check(z.maxLength(2000)),
  completedAt: z.nullable(Timestamp),
  certificateCode: z.optional(z.nullable(printable(40))),
});
export type InductionStatusEntry = z.infer<typeof InductionStatusEntry>;

/** The incomplete-inductions answer (spec §7: hasInductions and the induction list). */
export const IncompleteInductions = z.object({
  hasInductions: z.boolean(),
  inductions: z.array(InductionStatusEntry),
});
export type IncompleteInductions = z.infer<typeof IncompleteInductions>;

// the verification code's form and its normalisation, also in the core entry for screens without this layer (decision 061)
export { CERTIFICATE_CODE_PATTERN, normaliseCertificateCode } from './certificate-code';

/**
 * GET /api/induction-certificates/{code}: what a certificate of completion certifies, for anyone who holds its code
 * (an employer checking a certificate shown to them): who completed which induction, when, and for which site.
 */
export const InductionCertificate = z.object({
  Code: printable(40),
  ParticipantName: printable(300),
  InductionName: printable(200),
  ProgrammeName: printable(200),
  CompletedAt: Timestamp,
  /** the company (site) the participant enrolled through */
  IssuedBy: printable(200),
  /** the variant the participant enrolled through (issue 39): the check page dates the completion in its time zone */
  Company: z.optional(printable(40)),
});
export type InductionCertificate = z.infer<typeof InductionCertificate>;

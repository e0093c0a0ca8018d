import * as z from 'zod/mini';
import { INDUCTION_QUESTION_TYPES } from 'shared-contracts';
import { Id, printable, printableText, Timestamp } from '../rules/common';

/** A drawing (an SVG under the API base) with its alt text. */
export const InductionFigure = z.object({
  src: z.string().check(z.maxLength(2000)),
  alt: printableText(2000),
});
export type InductionFigure = z.infer<typeof InductionFigure>;

/** `text` is the transcript of its narration; `audio` the narration's path under the API base. */
export const InductionSlide = z.object({
  title: z.optional(printable(200)),
  text: printableText(20_000),
  audio: z.nullable(z.string().check(z.maxLength(2000))),
  points: z.optional(z.array(printableText(500))),
  figure: z.optional(InductionFigure),
});
export type InductionSlide = z.infer<typeof InductionSlide>;

export const InductionNavigationItem = z.object({
  title: printable(200),
  slide: z.int().check(z.minimum(0)),
});

export const InductionQuestionOption = z.object({
  value: z.int(),
  label: printableText(1000),
});

/** Spec §3. `error` replaces 'You answered this question incorrectly.' The correct answers stay on the server. */
export const InductionQuestion = z.object({
  Id,
  type: z.enum(INDUCTION_QUESTION_TYPES),
  text: printableText(5000),
  options: z.array(InductionQuestionOption),
  error: z.optional(z.nullable(printableText(1000))),
  slides: z.optional(z.array(z.int().check(z.minimum(0)))),
});
export type InductionQuestion = z.infer<typeof InductionQuestion>;

/** Of programme 1, module 0 (spec §9). */
export const InductionSecondPage = z.object({
  title: printable(200),
  text: z.optional(printableText(5000)),
  questions: z.array(InductionQuestion),
});

export const InductionModule = z.object({
  Id,
  title: printable(200),
  parent: z.optional(z.nullable(Id)),
  navigation: z.array(InductionNavigationItem),
  slides: z.array(InductionSlide),
  questions: z.array(InductionQuestion),
  secondPage: z.optional(InductionSecondPage),
});
export type InductionModule = z.infer<typeof InductionModule>;

export const InductionProgram = z.object({
  Id,
  Name: printable(200),
  modules: z.array(InductionModule),
});
export type InductionProgram = z.infer<typeof InductionProgram>;

export const Induction = z.object({
  Id,
  ProgramId: Id,
  Name: printable(200),
  Company: printable(40),
  /** set once the induction is completed; the player then redirects (spec §4) */
  CompletedAt: z.nullable(Timestamp),
  CertificateCode: z.optional(z.nullable(printable(40))),
});
export type Induction = z.infer<typeof Induction>;

/** Spec §3. The player redirects to `domain` unless the company is tasports or spa. */
export const InductionProgress = z.object({
  module: z.int().check(z.minimum(0)),
  unanswered: z.array(z.int().check(z.minimum(0))),
  induction: z.nullable(Induction),
  redirect: z.nullable(z.string().check(z.maxLength(2000))),
  domain: printable(255),
  /** where resume starts: the first slide not completed, or the slide count once all are, to open the questions */
  slide: z.optional(z.int().check(z.minimum(0))),
  completedSlides: z.optional(z.array(z.int().check(z.minimum(0)))),
});
export type InductionProgress = z.infer<typeof InductionProgress>;

export const SlideRef = z.object({
  module: z.int().check(z.minimum(0)),
  slide: z.int().check(z.minimum(0)),
});
export type SlideRef = z.infer<typeof SlideRef>;

/** `by` reading: the audio could not play and the slide's reading time has passed (spec §4 audio error). */
export const SlideCompletedRequest = z.object({
  module: z.int().check(z.minimum(0)),
  slide: z.int().check(z.minimum(0)),
  by: z.optional(z.enum(['narration', 'reading'])),
});
export type SlideCompletedRequest = z.infer<typeof SlideCompletedRequest>;
export type SlideCompletionWay = NonNullable<SlideCompletedRequest['by']>;

/** The server's clock of a slide; `readingSeconds` it must be open before it can be completed by reading. */
export const SlideTiming = z.object({
  spentSeconds: z.number().check(z.minimum(0)),
  readingSeconds: z.number().check(z.minimum(0)),
  completed: z.boolean(),
});
export type SlideTiming = z.infer<typeof SlideTiming>;

export const SlideCompletedResponse = z.object({
  ok: z.boolean(),
  remaining: z.optional(z.array(z.int().check(z.minimum(0)))),
});
export type SlideCompletedResponse = z.infer<typeof SlideCompletedResponse>;

/** Both 409; slide_too_early comes with `retryAfterSeconds`. */
export const INDUCTION_ERROR_CODES = { slidesIncomplete: 'slides_incomplete', slideTooEarly: 'slide_too_early' } as const;

export const SLIDES_INCOMPLETE_MESSAGE = 'Complete every slide of this module before you answer its questions.';

/** Fields answer-{n} (n the question index), one value or several (checkbox). */
export const InductionAnswerRequest = z.record(
  z.string().check(z.regex(/^answer-\d+$/, 'Expected answer-{n}')),
  z.union([z.string().check(z.maxLength(100)), z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50))]),
);
export type InductionAnswerRequest = z.infer<typeof InductionAnswerRequest>;

export const answerField = (index: number): `answer-${number}` => `answer-${index}`;

/** Spec §4; devonport reloads the player. `next`: the spec does not say what a correct module answers. */
export const InductionAnswerResult = z.discriminatedUnion('result', [
  z.object({ result: z.literal('complete'), redirect: z.string().check(z.maxLength(2000)) }),
  z.object({ result: z.literal('devonport') }),
  z.object({ result: z.literal('incorrect'), unanswered: z.array(z.int().check(z.minimum(0))) }),
  z.object({ result: z.literal('next'), module: z.int().check(z.minimum(0)) }),
]);
export type InductionAnswerResult = z.infer<typeof InductionAnswerResult>;

/** Spec §3 */
export const InductionStatusEntry = z.object({
  inductionName: printable(200),
  url: z.string().check(z.maxLength(2000)),
  completedAt: z.nullable(Timestamp),
  certificateCode: z.optional(z.nullable(printable(40))),
});
export type InductionStatusEntry = z.infer<typeof InductionStatusEntry>;

/** Spec §7 */
export const IncompleteInductions = z.object({
  hasInductions: z.boolean(),
  inductions: z.array(InductionStatusEntry),
});
export type IncompleteInductions = z.infer<typeof IncompleteInductions>;

/** For anyone who holds its code (an employer checking a certificate shown to them). */
export const InductionCertificate = z.object({
  Code: printable(40),
  ParticipantName: printable(300),
  InductionName: printable(200),
  ProgrammeName: printable(200),
  CompletedAt: Timestamp,
  IssuedBy: printable(200),
  /** the check page dates the completion in this variant's time zone */
  Company: z.optional(printable(40)),
});
export type InductionCertificate = z.infer<typeof InductionCertificate>;

import * as z from 'zod/mini';
import { INDUCTION_QUESTION_TYPES } from '../constants';
import { Id, printable, printableText, Timestamp } from './common';

/** A slide: its text (also the transcript of its narration) and the path of its narration under the API base (null when the slide has none). */
export const InductionSlide = z.object({
  title: z.optional(printable(200)),
  text: printableText(20_000),
  audio: z.nullable(z.string().check(z.maxLength(2000))),
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
});
export type InductionProgress = z.infer<typeof InductionProgress>;

/** POST /induction/{id}/slide-completed: the slide whose audio reached its end. */
export const SlideCompletedRequest = z.object({
  module: z.int().check(z.minimum(0)),
  slide: z.int().check(z.minimum(0)),
});
export type SlideCompletedRequest = z.infer<typeof SlideCompletedRequest>;

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

/** An entry of the induction status list (spec §3). */
export const InductionStatusEntry = z.object({
  inductionName: printable(200),
  url: z.string().check(z.maxLength(2000)),
  completedAt: z.nullable(Timestamp),
});
export type InductionStatusEntry = z.infer<typeof InductionStatusEntry>;

/** The incomplete-inductions answer (spec §7: hasInductions and the induction list). */
export const IncompleteInductions = z.object({
  hasInductions: z.boolean(),
  inductions: z.array(InductionStatusEntry),
});
export type IncompleteInductions = z.infer<typeof IncompleteInductions>;

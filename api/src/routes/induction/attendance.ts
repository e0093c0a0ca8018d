import { INDUCTION_ERROR_CODES, type SlideCompletionWay, type SlideTiming } from 'shared-contracts/induction';
import type { Queryable } from '../../db';
import type { InductionRepository } from '../../repositories/inductions';
import { HttpError } from '../../lib/http-error';
import type { StoredModule, StoredSlide } from './programme';

/**
 * Proof of attendance (issue 20, docs/decisions/017): the server keeps a clock per slide, started when the player
 * shows the slide and stopped when it shows another, and a slide counts as completed only once that clock has run
 * for the slide's narration (its narration ended) or for its reading time (the audio could not play, spec §4).
 * Every time is the database's `now()`, never the browser's.
 */

/**
 * Reading speed of the audio-error path. About the pace of the narration itself (espeak-ng at 165 words a minute
 * runs at about 175), so that reading a slide is no shortcut past listening to it.
 */
export const READING_WORDS_PER_MINUTE = 180;
/** However short a slide, it is on screen this long before it counts as read. */
export const MIN_READING_SECONDS = 5;
/** The player starts the narration a moment after it asks for the slide; this much early is not refused. */
const NARRATION_SLACK_SECONDS = 1;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How long a slide must be open before it counts as read (spec §4 audio error: proportional to its transcript). */
export function readingSeconds(slide: Pick<StoredSlide, 'text'>, scale: number): number {
  return Math.max(MIN_READING_SECONDS, (wordCount(slide.text) / READING_WORDS_PER_MINUTE) * 60) * scale;
}

/** How long a slide must be open before the way it was completed is believed. */
export function requiredSeconds(slide: StoredSlide, by: SlideCompletionWay, scale: number): number {
  if (by === 'narration' && slide.narrationSeconds !== null) return Math.max(0, slide.narrationSeconds - NARRATION_SLACK_SECONDS) * scale;
  return readingSeconds(slide, scale);
}

/** The slides of a module the participant has not completed yet, in order. */
export async function remainingSlides(inductions: InductionRepository, enrolmentId: number, module: StoredModule, q?: Queryable): Promise<number[]> {
  const done = await inductions.completedSlides(enrolmentId, module.position, q);
  return module.slides.filter((s) => !done.has(s.position)).map((s) => s.position);
}

/** The slides of a module that are completed, in order (the progress answer). */
export async function completedSlidesOf(inductions: InductionRepository, enrolmentId: number, module: StoredModule, q?: Queryable): Promise<number[]> {
  const done = await inductions.completedSlides(enrolmentId, module.position, q);
  return module.slides.filter((s) => done.has(s.position)).map((s) => s.position);
}

/** The player shows a slide of the participant's current module: its clock runs from now (spec §4, issue 20). */
export async function openSlide(inductions: InductionRepository, tx: Queryable, enrolmentId: number, module: StoredModule, slide: StoredSlide, scale: number): Promise<SlideTiming> {
  await inductions.lockEnrolment(enrolmentId, tx);
  const spent = await inductions.startClock(enrolmentId, module.position, slide.position, tx);
  const completed = (await inductions.completedSlides(enrolmentId, module.position, tx)).has(slide.position);
  return { spentSeconds: spent, readingSeconds: readingSeconds(slide, scale), completed };
}

/** 409 slide_too_early: the slide has not been open long enough for the way it says it was completed. */
export function slideTooEarly(waitSeconds: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitSeconds));
  return new HttpError(409, `This slide has not been open long enough yet. Stay on it a little longer (about ${retryAfterSeconds} s).`, {
    code: INDUCTION_ERROR_CODES.slideTooEarly,
    retryAfterSeconds,
  });
}

/**
 * Records a slide as completed once its clock has run long enough for the way it was completed: the narration's
 * length, or its reading time. Records how it was completed and the time spent on it, stops its clock, and
 * answers the slides of the module still to complete; or, too early, how many seconds are still to run (the caller
 * answers 409 once the transaction is committed, so that a clock started here is kept). A slide whose clock never
 * started (its opening never reached the server) starts it now and is too early.
 */
export async function completeSlide(
  inductions: InductionRepository,
  tx: Queryable,
  enrolmentId: number,
  module: StoredModule,
  slide: StoredSlide,
  by: SlideCompletionWay,
  scale: number,
): Promise<{ remaining: number[] } | { tooEarlyBy: number }> {
  await inductions.lockEnrolment(enrolmentId, tx);
  const done = await inductions.completedSlides(enrolmentId, module.position, tx);
  if (!done.has(slide.position)) {
    const spent = await inductions.clockOf(enrolmentId, module.position, slide.position, tx);
    const required = requiredSeconds(slide, by, scale);
    if (spent === undefined) {
      await inductions.startClock(enrolmentId, module.position, slide.position, tx);
      return { tooEarlyBy: required };
    }
    if (spent < required) return { tooEarlyBy: required - spent };
    await inductions.completeSlide(enrolmentId, module.position, slide.position, by, spent, tx);
    done.add(slide.position);
  }
  return { remaining: module.slides.filter((s) => !done.has(s.position)).map((s) => s.position) };
}

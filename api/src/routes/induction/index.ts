import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INDUCTION_ERROR_CODES, SLIDES_INCOMPLETE_MESSAGE, inductionEndpoints } from 'shared-contracts/induction';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { INDUCTION_LOOKUP_RATE_LIMIT as LOOKUP_RATE_LIMIT } from '../../lib/rate-limits';
import { route } from '../../lib/route';
import { checkAnswers, readAnswers } from './answers';
import { completeSlide, openSlide, remainingSlides, slideTooEarly } from './attendance';
import { AUDIO_FILE, audioDir, FIGURE_FILE, figureDir } from './audio';
import { loadEnrolment, progressOf, type EnrolmentRow } from './enrolment';
import { publicProgramme, type StoredModule, type StoredProgramme } from './programme';

/** A participant submits a module's answers a few times a minute at most; a room of participants behind one address stays well under this. */
const ANSWER_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** The player reports each slide it shows and each it completes: a few a minute; a whole room behind one address stays under this. */
const SLIDE_RATE_LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const ONE_YEAR_SECONDS = 31_536_000;

/** The slide a request names, in a module the participant has reached; 400 otherwise. */
function slideOf(programme: StoredProgramme, row: EnrolmentRow, module: number, slide: number): { target: StoredModule; slide: StoredModule['slides'][number] } {
  const target = programme.modules[module];
  if (!target || (row.completed_at === null && module > row.current_module)) {
    throw badRequest('That module is not open yet', { fieldErrors: { module: ['That module is not open yet'] } });
  }
  const found = target.slides.find((s) => s.position === slide);
  if (!found) throw badRequest('That module has no such slide', { fieldErrors: { slide: ['That module has no such slide'] } });
  return { target, slide: found };
}

/** Where the participant still works: a module not yet passed of an induction not yet completed. Earlier ones are only reviewed. */
const isCurrent = (row: EnrolmentRow, module: number) => row.completed_at === null && module === row.current_module;

/**
 * The induction player's calls (spec §7): the participant's progress, the programme, the slide clock (opened when a
 * slide is shown, completed when its narration ends or its reading time has passed: proof of attendance, issue
 * 20), and the answer check of a module, refused until every slide of the module is completed; the narration and
 * figure files themselves.
 */
export default async function inductionRoutes(app: FastifyInstance) {
  const programmeOf = async (programId: number): Promise<StoredProgramme> => {
    const programme = await app.inductions.programme(programId);
    if (!programme || programme.modules.length === 0) throw notFound('This induction has no programme');
    return programme;
  };

  route(app, inductionEndpoints.induction, async (request) => {
    const row = await loadEnrolment(app, request.params.id);
    return progressOf(app, row, await programmeOf(row.program_id));
  }, { config: LOOKUP_RATE_LIMIT });

  route(app, inductionEndpoints.inductionProgram, async (request) => {
    const row = await loadEnrolment(app, request.params.id);
    return publicProgramme(await programmeOf(row.program_id));
  }, { config: LOOKUP_RATE_LIMIT });

  route(app, inductionEndpoints.inductionSlideOpened, async (request) => {
    const row = await loadEnrolment(app, request.params.id);
    const { target, slide } = slideOf(await programmeOf(row.program_id), row, request.body.module, request.body.slide);
    const scale = app.env.INDUCTION_TIME_SCALE;
    // a completed module is only reviewed: nothing is timed
    if (!isCurrent(row, target.position)) return { spentSeconds: 0, readingSeconds: 0, completed: true };
    return app.db.transaction((tx) => openSlide(app.inductions, tx, row.id, target, slide, scale));
  }, { config: SLIDE_RATE_LIMIT });

  route(app, inductionEndpoints.inductionSlideCompleted, async (request) => {
    const row = await loadEnrolment(app, request.params.id);
    const { target, slide } = slideOf(await programmeOf(row.program_id), row, request.body.module, request.body.slide);
    if (!isCurrent(row, target.position)) return { ok: true, remaining: [] };
    const outcome = await app.db.transaction((tx) => completeSlide(app.inductions, tx, row.id, target, slide, request.body.by ?? 'narration', app.env.INDUCTION_TIME_SCALE));
    if ('tooEarlyBy' in outcome) throw slideTooEarly(outcome.tooEarlyBy);
    return { ok: true, remaining: outcome.remaining };
  }, { config: SLIDE_RATE_LIMIT });

  route(
    app,
    inductionEndpoints.inductionAnswer,
    async (request) => {
      const row = await loadEnrolment(app, request.params.id);
      const programme = await programmeOf(row.program_id);
      const moduleIndex = request.params.module;
      const module = programme.modules[moduleIndex];
      if (!module) throw notFound('This induction has no such module');
      const redirect = (await progressOf(app, row, programme)).redirect ?? '/';
      if (row.completed_at !== null) return { result: 'complete' as const, redirect };
      // the player is behind or ahead of the server (another tab, an old page): reload it (spec §4 devonport)
      if (moduleIndex !== row.current_module) return { result: 'devonport' as const };
      // proof of attendance (issue 20): no answers before every slide of the module is completed
      const remaining = await remainingSlides(app.inductions, row.id, module);
      if (remaining.length) {
        throw new HttpError(409, SLIDES_INCOMPLETE_MESSAGE, { code: INDUCTION_ERROR_CODES.slidesIncomplete, remaining });
      }

      const { answers, fieldErrors } = readAnswers(module, request.body);
      if (Object.keys(fieldErrors).length) throw new HttpError(400, 'Please check the highlighted answers', { fieldErrors, in: 'body' });

      return app.db.transaction(async (tx) => {
        const before = await app.inductions.answeredQuestions(row.id, moduleIndex, tx);
        const { correct, unanswered } = checkAnswers(module, answers, before);
        await app.inductions.recordCorrectAnswers(row.id, moduleIndex, correct, tx);
        if (unanswered.length) return { result: 'incorrect' as const, unanswered };
        const next = moduleIndex + 1;
        if (next >= programme.modules.length) {
          await app.inductions.complete(row.id, moduleIndex, tx);
          await app.inductions.certificateCodeOf(row.id, tx);
          return { result: 'complete' as const, redirect };
        }
        await app.inductions.advance(row.id, next, tx);
        return { result: 'next' as const, module: next };
      });
    },
    { config: ANSWER_RATE_LIMIT },
  );

  // The narration and the figures: content-hashed names, so cached for a year and never revalidated.
  const asset = (url: string, name: RegExp, dir: () => string, type: string, missing: string) =>
    app.get<{ Params: { file: string } }>(url, async (request, reply) => {
      const { file } = request.params;
      if (!name.test(file)) throw notFound(missing);
      const full = path.join(dir(), file);
      if (!existsSync(full)) throw notFound(missing);
      reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      reply.type(type);
      return reply.send(createReadStream(full));
    });
  asset('/induction/audio/:file', AUDIO_FILE, audioDir, 'audio/ogg', 'No such narration');
  asset('/induction/figures/:file', FIGURE_FILE, figureDir, 'image/svg+xml', 'No such figure');
}

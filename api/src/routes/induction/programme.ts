import type { InductionModule, InductionProgram, InductionQuestion } from 'shared-contracts/api';
import type { Queryable } from '../../db';
import { audioPath, figurePath } from './audio';

/** A question as stored: the browser's view of it plus what only the server knows (the right answer). */
export interface StoredQuestion {
  position: number;
  page: 1 | 2;
  type: InductionQuestion['type'];
  text: string;
  options: { value: number; label: string }[];
  correct: number[];
  error: string | null;
  slides: number[];
  id: number;
}

export interface StoredSlide {
  position: number;
  title: string | null;
  text: string;
  audio: string | null;
  navTitle: string | null;
  /** how long the narration lasts (null for a slide without one) */
  narrationSeconds: number | null;
  points: string[];
  figure: { file: string; alt: string } | null;
}

export interface StoredModule {
  id: number;
  position: number;
  parentId: number | null;
  title: string;
  secondPage: { title: string; text: string | null } | null;
  slides: StoredSlide[];
  /** page 1 then page 2, by position: `answer-{position}` answers question `position` */
  questions: StoredQuestion[];
}

export interface StoredProgramme {
  id: number;
  name: string;
  modules: StoredModule[];
}

/** Question types that take an answer; skip and slides are information only (spec §3). */
export const ANSWERABLE: ReadonlySet<InductionQuestion['type']> = new Set(['radio', 'checkbox', 'declaration']);

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : typeof value === 'string' ? (JSON.parse(value) as T[]) : []);

/** Loads a programme with its modules, slides and questions in order; undefined when there is none. */
export async function loadProgramme(db: Queryable, programId: number): Promise<StoredProgramme | undefined> {
  const [programme] = await db.query<{ id: number; name: string }>('SELECT id, name FROM induction_program WHERE id = $1', [programId]);
  if (!programme) return undefined;
  const modules = await db.query<{ id: number; position: number; parent_id: number | null; title: string; second_page_title: string | null; second_page_text: string | null }>(
    'SELECT id, position, parent_id, title, second_page_title, second_page_text FROM induction_module WHERE program_id = $1 ORDER BY position',
    [programId],
  );
  const slides = await db.query<{
    module_id: number;
    position: number;
    title: string | null;
    text: string;
    audio: string | null;
    nav_title: string | null;
    narration_seconds: number | null;
    points: unknown;
    figure: string | null;
    figure_alt: string | null;
  }>(
    `SELECT s.module_id, s.position, s.title, s.text, s.audio, s.nav_title, s.narration_seconds, s.points, s.figure, s.figure_alt FROM induction_slide s
     JOIN induction_module m ON m.id = s.module_id WHERE m.program_id = $1 ORDER BY s.module_id, s.position`,
    [programId],
  );
  const questions = await db.query<{ id: number; module_id: number; position: number; page: number; type: InductionQuestion['type']; text: string; options: unknown; correct: unknown; error: string | null; related_slides: unknown }>(
    `SELECT q.id, q.module_id, q.position, q.page, q.type, q.text, q.options, q.correct, q.error, q.related_slides FROM induction_question q
     JOIN induction_module m ON m.id = q.module_id WHERE m.program_id = $1 ORDER BY q.module_id, q.position`,
    [programId],
  );
  return {
    id: programme.id,
    name: programme.name,
    modules: modules.map((m) => ({
      id: m.id,
      position: m.position,
      parentId: m.parent_id,
      title: m.title,
      secondPage: m.second_page_title ? { title: m.second_page_title, text: m.second_page_text } : null,
      slides: slides
        .filter((s) => s.module_id === m.id)
        .map((s) => ({
          position: s.position,
          title: s.title,
          text: s.text,
          audio: s.audio,
          navTitle: s.nav_title,
          narrationSeconds: s.narration_seconds === null ? null : Number(s.narration_seconds),
          points: asArray<string>(s.points),
          figure: s.figure ? { file: s.figure, alt: s.figure_alt ?? '' } : null,
        })),
      questions: questions
        .filter((q) => q.module_id === m.id)
        .map((q) => ({
          id: q.id,
          position: q.position,
          page: q.page === 2 ? 2 : 1,
          type: q.type,
          text: q.text,
          options: asArray<{ value: number; label: string }>(q.options),
          correct: asArray<number>(q.correct),
          error: q.error,
          slides: asArray<number>(q.related_slides),
        })),
    })),
  };
}

function publicQuestion(q: StoredQuestion): InductionQuestion {
  return {
    Id: q.id,
    type: q.type,
    text: q.text,
    options: q.options,
    ...(q.error ? { error: q.error } : {}),
    ...(q.slides.length ? { slides: q.slides } : {}),
  };
}

/** The programme as the player sees it (spec §3): no correct answers. */
export function publicProgramme(programme: StoredProgramme): InductionProgram {
  return {
    Id: programme.id,
    Name: programme.name,
    modules: programme.modules.map(
      (m): InductionModule => ({
        Id: m.id,
        title: m.title,
        parent: m.parentId,
        // every slide has its entry in the contents (issue 20), under its own heading or its title
        navigation: m.slides.map((s) => ({ title: s.navTitle ?? s.title ?? `Slide ${s.position + 1}`, slide: s.position })),
        slides: m.slides.map((s) => ({
          ...(s.title ? { title: s.title } : {}),
          text: s.text,
          audio: s.audio ? audioPath(s.audio) : null,
          ...(s.points.length ? { points: s.points } : {}),
          ...(s.figure ? { figure: { src: figurePath(s.figure.file), alt: s.figure.alt } } : {}),
        })),
        questions: m.questions.filter((q) => q.page === 1).map(publicQuestion),
        ...(m.secondPage
          ? {
              secondPage: {
                title: m.secondPage.title,
                ...(m.secondPage.text ? { text: m.secondPage.text } : {}),
                questions: m.questions.filter((q) => q.page === 2).map(publicQuestion),
              },
            }
          : {}),
      }),
    ),
  };
}

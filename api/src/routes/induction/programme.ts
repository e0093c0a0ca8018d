import type { InductionModule, InductionProgram, InductionQuestion } from 'shared-contracts/induction';
import type { StoredProgramme, StoredQuestion } from '../../repositories/inductions';
import { audioPath, figurePath } from './audio';

export type { StoredModule, StoredProgramme, StoredQuestion, StoredSlide } from '../../repositories/inductions';

/** Question types that take an answer; skip and slides are information only (spec §3). */
export const ANSWERABLE: ReadonlySet<InductionQuestion['type']> = new Set(['radio', 'checkbox', 'declaration']);

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

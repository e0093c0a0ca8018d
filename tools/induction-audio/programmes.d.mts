// The shape of the induction programmes of programmes.mjs (generate.mjs turns them into the content migration).

export type QuestionType = 'radio' | 'checkbox' | 'skip' | 'declaration' | 'slides';

export interface ProgrammeQuestion {
  type: QuestionType;
  text: string;
  options?: { value: number; label: string }[];
  /** the option values of the right answer(s) */
  correct?: number[];
  /** replaces 'You answered this question incorrectly.' */
  error?: string;
  /** indexes of the module's slides related to the question */
  slides?: number[];
}

export interface ProgrammeSlide {
  title: string;
  /** a shorter entry in the contents */
  nav?: string;
  /** the narration, and its transcript */
  text: string;
  /** what the participant should remember, shown beside the figure */
  points?: string[];
  /** a drawing in figures/ and its text alternative */
  figure?: { file: string; alt: string };
}

export interface ProgrammeModule {
  title: string;
  /** index of the parent module in the contents */
  parent?: number;
  slides: ProgrammeSlide[];
  questions: ProgrammeQuestion[];
  secondPage?: { title: string; text?: string; questions: ProgrammeQuestion[] };
}

export interface Programme {
  id: number;
  name: string;
  modules: ProgrammeModule[];
}

export const INDUCTIONS: { id: number; programId: number; name: string; company: string }[];
export const PROGRAMMES: Programme[];

import { MESSAGES, answerField, type InductionAnswerRequest, type InductionModule, type InductionProgress, type InductionQuestion } from 'shared-contracts/induction';

export type PlayerView = { kind: 'slides'; slide: number } | { kind: 'questions'; page: 1 | 2 };

export interface QuestionEntry {
  index: number;
  page: 1 | 2;
  question: InductionQuestion;
}

export type AnswerValues = Record<number, string[]>;
export type QuestionProblem = 'missing' | 'incorrect';

const ANSWERABLE = new Set<InductionQuestion['type']>(['radio', 'checkbox', 'declaration']);
export const isAnswerable = (question: InductionQuestion) => ANSWERABLE.has(question.type);

export function questionsOf(module: InductionModule): QuestionEntry[] {
  const first = module.questions.map((question, index) => ({ index, page: 1 as const, question }));
  const second = (module.secondPage?.questions ?? []).map((question, i) => ({ index: module.questions.length + i, page: 2 as const, question }));
  return [...first, ...second];
}

export const answerableIndexes = (module: InductionModule) => questionsOf(module).filter((e) => isAnswerable(e.question)).map((e) => e.index);

export function pageOf(module: InductionModule, index: number): 1 | 2 {
  return index >= module.questions.length && module.secondPage ? 2 : 1;
}

export function resumeView(module: InductionModule, progress: Pick<InductionProgress, 'unanswered' | 'slide'>): PlayerView {
  const answerable = answerableIndexes(module);
  const someAnswered = answerable.some((i) => !progress.unanswered.includes(i));
  const slide = progress.slide ?? 0;
  if (someAnswered || slide >= module.slides.length || module.slides.length === 0) {
    const first = progress.unanswered[0];
    return { kind: 'questions', page: first === undefined ? 1 : pageOf(module, first) };
  }
  return { kind: 'slides', slide };
}

export function toRequest(module: InductionModule, values: AnswerValues, pending: readonly number[]): InductionAnswerRequest {
  const body: InductionAnswerRequest = {};
  for (const entry of questionsOf(module)) {
    const chosen = values[entry.index];
    if (!pending.includes(entry.index) || !chosen?.length) continue;
    body[answerField(entry.index)] = entry.question.type === 'checkbox' ? chosen : (chosen[0] as string);
  }
  return body;
}

export function missingOnPage(module: InductionModule, page: 1 | 2, values: AnswerValues, pending: readonly number[]): number[] {
  return questionsOf(module)
    .filter((e) => e.page === page && isAnswerable(e.question) && pending.includes(e.index) && !values[e.index]?.length)
    .map((e) => e.index);
}

export function problemsOf(unanswered: readonly number[], values: AnswerValues): Record<number, QuestionProblem> {
  return Object.fromEntries(unanswered.map((i) => [i, values[i]?.length ? 'incorrect' : 'missing']));
}

export function problemMessage(problem: QuestionProblem, question: InductionQuestion): string {
  return problem === 'missing' ? MESSAGES.missingAnswer : (question.error ?? MESSAGES.incorrectAnswer);
}

export const questionDomId = (index: number) => `induction-question-${index}`;

export const remainingSlides = (slideCount: number, completed: ReadonlySet<number>): number[] =>
  Array.from({ length: slideCount }, (_, i) => i).filter((i) => !completed.has(i));

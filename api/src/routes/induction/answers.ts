import type { FieldErrorMap } from 'shared-contracts';
import type { InductionAnswerRequest } from 'shared-contracts/induction';
import { ANSWERABLE, type StoredModule } from './programme';

export interface AnswerCheck {
  /** positions answered correctly by this submission */
  correct: number[];
  /** positions of answerable questions neither answered correctly before nor now, in order */
  unanswered: number[];
}

/**
 * Reads the `answer-{n}` fields of one module (spec §7): every field must name an answerable question of the
 * module and hold option values of that question (one for radio and declaration). Returns field errors for a
 * malformed submission; the server never guesses what a malformed answer meant.
 */
export function readAnswers(module: StoredModule, body: InductionAnswerRequest): { answers: Map<number, number[]>; fieldErrors: FieldErrorMap } {
  const answers = new Map<number, number[]>();
  const fieldErrors: FieldErrorMap = {};
  for (const [field, raw] of Object.entries(body)) {
    const position = Number(field.slice('answer-'.length));
    const question = module.questions.find((q) => q.position === position);
    if (!question || !ANSWERABLE.has(question.type)) {
      fieldErrors[field] = ['There is no question to answer with this name in this module'];
      continue;
    }
    const values = Array.isArray(raw) ? raw : [raw];
    if (question.type !== 'checkbox' && values.length > 1) {
      fieldErrors[field] = ['Choose one answer'];
      continue;
    }
    const allowed = new Set(question.options.map((o) => String(o.value)));
    if (values.some((v) => !allowed.has(v))) {
      fieldErrors[field] = ['Choose one of the answers given'];
      continue;
    }
    const chosen = [...new Set(values.map(Number))];
    if (chosen.length) answers.set(position, chosen);
  }
  return { answers, fieldErrors };
}

/**
 * Checks a module's answers (spec §4, §5): a radio or declaration answer is right when it is the correct value; a
 * checkbox answer when it is exactly the set of correct values. Questions answered correctly earlier stay answered.
 */
export function checkAnswers(module: StoredModule, answers: Map<number, number[]>, answeredBefore: ReadonlySet<number>): AnswerCheck {
  const correct: number[] = [];
  const unanswered: number[] = [];
  for (const question of module.questions) {
    if (!ANSWERABLE.has(question.type) || answeredBefore.has(question.position)) continue;
    const chosen = answers.get(question.position);
    const right = chosen !== undefined && chosen.length === question.correct.length && question.correct.every((v) => chosen.includes(v));
    (right ? correct : unanswered).push(question.position);
  }
  return { correct, unanswered };
}

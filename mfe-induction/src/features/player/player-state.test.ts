import { MESSAGES, type InductionModule } from 'shared-contracts/induction';
import { missingOnPage, problemMessage, problemsOf, questionsOf, resumeView, toRequest } from './player-state';

const q = (Id: number, type: 'radio' | 'checkbox' | 'skip' | 'declaration' | 'slides', error?: string) => ({
  Id,
  type,
  text: `Question ${Id}`,
  options: type === 'skip' || type === 'slides' ? [] : [1, 2, 3].map((value) => ({ value, label: `Option ${value}` })),
  ...(error ? { error } : {}),
});

/** Module 0 of programme 1 in shape: two questions on page 1, the second page of three (answers 7, 8, 6, spec §9). */
const firstModule: InductionModule = {
  Id: 100,
  title: 'The MSIC scheme',
  parent: null,
  navigation: [],
  slides: [{ text: 'one', audio: null }, { text: 'two', audio: null }],
  questions: [q(1, 'radio'), q(2, 'checkbox', 'Own error'), q(3, 'skip')],
  secondPage: { title: 'Check your understanding', questions: [q(4, 'radio'), q(5, 'radio'), q(6, 'declaration')] },
};

describe('question indexes (answer-{n}, spec §7)', () => {
  it('numbers page 1 then the second page', () => {
    expect(questionsOf(firstModule).map((e) => [e.index, e.page, e.question.Id])).toEqual([
      [0, 1, 1],
      [1, 1, 2],
      [2, 1, 3],
      [3, 2, 4],
      [4, 2, 5],
      [5, 2, 6],
    ]);
  });
});

describe('resume (spec §4: the current module and the first unanswered question)', () => {
  it('starts at the first slide not played while nothing is answered', () => {
    expect(resumeView(firstModule, { unanswered: [0, 1, 3, 4, 5], slide: 1 })).toEqual({ kind: 'slides', slide: 1 });
  });
  it('opens the questions once every slide was played', () => {
    expect(resumeView(firstModule, { unanswered: [0, 1, 3, 4, 5], slide: 2 })).toEqual({ kind: 'questions', page: 1 });
  });
  it('opens the page of the first unanswered question once any question is answered', () => {
    expect(resumeView(firstModule, { unanswered: [4, 5], slide: 0 })).toEqual({ kind: 'questions', page: 2 });
  });
});

describe('answers', () => {
  it('sends only pending questions that have an answer, a checkbox as a list', () => {
    expect(toRequest(firstModule, { 0: ['2'], 1: ['1', '3'], 3: ['7'], 4: [] }, [0, 1, 4, 5])).toEqual({ 'answer-0': '2', 'answer-1': ['1', '3'] });
  });
  it('flags the missing answers of a page (spec §5 missing-answer flag)', () => {
    expect(missingOnPage(firstModule, 1, { 0: ['2'] }, [0, 1, 3])).toEqual([1]);
    expect(missingOnPage(firstModule, 2, {}, [3, 4, 5])).toEqual([3, 4, 5]);
  });
  it('tells a wrong answer from a missing one, with the question’s own error or the spec §8 text', () => {
    const problems = problemsOf([0, 1, 4], { 0: ['3'], 1: ['1'] });
    expect(problems).toEqual({ 0: 'incorrect', 1: 'incorrect', 4: 'missing' });
    expect(problemMessage('incorrect', q(1, 'radio'))).toBe('You answered this question incorrectly.');
    expect(problemMessage('incorrect', q(2, 'checkbox', 'Own error'))).toBe('Own error');
    expect(problemMessage('missing', q(1, 'radio'))).toBe(MESSAGES.missingAnswer);
  });
});

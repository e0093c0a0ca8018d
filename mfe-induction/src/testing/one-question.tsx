// Test fixtures of the player's tests (imported by *.test.tsx files only).
import type { InductionProgram, InductionProgress } from 'shared-contracts/induction';
import { renderScreen } from 'ui-kit/testing';
import { Player } from '../features/player/player';

/** A programme of one module: one slide, then one question. */
export const ONE_QUESTION: InductionProgram = {
  Id: 1,
  Name: 'MSIC security awareness induction',
  modules: [
    {
      Id: 100,
      title: 'The MSIC scheme',
      parent: null,
      navigation: [{ title: 'Welcome', slide: 0 }],
      slides: [{ title: 'Welcome', text: 'Welcome to the induction.', audio: null }],
      questions: [{ Id: 1, type: 'radio', text: 'What does the card show?', options: [1, 2].map((value) => ({ value, label: `Answer ${value}` })) }],
    },
  ],
};

/** The participant on the slide (0) or, its slide read, on the questions (1). */
export const progressAt = (slide: 0 | 1): InductionProgress => ({
  module: 0,
  unanswered: [0],
  induction: null,
  redirect: '/induction-status/5/key',
  domain: 'localhost',
  slide,
  completedSlides: slide === 1 ? [0] : [],
});

/** The player of the induction whose link key is Zq3k…9fJo, at /induction/Zq3k…9fJo, as the screen renders it. */
export function renderPlayer(
  progress: InductionProgress,
  { programme = ONE_QUESTION, transcriptsOpen = false, onComplete = jest.fn(), onReload = jest.fn() }: { programme?: InductionProgram; transcriptsOpen?: boolean; onComplete?: jest.Mock; onReload?: jest.Mock } = {},
) {
  renderScreen(<Player inductionId="Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo" programme={programme} progress={progress} transcriptsOpen={transcriptsOpen} onReload={onReload} onComplete={onComplete} />, {
    path: '/induction/Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo',
    pattern: '/induction/:inductionId',
  });
  return { onComplete, onReload };
}

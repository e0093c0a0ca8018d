import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InductionProgram, InductionProgress } from 'shared-contracts/api';
import { MESSAGES } from 'shared-contracts/api';
import { configureTestApi, renderScreen } from 'ui-kit/testing';
import { Player } from './player';

// The questions are a chunk of their own (issue 17): on the questions, a load that fails says the service could not
// be reached and offers to try again (its prefetch on the first touch: question-page-prefetch.test.tsx).
const programme: InductionProgram = {
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
const atQuestions: InductionProgress = { module: 0, unanswered: [0], induction: null, redirect: '/induction-status/5/key', domain: 'localhost', slide: 1, completedSlides: [0] };

let mockOffline = true;
jest.mock('./question-page', () => {
  if (mockOffline) throw new Error('Loading chunk induction-questions failed');
  return jest.requireActual('./question-page');
});
configureTestApi();
jest.mock('./use-narration', () => ({ useNarration: () => ({ status: 'none', position: 0, duration: 0, play: jest.fn(), pause: jest.fn() }) }));
jest.mock('./post-slide-opened', () => ({ postSlideOpened: jest.fn(() => Promise.resolve({ spentSeconds: 0, readingSeconds: 30, completed: false })) }));
jest.mock('./post-slide-completed', () => ({ postSlideCompleted: jest.fn(() => new Promise(() => undefined)) }));

function renderPlayer(progress: InductionProgress) {
  renderScreen(<Player inductionId={1234567} programme={programme} progress={progress} transcriptsOpen={false} onReload={jest.fn()} onComplete={jest.fn()} />, {
    path: '/induction/1234567',
    pattern: '/induction/:inductionId',
  });
}

describe('the player when the code of the questions does not arrive', () => {
  it('on the questions: says the service could not be reached, and shows them after "Try again"', async () => {
    renderPlayer(atQuestions);
    expect(await screen.findByTestId('questions-failed')).toHaveTextContent(MESSAGES.networkProblem);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    mockOffline = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Answer 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('questions-failed')).not.toBeInTheDocument();
  });
});

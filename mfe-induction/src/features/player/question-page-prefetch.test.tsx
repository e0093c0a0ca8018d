import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InductionProgram, InductionProgress } from 'shared-contracts/api';
import { configureTestApi, renderScreen } from 'ui-kit/testing';
import { Player } from './player';

// The questions are a chunk of their own (issue 17): the player asks for it on the participant's first touch, click
// or focus in it, not with the slides (its failure: load-question-page.test.tsx).
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
const atSlides: InductionProgress = { module: 0, unanswered: [0], induction: null, redirect: '/induction-status/5/key', domain: 'localhost', slide: 0, completedSlides: [] };

const mockRequested = jest.fn();
jest.mock('./question-page', () => {
  mockRequested();
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

describe('the player and the code of the questions', () => {
  it('does not ask for it with the slides, but on the participant’s first touch in the player', async () => {
    renderPlayer(atSlides);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockRequested).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contents' }));
    await waitFor(() => expect(mockRequested).toHaveBeenCalledTimes(1));
  });
});

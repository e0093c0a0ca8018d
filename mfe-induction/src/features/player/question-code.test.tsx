import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts/induction';
import { configureTestApi } from 'ui-kit/testing';
import { progressAt, renderPlayer } from '../../testing/one-question';

// The questions are a chunk of their own (issue 17): on the questions, a load that fails says the service could not
// be reached and offers to try again (its prefetch on the first touch: question-page-prefetch.test.tsx).
let mockOffline = true;
jest.mock('./question-page', () => {
  if (mockOffline) throw new Error('Loading chunk induction-questions failed');
  return jest.requireActual('./question-page');
});
configureTestApi();
jest.mock('./use-narration', () => ({ useNarration: () => ({ status: 'none', position: 0, duration: 0, play: jest.fn(), pause: jest.fn() }) }));
jest.mock('./calls', () => ({
  postSlideOpened: jest.fn(() => Promise.resolve({ spentSeconds: 0, readingSeconds: 30, completed: false })),
  postSlideCompleted: jest.fn(() => new Promise(() => undefined)),
  submitAnswers: jest.fn(),
  loadProgress: jest.fn(),
}));

describe('the player when the code of the questions does not arrive', () => {
  it('on the questions: says the service could not be reached, and shows them after "Try again"', async () => {
    renderPlayer(progressAt(1));
    expect(await screen.findByTestId('questions-failed')).toHaveTextContent(MESSAGES.networkProblem);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    mockOffline = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Answer 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('questions-failed')).not.toBeInTheDocument();
  });
});

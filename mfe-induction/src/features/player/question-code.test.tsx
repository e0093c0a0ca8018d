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
jest.mock('./use-narration', () => jest.requireActual('../../testing/player-stubs').narration);
jest.mock('./calls', () => jest.requireActual('../../testing/player-stubs').calls);

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

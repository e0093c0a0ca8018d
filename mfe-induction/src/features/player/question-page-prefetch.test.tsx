import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi } from 'ui-kit/testing';
import { progressAt, renderPlayer } from '../../testing/one-question';

// The questions are a chunk of their own (issue 17): the player asks for it on the participant's first touch, click
// or focus in it, not with the slides (its failure: question-code.test.tsx).
const mockRequested = jest.fn();
jest.mock('./question-page', () => {
  mockRequested();
  return jest.requireActual('./question-page');
});
configureTestApi();
jest.mock('./use-narration', () => jest.requireActual('../../testing/player-stubs').narration);
jest.mock('./calls', () => jest.requireActual('../../testing/player-stubs').calls);

describe('the player and the code of the questions', () => {
  it('does not ask for it with the slides, but on the participant’s first touch in the player', async () => {
    renderPlayer(progressAt(0));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockRequested).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contents' }));
    await waitFor(() => expect(mockRequested).toHaveBeenCalledTimes(1));
  });
});

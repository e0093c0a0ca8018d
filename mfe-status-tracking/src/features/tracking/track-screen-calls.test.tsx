import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { href } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/rules';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import TrackScreen from './track-screen';
import { loadTrackingCalls } from './load-tracking-calls';

// The track screen loads the code of its calls when the applicant comes to the form (issue 17): these tests stand in
// for that load, to see when the screen asks for it and what it does when it fails.
jest.mock('./load-tracking-calls', () => {
  const load = jest.fn();
  // what ui-kit's loadOnce gives: a prefetch is a load whose failure is ignored
  return { loadTrackingCalls: Object.assign(load, { prefetch: () => void load().catch(() => undefined), loaded: () => undefined }) };
});
const load = loadTrackingCalls as unknown as jest.Mock<ReturnType<typeof loadTrackingCalls>, []>;

type Calls = Awaited<ReturnType<typeof loadTrackingCalls>>;
const calls = (overrides: Partial<Calls>): Calls => ({ findApplication: jest.fn(), requestCode: jest.fn(), verifyCode: jest.fn(), trackingProblem: jest.fn(), ...overrides }) as Calls;

function renderTrack() {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[href('track')]}>
        <Routes>
          <Route path={href('track')} element={<TrackScreen />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the track screen and the code of its calls', () => {
  beforeEach(() => load.mockReset());

  it('says the service could not be reached when the code does not load, keeps the answers, and loads it again on the next press', async () => {
    const findApplication = jest.fn(() => Promise.reject(new Error('not found')));
    load.mockRejectedValue(new Error('Loading chunk tracking-calls failed'));
    const user = userEvent.setup();
    renderTrack();
    await user.type(screen.getByLabelText(/Tracking number/), 'VEP0001512');
    await user.type(screen.getByLabelText(/Date of birth/), '1985-04-12');
    await user.click(screen.getByRole('button', { name: 'Track application' }));
    expect(await screen.findByText(MESSAGES.networkProblem)).toBeInTheDocument();
    expect(screen.getByLabelText(/Tracking number/)).toHaveValue('VEP0001512');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1985-04-12');

    load.mockResolvedValue(calls({ findApplication, trackingProblem: () => ({ kind: 'message', message: MESSAGES.personNotFound }) }));
    await user.click(screen.getByRole('button', { name: 'Track application' }));
    expect(await screen.findByText(MESSAGES.personNotFound)).toBeInTheDocument();
    expect(findApplication).toHaveBeenCalledWith({ Number: 'VEP0001512', Birthdate: '1985-04-12' });
  });

  it('asks for the code when the applicant comes to the form, not when the page focuses its heading', async () => {
    load.mockResolvedValue(calls({}));
    renderTrack();
    // the host focuses the page heading after an in-app navigation (a redirect to this screen included)
    act(() => screen.getByRole('heading', { level: 1 }).focus());
    expect(load).not.toHaveBeenCalled();
    act(() => screen.getByLabelText(/Tracking number/).focus());
    await waitFor(() => expect(load).toHaveBeenCalled());
  });
});

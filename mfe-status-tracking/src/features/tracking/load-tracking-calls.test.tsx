import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { href } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/rules';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import type TrackScreenType from './track-screen';

// The calls' code is a chunk of its own (issue 17): a press of "Track application" whose chunk does not arrive says
// the service could not be reached and loses nothing typed; the next press loads it again.
describe('the track screen when the code for its calls does not load', () => {
  afterEach(() => jest.resetModules());

  it('says the service could not be reached, keeps the answers and tries the load again on the next press', async () => {
    // offline: every load of the chunk fails (the prefetch on focus included)
    let offline = true;
    const findApplication = jest.fn(() => Promise.reject(Object.assign(new Error('reached'), { status: 404 })));
    jest.doMock('./tracking-calls', () => {
      if (offline) throw new Error('Loading chunk tracking-calls failed');
      return { findApplication, requestCode: jest.fn(), verifyCode: jest.fn(), trackingProblem: () => ({ kind: 'message', message: 'the calls answered' }) };
    });
    const { default: TrackScreen } = (await import('./track-screen')) as { default: typeof TrackScreenType };
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={[href('track')]}>
          <Routes>
            <Route path={href('track')} element={<TrackScreen />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    await user.type(screen.getByLabelText(/Tracking number/), 'VEP0001512');
    await user.type(screen.getByLabelText(/Date of birth/), '1985-04-12');
    await user.click(screen.getByRole('button', { name: 'Track application' }));
    expect(await screen.findByText(MESSAGES.networkProblem)).toBeInTheDocument();
    expect(screen.getByLabelText(/Tracking number/)).toHaveValue('VEP0001512');
    expect(findApplication).not.toHaveBeenCalled();

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Track application' }));
    expect(await screen.findByText('the calls answered')).toBeInTheDocument();
    expect(findApplication).toHaveBeenCalledWith({ Number: 'VEP0001512', Birthdate: '1985-04-12' });
  });
});

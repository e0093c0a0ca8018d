import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/rules';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import LinkExpiredScreen from './link-expired-screen';

// The resend call's code is a chunk of its own (issue 17). While `mockOffline`, every load of it fails, as a chunk
// that does not arrive; a load that fails is not cached (by jest's registry nor by the screen), so a later one runs again.
let mockOffline = false;
const mockLoads = jest.fn();
const mockResendLink = jest.fn((_id: number) => Promise.resolve());
jest.mock('./resend-link-call', () => {
  mockLoads();
  if (mockOffline) throw new Error('Loading chunk resend-link-call failed');
  return { resendLink: (id: number) => mockResendLink(id) };
});

function renderScreen() {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/link-expired/Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo']}>
        <Routes>
          <Route path={ROUTES.linkExpired.path} element={<LinkExpiredScreen />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the expired-link screen loads its call when the applicant comes to the button (spec §2, §8)', () => {
  it('not with the page, but on focus; a load that fails says the service could not be reached, and the next click loads it and sends', async () => {
    mockOffline = true;
    renderScreen();
    await settle();
    expect(mockLoads).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toHaveFocus();
    await settle();
    expect(mockLoads).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkProblem);
    expect(mockResendLink).not.toHaveBeenCalled();

    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have emailed you a new link');
    expect(screen.queryByText(MESSAGES.networkProblem)).not.toBeInTheDocument();
    expect(mockResendLink).toHaveBeenCalledWith('Zq3k8d0PHN1mWbT5xYgA2sLrVuCe9fJo');
  });

  it("a refusal shows the server's words (spec §8)", async () => {
    mockOffline = false;
    mockResendLink.mockImplementationOnce(() => Promise.reject(new Error('Too many requests, please try again in a minute')));
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again in a minute');
  });
});

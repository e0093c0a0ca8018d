import { render, screen } from '@testing-library/react';
import { sessionStore } from 'shared-contracts';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter } from 'ui-kit/router';
import App from './app';

// the status page is a screen of its own chunk; here it stands in to show when the app renders (and so loads) it
const statusPageLoaded = jest.fn();
jest.mock('../features/status/status-page', () => {
  statusPageLoaded();
  return { __esModule: true, default: () => <h1>Status page</h1> };
});

const TOKEN = `e30.${btoa(JSON.stringify({ sub: 12, exp: 4_102_444_800 })).replace(/=+$/, '')}.sig`;

function renderStatus() {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/status/12']}>
        <App routeId="status" />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the status and tracking app', () => {
  beforeEach(() => sessionStore.getState().clearToken());

  it('does not render or load the status page for a visitor without a login (the host sends them to the track screen)', async () => {
    renderStatus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Status page' })).toBeNull();
    expect(statusPageLoaded).not.toHaveBeenCalled();
  });

  it('renders the status page for a visitor with a login', async () => {
    sessionStore.getState().setToken(TOKEN);
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Status page' })).toBeInTheDocument();
  });
});

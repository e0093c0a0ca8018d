import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter } from 'ui-kit/router';

const loadRemoteApp = jest.fn();
const forgetRemote = jest.fn();
jest.mock('../features/remotes/remote-registry', () => ({
  ...jest.requireActual('../features/remotes/remote-registry'),
  loadRemoteApp: (...args: unknown[]) => loadRemoteApp(...args),
  forgetRemote: (...args: unknown[]) => forgetRemote(...args),
}));

import type { RemoteName } from 'shared-contracts';
import { RemoteOutlet } from './remote-outlet';
import { configureRemotes } from '../features/remotes/remote-registry';

// the outlet caches each remote's lazy component for the page's life: each test uses its own remote
function renderOutlet(remote: RemoteName = 'content') {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <RemoteOutlet remote={remote} routeId="faq" />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('RemoteOutlet: a remote that cannot load shows a retry panel on its routes only', () => {
  beforeEach(() => {
    loadRemoteApp.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote App with the route id', async () => {
    loadRemoteApp.mockResolvedValue({ default: ({ routeId }: { routeId: string }) => <h1>screen {routeId}</h1> });
    renderOutlet('application');
    expect(await screen.findByRole('heading', { name: 'screen faq' })).toBeInTheDocument();
  });

  it('shows the failure panel, then the screen after "Try again" succeeds', async () => {
    loadRemoteApp.mockRejectedValueOnce(new Error('remote down'));
    renderOutlet();
    expect(await screen.findByRole('heading', { name: 'This page is not available right now' })).toBeInTheDocument();
    expect(screen.getByText(/information pages part of the site/)).toBeInTheDocument();

    loadRemoteApp.mockResolvedValue({ default: () => <h1>FAQ back</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(forgetRemote).toHaveBeenCalledWith('content'));
    expect(await screen.findByRole('heading', { name: 'FAQ back' })).toBeInTheDocument();
  });

  it('isolates a remote that throws while rendering', async () => {
    loadRemoteApp.mockResolvedValue({
      default: () => {
        throw new Error('broken screen');
      },
    });
    renderOutlet('induction');
    expect(await screen.findByTestId('remote-failure')).toHaveAttribute('data-remote', 'induction');
  });
});

describe('RemoteOutlet follows the registry (independent releases)', () => {
  beforeEach(() => loadRemoteApp.mockReset());

  it('loads the new release of a remote when its manifest moves', async () => {
    configureRemotes({ opneedSigning: { manifest: 'http://localhost:3004/v/1.0.0-aaaa/mf-manifest.json', version: '1.0.0-aaaa' } });
    loadRemoteApp.mockResolvedValueOnce({ default: () => <h1>release one</h1> });
    render(
      <MantineProvider>
        <MemoryRouter>
          <RemoteOutlet remote="opneedSigning" routeId="operationalNeedForm" />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'release one' })).toBeInTheDocument();

    loadRemoteApp.mockResolvedValueOnce({ default: () => <h1>release two</h1> });
    act(() => configureRemotes({ opneedSigning: { manifest: 'http://localhost:3004/v/1.0.1-bbbb/mf-manifest.json', version: '1.0.1-bbbb' } }));
    expect(await screen.findByRole('heading', { name: 'release two' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(2);
  });
});

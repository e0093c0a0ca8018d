import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, NEXT_PAGE_OF_SCREEN, Route, Routes, useNavigate } from 'ui-kit/router';

const loadRemoteApp = jest.fn();
const forgetRemote = jest.fn();
jest.mock('../features/remotes/remote-registry', () => ({
  ...jest.requireActual('../features/remotes/remote-registry'),
  loadRemoteApp: (...args: unknown[]) => loadRemoteApp(...args),
  forgetRemote: (...args: unknown[]) => forgetRemote(...args),
}));

const reportVisit = jest.fn();
const reportFailure = jest.fn();
jest.mock('../features/health/health-reporter', () => ({
  reportVisit: (...args: unknown[]) => reportVisit(...args),
  reportFailure: (...args: unknown[]) => reportFailure(...args),
}));

import type { RemoteName } from 'shared-contracts';
import { RemoteOutlet } from './remote-outlet';
import { RemoteUnavailableError, configureRemotes } from '../features/remotes/remote-registry';
import { forgetPrerenderedScreen, keepPrerenderedScreen, prerenderedScreen } from './prerendered-screen';
import { useEffect, type ReactElement } from 'react';

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
    // the rejected load goes through React's lazy, error boundary and a retry render: slow on a busy machine
    expect(await screen.findByRole('heading', { name: 'This page is not available right now' }, { timeout: 5_000 })).toBeInTheDocument();
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

describe("RemoteOutlet reports each remote release's visits and failures (issue 42, decision 092)", () => {
  beforeEach(() => {
    loadRemoteApp.mockReset();
    reportVisit.mockReset();
    reportFailure.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('reports a visit of the release the registry names, and a refused remote as a failure of that release', async () => {
    configureRemotes({ staffConsole: { manifest: 'http://localhost:3006/v/2.0.0-0123456789/mf-manifest.json', version: '2.0.0-0123456789' } });
    const refusal = new RemoteUnavailableError('staffConsole', 'incompatible', 'built with shared-contracts 3.0.0');
    loadRemoteApp.mockRejectedValueOnce(refusal);
    render(
      <MantineProvider>
        <MemoryRouter>
          <RemoteOutlet remote="staffConsole" routeId="staff" />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByTestId('remote-failure', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(reportVisit).toHaveBeenCalledWith('staffConsole', '2.0.0-0123456789');
    expect(reportFailure).toHaveBeenCalledWith('staffConsole', '2.0.0-0123456789', refusal);
  });

  it('reports a remote the registry names no release of as its built-in 1.0.0', async () => {
    // a new manifest: a new lazy component of the remote (an earlier test broke its first one)
    configureRemotes({ induction: { manifest: 'http://localhost:3003/mf-manifest.json' } });
    loadRemoteApp.mockResolvedValueOnce({ default: () => <h1>induction</h1> });
    renderOutlet('induction');
    expect(await screen.findByRole('heading', { name: 'induction' })).toBeInTheDocument();
    expect(reportVisit).toHaveBeenCalledWith('induction', '1.0.0');
    expect(reportFailure).not.toHaveBeenCalled();
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

  it('keeps the release a wizard journey started with, offers a reload, and takes the new release once the journey is left', async () => {
    configureRemotes({ application: { manifest: 'http://localhost:3001/v/1.0.0-aaaa/mf-manifest.json', version: '1.0.0-aaaa' } });
    loadRemoteApp.mockResolvedValueOnce({ default: ({ routeId }: { routeId: string }) => <h1>wizard one {routeId}</h1> });
    const view = (routeId: 'formStep1' | 'formStep2' | 'faq') => (
      <MantineProvider>
        <MemoryRouter>
          <RemoteOutlet remote="application" routeId={routeId} />
        </MemoryRouter>
      </MantineProvider>
    );
    const { rerender } = render(view('formStep1'));
    expect(await screen.findByRole('heading', { name: 'wizard one formStep1' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-release-notice')).toBeNull();

    loadRemoteApp.mockResolvedValueOnce({ default: ({ routeId }: { routeId: string }) => <h1>wizard two {routeId}</h1> });
    act(() => configureRemotes({ application: { manifest: 'http://localhost:3001/v/1.0.1-bbbb/mf-manifest.json', version: '1.0.1-bbbb' } }));
    // the next step still runs the code the journey started with, and says a newer version waits
    rerender(view('formStep2'));
    expect(await screen.findByRole('heading', { name: 'wizard one formStep2' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A newer version of this form is available');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(loadRemoteApp).toHaveBeenCalledTimes(1);

    // outside the journey the new release is loaded
    rerender(view('faq'));
    expect(await screen.findByRole('heading', { name: 'wizard two faq' })).toBeInTheDocument();
    expect(screen.queryByTestId('new-release-notice')).toBeNull();
  });
});

describe('RemoteOutlet keeps the prerendered screen in view until the remote renders (decision 026)', () => {
  beforeEach(() => loadRemoteApp.mockReset());

  it('shows the page the server prerendered instead of the skeleton, then the remote, and forgets the copy', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '1.0.0');
    root.innerHTML = '<header>frame</header><main><div data-prerendered-screen="faq"><h1>Prerendered FAQ</h1></div></main>';
    keepPrerenderedScreen(root, '/');
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    loadRemoteApp.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const { unmount } = renderOutlet('statusTracking');
    // the copy of the screen, marked busy, where the skeleton would be; never the frame around it
    expect(screen.getByRole('heading', { name: 'Prerendered FAQ' }).closest('[data-prerendered-path="/"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('frame')).toBeNull();
    expect(screen.queryByLabelText('Loading')).toBeNull();
    await act(async () => arrive({ default: () => <h1>Rendered FAQ</h1> }));
    expect(await screen.findByRole('heading', { name: 'Rendered FAQ' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Prerendered FAQ' })).toBeNull();
    expect(prerenderedScreen('/')).toBeUndefined();
    unmount();
  });

  it('keeps nothing from a page the server did not prerender, and nothing for another address', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-prerendered-screen="faq"><h1>not marked by the server</h1></div>';
    keepPrerenderedScreen(root, '/');
    expect(prerenderedScreen('/')).toBeUndefined();
    root.setAttribute('data-prerendered', '1.0.0');
    keepPrerenderedScreen(root, '/faq');
    expect(prerenderedScreen('/')).toBeUndefined();
    expect(prerenderedScreen('/faq')).toBe('<h1>not marked by the server</h1>');
    forgetPrerenderedScreen();
    expect(prerenderedScreen('/faq')).toBeUndefined();
  });
});

describe('RemoteOutlet keeps a screen mounted across pages of it (decision 050)', () => {
  it('another page of the screen (NEXT_PAGE_OF_SCREEN, a wizard step move) keeps it mounted; a plain navigation mounts it again', async () => {
    let mounts = 0;
    function Wizard({ routeId }: { routeId: string }) {
      const navigate = useNavigate();
      useEffect(() => {
        mounts++;
      }, []);
      return (
        <>
          <h1>wizard {routeId}</h1>
          <button onClick={() => navigate('/apply/form/7/step2', { state: NEXT_PAGE_OF_SCREEN })}>Save and continue</button>
          <button onClick={() => navigate('/apply/form/7/step3')}>Change link</button>
        </>
      );
    }
    loadRemoteApp.mockReset();
    loadRemoteApp.mockResolvedValue({ default: Wizard });
    configureRemotes({ application: { manifest: 'http://localhost:3001/v/1.0.2-cccc/mf-manifest.json', version: '1.0.2-cccc' } });
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/apply/form/7/step1']}>
          <Routes>
            {(['formStep1', 'formStep2', 'formStep3'] as const).map((id, i) => (
              <Route key={id} path={`/apply/form/7/step${i + 1}`} element={<RemoteOutlet remote="application" routeId={id} />} />
            ))}
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'wizard formStep1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'wizard formStep2' })).toBeInTheDocument();
    expect(mounts).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Change link' }));
    expect(await screen.findByRole('heading', { name: 'wizard formStep3' })).toBeInTheDocument();
    expect(mounts).toBe(2);
  });
});

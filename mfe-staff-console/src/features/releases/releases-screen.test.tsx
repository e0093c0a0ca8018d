import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleasesOverview, RemoteReleases } from 'shared-contracts/releases';
import type { StaffMember } from 'shared-contracts/staff';
import { renderScreen } from 'ui-kit/testing';
import { staffSessionStore } from '../session/staff-session-store';
import { changeRelease } from './change-release';
import { loadReleases } from './load-releases';
import ReleasesScreen from './releases-screen';

jest.mock('./load-releases', () => ({ loadReleases: jest.fn() }));
jest.mock('./change-release', () => ({ changeRelease: jest.fn() }));
// uPlot draws on a canvas, which jsdom has not: the chart's figure and table are the page's, and what is tested
jest.mock('./release-chart', () => ({ __esModule: true, default: ({ measure }: { measure: string }) => <div data-testid={`chart-${measure}`} /> }));

jest.setTimeout(30_000);

const releaser = { email: 'releaser@staff.localhost', name: 'Rae Releaser', role: 'releaser' } as unknown as StaffMember;
const officer: StaffMember = { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' };
const viewer: StaffMember = { email: 'viewer@staff.localhost', name: 'Vic Viewer', role: 'viewer' };

const STABLE = '1.0.0';
const CANARY = '1.0.1-0123456789';
const minute = (at: string, version: string, visits: number, loadFailures: number, errors: number, lcpP75: number | null, inpP75: number | null) => ({ minute: at, version, visits, loadFailures, errors, lcpP75, inpP75, clsP75: null });

function contentReleases(canary = true): RemoteReleases {
  return {
    remote: 'content',
    pointer: { stable: STABLE, canary: canary ? { version: CANARY, percent: 50, startedAt: '2026-11-29T00:00:00.000Z' } : null },
    settings: { margin: 0.05, minVisits: 20 },
    published: [CANARY, STABLE],
    health: [
      minute('2026-11-29T00:01:00.000Z', STABLE, 10, 0, 1, 1200, 80),
      minute('2026-11-29T00:01:00.000Z', CANARY, 8, 2, 2, 1500, null),
      minute('2026-11-29T00:02:00.000Z', STABLE, 4, 0, 0, 900, 120),
    ],
    events: [{ at: '2026-11-29T00:00:00.000Z', remote: 'content', kind: 'canary', version: CANARY, actor: 'cli', reason: null }],
  };
}
const overview = (): ReleasesOverview => ({
  remotes: [contentReleases(), { remote: 'application', pointer: { stable: STABLE, canary: null }, settings: { margin: 0.05, minVisits: 20 }, published: [STABLE], health: [], events: [] }],
});

const renderReleases = () => renderScreen(<ReleasesScreen />, { path: '/staff/releases', pattern: '/staff/releases' });

/** The cells of a chart's table, row by row: the period, then a figure per release. */
function tableOf(measure: string): string[][] {
  const table = within(screen.getByTestId(`releases-content`)).getByTestId(`health-${measure}`).querySelector('table')!;
  return [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeEach(() => {
  jest.mocked(loadReleases).mockReset();
  jest.mocked(changeRelease).mockReset();
});

describe('the Releases page (issue 42)', () => {
  it("shows each remote's releases, and tables whose figures are the overview's: visits summed, (load failures + errors) / visits, p75 LCP and INP", async () => {
    staffSessionStore.getState().signedIn(releaser);
    jest.mocked(loadReleases).mockResolvedValue(overview());
    renderReleases();
    const content = await screen.findByRole('region', { name: 'Information pages' }, { timeout: 15_000 });
    expect(within(content).getByTestId('stable-release')).toHaveTextContent(STABLE);
    expect(within(content).getByTestId('canary-release')).toHaveTextContent(`${CANARY}, served to 50% of visitors`);
    expect(screen.getByRole('region', { name: 'Application' })).toHaveTextContent('No visits have been reported in the last 24 hours.');

    const rows = (measure: string) => tableOf(measure).map((row) => row.slice(1));
    // the header row names each release and its part; a minute with no report of a release says so
    expect(tableOf('visits')[0]).toEqual(['Period from', `${STABLE} (stable)`, `${CANARY} (canary)`]);
    expect(rows('visits').slice(1)).toEqual([['10', '8'], ['4', 'no report']]);
    expect(rows('errorRate').slice(1)).toEqual([['10.0%', '50.0%'], ['0.0%', 'no report']]);
    expect(rows('lcpP75').slice(1)).toEqual([['1200 ms', '1500 ms'], ['900 ms', 'no report']]);
    expect(rows('inpP75').slice(1)).toEqual([['80 ms', 'no report'], ['120 ms', 'no report']]);
    // each chart is an image labelled with its figures over the day
    const visits = within(content).getByRole('img', { name: /^Visits per minute/ });
    expect(visits).toHaveAccessibleName(`Visits per minute, last 24 hours. ${STABLE} (stable): 14 in all; ${CANARY} (canary): 8 in all.`);
    expect(within(content).getByRole('img', { name: /^Error rate/ })).toHaveAccessibleName(`Error rate per minute, last 24 hours. ${STABLE} (stable): 7.1% over the day; ${CANARY} (canary): 50.0% over the day.`);
    expect(await within(content).findByTestId('chart-visits', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('ends a canary only after its confirmation, then shows the remote as the API answers it', async () => {
    staffSessionStore.getState().signedIn(releaser);
    jest.mocked(loadReleases).mockResolvedValue(overview());
    jest.mocked(changeRelease).mockResolvedValue(contentReleases(false));
    const user = userEvent.setup({ delay: null });
    renderReleases();
    const content = await screen.findByRole('region', { name: 'Information pages' }, { timeout: 15_000 });
    await user.click(within(content).getByRole('button', { name: 'End the canary' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the canary of Information pages' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent(`Every visitor will get the stable release ${STABLE} again; release ${CANARY} is no longer served.`);
    expect(changeRelease).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changeRelease).not.toHaveBeenCalled();

    await user.click(within(content).getByRole('button', { name: 'End the canary' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End the canary' }));
    await waitFor(() => expect(changeRelease).toHaveBeenCalledWith('content', { action: 'rollback' }));
    expect(await screen.findByRole('status', { name: 'Done' })).toHaveTextContent('The canary is ended.');
    expect(within(screen.getByRole('region', { name: 'Information pages' })).getByTestId('canary-release')).toHaveTextContent('None');
    expect(within(screen.getByRole('region', { name: 'Information pages' })).getByRole('button', { name: 'Roll back' })).toBeInTheDocument();
  });

  it('changes the automatic rollback settings through the form: the margin in percentage points, checked by the contract before it is sent', async () => {
    staffSessionStore.getState().signedIn(releaser);
    jest.mocked(loadReleases).mockResolvedValue(overview());
    jest.mocked(changeRelease).mockResolvedValue({ ...contentReleases(), settings: { margin: 0.1, minVisits: 30 } });
    const user = userEvent.setup({ delay: null });
    renderReleases();
    const content = await screen.findByRole('region', { name: 'Information pages' }, { timeout: 15_000 });
    await user.click(within(content).getByRole('button', { name: 'Change the settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Automatic rollback settings of Information pages' }, { timeout: 10_000 });
    const margin = within(dialog).getByLabelText(/Margin/);
    expect(margin).toHaveValue('5');
    await user.clear(margin);
    await user.type(margin, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save the settings' }));
    expect(await within(dialog).findAllByText(/Enter a margin from 0 to 100 percentage points/)).not.toHaveLength(0);
    expect(changeRelease).not.toHaveBeenCalled();

    await user.clear(margin);
    await user.type(margin, '10');
    const minVisits = within(dialog).getByLabelText(/Minimum canary visits/);
    await user.clear(minVisits);
    await user.type(minVisits, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(changeRelease).toHaveBeenCalledWith('content', { action: 'settings', settings: { margin: 0.1, minVisits: 30 } }));
    expect(await screen.findByRole('status', { name: 'Done' })).toHaveTextContent('The settings are saved.');
    expect(screen.getByRole('region', { name: 'Information pages' })).toHaveTextContent('by more than 10 percentage points, after at least 30 canary visits');
  });

  it('lets an officer read the releases, with no change offered, and both pages in the navigation', async () => {
    staffSessionStore.getState().signedIn(officer);
    jest.mocked(loadReleases).mockResolvedValue(overview());
    renderReleases();
    const content = await screen.findByRole('region', { name: 'Information pages' }, { timeout: 15_000 });
    expect(screen.getByText('You can read the releases. Your role does not change them.')).toBeInTheDocument();
    expect(within(content).queryByRole('button')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/staff');
    expect(within(nav).getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a viewer no releases, and asks the API nothing', async () => {
    staffSessionStore.getState().signedIn(viewer);
    renderReleases();
    expect(await screen.findByText('The releases are shown to officers and releasers. Your role does not include them.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff console' })).toBeNull();
    expect(loadReleases).not.toHaveBeenCalled();
  });
});

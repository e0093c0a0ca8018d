// The staff console's Releases page (issue 42, decision 092): a releaser opens it, its tables show the figures the API
// stores for the real-user reports (seeded here through POST /api/rum, as the shell sends them), axe passes with
// the charts drawn, and a canary is ended through the page's confirmation.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { href } from 'shared-contracts';
import { DEVELOPMENT_STAFF } from 'shared-contracts/development';
import type { ReleaseMinute, ReleasesOverview, RemoteReleases, RumBatch } from 'shared-contracts/releases';
import { axeViolations, loadAxe } from '../support/a11y';
import { signInToConsole, type DevelopmentStaff } from '../support/staff';
import { API_URL, SHELL_URL, expect, pageHeading, test } from '../support/system';

const found = DEVELOPMENT_STAFF.find((member) => member.role === 'releaser');
if (!found) throw new Error('shared-contracts/development has no releaser account');
const RELEASER: DevelopmentStaff = found;
// the remote whose canary this file starts and ends: no other journey of the file depends on its release
const REMOTE = 'induction' as const;
const LABEL = 'Induction';
// staff calls need the Origin of an allowed front end (api/README.md)
const STAFF_HEADERS = { Origin: SHELL_URL };
const ROOT = path.resolve(__dirname, '../..');

/** The newest release of the remote its build published (tools/publish.mjs: <package>/releases/<version>-<hash>/). */
function publishedRelease(): string {
  const dir = path.join(ROOT, 'mfe-induction/releases');
  const [newest] = readdirSync(dir)
    .filter((name) => /^\d+\.\d+\.\d+-[0-9a-f]{10}$/.test(name))
    .sort((a, b) => statSync(path.join(dir, b)).mtimeMs - statSync(path.join(dir, a)).mtimeMs);
  if (!newest) throw new Error(`No published release in ${dir}: build mfe-induction first`);
  return newest;
}

async function overviewOf(request: APIRequestContext): Promise<RemoteReleases> {
  const response = await request.get(`${API_URL}/api/staff/releases`, { headers: STAFF_HEADERS });
  expect(response.status()).toBe(200);
  const remote = ((await response.json()) as ReleasesOverview).remotes.find((r) => r.remote === REMOTE);
  if (!remote) throw new Error(`No ${REMOTE} in the overview`);
  return remote;
}

/** As the page writes a figure (mfe-staff-console release-figures formatFigure): the test's own arithmetic. */
const percent = (failed: number, visits: number) => `${((failed / visits) * 100).toFixed(1)}%`;
const ms = (value: number | null) => (value === null ? 'no report' : `${Math.round(value)} ms`);

/** The cells of the column of one release in a chart's table, the period column left out. */
async function columnOf(page: Page, measure: string, version: string): Promise<string[]> {
  return page.getByTestId(`releases-${REMOTE}`).getByTestId(`health-${measure}`).locator(`td[data-release="${version}"]`).allTextContents();
}

test.describe('the Releases page', () => {

  test("shows a releaser each remote's health as the API stores it, passes axe, and ends a canary after its confirmation", async ({ page, context }) => {
    test.slow();
    await loadAxe(context);
    await signInToConsole(page, RELEASER);
    // the browser's context holds the staff cookie: its requests are the releaser's
    const request = page.request;
    const before = await overviewOf(request);
    // a release that exists, so that visitors the canary is served to in the meantime get a working remote
    const canary = publishedRelease();
    expect(canary).not.toBe(before.pointer.stable);
    const started = await request.post(`${API_URL}/api/staff/releases/${REMOTE}`, { headers: STAFF_HEADERS, data: { action: 'canary', version: canary, percent: 50 } });
    expect(started.status()).toBe(200);
    const stable = before.pointer.stable;

    // what the shell sends (text/plain JSON): fewer canary visits than the automatic rollback waits for
    const batch: RumBatch = {
      entries: [
        { remote: REMOTE, version: stable, visits: 6, loadFailures: 0, errors: 1, lcp: [900, 1100, 1300, 2100], inp: [40, 64] },
        { remote: REMOTE, version: canary, visits: 4, loadFailures: 1, errors: 1, lcp: [1500, 1700], inp: [200], cls: [0.02] },
      ],
    };
    const sent = await request.post(`${API_URL}/api/rum`, { headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(batch) });
    expect(sent.status()).toBeLessThan(300);

    await page.goto(href('staffReleases'));
    await expect(pageHeading(page)).toHaveText('Releases');
    const section = page.getByRole('region', { name: LABEL });
    await expect(section.getByTestId('canary-release')).toContainText(`${canary}, served to 50% of visitors`);
    await expect(section.getByTestId('stable-release')).toHaveText(stable);
    await expect(section.getByTestId('chart-visits').locator('canvas')).toHaveCount(1);

    // the stored aggregates, read after the page: the page's figures must be theirs
    const stored = await overviewOf(request);
    const minutes = (version: string) => stored.health.filter((m) => m.version === version);
    const sum = (list: ReleaseMinute[], pick: (m: ReleaseMinute) => number) => list.reduce((total, m) => total + pick(m), 0);
    for (const version of [stable, canary]) {
      const list = minutes(version);
      expect(list.length, `minutes stored for ${version}`).toBeGreaterThan(0);
      // visits add up the same however the page groups minutes into periods
      const visits = (await columnOf(page, 'visits', version)).filter((cell) => cell !== 'no report').map(Number);
      expect(visits.reduce((a, b) => a + b, 0), `visits of ${version}`).toBe(sum(list, (m) => m.visits));
      // the chart's label says the day's error rate of each release: (load failures + errors) / visits
      await expect(section.getByRole('img', { name: /^Error rate/ })).toHaveAccessibleName(new RegExp(`${version.replace(/\./g, '\\.')}[^:]*: ${percent(sum(list, (m) => m.loadFailures + m.errors), sum(list, (m) => m.visits)).replace('.', '\\.')} over the day`));
    }
    // the canary has this test's reports only, in one minute: each of its figures is that stored minute's
    const [minute] = minutes(canary);
    expect(minutes(canary)).toHaveLength(1);
    expect(minute!.visits).toBe(4);
    const reported = async (measure: string) => (await columnOf(page, measure, canary)).filter((cell) => cell !== 'no report');
    expect(await reported('visits')).toEqual([String(minute!.visits)]);
    expect(await reported('errorRate')).toEqual([percent(minute!.loadFailures + minute!.errors, minute!.visits)]);
    expect(await reported('lcpP75')).toEqual([ms(minute!.lcpP75)]);
    expect(await reported('inpP75')).toEqual([ms(minute!.inpP75)]);

    expect(await axeViolations(page)).toEqual([]);

    // ending the canary: nothing changes before the confirmation
    await section.getByRole('button', { name: 'End the canary' }).click();
    const dialog = page.getByRole('dialog', { name: `End the canary of ${LABEL}` });
    await expect(dialog).toContainText(`Every visitor will get the stable release ${stable} again`);
    expect(await axeViolations(page)).toEqual([]);
    expect((await overviewOf(request)).pointer.canary?.version).toBe(canary);
    await dialog.getByRole('button', { name: 'End the canary' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'The canary is ended.' })).toBeVisible();
    await expect(section.getByTestId('canary-release')).toHaveText('None');
    const after = await overviewOf(request);
    expect(after.pointer).toEqual({ stable, canary: null });
    expect(after.events.some((event) => event.kind === 'rollback' && event.actor === RELEASER.email)).toBe(true);
  });
});

// Issue 18, offline reload (decision 047): the shell's service worker keeps the shell, the wizard's code and its
// reference lists, so a reload of a wizard step without a network shows the step with the answers kept on the device
// and says so; back online, the wizard saves again. Network first: online, a new release is served at once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expectNoViolations, loadAxe } from '../support/a11y';
import { unique } from '../support/faults';
import { expect, pageHeading, test } from '../support/system';
import { contentReleasesMade, operatorEnv, quiet, releaseTools, untilServed } from '../support/releases';
import { fillFremantleSince2012, fillStepOne, next, sel, tb } from '../support/wizard';

test.use({ serviceWorkers: 'allow' });

const ROOT = path.resolve(__dirname, '../..');
const ID_NUMBER = '7654321';
const OLIVE = { firstname: 'Olive', middlenames: 'Ann', surname: 'Offline', birthDate: '1986-05-06', birthTown: 'Broome', registrationNumber: ID_NUMBER, registrationDate: '1986-06-01' };

/** The shell's mark once its worker controls the page and holds what the page loaded before (shell service-worker.ts). */
async function offlineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null && performance.getEntriesByName('shell:offline-ready').length > 0, undefined, { timeout: 30_000 });
}

test('a page that is all links registers the worker too (decision 063): offline, a reload shows it, styled', async ({ page, context }) => {
  await page.goto('/privacy');
  await expect(page.locator('script[data-main]')).toHaveCount(1);
  await expect(pageHeading(page)).toBeVisible();
  await offlineReady(page);
  const heading = (await pageHeading(page).innerText()).trim();
  const background = await page.locator('header.site-header').evaluate((el) => getComputedStyle(el).backgroundColor);

  await context.setOffline(true);
  await page.reload();
  await expect(pageHeading(page)).toHaveText(heading);
  await expect(page.locator('header.site-header')).toHaveCSS('background-color', background);
  await context.setOffline(false);
});

const isSave = (response: Response) => response.request().method() === 'PUT' && /\/api\/form\/\d+$/.test(response.url());

test('offline reload of step 2 shows the wizard with the typed values and says they are kept on the device; back online it saves again', async ({ page, context }) => {
  test.slow();
  await loadAxe(context);
  await page.goto('/apply/form/step1');
  await expect(pageHeading(page)).toHaveText('Apply for an MSIC Card', { timeout: 30_000 });
  await fillStepOne(page, { ...OLIVE, email: `offline.${unique()}@example.com` });
  await next(page);
  await expect(page).toHaveURL(/\/apply\/form\/\d+\/step2$/);
  const step2 = page.url();
  await tb(page, 'Street address').fill('12 Offline Tce');
  await fillFremantleSince2012(page);
  await offlineReady(page);
  // the typed answers are saved (the last change's autosave), then the network goes
  // the save of that change itself: an earlier save still answering when the network goes would leave the server a
  // version ahead of the device's copy, and the save back online would be a conflict
  const saved = page.waitForResponse((r) => isSave(r) && r.ok() && (r.request().postData() ?? '').includes('14 Offline Tce'));
  await tb(page, 'Street address').fill('14 Offline Tce');
  await saved;
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');

  await context.setOffline(true);
  // the worker's own requests fail too: what follows comes from its kept copies, not from the network
  const [worker] = context.serviceWorkers();
  expect(await worker!.evaluate(() => fetch('/config.json', { cache: 'no-store' }).then((r) => `status ${r.status}`, () => 'failed'))).toBe('failed');
  await page.reload();
  await expect(page).toHaveURL(step2);
  await expect(pageHeading(page)).toHaveText('Apply for an MSIC Card', { timeout: 30_000 });
  const offline = page.getByRole('status').filter({ hasText: 'You are offline. Your answers are saved on this device.' });
  await expect(offline).toBeVisible();
  await expect(tb(page, 'Street address')).toHaveValue('14 Offline Tce');
  await expect(sel(page, 'Suburb or town')).toHaveValue('Fremantle');
  await expect(tb(page, 'Postcode')).toHaveValue('6160');
  await expect(page.getByLabel('Lived here from (month and year)')).toHaveValue('2012-03');
  await expect(page.getByText('We could not load the lists this form needs')).toHaveCount(0);
  await expectNoViolations(page, 'the wizard reloaded offline');

  // back online: the wizard saves again by itself, with the identity-document number the device never kept
  const again = page.waitForResponse((r) => isSave(r) && r.ok());
  await context.setOffline(false);
  const save = await again;
  const body = save.request().postDataJSON() as Record<string, unknown>;
  expect(JSON.stringify(body)).toContain('14 Offline Tce');
  expect(body).toMatchObject({ _idDocument: { Details: { RegistrationNumber: ID_NUMBER } } });
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await expect(offline).toHaveCount(0);
});

test.describe('a release while the worker keeps copies', () => {
  test.describe.configure({ timeout: 300_000 });
  const made = contentReleasesMade();
  const commands = { env: operatorEnv(), ...quiet };

  test('an online navigation serves the new release, never the kept copy; offline, the same release is found again', async ({ page, context }) => {
    const tools = await releaseTools();
    // the content remote's container alone, as its team's pipeline builds it (release.spec.ts)
    const out = mkdtempSync(path.join(tmpdir(), 'msic-release-'));
    const build = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config', 'mfe-content/webpack.config.js', '--config-name', 'container'], {
      cwd: ROOT,
      env: { ...process.env, BUILD_VERSION: '1.0.2', BUILD_DIST_DIR: out },
      encoding: 'utf8',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const version = tools.publish('mfe-content', out);
    made.push(version);
    rmSync(out, { recursive: true, force: true });

    const content = page.locator('[data-remote="content"]');
    await page.goto('/faq');
    await expect(content).toHaveAttribute('data-remote-version', '1.0.0', { timeout: 30_000 });
    await offlineReady(page);

    await tools.release('content', version, commands);
    await untilServed('content', version);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(content).toHaveAttribute('data-remote-version', version);
    await expect(pageHeading(page)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(content).toHaveAttribute('data-remote-version', version, { timeout: 30_000 });
    await expect(pageHeading(page)).toBeVisible();
    await context.setOffline(false);

    await tools.rollback('content', commands);
    await untilServed('content', '1.0.0');
    await page.reload();
    await expect(content).toHaveAttribute('data-remote-version', '1.0.0');
  });
});

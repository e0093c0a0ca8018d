// Issue 11: each remote ships, upgrades and rolls back on its own, with the shell running and never rebuilt. Since
// issue 42 the pointers live in the API's database: the commands ask the API, the static servers read it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from 'shared-contracts';
import { expect, navigateInApp, pageHeading, test } from '../support/system';
import { contentReleasesMade, operatorEnv, quiet, releaseTools, untilServed } from '../support/releases';

const ROOT = path.resolve(__dirname, '../..');
/** A contracts version one major past the one the shell runs, whatever that is today. */
const OTHER_MAJOR = `${Number(require('../../shared-contracts/package.json').version.split('.')[0]) + 1}.0.0`;
const commands = { env: operatorEnv(), ...quiet };

/** Builds the content remote's container alone into a folder of its own, as its team's pipeline would. */
function buildContentRelease(env: Record<string, string>): string {
  const out = mkdtempSync(path.join(tmpdir(), 'msic-release-'));
  const result = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config', 'mfe-content/webpack.config.js', '--config-name', 'container'], {
    cwd: ROOT,
    env: { ...process.env, ...env, BUILD_DIST_DIR: out },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`release build failed:\n${result.stdout}\n${result.stderr}`);
  return out;
}

const contentFrame = (page: import('@playwright/test').Page) => page.locator('[data-remote="content"]');

test.describe('independent releases of the content remote', () => {
  test.describe.configure({ timeout: 300_000 });
  const made = contentReleasesMade();

  test('a new release is seen after a reload and on the next navigation, and rolls back, with no shell rebuild', async ({ page }) => {
    const { publish, release, rollback } = await releaseTools();
    const built = buildContentRelease({ BUILD_VERSION: '1.0.1' });
    const version = publish('mfe-content', built);
    made.push(version);
    rmSync(built, { recursive: true, force: true });
    expect(version).toMatch(/^1\.0\.1-[0-9a-f]{10}$/);

    await page.goto('/faq');
    await expect(contentFrame(page)).toHaveAttribute('data-remote-version', '1.0.0');
    await expect(page.getByTestId('remote-failure')).toHaveCount(0);

    await release('content', version, commands);
    await untilServed('content', version);
    await page.reload();
    await expect(pageHeading(page)).toBeVisible();
    await expect(contentFrame(page)).toHaveAttribute('data-remote-version', version);

    await rollback('content', commands);
    await untilServed('content', '1.0.0');
    // an open shell: leave for another remote's page, then come back, without reloading the document
    await navigateInApp(page, ROUTES.track.path);
    await expect(pageHeading(page)).toBeVisible();
    await navigateInApp(page, '/faq');
    await expect(contentFrame(page)).toHaveAttribute('data-remote-version', '1.0.0');
    await expect(pageHeading(page)).toBeVisible();
  });

  test('a remote built against another contracts major shows the failure panel on its routes only', async ({ page }) => {
    const { publish, release, rollback } = await releaseTools();
    const built = buildContentRelease({ BUILD_VERSION: '2.0.0', BUILD_CONTRACTS_VERSION: OTHER_MAJOR });
    const version = publish('mfe-content', built);
    made.push(version);
    rmSync(built, { recursive: true, force: true });

    await release('content', version, commands);
    await untilServed('content', version);
    const logged = page.waitForRequest((r) => r.url().endsWith('/api/logger') && r.method() === 'POST');
    await page.goto('/faq');
    await expect(page.getByTestId('remote-failure')).toHaveAttribute('data-remote', 'content');
    expect((await logged).postDataJSON()).toMatchObject({ message: expect.stringContaining(`shared-contracts ${OTHER_MAJOR}`) });

    for (const path of [ROUTES.track.path, '/induction/1', '/apply/form/']) {
      await page.goto(path);
      await expect(page.getByTestId('remote-failure')).toHaveCount(0);
      await expect(pageHeading(page)).toBeVisible();
    }

    await rollback('content', commands);
    await untilServed('content', '1.0.0');
    await page.goto('/faq');
    await expect(pageHeading(page)).toBeVisible();
  });
});

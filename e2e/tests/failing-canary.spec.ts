// Issue 42, automatic rollback: a canary whose exposed module throws as it loads fails for every visitor it is served
// to. The shell reports each visit and each load failure (navigator.sendBeacon to POST /api/rum); the API compares
// the canary's error rate with stable's and ends the canary, with no command, within its first 50 visits. Then every
// new visitor gets stable, the event is in the audit log and the remote's team has a mail.
import type { Browser } from '@playwright/test';
import { API_URL, SHELL_URL, expect, pageHeading, test } from '../support/system';
import { brokenContentRelease, contentReleasesMade, operatorEnv, quiet, releaseTools, servedVersion, untilServed, visitorsOf } from '../support/releases';

/** The operator token the API accepts outside production when OPERATOR_TOKENS is unset (api/README.md). */
const OPERATOR_TOKEN = 'dev-only-operator-token-change-me-0000000';
/** New visitors at a time */
const AT_ONCE = 3;
/** Where the API mails an automatic rollback outside production when neither the remote nor RELEASE_TEAM_EMAIL names one. */
const TEAM_EMAIL = 'releases@msic.localhost';

interface Pointer {
  stable: string;
  canary: { version: string; percent: number } | null;
}

const contentPointer = async (): Promise<Pointer | undefined> => ((await (await fetch(`${API_URL}/api/releases`)).json()) as { remotes: Record<string, Pointer> }).remotes.content;

/**
 * A new visitor opens the FAQ and leaves: the release the server gave them (the page's own runtime configuration),
 * whether the content remote failed in the page, and the health report the shell sent as the page went away.
 */
async function visit(browser: Browser) {
  const context = await browser.newContext({ baseURL: SHELL_URL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const reported = page.waitForEvent('requestfinished', { predicate: (request) => request.url() === `${API_URL}/api/rum`, timeout: 10_000 }).catch(() => undefined);
  await page.goto('/faq');
  const version = await page.evaluate(() => (JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}') as { remotes?: { content?: { version?: string } } }).remotes?.content?.version ?? '1.0.0');
  // either the remote loaded (its frame names the release it runs) or its failure panel took its place; the page's
  // prerendered heading is shown before either
  const failure = page.getByTestId('remote-failure');
  await expect(failure.or(page.locator('[data-remote="content"][data-remote-version]')).first()).toBeVisible({ timeout: 30_000 });
  const failed = (await failure.count()) > 0;
  if (!failed) await expect(pageHeading(page)).toBeVisible();
  // the visitor leaves: the page's pagehide sends what the shell has not sent yet (a failure went at once), and the
  // browser is closed once the report has arrived
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await reported;
  await context.close();
  return { version, failed };
}

test.describe('a canary that fails for every visitor', () => {
  // about 40 visits: 582 s one at a time at load 23 with other test runs on the two cores (2026-11-29)
  test.describe.configure({ timeout: 900_000 });
  const made = contentReleasesMade();

  test('is ended by the API with no command within its first 50 visits; every new visitor then gets stable, and it is audited and mailed', async ({ browser, request }) => {
    const { release } = await releaseTools();
    const broken = await brokenContentRelease();
    made.push(broken);
    await release('content', broken, { env: operatorEnv(), ...quiet, canary: 50 });
    const { inCanary } = await visitorsOf('content', 50);
    await untilServed('content', broken, { visitor: inCanary });
    const startedAt = Date.now();

    let visits = 0;
    let canaryVisits = 0;
    let ended = false;
    while (!ended && canaryVisits < 50 && visits < 150) {
      // new visitors AT_ONCE at a time, each with a browser of their own
      for (const { version, failed } of await Promise.all(Array.from({ length: AT_ONCE }, () => visit(browser)))) {
        visits += 1;
        if (version === broken) {
          canaryVisits += 1;
          // the canary fails for every visitor; stable for none
          expect(failed, `visit ${visits} of ${broken}`).toBe(true);
        } else expect(failed, `visit ${visits} of stable`).toBe(false);
      }
      ended = (await contentPointer())?.canary === null;
    }
    test.info().annotations.push({ type: 'automatic rollback', description: `after ${canaryVisits} canary visits of ${visits} (${Math.round((Date.now() - startedAt) / 1000)} s)` });
    expect(ended, `the canary still runs after ${canaryVisits} canary visits of ${visits}`).toBe(true);
    expect(canaryVisits).toBeLessThanOrEqual(50);
    expect(await contentPointer()).toMatchObject({ stable: '1.0.0', canary: null });

    // every new visitor gets stable (the servers read the pointers within 2 s), the canary's too
    await untilServed('content', '1.0.0', { visitor: inCanary });
    for (let i = 0; i < 10; i++) expect(await servedVersion('content')).toBe('1.0.0');
    const after = await visit(browser);
    expect(after).toEqual({ version: '1.0.0', failed: false });

    // the audit log: the automatic rollback, by the API, of that release
    const overview = (await (await request.get(`${API_URL}/api/staff/releases`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } })).json()) as {
      remotes: { remote: string; events: { kind: string; version: string | null; actor: string; reason: string | null }[] }[];
    };
    const events = overview.remotes.find((r) => r.remote === 'content')?.events ?? [];
    expect(events).toContainEqual(expect.objectContaining({ kind: 'auto-rollback', version: broken }));
    // and the team's mail, through the outbox
    await expect
      .poll(async () => ((await (await request.get(`${API_URL}/dev/mailbox/messages?to=${encodeURIComponent(TEAM_EMAIL)}`)).json()) as { text: string; subject: string }[]).some((m) => `${m.subject}\n${m.text}`.includes(broken)), {
        timeout: 30_000,
      })
      .toBe(true);
  });
});

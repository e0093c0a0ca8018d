// Issue 42, canary: `npm run release -- content <version> --canary 50` serves the release to half the visitors, each
// kept on what they were given by the anonymous msic_visitor cookie; `npm run rollback -- content` ends it and every
// visitor gets stable. Runs in the one-process project and in the two-process one (@cluster), where consecutive
// requests of one visitor reach different shell processes and the pointers come through PostgreSQL.
import type { Browser } from '@playwright/test';
import { backToBuiltIn, currentContentRelease, operatorEnv, quiet, releaseTools, servedVersion, untilServed, visitorsOf } from '../support/releases';
import { SHELL_URL, expect, pageHeading, shellServers, test } from '../support/system';

const VISITORS = 20;
/** New visitors at a time: each has a browser of their own, as separate people do */
const AT_ONCE = 5;

/** Runs `visitor` for `count` visitors, AT_ONCE at a time. */
async function visitors<T>(count: number, visitor: () => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < count; i += AT_ONCE) all.push(...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - i) }, visitor))));
  return all;
}

/** A new visitor (a browser of their own) opens the FAQ: the content release its frame loaded, and its cookie. */
async function visit(browser: Browser) {
  const context = await browser.newContext({ baseURL: SHELL_URL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(pageHeading(page)).toBeVisible();
  const frame = page.locator('[data-remote="content"]');
  // written once the shell has hydrated the prerendered page and loaded the remote: five browsers at once on two
  // cores took more than 15 s (CI, 2026-11-29)
  await expect(frame).toHaveAttribute('data-remote-version', /.+/, { timeout: 60_000 });
  return { context, page, version: await frame.getAttribute('data-remote-version') };
}

test.describe('a canary of the content remote for half the visitors', () => {
  // 45 page loads: 5.0 min one at a time at load 23 (2026-11-29); five at a time, about half
  test.describe.configure({ timeout: 600_000 });

  test.afterAll(async () => {
    await backToBuiltIn('content');
  });

  test('of 20 new visitors between 4 and 16 get the canary, each keeps it on reload, and a rollback brings every new visitor back to stable', { tag: '@cluster' }, async ({ browser }) => {
    const { release, rollback } = await releaseTools();
    const commands = { env: operatorEnv(), ...quiet };
    // the content remote's current build as a published release: the same code, another release (1.0.0-<hash>)
    const canary = await currentContentRelease();
    await release('content', canary, { ...commands, canary: 50 });
    const { inCanary, outOfCanary } = await visitorsOf('content', 50);
    // every shell server (each process, in the two-process project) gives the canary to a visitor in its share
    await untilServed('content', canary, { visitor: inCanary });
    for (const shell of shellServers()) expect(await servedVersion('content', outOfCanary, shell)).toBe('1.0.0');

    const given = await visitors(VISITORS, async () => {
      const { context, page, version } = await visit(browser);
      const [cookie] = (await context.cookies()).filter((c) => c.name === 'msic_visitor');
      // an anonymous random id, unreadable by scripts, sent on top-level navigations from other sites only
      expect(cookie).toMatchObject({ value: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), httpOnly: true, sameSite: 'Lax' });
      expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
      expect([canary, '1.0.0']).toContain(version);
      await page.reload();
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.locator('[data-remote="content"]')).toHaveAttribute('data-remote-version', version!, { timeout: 60_000 });
      await context.close();
      return { version, visitor: cookie!.value };
    });
    const canaries = given.filter((g) => g.version === canary).length;
    test.info().annotations.push({ type: 'canary split', description: `${canaries} of ${VISITORS} new visitors got the canary at 50 %` });
    expect(canaries).toBeGreaterThanOrEqual(4);
    expect(canaries).toBeLessThanOrEqual(16);

    await rollback('content', commands);
    // within 2 s (each server's cache of the pointers) every shell server has the rollback: each is asked by its own
    // address until it names stable for a visitor the canary had; a server never goes back to older pointers
    await untilServed('content', '1.0.0', { visitor: inCanary });
    // every visitor the canary had is back on stable, and so is every new one, of every shell server
    for (const { visitor } of given) expect(await servedVersion('content', visitor)).toBe('1.0.0');
    await visitors(AT_ONCE, async () => {
      const { context, version } = await visit(browser);
      expect(version).toBe('1.0.0');
      await context.close();
    });
    for (const shell of shellServers()) for (let i = 0; i < VISITORS; i++) expect(await servedVersion('content', undefined, shell)).toBe('1.0.0');
  });
});

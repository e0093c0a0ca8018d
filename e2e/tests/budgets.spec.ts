// Bundle budgets, measured from bytes (never from time): what a first visit downloads, gzipped, and that no
// shared library reaches the browser twice (ARCHITECTURE.md: one copy of each singleton).
import { ROUTES, href, type RemoteName, type RouteId } from 'shared-contracts';
import {
  KB,
  SHARED_LIBRARY_MARKERS,
  distinctByUrl,
  formatKb,
  measureFirstVisit,
  pageWeight,
  recordResponses,
  sharedLibraryCopies,
  type RecordedResponse,
  type SharedLibrary,
} from '../support/page-weight';
import { CLS_BUDGET, jsBudgetOf } from '../support/budgets';
import { routeSamples, sampleOf } from '../support/sample-routes';
import { expect, navigateInApp, pageHeading, remoteOrigin, test, trackRemoteRequests } from '../support/system';

// every test is a first visit in its own browser context: they spread over the workers (issue 21)
test.describe.configure({ mode: 'parallel' });

const REMOTE_ENTRY = /\/remoteEntry\.js(\?|$)/;
/** The script a page that is all links runs instead of the app (decision 063). */
const APP_ON_INTENT = /^\/js\/app-on-intent\.[0-9a-f]+\.js$/;

const LIBRARIES = Object.keys(SHARED_LIBRARY_MARKERS) as SharedLibrary[];

function jsBreakdown(responses: readonly RecordedResponse[]): string {
  return distinctByUrl(responses)
    .filter((r) => r.kind === 'js')
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((r) => `  ${formatKb(r.gzipBytes).padStart(9)}  ${r.url}`)
    .join('\n');
}

function expectEachLibraryOnce(responses: readonly RecordedResponse[]) {
  const copies = sharedLibraryCopies(responses);
  for (const library of LIBRARIES) expect(copies[library], `files with ${library} code`).toHaveLength(1);
}

/** a code chunk of a remote (its exposed App and the screens it loads), not only its entry */
const REMOTE_CHUNK = /\/js\/[^/]+\.js(\?|$)/;

// one first visit a route of spec §2 proves two things: the route reaches the remote that owns it (a protected route
// sends a visitor without a login to the track screen), and what the visit downloads keeps to the budgets
for (const { id, path, remote } of routeSamples()) {
  const budget = jsBudgetOf(path);
  const protectedRoute = 'requiresLogin' in ROUTES[id] && ROUTES[id].requiresLogin;
  const owner: RemoteName = protectedRoute ? ROUTES.track.remote : remote;
  const reaches = protectedRoute ? `sends a visitor without a login to ${href('track')}` : `is shown by the ${remote} remote`;
  test(`a first visit to ${path} (${id}) ${reaches}, downloads at most ${budget / KB} KB of gzipped JS, each shared library at most once, and shifts less than ${CLS_BUDGET}`, async ({ page }) => {
    const visit = await measureFirstVisit(page, path);
    expect(visit.remoteFailure, 'the remote failure panel is shown').toBe(false);
    if (protectedRoute) expect(visit.finalPath).toBe(href('track'));
    // issue 17: what the shell would prefetch without the visitor asking counts with the first visit (none does now:
    // the prefetch waits for the intent to follow a link, decision 051)
    const downloaded = [...visit.responses, ...visit.prefetched];
    const js = pageWeight(downloaded, 0).js.gzipBytes;
    expect.soft(js, `gzipped JS of ${path} (${formatKb(js)}):\n${jsBreakdown(downloaded)}`).toBeLessThanOrEqual(budget);
    expect.soft(visit.cls, `cumulative layout shift of ${path}`).toBeLessThan(CLS_BUDGET);
    if (await page.locator('script[data-main]').count()) {
      // a page that is all links, shown from its HTML (the content remote's prerendered page): no app, only the
      // app-on-intent script (decision 063)
      expect(owner).toBe('content');
      expect(distinctByUrl(downloaded).filter((r) => r.kind === 'js').map((r) => new URL(r.url).pathname)).toEqual([expect.stringMatching(APP_ON_INTENT)]);
      return;
    }
    const served = visit.responses.map((r) => r.url).filter((url) => url.startsWith(`${remoteOrigin(owner)}/`));
    expect(served, `requests to the ${owner} remote`).toContainEqual(expect.stringMatching(REMOTE_ENTRY));
    expect(served, `requests to the ${owner} remote`).toContainEqual(expect.stringMatching(REMOTE_CHUNK));
    // every page renders React and the UI layer; the router is in the shell's start-up code
    expectEachLibraryOnce(downloaded);
  });
}

// Issue 17: the first screen of a content route is in the HTML itself (decision 026), before any script runs
test('the served HTML of every content route holds its <h1>', async ({ request }) => {
  const content = routeSamples().filter((sample) => sample.remote === 'content');
  expect(content.length).toBeGreaterThan(15);
  for (const { id, path } of content) {
    const html = await (await request.get(path)).text();
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div><script/.exec(html)?.[1] ?? '';
    expect(/<h1\b[^>]*>[^<]+<\/h1>/.test(root), `the <h1> of ${path} (${id}) in its HTML`).toBe(true);
  }
});

// Issue 17 (decisions 051, 063): home, a page that is all links, starts no app; the intent to follow a link to the
// wizard (a pointer over it, a touch, the focus) prefetches the shell's start-up code, so that the wizard's page,
// opened next, takes it from the cache
test("home starts no app and prefetches nothing until the visitor is about to follow a link to the app; the wizard's page opened after pointing at its link takes the shell's code from the cache", async ({ page }) => {
  const remoteRequests = trackRemoteRequests(page);
  const visit = await measureFirstVisit(page, href('home'));
  expect(visit.prefetched, 'nothing prefetched without an intent').toEqual([]);
  expect(visit.responses.filter((r) => REMOTE_ENTRY.test(r.url))).toEqual([]);
  const main = await page.locator('script[data-main]').getAttribute('data-main');
  expect(main).toMatch(/^\/js\/main\.[0-9a-f]+\.js$/);

  // pointing at a link to another content page prefetches nothing; at the wizard's, the shell's start-up code
  const prefetched = () => page.locator('link[rel=prefetch]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).hover();
  expect(await prefetched()).toEqual([]);
  const mainFetched = page.waitForResponse((response) => new URL(response.url()).pathname === main);
  await page.locator(`main a[href="${href('newForm')}"]`).first().hover();
  await mainFetched;
  expect(await prefetched()).toContain(main);
  await page.waitForLoadState('networkidle');

  // the wizard's page: the shell's main.js comes from the cache (its resource timing's transferSize is 0), the
  // application remote loads
  await page.locator(`main a[href="${href('newForm')}"]`).first().click();
  await expect(page).toHaveURL(href('newForm'));
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  await expect(page.locator('[data-remote="application"]')).toHaveCount(1);
  const transferred = await page.evaluate((file) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname === file)?.transferSize, main);
  expect(transferred, `bytes of ${main} on the wire`).toBe(0);
  expect(remoteRequests.urlsOf('application').some((url) => REMOTE_ENTRY.test(url))).toBe(true);
});

test('no shared library is downloaded twice while one visitor goes through every remote', async ({ page }) => {
  const recorder = recordResponses(page);
  // the FAQ starts the app on load (home, all links, does not: decision 063)
  await page.goto(href('faq'));
  await expect(pageHeading(page)).toBeVisible();
  const order: RouteId[] = ['renew', 'track', 'inductionEnrolment', 'operationalNeedForm', 'home'];
  const visited = new Set<RemoteName>(['content']);
  for (const id of order) {
    const sample = sampleOf(id);
    await navigateInApp(page, sample.path);
    await expect(page.getByTestId('remote-failure')).toHaveCount(0);
    await expect(pageHeading(page)).toBeVisible();
    await recorder.settled();
    visited.add(sample.remote);
  }
  expect(visited.size).toBe(5);
  const responses = await recorder.results();
  const entries = distinctByUrl(responses).filter((r) => /\/remoteEntry\.js(\?|$)/.test(r.url));
  expect(entries, 'remote entries loaded').toHaveLength(5);
  expectEachLibraryOnce(responses);
});

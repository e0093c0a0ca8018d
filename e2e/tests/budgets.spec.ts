// Bundle budgets, measured from bytes (never from time): what a first visit downloads, gzipped, and that no
// shared library reaches the browser twice (ARCHITECTURE.md: one copy of each singleton).
import { href, type RemoteName, type RouteId } from 'shared-contracts';
import {
  KB,
  SHARED_LIBRARY_MARKERS,
  distinctByUrl,
  formatKb,
  measureFirstVisit,
  recordResponses,
  sharedLibraryCopies,
  type RecordedResponse,
  type SharedLibrary,
} from '../support/page-weight';
import { jsBudgetOf } from '../support/budgets';
import { routeSamples, sampleOf } from '../support/sample-routes';
import { expect, navigateInApp, pageHeading, test } from '../support/system';

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

for (const { id, path } of routeSamples()) {
  const budget = jsBudgetOf(path);
  test(`a first visit to ${path} (${id}) downloads at most ${budget / KB} KB of gzipped JS, each shared library once`, async ({ page }) => {
    const visit = await measureFirstVisit(page, path);
    expect(visit.remoteFailure, 'the remote failure panel is shown').toBe(false);
    expect.soft(visit.weight.js.gzipBytes, `gzipped JS of ${path} (${formatKb(visit.weight.js.gzipBytes)}):\n${jsBreakdown(visit.responses)}`).toBeLessThanOrEqual(budget);
    // every page renders React and the UI layer; the router is in the shell's start-up code
    expectEachLibraryOnce(visit.responses);
  });
}

test('no shared library is downloaded twice while one visitor goes through every remote', async ({ page }) => {
  const recorder = recordResponses(page);
  await page.goto(href('home'));
  await expect(pageHeading(page)).toBeVisible();
  const order: RouteId[] = ['renew', 'track', 'inductionEnrolment', 'operationalNeedForm', 'faq'];
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

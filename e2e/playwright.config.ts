import { defineConfig } from '@playwright/test';
import { PORT_BASE, SHELL_URL } from './support/ports';

// The system under test is started by the worker-scoped `system` fixture (support/system.ts) on the test ports
// (shell :4000, remotes :4001-4006, API :4080; the second worker :4100-4106 and :4180), from the builds
// `node tools/build.mjs` made. The fixture lives in the worker so that a test can stop and restart its own remotes.
export default defineConfig({
  testDir: './tests',
  // what needs the two-process system runs in its own project only (playwright.cluster.config.ts)
  grepInvert: /@cluster-only/,
  // spec files spread over the workers, the tests of a file in order in one worker; each worker starts its own
  // system on its own port block (support/ports.ts), so two workers need two blocks (E2E_PORT_BASE and +100)
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // measured with six builds and test runs on these two cores (load average 28, issue 21): a one-page test 7-15 s,
  // the 404 journey 27.8 s, one page with one axe run 17-33 s. A test that needs more says so (test.slow(), a
  // describe timeout); `node tools/e2e-timings.mjs` lists the tests past half of theirs
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // the list as it runs; the slowest files at the end (threshold: a file of more than a minute); every test's
  // duration in results.json (`node tools/e2e-timings.mjs`: per file, per worker, and the tests past half their timeout)
  reporter: [['list'], ['json', { outputFile: `./test-results/ports-${PORT_BASE}/results.json` }]],
  reportSlowTests: { max: 15, threshold: 60_000 },
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: {
      // Playwright cannot download browsers here: the system Chromium (ARCHITECTURE.md, traps)
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    // the shell's service worker (decision 047) answers the page's requests itself, and Playwright's page.route and
    // page request events do not see what a worker fetches: the journeys that inject faults or count requests run
    // without it; tests/offline-reload.spec.ts allows it
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // one folder per port block: Playwright empties its output folder on start, and runs on other ports
  // (E2E_PORT_BASE) may be going on at the same time
  outputDir: `./test-results/ports-${PORT_BASE}`,
});

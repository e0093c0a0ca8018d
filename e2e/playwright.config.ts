import { defineConfig } from '@playwright/test';
import { PORT_BASE, SHELL_URL } from './support/ports';

// The system under test is started by the worker-scoped `system` fixture (support/system.ts) on the test ports
// (shell :4000, remotes :4001-4005, API :4080; the second worker :4100-4105 and :4180), from the builds
// `node tools/build.mjs` made. The fixture lives in the worker so that a test can stop and restart its own remotes.
export default defineConfig({
  testDir: './tests',
  // spec files spread over the workers, the tests of a file in order in one worker; each worker starts its own
  // system on its own port block (support/ports.ts), so two workers need two blocks (E2E_PORT_BASE and +100)
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    launchOptions: {
      // Playwright cannot download browsers here: the system Chromium (ARCHITECTURE.md, traps)
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // one folder per port block: Playwright empties its output folder on start, and runs on other ports
  // (E2E_PORT_BASE) may be going on at the same time
  outputDir: `./test-results/ports-${PORT_BASE}`,
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { PORT_BASE } from './support/ports';

// The two-process project (issue 42): the core journeys, tagged @cluster in their own spec files, against two API
// processes on PostgreSQL and Redis and two shell processes, each pair behind a round-robin proxy on the usual test
// ports (support/cluster-system.ts); and what only a replicated site can show (tests/cluster.spec.ts, @cluster-only).
// Needs PostgreSQL at 127.0.0.1:5432 (trust; E2E_POSTGRES_URL) and Redis at 127.0.0.1:6379 (E2E_REDIS_URL).
// `npm test -w e2e` runs it after the one-process suite; alone: `npx playwright test -c playwright.cluster.config.ts`.
process.env.E2E_SYSTEM = 'cluster';

export default defineConfig({
  ...base,
  grep: /@cluster/,
  grepInvert: undefined,
  // one system of six processes is what two cores carry next to the browser
  workers: 1,
  reporter: [['list'], ['json', { outputFile: `./test-results/cluster-${PORT_BASE}/results.json` }]],
  outputDir: `./test-results/cluster-${PORT_BASE}`,
});

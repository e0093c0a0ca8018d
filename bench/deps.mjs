// The benchmarks' dependencies, resolved from bench/node_modules: bench/ is not a workspace, so `npm install` at
// the root leaves them out (Lighthouse alone brings Sentry, OpenTelemetry and puppeteer); `npm run bench`
// installs them first (bench/ensure-installed.mjs). Decision 045.
import { createRequire } from 'node:module';

export { default as lighthouse } from 'lighthouse';
export { default as lighthouseDesktopConfig } from 'lighthouse/core/config/desktop-config.js';
export * as chromeLauncher from 'chrome-launcher';
// Lighthouse's CPU index of the machine (`environment.benchmarkIndex` of its reports), run in a page of ours
export { pageFunctions as lighthousePageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** require() from bench/: for the CommonJS packages (autocannon) and package.json files. */
export const benchRequire = createRequire(import.meta.url);
export const lighthouseVersion = benchRequire('lighthouse/package.json').version;

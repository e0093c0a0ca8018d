// `npm run bench` (after the API benchmarks, which write docs/bench/api.json and load.json): builds (timed),
// starts the system on the test ports exactly as the e2e suite does, and measures every route of ROUTES:
// the first visit in a fresh browser context (requests, gzipped JS and CSS, layout shift, what the shell
// prefetches), Lighthouse mobile and desktop (bench/lighthouse.mjs), issue 17's first-screen measures
// (bench/first-screen.mjs: Lighthouse on five routes against a static floor, throttled traces), and the
// wizard's step moves.
// Writes docs/bench/latest.{md,json} with the API and load figures merged in.
// Usage: node bench/run.mjs [--full-build] [--no-build] [--no-cold-build] [--lighthouse=all|goals|none]
//   (default)        build what is out of date (timed), then time a cold build of every front end into a
//                    temporary folder (bench/cold-build.mjs): the full and per-package build times,
//                    without touching the dist/ folders others are testing
//   --full-build     force the build of every package in place (timed)
//   --no-build       measure the current dist/ folders as they are
//   --no-cold-build  skip the cold build timing
//   --lighthouse  Lighthouse on every route (all, the default), on the five goal routes, or not at all
// The test ports move with E2E_PORT_BASE, as in the e2e suite.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../tools/build.mjs';
import { ROOT } from '../tools/runtime-config.mjs';
import { coldBuildTimes } from './cold-build.mjs';
import { loadE2eSupport } from './e2e-support.mjs';
import { firstScreenReport } from './first-screen.mjs';
import { LIGHTHOUSE_GOAL, lighthouseRoutes } from './lighthouse.mjs';
import { measureRoutes } from './measure-routes.mjs';
import { budgetLine, buildLines, lighthouseLine, textTable, writeReport } from './report.mjs';
import { measureWizardSteps } from './wizard-steps.mjs';

const args = process.argv.slice(2);
const flags = new Set(args);
const lighthouseMode = (args.find((a) => a.startsWith('--lighthouse=')) ?? '--lighthouse=all').split('=')[1];
if (!['all', 'goals', 'none'].includes(lighthouseMode)) throw new Error(`--lighthouse=${lighthouseMode}: use all, goals or none`);

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() ? '+uncommitted changes' : '';
    return sha + dirty;
  } catch {
    return 'unknown';
  }
}

async function timedBuild() {
  if (flags.has('--no-build')) return { mode: 'no', wallMs: 0, packages: {} };
  const mode = flags.has('--full-build') ? 'full' : 'incremental';
  const started = Date.now();
  const packages = await build({ force: mode === 'full' });
  return { mode, wallMs: Date.now() - started, packages };
}

/** The figures an API benchmark wrote (docs/bench/<name>.json), if it ran. */
function apiFigures(name) {
  const file = path.join(ROOT, 'docs/bench', `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function main() {
  const buildReport = await timedBuild();
  if (!flags.has('--no-cold-build')) {
    console.log('\ncold build of every front end into a temporary folder (one at a time, no webpack cache)');
    buildReport.cold = await coldBuildTimes(ROOT, (pkg, ms) => console.log(`  ${pkg}: ${(ms / 1000).toFixed(1)} s`));
  }
  const support = loadE2eSupport();
  const system = await support.startTestSystem();
  let measured;
  let lighthouse = { rows: [] };
  let wizardSteps;
  let firstScreen;
  try {
    console.log(`\nfirst visit to every route (system on ${system.shellUrl}, API ${system.apiUrl})`);
    const samples = support.routeSamples();
    measured = await measureRoutes({
      shellUrl: system.shellUrl,
      samples,
      measureFirstVisit: support.measureFirstVisit,
      sharedLibraryCopies: support.sharedLibraryCopies,
      onRoute: (row) =>
        console.log(row.error ? `  ${row.path}: FAILED ${row.error}` : `  ${row.path}: ${row.requests} requests, ${(row.js.gzipBytes / support.KB).toFixed(1)} KB gzipped JS, CLS ${row.cls.toFixed(3)}`),
    });

    console.log('\nwizard step moves (main-thread busy time)');
    wizardSteps = await measureWizardSteps({ shellUrl: system.shellUrl, apiUrl: system.apiUrl, validDraft: support.validDraft, recordResponses: support.recordResponses });
    for (const row of wizardSteps) console.log(`  CPU ×${row.cpuSlowdown}: ${row.error ?? row.moves.map((m) => `step ${m.from}→${m.to} ${m.mainThreadMs} ms`).join(', ')}`);
    console.log(await (await import('./wizard-typing.mjs')).wizardTypingReport({ shellUrl: system.shellUrl, apiUrl: system.apiUrl, validDraft: support.validDraft, recordResponses: support.recordResponses }));

    if (lighthouseMode !== 'none') {
      // issue 17's measures: the five routes against the static floor, and the throttled traces (docs/bench/first-screen.json)
      console.log('\nfirst screens (issue 17)');
      firstScreen = await firstScreenReport({ shellUrl: system.shellUrl, apiUrl: system.apiUrl, log: (line) => console.log(`  ${line}`) });
      const paths = lighthouseMode === 'goals' ? LIGHTHOUSE_GOAL.paths : samples.map((s) => s.path);
      console.log(`\nLighthouse ${lighthouseMode === 'goals' ? 'on the goal routes' : 'on every route'}, mobile and desktop`);
      lighthouse = await lighthouseRoutes({ origin: system.shellUrl, paths, onRoute: (row) => console.log(`  ${lighthouseLine(row)}`) });
    }
  } finally {
    await system.stop();
  }

  const lighthouseByPath = new Map(lighthouse.rows.map((row) => [row.path, row]));
  for (const row of measured.rows) {
    row.jsBudgetBytes = support.jsBudgetOf(row.path);
    const lh = lighthouseByPath.get(row.path);
    if (lh) row.lighthouse = { mobile: lh.mobile, desktop: lh.desktop };
  }
  const home = measured.rows.find((row) => row.path === '/' && !row.error);
  const report = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    browser: measured.browserVersion,
    lighthouseVersion: lighthouse.lighthouseVersion,
    build: buildReport,
    budget: {
      route: '/',
      limitBytes: support.HOME_JS_BUDGET,
      homeJsGzipBytes: home?.js.gzipBytes,
      holds: home ? home.js.gzipBytes <= support.HOME_JS_BUDGET : false,
      clsLimit: support.CLS_BUDGET,
    },
    lighthouseGoal: LIGHTHOUSE_GOAL,
    routes: measured.rows,
    wizardSteps,
    firstScreen,
    api: apiFigures('api'),
    load: apiFigures('load'),
  };
  const dir = writeReport(ROOT, report);

  console.log(`\n${textTable(report.routes)}\n`);
  console.log(buildLines(report.build).join('\n'));
  const failed = report.routes.filter((row) => row.error);
  if (failed.length) console.log(`\n${failed.length} route(s) could not be measured: ${failed.map((r) => r.path).join(', ')}`);
  console.log(`\n${budgetLine(report)}`);
  console.log(`report: ${dir}/latest.md, ${dir}/latest.json`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run bench`: builds (timed), starts the system on the test ports exactly as the e2e suite does, visits
// every route of ROUTES once in a fresh browser context and prints, per route, the requests and the gzipped JS
// and CSS downloaded; then whether the first-visit budget of `/` holds. Writes docs/bench/latest.{md,json}.
// Usage: node tools/bench.mjs [--full-build] [--no-build]
//   --full-build  time a forced build of every package (default: build what is out of date)
//   --no-build    measure the current dist/ folders as they are
import { execFileSync } from 'node:child_process';
import { build } from './build.mjs';
import { ROOT } from './runtime-config.mjs';
import { loadE2eSupport } from './bench/e2e-support.mjs';
import { measureRoutes } from './bench/measure-routes.mjs';
import { budgetLine, buildLines, textTable, writeReport } from './bench/report.mjs';

const args = new Set(process.argv.slice(2));

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
  if (args.has('--no-build')) return { mode: 'no', wallMs: 0, packages: {} };
  const mode = args.has('--full-build') ? 'full' : 'incremental';
  const started = Date.now();
  const packages = await build({ force: mode === 'full' });
  return { mode, wallMs: Date.now() - started, packages };
}

async function main() {
  const buildReport = await timedBuild();
  const support = loadE2eSupport();
  const system = await support.startTestSystem();
  let measured;
  try {
    console.log(`\nfirst visit to every route (system on ${system.shellUrl}, API ${system.apiUrl})`);
    measured = await measureRoutes({
      shellUrl: system.shellUrl,
      samples: support.routeSamples(),
      measureFirstVisit: support.measureFirstVisit,
      sharedLibraryCopies: support.sharedLibraryCopies,
      onRoute: (row) => console.log(row.error ? `  ${row.path}: FAILED ${row.error}` : `  ${row.path}: ${row.requests} requests, ${(row.js.gzipBytes / support.KB).toFixed(1)} KB gzipped JS`),
    });
  } finally {
    await system.stop();
  }

  for (const row of measured.rows) row.jsBudgetBytes = support.jsBudgetOf(row.path);
  const home = measured.rows.find((row) => row.path === '/' && !row.error);
  const report = {
    date: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    browser: measured.browserVersion,
    build: buildReport,
    budget: {
      route: '/',
      limitBytes: support.HOME_JS_BUDGET,
      homeJsGzipBytes: home?.js.gzipBytes,
      holds: home ? home.js.gzipBytes <= support.HOME_JS_BUDGET : false,
    },
    routes: measured.rows,
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

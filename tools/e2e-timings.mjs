// Reads a Playwright JSON report (e2e/playwright.config.ts writes e2e/test-results/ports-<base>/results.json) and
// prints where the time went: the run's wall time, each worker's busy time, the slowest files, and every test that
// used more than half of its timeout (the ones a busier machine would push over it; issue 21).
// Usage: node tools/e2e-timings.mjs [results.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './runtime-config.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Flattens the report's suites into one row per test result. */
export function testRows(report) {
  const rows = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          rows.push({ file: spec.file ?? file, title: spec.title, timeout: test.timeout, duration: result.duration, status: result.status, worker: result.parallelIndex, retry: result.retry });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return rows;
}

/** Sums of a report: per file, per worker, and the tests past half their timeout. */
export function summarise(report) {
  const rows = testRows(report);
  const sum = (key) => {
    const totals = new Map();
    for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.duration);
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  return {
    wallMs: report.stats?.duration ?? 0,
    tests: rows.length,
    files: sum('file'),
    workers: sum('worker'),
    nearTimeout: rows.filter((row) => row.timeout > 0 && row.duration > row.timeout / 2).sort((a, b) => b.duration / b.timeout - a.duration / a.timeout),
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const file = process.argv[2] ?? path.join(ROOT, 'e2e/test-results', `ports-${process.env.E2E_PORT_BASE ?? 4000}`, 'results.json');
  const { wallMs, tests, files, workers, nearTimeout } = summarise(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`e2e: ${tests} test results in ${seconds(wallMs)} wall time`);
  console.log(`workers (busy time): ${workers.map(([w, ms]) => `#${w} ${seconds(ms)}`).join(', ')}`);
  console.log('slowest files:');
  for (const [name, ms] of files.slice(0, 10)) console.log(`  ${seconds(ms).padStart(9)}  ${name}`);
  console.log(nearTimeout.length ? 'tests past half their timeout:' : 'no test used more than half its timeout');
  for (const row of nearTimeout) console.log(`  ${seconds(row.duration).padStart(9)} of ${seconds(row.timeout)}  ${row.file} › ${row.title}${row.status === 'passed' ? '' : ` (${row.status})`}`);
}

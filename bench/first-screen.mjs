/* global document -- the function given to page.evaluate runs in the page */
// Issue 17's measure: Lighthouse mobile (its default: simulated slow 4G, 4x CPU), three runs each, median, on the
// five routes of the issue, with a static HTML copy of the home page measured in the same run as the floor (the
// page's own rendered markup and styles, no script: what the first screen could cost at best).
// Then a first visit of / and /apply/form/ under real throttling (bench/throttled-trace.mjs): first paint of
// the page's own content, LCP, and the form usable with its reference data. `npm run bench` runs both
// (bench/run.mjs); alone:
// Usage: node bench/first-screen.mjs [--runs=3] [--traces-only]   (after `node tools/build.mjs`; test ports: E2E_PORT_BASE)
// Writes docs/bench/first-screen.json (first-screen-traces.json with --traces-only) and prints a table.
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ROOT } from '../tools/runtime-config.mjs';
import { loadE2eSupport } from './e2e-support.mjs';
import { lighthouseRuns } from './lighthouse.mjs';
import { throttledTraces, traceLine } from './throttled-trace.mjs';

export const FIRST_SCREEN_PATHS = ['/', '/faq', '/apply/form/', '/track-msic', '/induction-enrolment'];
/** The pages traced under real throttling; `form`: the wizard, usable once its reference lists are in. */
export const TRACED = [{ path: '/' }, { path: '/faq' }, { path: '/apply/form/', form: true }];

const tracesOnly = process.argv.includes('--traces-only');
const runsArg = Number((process.argv.find((a) => a.startsWith('--runs=')) ?? '--runs=3').split('=')[1]);

/** The home page as the browser shows it once rendered, without its scripts, its styles from the shell's origin. */
async function staticCopyOfHome(shellUrl) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(shellUrl, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    return await page.evaluate((origin) => {
      for (const element of document.querySelectorAll('script, link[rel=preload], link[rel=modulepreload], link[rel=preconnect]')) element.remove();
      for (const link of document.querySelectorAll('link[rel=stylesheet]')) link.setAttribute('href', new URL(link.getAttribute('href'), origin).href);
      return `<!doctype html>${document.documentElement.outerHTML}`;
    }, shellUrl);
  } finally {
    await browser.close();
  }
}

function serveOnce(html, port) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};

/**
 * Lighthouse mobile on the five routes and the floor, then the throttled traces, against a running system.
 * @param {{ shellUrl: string, apiUrl: string, runs?: number, lighthouse?: boolean, log?: (line: string) => void }} options
 */
export async function firstScreenReport({ shellUrl, apiUrl, runs = 3, lighthouse = true, log = console.log }) {
  const floorPort = Number(new URL(shellUrl).port) + 90;
  let floor;
  try {
    floor = await serveOnce(await staticCopyOfHome(shellUrl), floorPort);
    const targets = [{ label: 'static copy of / (floor)', url: `http://127.0.0.1:${floorPort}/` }, ...FIRST_SCREEN_PATHS.map((p) => ({ label: p, url: new URL(p, shellUrl).href }))];
    const rows = [];
    if (lighthouse) log(`Lighthouse mobile, ${runs} runs each, median`);
    for (const target of lighthouse ? targets : []) {
      const results = await lighthouseRuns({ url: target.url, runs });
      const ok = results.filter((r) => !r.error);
      const row = {
        route: target.label,
        runs: results.length,
        failed: results.length - ok.length,
        score: median(ok.map((r) => r.score)),
        lcpMs: median(ok.map((r) => r.lcpMs)),
        tbtMs: median(ok.map((r) => r.tbtMs)),
        fcpMs: median(ok.map((r) => r.fcpMs)),
        cls: median(ok.map((r) => r.cls)),
        benchmarkIndex: median(ok.map((r) => r.benchmarkIndex).filter((i) => i !== undefined)),
        errors: results.filter((r) => r.error).map((r) => r.error),
      };
      rows.push(row);
      log(`${row.route.padEnd(26)} score ${String(row.score ?? '-').padStart(3)}  LCP ${String(Math.round(row.lcpMs ?? NaN)).padStart(5)} ms  TBT ${String(Math.round(row.tbtMs ?? NaN)).padStart(4)} ms  FCP ${String(Math.round(row.fcpMs ?? NaN)).padStart(5)} ms  CLS ${String(row.cls ?? '-')}  benchmark index ${row.benchmarkIndex ?? '-'}  (${row.runs - row.failed}/${row.runs} runs)`);
    }
    log('real throttling (DevTools: slow 4G, CPU x4), one first visit each');
    const traces = await throttledTraces({ urls: TRACED.map(({ path: p, form }) => ({ label: p, url: new URL(p, shellUrl).href, form })), apiOrigin: new URL(apiUrl).origin });
    for (const row of traces) log(traceLine(row));
    const report = { date: new Date().toISOString(), runs, rows, traces };
    const dir = path.join(ROOT, 'docs/bench');
    mkdirSync(dir, { recursive: true });
    const file = lighthouse ? 'first-screen.json' : 'first-screen-traces.json';
    writeFileSync(path.join(dir, file), `${JSON.stringify(report, null, 2)}\n`);
    log(`report: docs/bench/${file}`);
    return report;
  } finally {
    floor?.close();
  }
}

async function main() {
  const system = await loadE2eSupport().startTestSystem();
  try {
    await firstScreenReport({ shellUrl: system.shellUrl, apiUrl: system.apiUrl, runs: runsArg, lighthouse: !tracesOnly });
  } finally {
    await system.stop();
  }
}

// run as a script, not when imported by bench/run.mjs
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

/* global document -- the function given to page.evaluate runs in the page */
// Issue 17's measure: Lighthouse mobile (its default: simulated slow 4G, 4x CPU), three runs each, median, on the
// five routes of the issue, with a static HTML copy of the home page measured in the same run as the floor (the
// page's own rendered markup and styles, no script: what the first screen could cost at best).
// Usage: node tools/bench/first-screen.mjs [--runs=3]   (after `node tools/build.mjs`; test ports: E2E_PORT_BASE)
// Writes docs/bench/first-screen.json and prints a table.
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '../runtime-config.mjs';
import { loadE2eSupport } from './e2e-support.mjs';
import { lighthouseRuns } from './lighthouse.mjs';

export const FIRST_SCREEN_PATHS = ['/', '/faq', '/apply/form/', '/track-msic', '/induction-enrolment'];

const runs = Number((process.argv.find((a) => a.startsWith('--runs=')) ?? '--runs=3').split('=')[1]);

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

async function main() {
  const support = loadE2eSupport();
  const system = await support.startTestSystem();
  const floorPort = Number(new URL(system.shellUrl).port) + 90;
  let floor;
  try {
    floor = await serveOnce(await staticCopyOfHome(system.shellUrl), floorPort);
    const targets = [{ label: 'static copy of / (floor)', url: `http://127.0.0.1:${floorPort}/` }, ...FIRST_SCREEN_PATHS.map((p) => ({ label: p, url: new URL(p, system.shellUrl).href }))];
    const rows = [];
    for (const target of targets) {
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
        errors: results.filter((r) => r.error).map((r) => r.error),
      };
      rows.push(row);
      console.log(`${row.route.padEnd(26)} score ${String(row.score ?? '-').padStart(3)}  LCP ${String(Math.round(row.lcpMs ?? NaN)).padStart(5)} ms  TBT ${String(Math.round(row.tbtMs ?? NaN)).padStart(4)} ms  FCP ${String(Math.round(row.fcpMs ?? NaN)).padStart(5)} ms  (${row.runs - row.failed}/${row.runs} runs)`);
    }
    const dir = path.join(ROOT, 'docs/bench');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'first-screen.json'), `${JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2)}\n`);
    console.log(`report: docs/bench/first-screen.json`);
  } finally {
    floor?.close();
    await system.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

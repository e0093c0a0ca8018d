// Prints what a first visit to each route downloads (gzipped JS, prefetch included, with the files of the
// heaviest) and its layout shift, measured as budgets.spec measures it, against the current builds.
// Usage: node bench/route-weights.mjs [path ...]   (test ports: E2E_PORT_BASE)
import { chromium } from 'playwright-core';
import { loadE2eSupport } from './e2e-support.mjs';

const support = loadE2eSupport();
const only = process.argv.slice(2);
const samples = support.routeSamples().filter((s) => !only.length || only.includes(s.path));
const system = await support.startTestSystem();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
const kb = (bytes) => `${(bytes / support.KB).toFixed(1)} KB`;
try {
  for (const { path, id } of samples) {
    const context = await browser.newContext({ baseURL: system.shellUrl, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      const visit = await support.measureFirstVisit(page, path);
      const files = [...visit.responses, ...visit.prefetched].filter((r) => r.kind === 'js');
      const unique = [...new Map(files.map((r) => [r.url, r])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
      const total = unique.reduce((n, r) => n + r.gzipBytes, 0);
      console.log(`${path.padEnd(40)} ${id.padEnd(22)} ${kb(total).padStart(9)}  CLS ${visit.cls.toFixed(4)}  budget ${kb(support.jsBudgetOf(path))}`);
      if (process.env.FILES) for (const r of unique.slice(0, Number(process.env.FILES))) console.log(`      ${kb(r.gzipBytes).padStart(9)}  ${r.url}`);
    } catch (error) {
      console.log(`${path.padEnd(40)} FAILED ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await system.stop();
}

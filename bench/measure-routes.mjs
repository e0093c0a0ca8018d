// First visit to every route, each in a fresh browser context (nothing cached), with the system Chromium.
import { chromium } from 'playwright-core';

/** The JS files of a visit, largest first (one entry per URL). */
function jsFiles(responses) {
  const byUrl = new Map();
  for (const r of responses) if (r.kind === 'js' && r.status < 400 && !byUrl.has(r.url)) byUrl.set(r.url, { url: r.url, bytes: r.bytes, gzipBytes: r.gzipBytes });
  return [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * @param {{ shellUrl: string, samples: { id: string, path: string, remote: string }[], measureFirstVisit: Function, sharedLibraryCopies: Function, onRoute?: (row: object) => void }} options
 */
export async function measureRoutes({ shellUrl, samples, measureFirstVisit, sharedLibraryCopies, onRoute }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const { id, path, remote } of samples) {
      // service workers blocked, as the e2e suite measures the budgets (playwright.config.ts): the offline worker's
      // requests again of what the page loaded, once it takes control, are not what a first visit downloads
      const context = await browser.newContext({ baseURL: shellUrl, serviceWorkers: 'block' });
      const page = await context.newPage();
      let row;
      try {
        const visit = await measureFirstVisit(page, path);
        const copies = sharedLibraryCopies([...visit.responses, ...visit.prefetched]);
        row = {
          id,
          path,
          remote,
          finalPath: visit.finalPath,
          heading: visit.heading,
          remoteFailure: visit.remoteFailure,
          requests: visit.weight.requests,
          js: visit.weight.js,
          css: visit.weight.css,
          cls: visit.cls,
          // what the shell prefetched on idle for the likely next pages, after the first visit
          prefetch: {
            files: visit.prefetched.length,
            jsGzipBytes: visit.prefetched.filter((r) => r.kind === 'js' && r.status < 400).reduce((n, r) => n + r.gzipBytes, 0),
          },
          sharedLibraryCopies: Object.fromEntries(Object.entries(copies).map(([lib, files]) => [lib, files.length])),
          jsFiles: jsFiles(visit.responses),
        };
      } catch (error) {
        // fail-soft: one broken route is reported and the others are still measured
        row = { id, path, remote, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      } finally {
        await context.close();
      }
      rows.push(row);
      onRoute?.(row);
    }
    return { rows, browserVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

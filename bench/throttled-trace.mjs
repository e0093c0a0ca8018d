/* global document, window, MutationObserver -- the init script and the evaluated functions run in the page */
// Issue 17's second measure: a first visit under real throttling (DevTools network and CPU emulation, not
// Lighthouse's simulation): the network of Lighthouse's mobile slow 4G as DevTools applies it (562.5 ms request
// latency, 1.47 Mb/s down, 675 kb/s up) and a CPU 4x slower. For each page: the first paint (FCP), the first
// moment the page's own heading is in the document (from the HTML when the page is prerendered, else once the
// client rendered it), when the client's own screen is in place, the LCP, and, for the wizard, when the form is
// usable (an enabled field of the client's form) and when its reference lists had arrived (the last API response
// before then).
import { chromium } from 'playwright-core';

/** Lighthouse's mobileSlow4G throttling as DevTools applies it (lighthouse/core/config/constants.js). */
export const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

/** Records, in the page, when each selector first matches (a MutationObserver from the first parsed node). */
function watchFirstMatches(selectors) {
  const seen = {};
  window.__firstMatch = seen;
  const check = () => {
    for (const [name, selector] of Object.entries(selectors)) if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-busy', 'data-remote-version'] });
  const lcp = [];
  window.__lcp = lcp;
  new PerformanceObserver((list) => lcp.push(...list.getEntries().map((e) => e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('DOMContentLoaded', check);
}

const SELECTORS = {
  heading: 'main h1',
  // the remote's frame gets its release when the client's screen is committed: a content page's HTML has the frame
  // already, for the shell to hydrate (decision 071)
  clientScreen: 'main [data-remote][data-remote-version] h1',
  formUsable: 'main [data-remote="application"] form input:not([disabled])',
};

/**
 * One throttled first visit per URL, each in a fresh browser context.
 * @param {{ urls: { label: string, url: string, form?: boolean }[], apiOrigin: string, timeoutMs?: number }} options
 */
export async function throttledTraces({ urls, apiOrigin, timeoutMs = 90_000 }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const rows = [];
  try {
    for (const { label, url, form } of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
      const page = await context.newPage();
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript(watchFirstMatches, SELECTORS);
        await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
        if (form) await page.locator(SELECTORS.formUsable).first().waitFor({ state: 'attached', timeout: timeoutMs });
        // a page that is all links starts no app (decision 063): its visit is over once it has loaded and painted
        else await page.waitForFunction((selector) => Boolean(document.querySelector(selector)) || (Boolean(document.querySelector('script[data-main]')) && document.readyState === 'complete' && window.__lcp.length > 0), SELECTORS.clientScreen, { timeout: timeoutMs, polling: 100 });
        const figures = await page.evaluate((api) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const marks = window.__firstMatch;
          const apiResponses = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.startsWith(api) && (marks.formUsable === undefined || entry.responseEnd <= marks.formUsable))
            .map((entry) => entry.responseEnd);
          return { appOnIntent: Boolean(document.querySelector('script[data-main]')), fcpMs: fcp, headingMs: marks.heading, clientScreenMs: marks.clientScreen, formUsableMs: marks.formUsable, referenceDataMs: apiResponses.length ? Math.max(...apiResponses) : undefined, referenceDataInPage: Boolean(document.getElementById('page-data')), lcpMs: window.__lcp.at(-1) };
        }, apiOrigin);
        rows.push({ label, ...figures });
      } catch (error) {
        rows.push({ label, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms`.padStart(8) : '       -');

/** One line of the table. */
export function traceLine(row) {
  if (row.error) return `${row.label.padEnd(14)} FAILED ${row.error}`;
  // the reference lists came with the page (tools/page-data-block.mjs): the last API answer before the form was usable, if any, is another call's
  const reference = row.referenceDataInPage ? '  reference data with the page' : `  reference data ${ms(row.referenceDataMs)}`;
  const form = row.formUsableMs === undefined ? '' : `${reference}  form usable ${ms(row.formUsableMs)}`;
  const client = row.appOnIntent ? '  no app (all links)' : `  client screen ${ms(row.clientScreenMs)}`;
  return `${row.label.padEnd(14)} FCP ${ms(row.fcpMs)}  own heading ${ms(row.headingMs)}${client}  LCP ${ms(row.lcpMs)}${form}`;
}

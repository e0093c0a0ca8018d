// Lighthouse (the `lighthouse` package) against the built system, in the system Chromium: for every route, a
// mobile run (Lighthouse's default: Moto G Power emulation, simulated slow 4G and 4x CPU throttling) and a
// desktop run (its desktop preset), each recording the performance score, LCP, TBT and CLS. The browser is
// started by chrome-launcher with every background service off and a host resolver that knows only this
// machine's names, so nothing reaches the internet.
// the packages come from bench/ (not a workspace: `npm run bench` installs them, decision 045)
import { chromeLauncher, lighthouse, lighthouseDesktopConfig as desktopConfig, lighthouseVersion } from './deps.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
  // no name but this machine's resolves: neither Lighthouse nor a page can reach the internet
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

/** The hosts a run may target. */
const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|[a-z0-9-]+\.localhost)$/;

/** Goal: Lighthouse mobile performance of these routes (issue 9). */
export const LIGHTHOUSE_GOAL = { score: 95, paths: ['/', '/apply/form/', '/track-msic', '/faq', '/induction/1'] };

const audit = (lhr, id) => lhr.audits[id]?.numericValue;

function summary(lhr) {
  // a page Lighthouse could not measure (no LCP, a page error) has no score: say why
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: audit(lhr, 'largest-contentful-paint'),
    tbtMs: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    fcpMs: audit(lhr, 'first-contentful-paint'),
    siMs: audit(lhr, 'speed-index'),
    // the machine's CPU index as Lighthouse measured it in this run: scores of two machines compare through it
    benchmarkIndex: lhr.environment?.benchmarkIndex === undefined ? undefined : Math.round(lhr.environment.benchmarkIndex),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    warnings: lhr.runWarnings ?? [],
    // what Lighthouse says would help most (estimated ms saved), for the routes under the goal
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.metricSavings?.LCP || a.metricSavings?.FCP || a.metricSavings?.TBT) && a.score !== null && a.score < 0.9)
      .map((a) => `${a.id}: ${a.displayValue ?? ''}`.trim()),
  };
}

/**
 * Lighthouse mobile `runs` times on one URL, each in a fresh Chromium (no cache carried from one run to the next).
 * @param {{ url: string, runs: number }} options
 */
export async function lighthouseRuns({ url, runs }) {
  assertOnThisMachine(url);
  const results = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      results.push(summary(result.lhr));
    } catch (error) {
      results.push({ error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

function assertOnThisMachine(url) {
  if (!LOCAL_HOSTS.test(new URL(url).hostname)) throw new Error(`Lighthouse target ${url} is not on this machine`);
}

/**
 * Runs Lighthouse on every path, mobile then desktop. `origin` is the shell's origin on the test ports.
 * @param {{ origin: string, paths: string[], onRoute?: (row: object) => void }} options
 */
export async function lighthouseRoutes({ origin, paths, onRoute }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const rows = [];
  try {
    for (const path of paths) {
      const url = new URL(path, origin).href;
      assertOnThisMachine(url);
      const row = { path };
      for (const [form, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        // a trace Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is tried once more
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
            row[form] = summary(result.lhr);
            row.finalUrl = result.lhr.finalDisplayedUrl;
          } catch (error) {
            row[form] = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
          }
          if (!row[form].error) break;
        }
      }
      rows.push(row);
      try {
        onRoute?.(row);
      } catch (error) {
        console.error(`  ${path}: could not print the result (${error instanceof Error ? error.message : error})`);
      }
    }
    return { rows, lighthouseVersion };
  } finally {
    await chrome.kill();
  }
}

// What a page visit downloads, measured from bytes (never from time): every response is recorded with its
// body, and its gzipped size is computed by compressing the body again with gzip level 6, the level the
// static server uses. That figure does not depend on the cache, on chunked transfer or on the browser's
// accounting; the bytes actually received (`wireBytes`, from the browser) are kept beside it as a cross-check.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export type ResourceKind = 'js' | 'css' | 'other';

export interface RecordedResponse {
  url: string;
  status: number;
  kind: ResourceKind;
  /** decoded body size */
  bytes: number;
  /** the body compressed again with gzip level 6 */
  gzipBytes: number;
  /** encoded body bytes the browser received (0 when served from its cache) */
  wireBytes: number;
  body: Buffer;
}

export interface PageWeight {
  requests: number;
  js: { files: number; bytes: number; gzipBytes: number; wireBytes: number };
  css: { files: number; bytes: number; gzipBytes: number; wireBytes: number };
}

/**
 * Code that exists once in each library's production build, so that finding it in two downloaded files means
 * the library was downloaded twice (a singleton that is not shared, or a package importing a library that
 * should come through the shared layer).
 */
export const SHARED_LIBRARY_MARKERS = {
  react: 'React.Children.only expected to receive a single React element child.',
  'react-dom': '__reactContainer$',
  'react-router': 'You cannot render a <Router> inside another <Router>',
  '@mantine/core': '[@mantine/core] MantineProvider was not found in tree',
} as const;
export type SharedLibrary = keyof typeof SHARED_LIBRARY_MARKERS;

function kindOf(response: Response): ResourceKind {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  const pathname = new URL(response.url()).pathname;
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  return 'other';
}

async function record(response: Response): Promise<RecordedResponse> {
  const kind = kindOf(response);
  let body: Buffer = Buffer.alloc(0);
  try {
    body = await response.body();
  } catch {
    // redirects and aborted responses have no body
  }
  let wireBytes = 0;
  try {
    wireBytes = (await response.request().sizes()).responseBodySize;
  } catch {
    // the request failed after its headers arrived
  }
  return { url: response.url(), status: response.status(), kind, bytes: body.length, gzipBytes: body.length ? gzipSync(body, { level: 6 }).length : 0, wireBytes, body };
}

/** Starts recording a page's requests and responses; call `results()` once the visit has settled. */
export function recordResponses(page: Page) {
  let requests = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  const pending: Promise<RecordedResponse>[] = [];
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', () => {
    requests++;
    inFlight++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    // read the body now: a later navigation may discard it
    pending.push(record(response));
  });
  return {
    requestCount: () => requests,
    /** Resolves once no request has been in flight for `quietMs` (lazy chunks and API calls included). */
    async settled(quietMs = 500, timeoutMs = 15_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`The page still had ${inFlight} request(s) in flight after ${timeoutMs / 1000} s`);
    },
    results: () => Promise.all(pending),
  };
}

/**
 * The User Timing mark the shell sets when it starts prefetching a likely next remote, on the visitor's intent to
 * follow a link to it (shell/src/prefetch.ts PREFETCH_MARK): what a page downloads from then on is kept apart.
 */
export const PREFETCH_MARK = 'shell:prefetch';

/** Set by the shell once its prefetch is armed or has nothing to do (shell/src/prefetch.ts PREFETCH_DONE_MARK). */
export const PREFETCH_DONE_MARK = 'shell:prefetch-done';

/** The URLs a page started fetching only after the shell's prefetch mark (none if it never prefetched). */
export async function prefetchedUrls(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate((mark) => {
    const [start] = performance.getEntriesByName(mark, 'mark');
    if (!start) return [];
    const entries = performance.getEntriesByType('resource');
    const before = new Set(entries.filter((e) => e.startTime < start.startTime).map((e) => e.name));
    return entries.filter((e) => e.startTime >= start.startTime && !before.has(e.name)).map((e) => e.name);
  }, PREFETCH_MARK);
  return new Set(urls);
}

/**
 * The page's cumulative layout shift so far: every layout shift since the navigation that did not follow user
 * input, added up (stricter than the Web Vitals CLS, which keeps the worst 5-second window).
 */
export async function layoutShift(page: Page): Promise<number> {
  // no named functions inside: the benchmark loads this file through tsx, whose names would not exist in the page
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen: (PerformanceEntry & { value: number; hadRecentInput: boolean })[] = [];
        const observer = new PerformanceObserver((list) => {
          seen.push(...(list.getEntries() as typeof seen));
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // buffered entries arrive in the observer's next callback; none arrive when nothing shifted
        requestAnimationFrame(() =>
          setTimeout(() => {
            seen.push(...(observer.takeRecords() as typeof seen));
            observer.disconnect();
            resolve(seen.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0));
          }, 50),
        );
      }),
  );
}

export interface VisitMeasure {
  weight: PageWeight;
  /** what the first visit downloaded: everything up to the shell's prefetch on idle */
  responses: RecordedResponse[];
  /** what the shell prefetched on idle for the likely next pages (not part of the first visit) */
  prefetched: RecordedResponse[];
  /** cumulative layout shift of the visit (see layoutShift) */
  cls: number;
  /** the final URL path (a route may redirect) */
  finalPath: string;
  heading: string;
  /** the shell's panel for a remote that could not be loaded is shown */
  remoteFailure: boolean;
}

/**
 * Visits a URL in a page whose context has nothing cached (a first visit), waits for the page heading and for
 * the network to go quiet (the shell's prefetch on idle included), and returns what was downloaded: the first
 * visit is what was fetched before the prefetch started, the prefetch is reported beside it.
 */
export async function measureFirstVisit(page: Page, url: string): Promise<VisitMeasure> {
  // the browser keeps 250 resource timings by default: a page of more files would lose the prefetch's from the list
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5_000));
  const recorder = recordResponses(page);
  await page.goto(url);
  const heading = page.locator('main h1').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  // the prefetch starts after the load event and two idle periods, which a busy machine can push past a quiet
  // network: wait until the shell says it is over (at once on a route with nothing to prefetch), then for quiet
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, PREFETCH_DONE_MARK, { timeout: 30_000 });
  await recorder.settled();
  const all = await recorder.results();
  const later = await prefetchedUrls(page);
  const responses = all.filter((r) => !later.has(r.url));
  return {
    weight: pageWeight(responses, recorder.requestCount() - (all.length - responses.length)),
    responses,
    prefetched: all.filter((r) => later.has(r.url)),
    cls: await layoutShift(page),
    finalPath: new URL(page.url()).pathname,
    heading: (await heading.textContent())?.trim() ?? '',
    remoteFailure: (await page.getByTestId('remote-failure').count()) > 0,
  };
}

/** One entry per URL (a file fetched again from the cache is not downloaded twice). */
export function distinctByUrl(responses: readonly RecordedResponse[]): RecordedResponse[] {
  const byUrl = new Map<string, RecordedResponse>();
  for (const response of responses) {
    const known = byUrl.get(response.url);
    if (!known || (known.bytes === 0 && response.bytes > 0)) byUrl.set(response.url, response);
  }
  return [...byUrl.values()];
}

export function pageWeight(responses: readonly RecordedResponse[], requests: number): PageWeight {
  const files = distinctByUrl(responses).filter((r) => r.status < 400);
  const sum = (kind: ResourceKind) => {
    const ofKind = files.filter((r) => r.kind === kind);
    return {
      files: ofKind.length,
      bytes: ofKind.reduce((n, r) => n + r.bytes, 0),
      gzipBytes: ofKind.reduce((n, r) => n + r.gzipBytes, 0),
      wireBytes: ofKind.reduce((n, r) => n + r.wireBytes, 0),
    };
  };
  return { requests, js: sum('js'), css: sum('css') };
}

/** The downloaded JS files that contain a shared library's code. */
export function filesContaining(responses: readonly RecordedResponse[], library: SharedLibrary): string[] {
  const marker = SHARED_LIBRARY_MARKERS[library];
  return distinctByUrl(responses)
    .filter((r) => r.kind === 'js' && r.body.includes(marker))
    .map((r) => r.url);
}

/** For each shared library, the downloaded files that contain it. */
export function sharedLibraryCopies(responses: readonly RecordedResponse[]): Record<SharedLibrary, string[]> {
  const libraries = Object.keys(SHARED_LIBRARY_MARKERS) as SharedLibrary[];
  return Object.fromEntries(libraries.map((library) => [library, filesContaining(responses, library)])) as Record<SharedLibrary, string[]>;
}

export const KB = 1024;
export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

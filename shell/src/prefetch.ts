// Prefetch on idle (issue 9): once the first page has rendered and the browser has nothing else to do, the
// shell loads the remotes a visitor is likely to open next (home → the application wizard and tracking), through
// the same registry that renders them, so that following the link fetches no new remote entry and shows the
// page at once. Never before the first render, never on a slow or data-saving connection, one remote per idle
// period, and a failure is left for the route itself to report when the visitor goes there.
import { ROUTE_IDS, ROUTES, type RemoteName, type RouteId } from 'shared-contracts';
import { loadRemoteApp } from './features/remotes/remote-registry';

/** The remotes a visitor is likely to open next from a route, in order. */
export const LIKELY_NEXT: Partial<Record<RouteId, readonly RemoteName[]>> = {
  home: ['application', 'statusTracking'],
};

/** The User Timing mark set when prefetching starts: what a first visit downloads is what came before it. */
export const PREFETCH_MARK = 'shell:prefetch';

/**
 * The User Timing mark set when the prefetch is over, whatever it did (nothing to prefetch, a slow connection, a
 * failure, or every likely remote loaded): a measurement of the first visit waits for it before it counts.
 */
export const PREFETCH_DONE_MARK = 'shell:prefetch-done';

/** How long the browser may stay busy before an idle callback runs anyway. */
export const IDLE_TIMEOUT_MS = 5_000;

/** The Network Information API's fields that matter here (Chromium only; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is for good connections: not when the visitor asked to save data, not on 2G. */
export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** The route a path shows, among the routes without parameters (the ones LIKELY_NEXT can name). */
export function routeOfPath(pathname: string): RouteId | undefined {
  return ROUTE_IDS.find((id) => ROUTES[id].path === pathname);
}

/** The part of `window` this module uses (a test passes its own). */
export interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  readonly location: { readonly pathname: string };
  readonly navigator: { readonly connection?: ConnectionHints };
  readonly performance: { mark(name: string): unknown };
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

/** Resolves when the browser is idle: requestIdleCallback, or a short timer where it does not exist (Safari). */
export function whenIdle(win: IdleWindow): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(resolve, 200);
  });
}

/** Resolves once the document and its start-up scripts have loaded (the load event). */
function whenLoaded(win: IdleWindow): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

export interface PrefetchOptions {
  win?: IdleWindow;
  /** loads a remote's App (the registry's loader: what the route will use later) */
  load?: (remote: RemoteName) => Promise<unknown>;
}

/**
 * Schedules the prefetch for the page the document was opened on. Resolves with the remotes it loaded (for tests
 * and the benchmark); never rejects; sets PREFETCH_DONE_MARK when it is over.
 */
export async function prefetchLikelyRemotes({ win = window as unknown as IdleWindow, load = loadRemoteApp }: PrefetchOptions = {}): Promise<RemoteName[]> {
  try {
    return await prefetchNext(win, load);
  } finally {
    win.performance.mark(PREFETCH_DONE_MARK);
  }
}

async function prefetchNext(win: IdleWindow, load: (remote: RemoteName) => Promise<unknown>): Promise<RemoteName[]> {
  const route = routeOfPath(win.location.pathname);
  const next = route ? LIKELY_NEXT[route] : undefined;
  if (!route || !next?.length) return [];
  if (!connectionAllowsPrefetch(win.navigator.connection)) return [];
  try {
    await whenLoaded(win);
    await whenIdle(win);
    // the first render comes first: the page's own remote has loaded (the registry shares the load the outlet
    // started) and React has had an idle period to show it
    await load(ROUTES[route].remote);
    await whenIdle(win);
  } catch {
    // the page's own remote failed: its route shows the failure panel; do not add more loading now
    return [];
  }
  // the visitor may have moved on meanwhile: a prefetch for the page they left is still useful, but not on a
  // connection that got worse
  if (!connectionAllowsPrefetch(win.navigator.connection)) return [];
  win.performance.mark(PREFETCH_MARK);
  const loaded: RemoteName[] = [];
  for (const remote of next) {
    try {
      await load(remote);
      loaded.push(remote);
    } catch {
      // the route reports it if the visitor goes there; the registry forgets a failed load, so it is retried then
    }
    await whenIdle(win);
  }
  return loaded;
}

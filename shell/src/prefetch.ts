// Prefetch on intent (issue 9, changed by issue 17: decision 051). Once the first page has rendered and the browser
// has been idle, the shell watches for the visitor's intent to follow a link to one of the remotes likely to be
// opened next (home → the application wizard and tracking): a pointer over it, a touch on it, the keyboard focus on
// it. Only then does it load that remote, through the same registry that renders it, so that following the link
// fetches no new remote entry. Issue 17 counts what a first visit downloads with what it prefetches when idle: a
// prefetch on idle put 16.6 KB of the wizard's code on every first visit to home, for the few who open it. Never
// on a slow or data-saving connection; a failure is left for the route itself to report when the visitor goes there.
import { ROUTE_IDS, ROUTES, type RemoteName, type RouteId } from 'shared-contracts';
import { loadRemoteApp } from './features/remotes/remote-registry';
import { INTENT_EVENTS, PREFETCH_DONE_MARK, connectionAllowsPrefetch, type ConnectionHints } from './prefetch-rules';

export { INTENT_EVENTS, PREFETCH_DONE_MARK, connectionAllowsPrefetch, type ConnectionHints };

/** The remotes a visitor is likely to open next from a route, in order. */
export const LIKELY_NEXT: Partial<Record<RouteId, readonly RemoteName[]>> = {
  home: ['application', 'statusTracking'],
};

/** The User Timing mark set when the first prefetch starts: what a first visit downloads is what came before it. */
export const PREFETCH_MARK = 'shell:prefetch';

/** How long the browser may stay busy before an idle callback runs anyway. */
export const IDLE_TIMEOUT_MS = 5_000;

/** The route a path shows, among the routes without parameters (the ones LIKELY_NEXT can name). */
export function routeOfPath(pathname: string): RouteId | undefined {
  return ROUTE_IDS.find((id) => ROUTES[id].path === pathname);
}

/** The link an event happened on, if any: the element itself or one of its ancestors. */
interface LinkTarget {
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

/** The part of `window` this module uses (a test passes its own). */
export interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState; addEventListener(type: string, listener: (event: { target: unknown }) => void, options: { passive: true; capture: true }): void; removeEventListener(type: string, listener: (event: { target: unknown }) => void, options: { capture: true }): void };
  readonly location: { readonly pathname: string; readonly origin: string };
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

/** The remote of the route a link points to on this site, among `remotes`. */
function remoteOfLink(win: IdleWindow, target: unknown, remotes: readonly RemoteName[]): RemoteName | undefined {
  const link = typeof (target as Partial<LinkTarget> | null)?.closest === 'function' ? (target as LinkTarget).closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href, win.location.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== win.location.origin) return undefined;
  const route = routeOfPath(url.pathname);
  const remote = route ? ROUTES[route].remote : undefined;
  return remote && remotes.includes(remote) ? remote : undefined;
}

/**
 * Arms the prefetch for the page the document was opened on. Resolves once it is armed (or there is nothing to
 * arm) with the remotes it watches links to (for tests and the benchmark); never rejects; sets PREFETCH_DONE_MARK
 * then. Each watched remote is loaded at most once, on the first intent to follow a link to it.
 */
export async function prefetchLikelyRemotes({ win = window as unknown as IdleWindow, load = loadRemoteApp }: PrefetchOptions = {}): Promise<RemoteName[]> {
  try {
    return await armPrefetch(win, load);
  } finally {
    win.performance.mark(PREFETCH_DONE_MARK);
  }
}

async function armPrefetch(win: IdleWindow, load: (remote: RemoteName) => Promise<unknown>): Promise<RemoteName[]> {
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
  } catch {
    // the page's own remote failed: its route shows the failure panel; do not add more loading now
    return [];
  }
  const waiting = new Set<RemoteName>(next);
  let marked = false;
  const onIntent = (event: { target: unknown }) => {
    const remote = remoteOfLink(win, event.target, [...waiting]);
    // the visitor may have moved on meanwhile, or the connection got worse
    if (!remote || !connectionAllowsPrefetch(win.navigator.connection)) return;
    waiting.delete(remote);
    if (!marked) win.performance.mark(PREFETCH_MARK);
    marked = true;
    // the route reports a failure if the visitor goes there; the registry forgets a failed load, so it is retried then
    load(remote).catch(() => undefined);
    if (waiting.size === 0) for (const type of INTENT_EVENTS) win.document.removeEventListener(type, onIntent, { capture: true });
  };
  for (const type of INTENT_EVENTS) win.document.addEventListener(type, onIntent, { passive: true, capture: true });
  return [...next];
}

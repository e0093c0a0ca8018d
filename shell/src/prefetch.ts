// On intent, not on idle: issue 17 counts what a first visit prefetches as what it downloads (decision 051).
import { ROUTE_IDS, ROUTES, type RemoteName, type RouteId } from 'shared-contracts';
import { loadRemoteApp } from './features/remotes/remote-registry';
import { INTENT_EVENTS, PREFETCH_DONE_MARK, connectionAllowsPrefetch, type ConnectionHints } from './prefetch-rules';

export const LIKELY_NEXT: Partial<Record<RouteId, readonly RemoteName[]>> = {
  home: ['application', 'statusTracking'],
};

/** What a first visit downloads is what came before this mark. */
export const PREFETCH_MARK = 'shell:prefetch';

const IDLE_TIMEOUT_MS = 5_000;

export function routeOfPath(pathname: string): RouteId | undefined {
  return ROUTE_IDS.find((id) => ROUTES[id].path === pathname);
}

interface LinkTarget {
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

export interface IdleWindow {
  readonly document: { readonly readyState: DocumentReadyState; addEventListener(type: string, listener: (event: { target: unknown }) => void, options: { passive: true; capture: true }): void; removeEventListener(type: string, listener: (event: { target: unknown }) => void, options: { capture: true }): void };
  readonly location: { readonly pathname: string; readonly origin: string };
  readonly navigator: { readonly connection?: ConnectionHints };
  readonly performance: { mark(name: string): unknown };
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

function whenIdle(win: IdleWindow): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(resolve, 200);
  });
}

function whenLoaded(win: IdleWindow): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

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

// through the registry that renders the remote, so that following the link fetches no new remote entry
export async function prefetchLikelyRemotes({ win = window as unknown as IdleWindow, load = loadRemoteApp }: { win?: IdleWindow; load?: (remote: RemoteName) => Promise<unknown> } = {}): Promise<RemoteName[]> {
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
    // the page's own remote first
    await load(ROUTES[route].remote);
  } catch {
    return [];
  }
  const waiting = new Set<RemoteName>(next);
  let marked = false;
  const onIntent = (event: { target: unknown }) => {
    const remote = remoteOfLink(win, event.target, [...waiting]);
    if (!remote || !connectionAllowsPrefetch(win.navigator.connection)) return;
    waiting.delete(remote);
    if (!marked) win.performance.mark(PREFETCH_MARK);
    marked = true;
    // a failure is the route's to report; the registry forgets it, so it is retried then
    load(remote).catch(() => undefined);
    if (waiting.size === 0) for (const type of INTENT_EVENTS) win.document.removeEventListener(type, onIntent, { capture: true });
  };
  for (const type of INTENT_EVENTS) win.document.addEventListener(type, onIntent, { passive: true, capture: true });
  return [...next];
}

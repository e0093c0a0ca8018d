// Runs in place of main.js on a page that is all links (decision 063): bundled alone, it must never import the app.
import { FORM_KEY_QUERY_PARAM, FORM_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from 'shared-contracts';
import { OFFLINE_READY_MARK } from '../features/offline/offline-ready-mark';
import { INTENT_EVENTS, PREFETCH_DONE_MARK, connectionAllowsPrefetch, type ConnectionHints } from '../prefetch-rules';

export function appOnIntent(script: HTMLOrSVGScriptElement | null): void {
  if (!script) return;
  const main = script.getAttribute('data-main');
  const startup = (script.getAttribute('data-startup') ?? '').split(' ').filter(Boolean);
  let appRoutes: RegExp | undefined;
  try {
    appRoutes = new RegExp(script.getAttribute('data-app-routes') || '(?!)');
  } catch {
    appRoutes = undefined;
  }
  const listening = { capture: true, passive: true } as const;

  let started = false;
  const start = () => {
    if (started || !main) return;
    started = true;
    stopWatching();
    const app = document.createElement('script');
    app.src = main;
    document.head.appendChild(app);
  };

  const stored = (key: string) => {
    try {
      return Boolean(window.localStorage.getItem(key));
    } catch {
      return false;
    }
  };

  let warmed = !connectionAllowsPrefetch((navigator as Navigator & { connection?: ConnectionHints }).connection);
  const warm = () => {
    if (warmed) return;
    warmed = true;
    stopWatching();
    for (const href of [main, ...startup]) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const onIntent = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    const link = typeof target?.closest === 'function' ? (target.closest('a[href]') as HTMLAnchorElement | null) : null;
    if (!link || !appRoutes) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin === window.location.origin && appRoutes.test(url.pathname)) warm();
  };
  function stopWatching() {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, listening);
  }

  if (stored(TOKEN_STORAGE_KEY) || stored(FORM_KEY_STORAGE_KEY) || new URLSearchParams(window.location.search).has(FORM_KEY_QUERY_PARAM)) {
    start();
    return;
  }
  if (!warmed) for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, listening);

  const afterLoad = (run: () => void) => {
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  };
  afterLoad(() => performance.mark?.(PREFETCH_DONE_MARK));

  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    const files = [window.location.href, ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][href]')].map((link) => link.href)];
    // eslint-disable-next-line no-restricted-globals -- the page and its styles, not the API
    const again = (href: string) => fetch(href, { credentials: 'same-origin', headers: href === window.location.href ? { Accept: 'text/html' } : {} }).catch(() => undefined);
    void Promise.all(files.map(again)).then(() => performance.mark?.(OFFLINE_READY_MARK));
  });
  afterLoad(() => void container.register('/sw.js').catch(() => undefined));
}

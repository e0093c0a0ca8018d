// A page that came whole in its HTML and holds nothing but links starts the app when it is needed (decision 063).
//
// The static server writes this script in place of the shell's main.js on such a page (tools/static-server.mjs):
//   <script defer src=/js/app-on-intent.<hash>.js data-main=/js/main.<hash>.js data-startup="…" data-app-routes="…">
// Nothing on the page needs a script to work: every link is a link, and the next page comes from the server (itself
// prerendered when it is a content page). What this script does instead of the app:
//   - starts the app at once where the app has something to do here: a session to keep (a status-page token or a
//     form key: the idle timeout, spec §9) or a form key to store from the address (?key=…, spec §2);
//   - when a link to a page of the app (the wizard, tracking, an induction…) is about to be followed (the shell's
//     intent events and connection rule), fetches the shell's start-up files, so that page starts from the cache;
//   - registers the service worker after the load event, as the shell does, and asks for the page and its styles
//     again once the worker controls it, so that a reload without a network shows the page (issue 18).
// The shell's build bundles it alone (shell/tools/app-on-intent-plugin.js, with 'shared-contracts' read as its constants
// module only): it imports only constants and pure rules, never the app, and is the only script such a page runs.
import { FORM_KEY_QUERY_PARAM, FORM_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from 'shared-contracts';
import { OFFLINE_READY_MARK } from '../features/offline/offline-ready-mark';
import { INTENT_EVENTS, PREFETCH_DONE_MARK, connectionAllowsPrefetch, type ConnectionHints } from '../prefetch-rules';

/** Runs the script for the page whose `<script>` element is `script` (its data attributes, written by the server). */
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
      return false; // storage refused (private modes): there is no session to keep
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
  // a first visit's measurement waits for the shell's mark: nothing is prefetched on idle here
  afterLoad(() => performance.mark?.(PREFETCH_DONE_MARK));

  // the service worker, as the shell registers it (shell/src/features/offline/service-worker.ts)
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    const files = [window.location.href, ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][href]')].map((link) => link.href)];
    // as the shell's keepLoadedFiles asks for them
    // eslint-disable-next-line no-restricted-globals -- the page and its styles, not the API
    const again = (href: string) => fetch(href, { credentials: 'same-origin', headers: href === window.location.href ? { Accept: 'text/html' } : {} }).catch(() => undefined);
    void Promise.all(files.map(again)).then(() => performance.mark?.(OFFLINE_READY_MARK));
  });
  afterLoad(() => void container.register('/sw.js').catch(() => undefined));
}

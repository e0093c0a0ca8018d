/* A page that came whole in its HTML and holds nothing but links starts the app when it is needed (decision 063).
 *
 * The static server writes this script in place of the shell's main.js on such a page (tools/static-server.mjs):
 *   <script defer src=/js/app-on-intent.<hash>.js data-main=/js/main.<hash>.js data-startup="…" data-app-routes="…">
 * Nothing on the page needs a script to work: every link is a link, and the next page comes from the server (itself
 * prerendered when it is a content page). What this script does instead of the app:
 *   - starts the app at once where the app has something to do here: a session to keep (a status-page token or a
 *     form key: the idle timeout, spec §9) or a form key to store from the address (?key=…, spec §2);
 *   - when a link to a page of the app (the wizard, tracking, an induction…) is about to be followed (pointer over it,
 *     touched, focused), fetches the shell's start-up files at low priority, so that page starts from the cache;
 *   - registers the service worker after the load event, as the shell does, and asks for the page and its styles
 *     again once the worker controls it, so that a reload without a network shows the page (issue 18).
 * Hand-written and dependency-free, like the service worker: it is the only script such a page runs.
 */
(function appOnIntent() {
  var script = document.currentScript;
  if (!script) return;
  var main = script.getAttribute('data-main');
  var startup = (script.getAttribute('data-startup') || '').split(' ').filter(Boolean);
  var appRoutes = null;
  try {
    appRoutes = new RegExp(script.getAttribute('data-app-routes') || '(?!)');
  } catch {
    appRoutes = null;
  }

  // the events that say a visitor is about to follow a link (as the shell's INTENT_EVENTS)
  var intents = ['pointerover', 'touchstart', 'focusin'];
  var started = false;
  function start() {
    if (started || !main) return;
    started = true;
    stopWarming();
    var app = document.createElement('script');
    app.src = main;
    document.head.appendChild(app);
  }

  function stored(key) {
    try {
      return Boolean(window.localStorage.getItem(key));
    } catch {
      return false; // storage refused (private modes): there is no session to keep
    }
  }
  if (stored('token') || stored('formKey') || new URLSearchParams(window.location.search).has('key')) {
    start();
    return;
  }

  // as the shell's prefetch (shell/src/prefetch.ts): never when the visitor asked to save data, nor on 2G
  var connection = navigator.connection;
  var warmed = Boolean(connection && (connection.saveData || /2g$/.test(connection.effectiveType || '')));
  function warm() {
    if (warmed) return;
    warmed = true;
    stopWarming();
    [main].concat(startup).forEach(function prefetch(href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function onIntent(event) {
    var target = event.target;
    var link = target && target.closest ? target.closest('a[href]') : null;
    if (!link || !appRoutes) return;
    var url = new URL(link.href, window.location.href);
    if (url.origin === window.location.origin && appRoutes.test(url.pathname)) warm();
  }
  function stopWarming() {
    intents.forEach(function off(type) {
      document.removeEventListener(type, onIntent, true);
    });
  }
  if (!warmed) {
    intents.forEach(function on(type) {
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    });
  }
  // the shell's PREFETCH_DONE_MARK: a first visit's measurement waits for it (nothing is prefetched on idle here)
  function visitOver() {
    if (window.performance && performance.mark) performance.mark('shell:prefetch-done');
  }
  if (document.readyState === 'complete') visitOver();
  else window.addEventListener('load', visitOver, { once: true });

  // the service worker, as the shell registers it (shell/src/features/offline/service-worker.ts)
  if (!('serviceWorker' in navigator)) return;
  var container = navigator.serviceWorker;
  container.addEventListener('controllerchange', function keepPage() {
    var files = [window.location.href];
    Array.prototype.forEach.call(document.querySelectorAll('link[rel=stylesheet][href]'), function style(link) {
      files.push(link.href);
    });
    // the shell's OFFLINE_READY_MARK once they are kept (offline-reload.spec waits for it)
    Promise.all(
      files.map(function again(href) {
        return fetch(href, { credentials: 'same-origin' }).catch(function ignore() {});
      }),
    ).then(function kept() {
      if (window.performance && performance.mark) performance.mark('shell:offline-ready');
    });
  });
  function register() {
    container.register('/sw.js').catch(function ignore() {});
  }
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
})();

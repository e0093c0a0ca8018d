/* global self, caches, ServiceWorkerGlobalScope -- a service worker script */
// Network first, always, so a release or a rollback is seen at once; the kept copies answer only offline (docs/decisions/047).

const VERSION = '__SHELL_BUILD__';
const CACHE_PREFIX = 'msic-offline-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const APP_SHELL = '/__offline/app-shell';
const FORM_PAGES = /^\/apply\/form(\/|$)/;
const MAX_ENTRIES = 400;

/** @returns {'shell' | 'remote' | 'api' | null} null: the worker leaves the request to the browser */
function kindOf(request, origins, ownOrigin) {
  if (request.method !== 'GET') return null;
  // a request that carries the bearer token is personal by definition: never kept
  if (request.headers.has('Authorization')) return null;
  const url = new URL(request.url);
  if (url.origin === ownOrigin) return url.pathname === '/sw.js' ? null : 'shell';
  if (!origins) return null;
  if (url.origin === origins.api) return url.pathname.startsWith('/api/form') ? null : 'api';
  if (origins.remotes.includes(url.origin)) return 'remote';
  return null;
}

// an opaque answer hides its status; of the API, only public JSON (its reference data) is kept
function keepable(kind, response) {
  if (response.status !== 200 || response.redirected || (response.type !== 'basic' && response.type !== 'cors')) return false;
  if (kind !== 'api') return true;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return /\bpublic\b/.test(cacheControl) && !/\b(no-store|private)\b/.test(cacheControl) && (response.headers.get('content-type') ?? '').includes('application/json');
}

function originsOf(config) {
  const origin = (value) => {
    try {
      return new URL(value).origin;
    } catch {
      return undefined;
    }
  };
  const remotes = Object.values(config?.remotes ?? {})
    .map((entry) => origin(entry?.manifest))
    .filter(Boolean);
  return { api: origin(config?.apiBase) ?? '', remotes: [...new Set(remotes)] };
}

function isFormPage(request) {
  const url = new URL(request.url);
  return (request.mode === 'navigate' || (request.headers.get?.('accept') ?? '').includes('text/html')) && FORM_PAGES.test(url.pathname);
}

if (typeof module === 'object' && module.exports) module.exports = { kindOf, keepable, originsOf, isFormPage, VERSION, CACHE, APP_SHELL };

if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  let origins;
  let stored = 0;

  const knownOrigins = async () => {
    if (origins) return origins;
    const cache = await caches.open(CACHE);
    let response = await cache.match('/config.json', { ignoreVary: true });
    if (!response) {
      try {
        response = await fetch('/config.json', { cache: 'no-store' });
        if (!response.ok) return undefined;
        await cache.put('/config.json', response.clone());
      } catch {
        return undefined;
      }
    }
    origins = originsOf(await response.json().catch(() => undefined));
    return origins;
  };
  const ready = knownOrigins().catch(() => undefined);

  const trim = async () => {
    const cache = await caches.open(CACHE);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
  };

  const keep = async (kind, request, response) => {
    const cache = await caches.open(CACHE);
    const url = new URL(request.url);
    // the API's answers may vary with the portal headers (Vary: Company): kept by request; files by address
    await cache.put(kind === 'api' ? request : url.href, response.clone());
    if (kind === 'shell' && url.pathname === '/config.json') origins = originsOf(await response.clone().json().catch(() => undefined));
    if (kind === 'shell' && FORM_PAGES.test(url.pathname) && (response.headers.get('content-type') ?? '').includes('text/html')) await cache.put(APP_SHELL, response.clone());
    stored += 1;
    if (stored % 25 === 0) await trim();
  };

  const kept = async (kind, request) => {
    const cache = await caches.open(CACHE);
    const hit = kind === 'api' ? await cache.match(request) : await cache.match(request.url, { ignoreVary: true });
    if (hit) return hit;
    return isFormPage(request) ? cache.match(APP_SHELL) : undefined;
  };

  // a classic <script> asks without CORS, whose opaque answer could not be kept: remotes answer CORS
  const fromNetwork = async (kind, request) => {
    if (kind === 'remote' && request.mode === 'no-cors') {
      try {
        return await fetch(request.url, { mode: 'cors', credentials: 'omit', cache: request.cache === 'only-if-cached' ? 'default' : request.cache });
      } catch {
        // offline, or no CORS: the original request says which
      }
    }
    return fetch(request);
  };

  const answer = async (event, kind) => {
    const request = event.request;
    try {
      const response = await fromNetwork(kind, request);
      if (keepable(kind, response)) event.waitUntil(keep(kind, request, response.clone()).catch(() => undefined));
      return response;
    } catch (error) {
      // the kept configuration is the worker's own: offline, the shell keeps the registry its page came with
      if (kind === 'shell' && new URL(request.url).pathname === '/config.json') throw error;
      const copy = await kept(kind, request);
      if (copy) return copy;
      throw error;
    }
  };

  self.addEventListener('install', (event) => {
    // a new worker changes nothing online (network first): it takes over at once and the old copies go
    event.waitUntil(ready.then(() => self.skipWaiting()));
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
        .then(() => self.clients.claim()),
    );
  });

  self.addEventListener('fetch', (event) => {
    const request = event.request;
    const sameOrigin = new URL(request.url).origin === self.location.origin;
    if (sameOrigin || origins) {
      const kind = kindOf(request, origins, self.location.origin);
      if (kind) event.respondWith(answer(event, kind));
      return;
    }
    // a worker just started: the origins of the configuration are being read; a GET waits for them
    if (request.method !== 'GET') return;
    event.respondWith(
      ready.then(() => {
        const kind = kindOf(request, origins, self.location.origin);
        return kind ? answer(event, kind) : fetch(request);
      }),
    );
  });
}

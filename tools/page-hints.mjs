// What the static server writes into a page so that the browser fetches the route's code while it parses
// the page, instead of one request after another (issue 17: page → shell → manifest → entry → module → data):
//   - the shell's start-up chunks (dist/startup.json, written by the shell's build);
//   - the route's remote: its remote entry and the exposed module's chunks and styles, read from the manifest of the
//     release the registry names (fetched here, server side, and cached: a release's manifest never changes);
//   - the manifest itself, embedded, so the shell does not fetch it before it can register the remote;
// A page that carries its prerendered screen (tools/first-screens.mjs) needs no script to be seen: its script hints
// are written `fetchpriority=low`, so that the render-blocking styles get the connection first (see hintTags).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { attr } from './html-attr.mjs';

/** Route path (react-router pattern) → regular expression; `*` matches anything. */
function patternOf(routePath) {
  if (routePath === '*') return /^\/.*$/;
  const body = routePath
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** Static segments outrank parameters, parameters outrank the catch-all (react-router's ranking, simplified). */
function rankOf(routePath) {
  if (routePath === '*') return -1;
  return routePath
    .split('/')
    .filter(Boolean)
    .reduce((rank, segment) => rank + (segment.startsWith(':') ? 2 : 10), 1);
}

const files = new Map();
/** A JSON file of the build, read again only when it changed (a rebuild in place). */
function buildFile(file, fallback, shape) {
  if (!existsSync(file)) return fallback;
  const mtime = statSync(file).mtimeMs;
  const cached = files.get(file);
  if (cached?.mtime === mtime) return cached.value;
  const value = shape(JSON.parse(readFileSync(file, 'utf8')));
  files.set(file, { mtime, value });
  return value;
}

/**
 * The route table (shell/tools/write-route-table.ts) and start-up chunks (tools/webpack/startup-chunks.js) of a
 * shell build; empty for a remote's own server.
 */
export function tableOf(root) {
  const { routes, companies, defaultCompany } = buildFile(path.join(root, 'route-table.json'), { routes: [], companies: [], defaultCompany: 'msic' }, (raw) => ({
    routes: raw.routes.map((route) => ({ ...route, pattern: patternOf(route.path), rank: rankOf(route.path) })).sort((a, b) => b.rank - a.rank),
    // the companies a host can name (shared-contracts COMPANY_IDS), for the page data (tools/page-data-block.mjs)
    companies: raw.companies ?? [],
    defaultCompany: raw.defaultCompany ?? 'msic',
  }));
  const startup = buildFile(path.join(root, 'startup.json'), { js: [], css: [] }, (raw) => ({ js: raw.js ?? [], css: raw.css ?? [], onIntent: raw.onIntent }));
  return { routes, companies, defaultCompany, startup };
}

/** @param {string} root @param {string} pathname */
export function routeOf(root, pathname) {
  return tableOf(root).routes.find((route) => route.pattern.test(pathname));
}

// Manifests by URL. A release's manifest (/v/<version>/) never changes: kept for good. A remote served from its root
// (no release in the registry: development, e2e) is rebuilt in place: kept for a few seconds only.
const manifests = new Map();
const MUTABLE_TTL_MS = 5_000;
const FAILED_TTL_MS = 1_000;
const FETCH_TIMEOUT_MS = 1_500;

function fetchManifest(url) {
  const now = Date.now();
  const cached = manifests.get(url);
  if (cached && (cached.until === Infinity || cached.until > now)) return cached;
  // nothing stale: a remote that is down or was rebuilt must not be hinted from its last manifest
  const entry = { until: now + FAILED_TTL_MS, manifest: undefined, pending: undefined };
  entry.pending = fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((manifest) => {
      if (manifest?.metaData?.remoteEntry) {
        entry.manifest = manifest;
        entry.until = /\/v\/[^/]+\/mf-manifest\.json$/.test(new URL(url).pathname) ? Infinity : Date.now() + MUTABLE_TTL_MS;
      }
    })
    .catch(() => undefined)
    .finally(() => {
      entry.pending = undefined;
    });
  manifests.set(url, entry);
  return entry;
}

/**
 * The manifest of a remote's release, waiting at most `waitMs` for a fetch (a page is never held up long: without
 * the manifest the page is served without the remote's hints, and the next page has them).
 */
export async function remoteManifest(url, waitMs = 300) {
  const entry = fetchManifest(url);
  if (entry.pending && !entry.manifest) await Promise.race([entry.pending, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  return entry.manifest;
}

/** Starts fetching every remote's manifest (at start-up and on a registry change), so the first page has hints. */
export function warmManifests(config) {
  for (const { manifest } of Object.values(config.remotes)) {
    try {
      fetchManifest(new URL(manifest).href);
    } catch {
      /* a relative manifest is resolved by the browser only */
    }
  }
}

/** The remote entry, the exposed module's scripts and styles of a remote's manifest, as absolute URLs. */
export function remoteCode(manifestUrl, manifest, exposed = './App') {
  const base = new URL('./', manifestUrl);
  const { remoteEntry } = manifest.metaData;
  const entry = new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, base).href;
  const expose = (manifest.exposes ?? []).find((e) => e.path === exposed || e.name === exposed.replace(/^\.\//, ''));
  const assets = expose?.assets ?? { js: { sync: [] }, css: { sync: [] } };
  // the shared libraries are the shell's (it provides them): a remote's own copies are never loaded
  return {
    entry,
    js: (assets.js?.sync ?? []).map((file) => new URL(file, base).href),
    css: (assets.css?.sync ?? []).map((file) => new URL(file, base).href),
  };
}

/**
 * The hints of one page, for the head: `{ as, href }` preloads and the embedded manifest (see hintTags).
 * @param {{ root: string, pathname: string, config: { apiBase: string, remotes: Record<string, { manifest: string }> } }} page
 * @returns {Promise<{ preloads: { as: 'script' | 'style', href: string }[], embedded?: string }>}
 */
export async function pageHints({ root, pathname, config }) {
  const { startup } = tableOf(root);
  const route = routeOf(root, pathname);
  const preloads = [];
  let embedded;
  // the shell's own start-up chunks (same origin, classic scripts: no crossorigin)
  for (const file of startup.css) preloads.push({ as: 'style', href: `/${file}` });
  for (const file of startup.js) preloads.push({ as: 'script', href: `/${file}` });
  if (route) {
    const manifestUrl = config.remotes[route.remote]?.manifest;
    let absolute;
    try {
      absolute = manifestUrl && new URL(manifestUrl).href;
    } catch {
      absolute = undefined;
    }
    const manifest = absolute && (await remoteManifest(absolute));
    if (manifest) {
      const code = remoteCode(absolute, manifest);
      // the federation runtime and webpack add these as classic <script>/<link> elements without crossorigin
      preloads.push({ as: 'script', href: code.entry });
      for (const href of code.css) preloads.push({ as: 'style', href });
      for (const href of code.js) preloads.push({ as: 'script', href });
      // the shell registers the remote from this copy instead of fetching the manifest first
      embedded = JSON.stringify({ [route.remote]: { manifest: manifestUrl, metaData: manifest.metaData } }).replace(/</g, '\\u003c');
    }
    // no preload of the route's reference data: spec §7 sends Company and WebsiteType on every API call and a
    // preload cannot carry them (the client's own call is then another, preflighted request), so the page would
    // make each call twice, once without its headers (companies.spec.ts checks every call for Company)
  }
  return { preloads, embedded };
}

/**
 * The hints as HTML tags. `screenInPage`: the page carries its prerendered screen, so no script stands between the
 * visitor and the first paint: the scripts are hinted `fetchpriority=low` and the browser gives the render-blocking
 * styles the connection first (on a slow mobile link the scripts otherwise share its bandwidth with them). They are
 * still requested while the page is parsed, so the screen's code arrives as soon as before (decision 026: measured
 * with Lighthouse and real throttling). A page without its screen needs its scripts to show anything: high, as
 * the browser has them.
 * @param {{ preloads: { as: 'script' | 'style', href: string }[], embedded?: string }} hints
 * `scripts: false`: the page starts no script on load (a page that is all links, decision 063): no script is hinted.
 * @param {{ screenInPage: boolean, scripts?: boolean }} options
 */
export function hintTags({ preloads, embedded }, { screenInPage, scripts = true }) {
  const low = screenInPage ? ' fetchpriority=low' : '';
  const tags = preloads.filter(({ as }) => scripts || as !== 'script').map(({ as, href }) => `<link rel=preload as=${as}${as === 'script' ? low : ''} href="${attr(href)}">`);
  if (embedded) tags.push(`<script type=application/json id=remote-manifests>${embedded}</script>`);
  return tags.join('');
}

// Serves a built front end the way it is deployed, on Fastify with @fastify/static (a kept server: containment,
// ETag, Range and precompressed files are its job, not ours): static files and published releases, /config.json
// from the environment, clean paths answered with the page (the runtime configuration and the route's hints written
// into it), cache rules and security headers on every response. Which release of each remote a page and /config.json
// name is the visitor's (tools/release-pointers.mjs: the API's pointers, a canary for a share of visitors by their
// anonymous `msic_visitor` cookie): those answers are private to the visitor and never kept by a shared cache.
// CLI: node tools/static-server.mjs <package-folder> [port]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { ROOT, runtimeConfig } from './runtime-config.mjs';
import { newVisitorId, pointerSource, visitorCookie, visitorOf } from './release-pointers.mjs';
import { startsOnIntent, withAppOnIntent } from './app-on-intent-tag.mjs';
import { hintTags, pageHints, routeOf, tableOf, warmManifests } from './page-hints.mjs';
import { pageDataBlock, warmPageData } from './page-data-block.mjs';
import { companyOfHost, firstScreen, firstScreenStyles, withFirstScreen } from './first-screens.mjs';

const TEXT = 'text/plain; charset=utf-8';
const HTML = 'text/html; charset=utf-8';
// entry points and pointers must never be cached; content-hashed files never change
const NO_CACHE = /(^|\/)(index\.html|sw\.js|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|config\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mp3|ogg|opus|webm|png|svg|woff2|webp)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const COMMON_HEADERS = {
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // remotes' scripts are loaded by the shell on another origin: readable cross-origin, never framed
  'cross-origin-resource-policy': 'cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // ignored by browsers over plain http (local runs); binding once the site is served over https
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

function remoteOrigins(config) {
  const origins = new Set();
  for (const { manifest } of Object.values(config.remotes)) {
    try {
      origins.add(new URL(manifest).origin);
    } catch {
      /* relative manifest: same origin */
    }
  }
  return origins;
}

function csp(config) {
  const api = new URL(config.apiBase).origin;
  const remotes = [...remoteOrigins(config)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    // Mantine writes its CSS variables in a <style> element
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes} ${api}`,
    `font-src 'self' ${remotes}`,
    // data: is the silent stub howler gives an audio element it unloads (each slide change of the induction player);
    // refused, it logged a CSP error at every slide (issue 39). It plays nothing the page did not already have
    `media-src 'self' data: blob: ${remotes} ${api}`,
    `connect-src 'self' ${remotes} ${api} ${config.tokenAllowlist.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "script-src-attr 'none'",
  ].join('; ');
}

/**
 * index.html with the runtime configuration as a JSON data block (read by ui-kit/host loadRuntimeConfig) and
 * preconnect hints for the other origins the first screen needs (the remotes and the API). `hints` (tags) go in
 * before the configuration: the route's code and data requests (tools/page-hints.mjs).
 * @param {string} html
 * @param {ReturnType<typeof runtimeConfig>} config
 * @param {string} [hints]
 */
export function withRuntimeConfig(html, config, hints = '') {
  // Remote scripts are fetched by the federation runtime as classic <script> elements without a crossorigin
  // attribute (the credentialed, "no-cors" connection pool), so their preconnect has no crossorigin; the API is
  // called with fetch in CORS mode (the anonymous pool), so its preconnect has one. A mismatch opens an unused socket.
  const api = new URL(config.apiBase).origin;
  const remotes = [...remoteOrigins(config)].filter((origin) => origin !== api);
  const preconnects = [...remotes.map((origin) => `<link rel=preconnect href="${origin}">`), `<link rel=preconnect href="${api}" crossorigin>`].join('');
  // `<` escaped: nothing in the configuration can close the element
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `${preconnects}${hints}<script type=application/json id=runtime-config>${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

/** Compressed forms of a page, computed once per distinct page (the configuration changes with a release only). */
const pageCache = new Map();
function encodedPage(html) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  let entry = pageCache.get(etag);
  if (!entry) {
    entry = {
      etag,
      identity: Buffer.from(html),
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    if (pageCache.size >= 200) pageCache.delete(pageCache.keys().next().value);
    pageCache.set(etag, entry);
  }
  return entry;
}

function acceptedEncoding(header = '') {
  const accepts = (name) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[0-9.]+)?\\s*(,|$)`).test(header);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The page file for a clean path: a prerendered page when the build wrote one (tools/prerender.mjs), else the app. */
function pageFile(root, pathname) {
  const clean = pathname.replace(/\/+$/, '').replace(/\/index\.html$/, '');
  if (/^[A-Za-z0-9/_-]*$/.test(clean) && !clean.includes('//')) {
    const candidate = path.join(root, 'prerendered', clean, 'index.html');
    if (candidate.startsWith(path.join(root, 'prerendered') + path.sep) && existsSync(candidate)) return candidate;
  }
  return path.join(root, 'index.html');
}

/** The host name of a Host header (no port), or undefined when it is not one. */
function hostOf(header) {
  try {
    return header ? new URL(`http://${header}`).hostname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The icon of the host's company in a build: every page links /favicon.png, drawn per company at the build into
 * dist/favicons (tools/webpack/favicon.ts); undefined when the build has none.
 */
export function faviconFile(root, hostHeader, env = process.env) {
  const icons = path.join(root, 'favicons');
  const companies = existsSync(icons) ? readdirSync(icons).map((name) => name.replace(/\.png$/, '')) : [];
  const { companyResolution } = runtimeConfig(env);
  const company = companyOfHost(hostOf(hostHeader) ?? '', companyResolution, companies, 'msic');
  return companies.includes(company) ? path.join(icons, `${company}.png`) : undefined;
}

/**
 * The pointers with each canary in place of its stable release: what a visitor in every canary's share is served.
 * @param {{ remotes: Record<string, { stable: string, canary: { version: string } | null }> }} pointers
 */
const canaryPointers = (pointers) => ({
  remotes: Object.fromEntries(Object.entries(pointers.remotes).map(([key, pointer]) => [key, { stable: pointer.canary?.version ?? pointer.stable, canary: null }])),
});

/**
 * @param {{ dir: string, port: number, host?: string, env?: NodeJS.ProcessEnv, releasesDir?: string, pointers?: { get(): Promise<object> } }} options
 *   releasesDir: published releases served under /v/<version>/ (default: <dir>/../releases)
 *   pointers: where the release pointers come from (default: the API's, tools/release-pointers.mjs pointerSource)
 * @returns {Promise<import('node:http').Server>}
 */
export async function startStaticServer({ dir, port, host = '0.0.0.0', env = process.env, releasesDir, pointers = pointerSource(env) }) {
  const app = await buildStaticServer({ dir, env, releasesDir, pointers });
  await app.listen({ port, host });
  // the first page served has its route's hints: fetch the remotes' manifests (stable and canary) now
  if (existsSync(path.join(path.resolve(dir), 'route-table.json'))) {
    void pointers.get().then((now) => {
      warmManifests(runtimeConfig(env, { pointers: now }));
      warmManifests(runtimeConfig(env, { pointers: canaryPointers(now) }));
    });
    warmPageData(tableOf(path.resolve(dir)), runtimeConfig(env));
  }
  return app.server;
}

/**
 * The Fastify instance, not listening (tests may use app.inject).
 * @param {{ dir: string, env?: NodeJS.ProcessEnv, releasesDir?: string, pointers?: { get(): Promise<object> } }} options
 */
export async function buildStaticServer({ dir, env = process.env, releasesDir, pointers = pointerSource(env) }) {
  const root = path.resolve(dir);
  const releases = path.resolve(releasesDir ?? path.join(root, '..', 'releases'));
  // how long a page waits for its release's prerendered screen before it is served without one (first-screens.mjs)
  const firstScreenWaitMs = Number(env.FIRST_SCREEN_WAIT_MS) > 0 ? Number(env.FIRST_SCREEN_WAIT_MS) : undefined;
  const app = Fastify({
    logger: false,
    // a malformed escape (/%zz) is a bad request with the usual headers, not an exception
    frameworkErrors(error, request, reply) {
      reply.headers(COMMON_HEADERS).code(400).type(TEXT).header('cache-control', 'no-store').send('Bad request');
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(COMMON_HEADERS);
  });

  app.setErrorHandler((error, request, reply) => {
    // @fastify/static refuses a path that leaves its root, is spelt another way or holds dot segments (403):
    // that is a bad address, answered as one; details of a server fault are not shown
    const status = error.code === 'FST_STATIC_FORBIDDEN_PATH' || error.statusCode === 403 ? 400 : (error.statusCode ?? 500);
    reply.code(status >= 400 && status < 600 ? status : 500).type(TEXT).header('cache-control', 'no-store').send(status < 500 ? 'Bad request' : 'Server error');
  });

  app.options('/*', async (request, reply) => {
    reply.code(204).headers({ 'access-control-allow-methods': 'GET, HEAD', 'access-control-allow-headers': '*' }).send();
  });
  app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: async (request, reply) => reply.code(405).header('allow', 'GET, HEAD, OPTIONS').send() });

  /**
   * The runtime configuration of the request's visitor: a visitor without the cookie is given an id now (the answer
   * carries it), so that the page and every /config.json after it name the same releases.
   */
  const visitorConfig = async (request, reply) => {
    let visitor = visitorOf(request.headers.cookie);
    if (!visitor) {
      visitor = newVisitorId();
      const secure = request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
      reply.header('set-cookie', visitorCookie(visitor, { secure }));
    }
    return runtimeConfig(env, { pointers: await pointers.get(), visitor });
  };

  app.get('/config.json', async (request, reply) => {
    const config = await visitorConfig(request, reply);
    // the visitor's own releases: never kept by a shared cache, nor by the browser
    reply.type('application/json; charset=utf-8').headers({ 'cache-control': 'private, no-store', vary: 'Cookie' }).send(JSON.stringify(config));
  });
  app.get('/favicon.png', async (request, reply) => {
    const file = faviconFile(root, request.headers.host, env);
    if (!file) return reply.code(404).type(TEXT).header('cache-control', 'no-cache').send('Not found');
    reply.type('image/png').headers({ 'cache-control': 'public, max-age=86400', vary: 'Host' }).send(readFileSync(file));
  });
  app.get('/healthz', async (request, reply) => {
    reply.type(TEXT).header('cache-control', 'no-store').send('ok');
  });

  // this package's build: pages are answered by the page handler below (the configuration goes into them)
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    // a folder (`/`, `/faq/`) is a page: left to @fastify/static, one asked for without Accept-Encoding was a 403
    allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.endsWith('.html') && !pathname.startsWith('/prerendered/') && !pathname.endsWith('.br') && !pathname.endsWith('.gz') && !pathname.startsWith('/v/'),
    setHeaders(reply, file) {
      // the file sent may be the precompressed sibling: the rule is the original's
      const name = path.relative(root, file).split(path.sep).join('/').replace(/\.(br|gz)$/, '');
      if (NO_CACHE.test(name)) reply.header('cache-control', 'no-cache');
      else if (HASHED.test(name)) reply.header('cache-control', IMMUTABLE);
      else reply.header('cache-control', 'public, max-age=300');
    },
  });
  // /v/<version>/...: a published release of this remote (tools/publish.mjs), chosen by the registry. A release's
  // folder is named by its content hash and never rewritten: every file in it, its entry too, is cached for good
  await app.register(fastifyStatic, {
    root: releases,
    prefix: '/v/',
    decorateReply: false,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    allowedPath: (pathname) => /^\/[A-Za-z0-9._-]+\/./.test(pathname) && !pathname.endsWith('.br') && !pathname.endsWith('.gz'),
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
    },
  });

  /** The route ids of the missing-page screen (spec §2: /404, page-404 and the catch-all). */
  const MISSING_PAGE_ROUTES = new Set(['notFound', 'page404', 'catchAll']);

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname.startsWith('/v/')) return reply.code(404).type(TEXT).header('cache-control', 'no-cache').send('No such release file');
    // clean paths (no hash routing): any path without a file extension is the app, and so is /index.html
    if (path.extname(pathname) && !pathname.endsWith('/index.html')) return reply.code(404).type(TEXT).header('cache-control', 'no-cache').send('Not found');
    const file = pageFile(root, pathname);
    if (!existsSync(file) || !statSync(file).isFile()) return reply.code(503).type(TEXT).header('cache-control', 'no-store').send('Not built yet: run npm run build');
    const config = await visitorConfig(request, reply);
    // a content route's page holds its prerendered screen, from the release the registry names for the company of
    // the request's host (tools/first-screens.mjs); without one, the page as it was
    const hostname = hostOf(request.headers.host);
    const route = routeOf(root, pathname);
    const [hints, screen, data] = await Promise.all([
      pageHints({ root, pathname, config }),
      hostname && file === path.join(root, 'index.html') ? firstScreen({ pathname, hostname, route, config, waitMs: firstScreenWaitMs }) : undefined,
      // the route's public API answers (the wizard's reference lists) for the host's company
      pageDataBlock({ route, hostname, table: tableOf(root), config }),
    ]);
    let html = readFileSync(file, 'utf8');
    if (screen) html = withFirstScreen(html, screen, config, await firstScreenStyles(root, screen.manifestUrl));
    // a page that is all links starts the app on intent, not on load (decision 063)
    const onIntent = screen && route && startsOnIntent(route, screen) ? withAppOnIntent(html, tableOf(root), route.remote) : undefined;
    if (onIntent) html = onIntent;
    // the runtime configuration and the origins, code and data of the route go into the page itself: the browser
    // fetches them while it parses the page, and the shell needs no /config.json round trip
    const page = encodedPage(withRuntimeConfig(html, config, hintTags(hints, { screenInPage: Boolean(screen), scripts: !onIntent }) + data));
    // a path the route table does not know is the missing page, answered 404 (issue 39: it was answered 200, so a
    // search engine or a link checker took it for a page); the page itself still shows the 404 screen
    if (route && MISSING_PAGE_ROUTES.has(route.id)) reply.code(404);
    // the page names the visitor's releases (a canary's share sees its own): private to the visitor, revalidated
    // on every use (its ETag is of what this visitor was served)
    reply.type(HTML).headers({
      'cache-control': 'private, no-cache',
      'content-security-policy': csp(config),
      etag: page.etag,
      vary: 'Accept-Encoding, Cookie',
    });
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page[encoding]);
  });

  return app;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pkg = process.argv[2];
  if (!pkg) {
    console.error('usage: node tools/static-server.mjs <package-folder> [port]');
    process.exit(2);
  }
  const dir = path.join(ROOT, pkg, 'dist');
  const fallbackPort = { shell: 3000, 'mfe-application': 3001, 'mfe-status-tracking': 3002, 'mfe-induction': 3003, 'mfe-opneed-signing': 3004, 'mfe-content': 3005, 'mfe-staff-console': 3006 }[pkg];
  const port = Number(process.argv[3] ?? process.env.PORT ?? fallbackPort ?? 3000);
  startStaticServer({ dir, port }).then(() => console.log(`${pkg} on http://localhost:${port}`));
}

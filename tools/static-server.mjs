// Serves a built front end the way it is deployed: static files, /config.json from the environment,
// clean paths falling back to index.html, gzip, cache rules and security headers.
// CLI: node tools/static-server.mjs <package-folder> [port]
import http from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createGzip, gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, runtimeConfig } from './runtime-config.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.webm': 'audio/webm',
  '.pdf': 'application/pdf',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
// entry points and pointers must never be cached; content-hashed files never change
const NO_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|config\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mp3|ogg|opus|webm|png|svg|woff2|webp)$/;

function csp(config) {
  const origins = new Set();
  for (const { manifest } of Object.values(config.remotes)) {
    try {
      origins.add(new URL(manifest).origin);
    } catch {
      /* relative manifest: same origin */
    }
  }
  const api = new URL(config.apiBase).origin;
  const remoteOrigins = [...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`,
    // Mantine writes its CSS variables in a <style> element
    `style-src 'self' 'unsafe-inline' ${remoteOrigins}`,
    `img-src 'self' data: blob: ${remoteOrigins} ${api}`,
    `font-src 'self' ${remoteOrigins}`,
    `media-src 'self' blob: ${remoteOrigins} ${api}`,
    `connect-src 'self' ${remoteOrigins} ${api} ${config.tokenAllowlist.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "script-src-attr 'none'",
  ].join('; ');
}

const gzipAccepted = (req, type) => COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/**
 * index.html with the runtime configuration as a JSON data block (read by ui-kit/host loadRuntimeConfig) and
 * preconnect hints for the other origins the first screen needs (the remotes and the API).
 * @param {string} html
 * @param {ReturnType<typeof runtimeConfig>} config
 */
export function withRuntimeConfig(html, config) {
  const remotes = new Set();
  for (const { manifest } of Object.values(config.remotes)) {
    try {
      remotes.add(new URL(manifest).origin);
    } catch {
      /* relative manifest: same origin */
    }
  }
  // the first request to each is a CORS fetch (a remote's manifest, an API call): the anonymous connection pool
  remotes.add(new URL(config.apiBase).origin);
  const hints = [...remotes].map((origin) => `<link rel=preconnect href="${origin}" crossorigin>`).join('');
  // `<` escaped: nothing in the configuration can close the element
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `${hints}<script type=application/json id=runtime-config>${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
}

/**
 * @param {{ dir: string, port: number, host?: string, env?: NodeJS.ProcessEnv, releasesDir?: string }} options
 *   releasesDir: published releases served under /v/<version>/ (default: <dir>/../releases)
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ dir, port, host = '0.0.0.0', env = process.env, releasesDir }) {
  const root = path.resolve(dir);
  const releases = path.resolve(releasesDir ?? path.join(root, '..', 'releases'));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const config = runtimeConfig(env);
    const common = {
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      // remotes' scripts are loaded by the shell on another origin: readable cross-origin, never framed
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      // ignored by browsers over plain http (local runs); binding once the site is served over https
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...common, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, common);
      return res.end();
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, { ...common, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache, no-store' });
      return res.end(JSON.stringify(config));
    }
    if (url.pathname === '/healthz') {
      res.writeHead(200, { ...common, 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' });
      return res.end('ok');
    }
    // /v/<version>/...: a published release of this remote (tools/publish.mjs), chosen by the registry
    const releasePath = /^\/v\/([A-Za-z0-9._-]+)(\/.*)$/.exec(url.pathname);
    const base = releasePath ? path.join(releases, releasePath[1]) : root;
    let decoded;
    try {
      decoded = decodeURIComponent(releasePath ? releasePath[2] : url.pathname);
    } catch {
      // a malformed escape (/%zz) is a bad request, not an exception that stops the server
      res.writeHead(400, { ...common, 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' });
      return res.end('Bad request');
    }
    let file = path.join(base, decoded);
    if (!file.startsWith(base) || !file.startsWith(releasePath ? releases : root)) {
      res.writeHead(400, common);
      return res.end();
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile && releasePath) {
      res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' });
      return res.end('No such release file');
    }
    if (!isFile) {
      // clean paths (no hash routing): any path without a file extension is the app
      if (path.extname(url.pathname)) {
        res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] });
        return res.end('Not found');
      }
      file = path.join(root, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(503, { ...common, 'Content-Type': TYPES['.txt'] });
        return res.end('Not built yet: run npm run build');
      }
    }
    const ext = path.extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const headers = { ...common, 'Content-Type': type };
    const name = path.relative(base, file);
    if (NO_CACHE.test(name) || ext === '.html') headers['Cache-Control'] = 'no-cache';
    // a release never changes, and hashed names never change: both may be cached for good
    else if (releasePath || HASHED.test(name)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else headers['Cache-Control'] = 'public, max-age=300';
    if (ext === '.html') {
      headers['Content-Security-Policy'] = csp(config);
      // the runtime configuration and the remotes' and API's origins go into the page itself: the browser opens
      // those connections while the shell's script downloads, and the shell needs no /config.json round trip
      const html = withRuntimeConfig(readFileSync(file, 'utf8'), config);
      headers['Content-Type'] = type;
      if (gzipAccepted(req, type)) {
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
        const body = gzipSync(html, { level: 6 });
        res.writeHead(200, { ...headers, 'Content-Length': body.length });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(html) });
      return res.end(req.method === 'HEAD' ? undefined : html);
    }
    const gzip = gzipAccepted(req, type);
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    } else {
      headers['Content-Length'] = statSync(file).size;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pkg = process.argv[2];
  if (!pkg) {
    console.error('usage: node tools/static-server.mjs <package-folder> [port]');
    process.exit(2);
  }
  const dir = path.join(ROOT, pkg, 'dist');
  const fallbackPort = { shell: 3000, 'mfe-application': 3001, 'mfe-status-tracking': 3002, 'mfe-induction': 3003, 'mfe-opneed-signing': 3004, 'mfe-content': 3005 }[pkg];
  const port = Number(process.argv[3] ?? process.env.PORT ?? fallbackPort ?? 3000);
  startStaticServer({ dir, port }).then(() => console.log(`${pkg} on http://localhost:${port}`));
}

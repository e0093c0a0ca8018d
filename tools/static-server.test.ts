import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer, withRuntimeConfig } from './static-server.mjs';

/**
 * Issue 10, security: the seven static servers (shell and six remotes, all tools/static-server.mjs) answer every
 * page with a strict Content Security Policy and every response with the usual security headers, and a malformed
 * address is a 400, not a crash. Each server gets its own folder shaped like a build (index.html, a hashed script).
 */
const PACKAGES = ['shell', 'mfe-application', 'mfe-status-tracking', 'mfe-induction', 'mfe-opneed-signing', 'mfe-content', 'mfe-staff-console'];
const ENV = { RELEASES_URL: 'off', API_BASE: 'http://localhost:8080' };

interface Running {
  pkg: string;
  server: Server;
  base: string;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(label: string, headers: Headers) {
  expect({
    label,
    nosniff: headers.get('x-content-type-options'),
    referrer: headers.get('referrer-policy'),
    frame: headers.get('x-frame-options'),
    coop: headers.get('cross-origin-opener-policy'),
    corp: headers.get('cross-origin-resource-policy'),
    hsts: headers.get('strict-transport-security'),
    permissions: headers.get('permissions-policy'),
  }).toEqual({
    label,
    nosniff: 'nosniff',
    referrer: 'strict-origin-when-cross-origin',
    frame: 'DENY',
    coop: 'same-origin',
    corp: 'cross-origin',
    hsts: expect.stringMatching(/^max-age=\d{8,}/),
    permissions: expect.stringMatching(/camera=\(\).*microphone=\(\).*geolocation=\(\)/),
  });
}

describe('security headers of the six static servers', () => {
  const running: Running[] = [];
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'msic-static-'));
    for (const pkg of PACKAGES) {
      const dir = path.join(root, pkg, 'dist');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>${pkg}</title><script defer src="/main.0123456789abcdef.js"></script></head><body></body></html>`);
      writeFileSync(path.join(dir, 'main.0123456789abcdef.js'), 'console.log(1);');
      const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1', env: ENV, releasesDir: path.join(root, pkg, 'releases') });
      running.push({ pkg, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });

  afterAll(async () => {
    await Promise.all(running.map(({ server }) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it.each(PACKAGES)('%s: every page has a strict CSP (no inline or eval script, no plugins, no framing, fixed base and form targets)', async (pkg) => {
    const { base } = running.find((r) => r.pkg === pkg)!;
    for (const page of ['/', '/apply/form/1', '/status/12', '/index.html']) {
      const res = await fetch(base + page);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectCommonHeaders(`${pkg} ${page}`, res.headers);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      for (const weak of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", 'data:', '*', 'http:', 'https:']) expect(scripts).not.toContain(weak);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toContain('data:'); // inline images stay allowed
      // issue 39: howler's silent stub when the induction player unloads a slide's narration, refused before
      expect(csp.get('media-src')).toContain('data:');
      expect(csp.get('connect-src')).toContain('http://localhost:8080');
      expect(csp.get('connect-src')).not.toContain('*');
    }
  });

  it.each(PACKAGES)('%s: scripts, the runtime configuration, health, errors and preflights carry the headers too', async (pkg) => {
    const { base } = running.find((r) => r.pkg === pkg)!;
    const cases: [string, RequestInit, number][] = [
      ['/main.0123456789abcdef.js', {}, 200],
      ['/config.json', {}, 200],
      ['/healthz', {}, 200],
      ['/missing.js', {}, 404],
      ['/', { method: 'POST' }, 405],
      ['/', { method: 'OPTIONS' }, 204],
      ['/v/9.9.9/remoteEntry.js', {}, 404],
    ];
    for (const [url, init, status] of cases) {
      const res = await fetch(base + url, init);
      expect({ url, status: res.status }).toEqual({ url, status });
      expectCommonHeaders(`${pkg} ${init.method ?? 'GET'} ${url}`, res.headers);
    }
    expect((await fetch(`${base}/config.json`)).headers.get('cache-control')).toMatch(/no-store/);
  });

  it.each(PACKAGES)('%s: a malformed or escaping address is a 400 with the headers, and the server keeps serving', async (pkg) => {
    const { base } = running.find((r) => r.pkg === pkg)!;
    for (const url of ['/%zz', '/%E0%A4%A', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/package.json']) {
      const res = await fetch(base + url);
      expect({ url, refused: [400, 404].includes(res.status) }).toEqual({ url, refused: true });
      expectCommonHeaders(`${pkg} ${url}`, res.headers);
      expect(await res.text()).not.toContain('"workspaces"');
    }
    expect((await fetch(`${base}/%zz`)).status).toBe(400);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('the runtime configuration written into the page', () => {
  const config = {
    apiBase: 'http://localhost:8080',
    tokenAllowlist: [],
    companyResolution: { default: 'msic', hosts: {}, subdomain: true },
    websiteType: '</script><script>alert(1)</script>',
    remotes: { application: { manifest: 'http://localhost:3001/mf-manifest.json' }, content: { manifest: '/content/mf-manifest.json' } },
  };

  it('is a JSON data block in the head that parses back to the configuration, with nothing able to close it early', () => {
    const html = withRuntimeConfig('<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>', config);
    const match = /<script type=application\/json id=runtime-config>(.*?)<\/script><\/head>/.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1]!)).toEqual(config);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('preconnects to the remotes and the API on other origins, once each, in the connection pool each is fetched from', () => {
    const html = withRuntimeConfig('<html><head></head></html>', config);
    // remote scripts are classic scripts (no crossorigin), the API is called with CORS fetch: the pools differ
    const hints = [...html.matchAll(/<link rel=preconnect href="([^"]+)"( crossorigin)?>/g)].map((m) => `${m[1]}${m[2] ?? ''}`);
    expect(hints).toEqual(['http://localhost:3001', 'http://localhost:8080 crossorigin']);
  });

  it('is served in every page, the same as /config.json', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'msic-static-inline-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    const server = await startStaticServer({ dir: root, port: 0, host: '127.0.0.1', env: ENV, releasesDir: path.join(root, 'releases') });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await (await fetch(`${base}/apply/form/`)).text();
      const inline = JSON.parse(/id=runtime-config>(.*?)<\/script>/.exec(page)![1]!);
      expect(inline).toEqual(await (await fetch(`${base}/config.json`)).json());
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    }
  });
});

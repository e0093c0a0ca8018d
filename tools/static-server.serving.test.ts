import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildStaticServer, startStaticServer } from './static-server.mjs';

/**
 * Issue 16, static serving on a kept server (@fastify/static): containment that an encoded traversal cannot
 * escape, Range for audio seeking, ETag revalidation, precompressed files written at build time, and the cache
 * rules (entry points revalidated, hashed and released files kept for good).
 */
const ENV = { RELEASES_URL: 'off', API_BASE: 'http://localhost:8080' };
const AUDIO = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2_000))});`;

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'msic-serving-'));
  const dist = path.join(root, 'dist');
  // a sibling whose name starts like the served folder: what `startsWith(root)` let through
  mkdirSync(path.join(root, 'dist-leak'), { recursive: true });
  writeFileSync(path.join(root, 'dist-leak', 'secret.txt'), 'TOP SECRET');
  mkdirSync(path.join(dist, 'js'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
  writeFileSync(path.join(dist, 'js', 'main.0123456789.js'), SCRIPT);
  writeFileSync(path.join(dist, 'js', 'main.0123456789.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'js', 'main.0123456789.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'remoteEntry.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'narration.0123456789.mp3'), AUDIO);
  mkdirSync(path.join(dist, 'favicons'));
  writeFileSync(path.join(dist, 'favicons', 'msic.png'), 'msic icon');
  writeFileSync(path.join(dist, 'favicons', 'bne.png'), 'bne icon');
  const release = path.join(root, 'releases', '1.0.0-abcdef0123');
  mkdirSync(release, { recursive: true });
  writeFileSync(path.join(release, 'remoteEntry.js'), SCRIPT);
  server = await startStaticServer({ dir: dist, port: 0, host: '127.0.0.1', env: ENV, releasesDir: path.join(root, 'releases') });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('containment', () => {
  it.each([
    '/..%2fdist-leak%2fsecret.txt',
    '/..%2Fdist-leak%2Fsecret.txt',
    '/%2e%2e%2fdist-leak%2fsecret.txt',
    '/js/..%2f..%2fdist-leak%2fsecret.txt',
    '/v/..%2f..%2fdist-leak%2fsecret.txt',
    '/v/1.0.0-abcdef0123/..%2f..%2f..%2fdist-leak%2fsecret.txt',
    '/..%5cdist-leak%5csecret.txt',
    '/js//..//..//dist-leak/secret.txt',
  ])('%s to a sibling folder named like the served one is refused', async (url) => {
    const res = await fetch(base + url);
    expect({ url, refused: [400, 403, 404].includes(res.status) }).toEqual({ url, refused: true });
    expect(await res.text()).not.toContain('TOP SECRET');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves no dot file and no precompressed file by its own name', async () => {
    writeFileSync(path.join(root, 'dist', '.env'), 'SECRET=1');
    expect([400, 404]).toContain((await fetch(`${base}/.env`)).status);
    expect((await fetch(`${base}/js/main.0123456789.js.br`)).status).toBe(404);
  });
});

describe('Range', () => {
  it('answers a byte range of an audio file with 206 and exactly those bytes', async () => {
    const res = await fetch(`${base}/assets/narration.0123456789.mp3`, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${AUDIO.length}`);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers an unsatisfiable range with 416', async () => {
    const res = await fetch(`${base}/assets/narration.0123456789.mp3`, { headers: { range: 'bytes=20000-30000' } });
    expect(res.status).toBe(416);
  });
});

/** A request as a browser revalidating its cache sends it (fetch would add `cache-control: no-cache` to it). */
function conditional(url: string, etag: string): Promise<number> {
  return import('node:http').then(
    (http) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(base + url, { headers: { 'if-none-match': etag } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      }),
  );
}

describe('ETag revalidation', () => {
  it('answers a script revalidated with its ETag with 304 and no body', async () => {
    const first = await fetch(`${base}/remoteEntry.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await conditional('/remoteEntry.js', etag!)).toBe(304);
    expect(await conditional('/remoteEntry.js', '"another"')).toBe(200);
    expect(await conditional('/assets/narration.0123456789.mp3', (await fetch(`${base}/assets/narration.0123456789.mp3`)).headers.get('etag')!)).toBe(304);
  });

  it('answers a page revalidated with its ETag with 304, and a changed page with 200', async () => {
    const first = await fetch(`${base}/apply/form/`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    expect(await conditional('/apply/form/', etag)).toBe(304);
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>shell v2</title></head><body><div id=root></div></body></html>');
    expect(await conditional('/apply/form/', etag)).toBe(200);
    expect(await (await fetch(`${base}/apply/form/`)).text()).toContain('shell v2');
  });
});

describe('precompressed files and pages', () => {
  const raw = async (url: string, encoding: string) => {
    // node's fetch decodes bodies: read the bytes over a plain request to see what the server sent
    const http = await import('node:http');
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      http
        .get(base + url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  };

  it('serves the brotli file written at build time to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await raw('/js/main.0123456789.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body).toEqual(readFileSync(path.join(root, 'dist', 'js', 'main.0123456789.js.br')));
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await raw('/js/main.0123456789.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw('/js/main.0123456789.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses pages (which carry the runtime configuration) once, with the encoding the browser accepts', async () => {
    const br = await raw('/faq', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('id=runtime-config');
    const gz = await raw('/faq', 'gzip');
    expect(gunzipSync(gz.body).toString()).toContain('id=runtime-config');
  });
});

describe('cache rules', () => {
  it.each([
    ['/js/main.0123456789.js', 'public, max-age=31536000, immutable'],
    ['/assets/narration.0123456789.mp3', 'public, max-age=31536000, immutable'],
    ['/remoteEntry.js', 'no-cache'],
    // a page names the visitor's releases (issue 42): private to the visitor
    ['/', 'private, no-cache'],
    ['/index.html', 'private, no-cache'],
    ['/v/1.0.0-abcdef0123/remoteEntry.js', 'public, max-age=31536000, immutable'],
  ])('%s: %s', async (url, rule) => {
    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(rule);
  });

  it('answers a page for /index.html and clean paths with the runtime configuration and the CSP, never the raw file', async () => {
    for (const url of ['/', '/index.html', '/status/12', '/apply/form/1/step2']) {
      const res = await fetch(base + url);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(await res.text()).toContain('id=runtime-config');
    }
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/v/2.0.0-none/remoteEntry.js`)).status).toBe(404);
    const head = await fetch(`${base}/faq`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('issue 39: a path the route table does not know is answered 404, with the missing page', () => {
  let tabled: Server;
  let at: string;
  beforeAll(async () => {
    const dist = path.join(root, 'tabled');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
    writeFileSync(
      path.join(dist, 'route-table.json'),
      JSON.stringify({ routes: [{ id: 'home', path: '/', remote: 'content' }, { id: 'faq', path: '/faq', remote: 'content' }, { id: 'notFound', path: '/404', remote: 'content' }, { id: 'catchAll', path: '*', remote: 'content' }], companies: ['msic'], defaultCompany: 'msic' }),
    );
    tabled = await startStaticServer({ dir: dist, port: 0, host: '127.0.0.1', env: ENV });
    at = `http://127.0.0.1:${(tabled.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => tabled.close(resolve)));

  it.each([
    ['/faq', 200],
    ['/', 200],
    ['/no-such-page', 404],
    ['/apply/nothing/here', 404],
    ['/404', 404],
  ])('%s answers %i, with the page', async (url, status) => {
    const res = await fetch(at + url);
    expect({ url, status: res.status }).toEqual({ url, status });
    expect(await res.text()).toContain('<div id=root>');
  });
});

describe('/favicon.png: the icon of the host\'s company, drawn at the build', () => {
  it.each([
    ['bne.localhost:3000', 'bne icon'],
    ['msic.localhost', 'msic icon'],
    // a host that names no company built: the default's
    ['localhost:3000', 'msic icon'],
    ['nowhere.example', 'msic icon'],
  ])('%s: %s', async (host, body) => {
    const app = await buildStaticServer({ dir: path.join(root, 'dist'), env: ENV, releasesDir: path.join(root, 'releases') });
    const res = await app.inject({ url: '/favicon.png', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.vary).toBe('Host');
    expect(res.body).toBe(body);
  });
});

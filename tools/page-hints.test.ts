import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_IDS, ROUTES as ROUTE_DEFS } from 'shared-contracts';
import { hintTags, routeOf } from './page-hints.mjs';
import { fixedPointers, NO_POINTERS } from './release-pointers.mjs';
import { startStaticServer } from './static-server.mjs';

/**
 * Issue 17, one round trip to the route's code: the shell's static server writes into each page the shell's
 * start-up chunks, the route's remote entry and exposed chunks (from the manifest of the release the registry
 * names, embedded for the shell), each in the fetch mode it will be requested in; no API call (spec §7 headers).
 */
/** The shell's route table as write-route-table.ts writes it, without page data (no API answers here). */
const ROUTES = { routes: ROUTE_IDS.map((id) => ({ id, path: ROUTE_DEFS[id].path, remote: ROUTE_DEFS[id].remote })) };
const MANIFEST = (name: string) => ({
  metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' }, contractsMajor: 1, contractsVersion: '1.0.0', buildVersion: '1.0.0', publicPath: 'auto' },
  exposes: [{ id: `${name}:App`, name: 'App', path: './App', assets: { js: { sync: ['js/__federation_expose_App.abc1234567.js'], async: ['js/lazy.def1234567.js'] }, css: { sync: ['css/app.0123456789.css'], async: [] } } }],
  shared: [],
});

let root: string;
const servers: Server[] = [];
let shell: string;
let content: string;
let application: string;

/** The release pointers the servers read (the API's, in service). */
const pointers = fixedPointers();

async function serve(dir: string, env: Record<string, string>): Promise<string> {
  const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1', env, releasesDir: path.join(dir, '..', 'releases'), pointers });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'msic-hints-'));
  const env = { API_BASE: 'http://api.example:8080' };
  for (const [pkg, name] of [
    ['mfe-content', 'mfe_content'],
    ['mfe-application', 'mfe_application'],
  ] as const) {
    const dist = path.join(root, pkg, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(MANIFEST(name)));
  }
  content = await serve(path.join(root, 'mfe-content', 'dist'), env);
  application = await serve(path.join(root, 'mfe-application', 'dist'), env);
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div><script defer src="/js/main.0123456789.js"></script></body></html>');
  writeFileSync(path.join(dist, 'route-table.json'), JSON.stringify(ROUTES));
  writeFileSync(path.join(dist, 'startup.json'), JSON.stringify({ js: ['js/16.0123456789.js', 'js/696.0123456789.js'], css: ['css/main.0123456789.css'] }));
  // the tracking remote is down (nothing listens on port 9 of this machine)
  shell = await serve(dist, { ...env, REMOTE_CONTENT_URL: content, REMOTE_APPLICATION_URL: application, REMOTE_STATUS_TRACKING_URL: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(root, { recursive: true, force: true });
});

const links = (html: string) => [...html.matchAll(/<link rel=preload as=(\w+)( crossorigin)? href="([^"]+)">/g)].map((m) => `${m[1]}${m[2] ?? ''} ${m[3]}`);

describe('the route a page is for', () => {
  it.each([
    ['/', 'home'],
    ['/apply/form/', 'newForm'],
    ['/apply/form', 'newForm'],
    ['/apply/form/abc123/step2', 'formStep2'],
    ['/apply/form/abc123/', 'form'],
    ['/question/how-long', 'question'],
    ['/faq/', 'faq'],
    ['/no/such/page', 'catchAll'],
  ])('%s is %s', (pathname, id) => {
    expect(routeOf(path.join(root, 'shell', 'dist'), pathname)?.id).toBe(id);
  });
});

describe('hints written into the page', () => {
  it("hints the shell's start-up chunks, the route's remote entry, exposed chunks and styles, and embeds its manifest", async () => {
    const html = await (await fetch(`${shell}/faq`)).text();
    const hinted = links(html);
    expect(hinted).toEqual(
      expect.arrayContaining([
        'style /css/main.0123456789.css',
        'script /js/16.0123456789.js',
        'script /js/696.0123456789.js',
        // classic scripts without crossorigin: the federation runtime and webpack load them that way
        `script ${content}/remoteEntry.js`,
        `script ${content}/js/__federation_expose_App.abc1234567.js`,
        `style ${content}/css/app.0123456789.css`,
      ]),
    );
    expect(hinted.join('\n')).not.toContain('lazy.def1234567');
    expect(hinted.join('\n')).not.toContain(application);
    const embedded = JSON.parse(/<script type=application\/json id=remote-manifests>(.*?)<\/script>/.exec(html)![1]!);
    expect(embedded).toEqual({ content: { manifest: `${content}/mf-manifest.json`, metaData: MANIFEST('mfe_content').metaData } });
    // the hints come before the configuration and the shell's own script
    expect(html.indexOf('remoteEntry.js')).toBeLessThan(html.indexOf('/js/main.0123456789.js'));
  });

  it('preloads no API call: a preload cannot carry the Company and WebsiteType headers of spec §7', async () => {
    const hinted = links(await (await fetch(`${shell}/apply/form/`)).text());
    expect(hinted).toEqual(expect.arrayContaining([`script ${application}/remoteEntry.js`]));
    expect(hinted.filter((l) => l.startsWith('fetch'))).toEqual([]);
  });

  it('hints the release the pointers name', async () => {
    const release = path.join(root, 'mfe-content', 'releases', '2.0.0-0123abcdef');
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify(MANIFEST('mfe_content')));
    pointers.set({ remotes: { content: { stable: '2.0.0-0123abcdef', canary: null } } });
    try {
      // a page waits 300 ms at most for a manifest not fetched yet; on a busy machine the first page after the
      // registry change may go out without it, and a later one has it (remoteManifest): ask a few times
      const entry = `script ${content}/v/2.0.0-0123abcdef/remoteEntry.js`;
      let hinted: string[] = [];
      for (let attempt = 0; attempt < 20 && !hinted.includes(entry); attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
        hinted = links(await (await fetch(`${shell}/`)).text());
      }
      expect(hinted).toContain(entry);
      expect(hinted).toContain(`script ${content}/v/2.0.0-0123abcdef/js/__federation_expose_App.abc1234567.js`);
    } finally {
      pointers.set(NO_POINTERS);
    }
  });

  it('serves the page at once without the remote hints when the remote cannot be reached', async () => {
    const started = Date.now();
    const response = await fetch(`${shell}/track-msic`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(links(html)).toEqual(['style /css/main.0123456789.css', 'script /js/16.0123456789.js', 'script /js/696.0123456789.js']);
    expect(html).not.toContain('remote-manifests');
  });

  it('writes no hints in a remote’s own page (it has no route table)', async () => {
    const html = await (await fetch(`${content}/`)).text();
    expect(links(html)).toEqual([]);
    expect(html).not.toContain('remote-manifests');
  });
});

describe('hint tags', () => {
  const hints = { preloads: [{ as: 'style' as const, href: '/css/main.css' }, { as: 'script' as const, href: 'http://r.test/remoteEntry.js?a=1&b="2"' }], embedded: '{"content":{}}' };

  it('hints scripts at the priority the browser gives them when the page needs them to show anything', () => {
    expect(hintTags(hints, { screenInPage: false })).toBe(
      '<link rel=preload as=style href="/css/main.css"><link rel=preload as=script href="http://r.test/remoteEntry.js?a=1&amp;b=&quot;2&quot;"><script type=application/json id=remote-manifests>{"content":{}}</script>',
    );
  });

  it('hints scripts low when the page carries its screen, so the render-blocking styles come first', () => {
    const html = hintTags(hints, { screenInPage: true });
    expect(html).toContain('<link rel=preload as=script fetchpriority=low href="http://r.test/remoteEntry.js');
    expect(html).toContain('<link rel=preload as=style href="/css/main.css">');
  });
});

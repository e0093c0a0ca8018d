import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPANY_IDS, DEFAULT_COMPANY, companyForHost, ROUTE_IDS, ROUTES as ROUTE_DEFS } from 'shared-contracts';
import { API_BASE_PLACEHOLDER, companyOfHost, forgetFirstScreens, keyOfPath, keyOfScreen, withFirstScreen } from './first-screens.mjs';
import { fixedPointers, NO_POINTERS } from './release-pointers.mjs';
import { startStaticServer } from './static-server.mjs';

/**
 * Issue 17, prerendered first screens (decision 026): the shell's static server writes the content remote's
 * prerendered screen of the release the registry names, for the company of the request's host, into the page's
 * #root; a page without one is served as before, never broken.
 */
/** The shell's route table as write-route-table.ts writes it, without page data (no API answers here). */
const ROUTES = { routes: ROUTE_IDS.map((id) => ({ id, path: ROUTE_DEFS[id].path, remote: ROUTE_DEFS[id].remote })) };
const MANIFEST = {
  metaData: { name: 'mfe_content', remoteEntry: { name: 'remoteEntry.js', path: '' }, contractsMajor: 1, contractsVersion: '1.0.0', buildVersion: '1.0.0', publicPath: 'auto' },
  exposes: [{ id: 'mfe_content:App', name: 'App', path: './App', assets: { js: { sync: ['js/expose.abc1234567.js'], async: [] }, css: { sync: ['css/app.0123456789.css'], async: ['css/screen.9876543210.css'] } } }],
  shared: [{ name: 'ui-kit/widgets' }],
};

let root: string;
/** The release pointers the servers read (the API's, in service). */
const pointers = fixedPointers();
const servers: Server[] = [];
let shell: string;

/** A release of the content remote with first screens: `heading(company, key)` is each page's <h1>. */
function writeRelease(dir: string, heading: (company: string, key: string) => string, keys = ['index', 'faq', 'question/how-do-i-apply', '404']) {
  mkdirSync(path.join(dir, 'first-screens'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  const companies = ['msic', 'bne'];
  writeFileSync(path.join(dir, 'first-screens', 'index.json'), JSON.stringify({ companies, defaultCompany: 'msic', keys }));
  for (const company of companies)
    for (const key of keys) {
      const file = path.join(dir, 'first-screens', company, `${key}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      const html = `<header>${company}</header><main><div data-prerendered-screen="x"><h1>${heading(company, key)}</h1><a href="${API_BASE_PLACEHOLDER}/forms/a.pdf">form</a></div></main>`;
      // the FAQ rendered in the shell's own tree, for the shell to hydrate (decision 071); the others not
      const hydrate = key === 'faq' ? { hydrate: true } : {};
      // the theme's style sheets for the head (issue 40); a fragment whose head is anything else has it dropped
      const head = key === 'index' ? '<script>alert(1)</script>' : `<style data-precedence="mantine" data-href="mantine-variables-${company}">:root{--x:1}</style>`;
      writeFileSync(file, JSON.stringify({ route: key, path: `/${key}`, title: `${heading(company, key)} | <${company}> & co`, description: `About "${key}"`, html, head, ...hydrate }));
    }
}

/** A release of the tracking remote (decision 051): one loading screen per route, the same at every address. */
function writeRouteScreens(dir: string) {
  const routes = { track: 'routes/track', status: 'routes/status' };
  mkdirSync(path.join(dir, 'first-screens', 'msic', 'routes'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ ...MANIFEST, metaData: { ...MANIFEST.metaData, name: 'mfe_status_tracking' } }));
  writeFileSync(path.join(dir, 'first-screens', 'index.json'), JSON.stringify({ companies: ['msic'], defaultCompany: 'msic', keys: Object.values(routes), routes }));
  for (const [id, key] of Object.entries(routes)) {
    const html = `<main><div data-prerendered-screen="${id}"><h1>${id} screen</h1><div aria-busy="true"></div></div></main>`;
    writeFileSync(path.join(dir, 'first-screens', 'msic', `${key}.json`), JSON.stringify({ route: id, path: `/${id}`, title: `${id} | MSIC`, description: id, html }));
  }
}

async function serve(dir: string, env: Record<string, string>, releasesDir?: string): Promise<string> {
  const server = await startStaticServer({ dir, port: 0, host: '127.0.0.1', env, releasesDir, pointers });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port the system gave this test and nothing listens on any more: a remote that cannot be reached. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A page as a browser on `host` asks for it (fetch would not send another Host header). */
const page = (url: string, host?: string) =>
  new Promise<string>((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: host ? { host } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
const rootOf = (html: string) => /<div id="?root"?[^>]*>(.*)<\/div><script/s.exec(html)?.[1] ?? '';
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(rootOf(html))?.[1];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'msic-first-screens-'));
  // a page waits for its screen as long as the release server takes: on a busy machine (the whole suite on 2 cores)
  // a first fragment took longer than the servers' 500 ms, and the page was served without it
  const env = { API_BASE: 'http://api.example:8080', FIRST_SCREEN_WAIT_MS: '10000' };
  // the content remote: its current build, and one published release with other headings
  const contentDist = path.join(root, 'mfe-content', 'dist');
  writeRelease(contentDist, (company, key) => `${key} of ${company}`);
  writeRelease(path.join(root, 'mfe-content', 'releases', '1.0.1-abcdef1234'), (company, key) => `${key} of ${company}, release 1.0.1`);
  const content = await serve(contentDist, env, path.join(root, 'mfe-content', 'releases'));
  const trackingDist = path.join(root, 'mfe-status-tracking', 'dist');
  writeRouteScreens(trackingDist);
  const tracking = await serve(trackingDist, env);
  // every other remote is one of the test's own, with no first screens: what answers on a remote's usual port (a
  // running `npm start`) is no part of this test
  const emptyDist = path.join(root, 'empty-remote', 'dist');
  mkdirSync(emptyDist, { recursive: true });
  writeFileSync(path.join(emptyDist, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  const empty = await serve(emptyDist, env);
  const remotes = { REMOTE_APPLICATION_URL: empty, REMOTE_INDUCTION_URL: empty, REMOTE_OPNEED_SIGNING_URL: empty, REMOTE_STAFF_CONSOLE_URL: empty };
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang=en-AU><head><meta name=description content><title>shell</title></head><body><div id=root></div><script defer src="/js/main.0123456789.js"></script></body></html>');
  writeFileSync(path.join(dist, 'route-table.json'), JSON.stringify(ROUTES));
  writeFileSync(path.join(dist, 'startup.json'), JSON.stringify({ js: ['js/16.0123456789.js'], css: ['css/main.0123456789.css'], layers: { 'ui-kit/widgets': { css: ['css/widgets.0123456789.css'] }, 'ui-kit/modal': { css: ['css/modal.0123456789.css'] } } }));
  shell = await serve(dist, { ...env, ...remotes, REMOTE_CONTENT_URL: content, REMOTE_STATUS_TRACKING_URL: tracking, COMPANY_HOSTS: 'cards.brisbane.example=bne' });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  pointers.set(NO_POINTERS);
  forgetFirstScreens();
});

describe('the company of a host: the same rule as shared-contracts companyForHost', () => {
  const resolution = { default: 'msic', hosts: { 'cards.brisbane.example': 'bne', 'typo.example': 'nobody' }, subdomain: true };
  it.each(['localhost', 'bne.localhost', 'BNE.localhost.', 'cards.brisbane.example', 'typo.example', 'toll.cards.example', 'nobody.example', 'asset-asic.localhost'])('%s', (host) => {
    expect(companyOfHost(host, resolution, COMPANY_IDS, DEFAULT_COMPANY)).toBe(companyForHost(host, resolution));
  });
  it('without subdomains, and with a default naming no company', () => {
    expect(companyOfHost('bne.localhost', { ...resolution, subdomain: false }, COMPANY_IDS, DEFAULT_COMPANY)).toBe(companyForHost('bne.localhost', { ...resolution, subdomain: false }));
    expect(companyOfHost('localhost', { ...resolution, default: 'nope' }, COMPANY_IDS, DEFAULT_COMPANY)).toBe(companyForHost('localhost', { ...resolution, default: 'nope' }));
  });
});

describe('the fragment key of a path', () => {
  it.each([
    ['/', 'index'],
    ['/faq', 'faq'],
    ['/faq/', 'faq'],
    ['/question/how-do-i-apply', 'question/how-do-i-apply'],
    ['/a/b/c', undefined],
    ['/../secret', undefined],
    ['/FAQ', undefined],
    ['/%2e%2e', undefined],
  ])('%s → %s', (pathname, key) => expect(keyOfPath(pathname)).toBe(key));
});

describe('the key of the screen at an address', () => {
  const index = { keys: ['index', 'faq', '404', 'routes/track'], routes: { track: 'routes/track' } };
  it.each([
    [{ id: 'track' }, '/track-msic', 'routes/track'],
    [{ id: 'faq' }, '/faq', 'faq'],
    [{ id: 'catchAll' }, '/no/such/page', '404'],
    [{ id: 'toString' }, '/x', '404'],
    [{}, '/', 'index'],
  ])('%j at %s → %s', (route, pathname, key) => expect(keyOfScreen(index, route, pathname)).toBe(key));
});

describe('pages with their prerendered screen', () => {
  it('writes the fragment of the request company into #root, with its stylesheets and the colour scheme', async () => {
    const html = await page(`${shell}/faq`, 'bne.localhost');
    expect(h1(html)).toBe('faq of bne');
    // marked for the shell to hydrate, as the fragment says (decision 071)
    expect(html).toMatch(/<div id="root" data-prerendered="current" data-prerendered-company="bne" data-hydrate=""><header>bne<\/header>/);
    // a fragment that does not say so is rendered over, as before
    expect(await page(`${shell}/`, 'bne.localhost')).toMatch(/<div id="root" data-prerendered="current" data-prerendered-company="bne"><header>bne<\/header>/);
    expect(html).toMatch(/<html lang=en-AU data-mantine-color-scheme="light" data-company="bne">/);
    // render-blocking: the page is painted with the styles it will keep (a later style would move it)
    const head = html.slice(0, html.indexOf('</head>'));
    // the shell's files named as its style loader looks them up, so that it does not add them a second time
    expect(head).toContain('<link rel=stylesheet href="/css/main.0123456789.css" data-href="css/main.0123456789.css">');
    // the theme's style sheets in the head, never in the body (issue 40); a head of anything else is not written
    expect(head).toContain('<style data-precedence="mantine" data-href="mantine-variables-bne">:root{--x:1}</style>');
    expect(html.slice(html.indexOf('</head>'))).not.toContain('<style');
    expect(await page(`${shell}/`, 'bne.localhost')).not.toContain('alert(1)');
    // the styles of the shell's layers the remote uses (an accordion's), not of the others
    expect(head).toContain('<link rel=stylesheet href="/css/widgets.0123456789.css" data-href="css/widgets.0123456789.css">');
    expect(head).not.toContain('modal.0123456789.css');
    expect(head).toMatch(/<link rel=stylesheet href="http:\/\/127\.0\.0\.1:\d+\/css\/app\.0123456789\.css">/);
    expect(head).toMatch(/<link rel=stylesheet href="http:\/\/127\.0\.0\.1:\d+\/css\/screen\.9876543210\.css">/);
    // the page's own title and description, escaped
    expect(head).toContain('<title>faq of bne | &lt;bne&gt; &amp; co</title>');
    expect(head).toContain('<meta name="description" content="About &quot;faq&quot;">');
    expect(head).not.toContain('<title>shell</title>');
    // the API base of this deployment, not the build's
    expect(html).toContain('<a href="http://api.example:8080/forms/a.pdf">');
    expect(html).not.toContain(API_BASE_PLACEHOLDER);
  });

  it('chooses the company as the browser will: default, subdomain, exact host rule', async () => {
    // (asked for without Accept-Encoding, as curl does: the page, not a folder refused)
    expect(h1(await page(`${shell}/`, 'localhost'))).toBe('index of msic');

    expect(h1(await page(`${shell}/`, 'bne.localhost:4000'))).toBe('index of bne');
    expect(h1(await page(`${shell}/`, 'cards.brisbane.example'))).toBe('index of bne');
    // a company the release did not prerender: the default's page, as companyForHost falls back
    expect(h1(await page(`${shell}/question/how-do-i-apply`, 'toll.localhost'))).toBe('question/how-do-i-apply of msic');
  });

  it('serves the 404 screen for an address no route has, and for a question the release has not (its screen shows the 404 page)', async () => {
    expect(h1(await page(`${shell}/no/such/page`))).toBe('404 of msic');
    expect(h1(await page(`${shell}/NO-SUCH-PAGE`, 'bne.localhost'))).toBe('404 of bne');
    expect(h1(await page(`${shell}/question/unknown`))).toBe('404 of msic');
  });

  it('leaves the page as it was for a route whose remote has no first screens, and for a remote that cannot be reached', async () => {
    const enrolment = await page(`${shell}/induction-enrolment`);
    expect(rootOf(enrolment)).toBe('');
    expect(enrolment).toContain('<title>shell</title>');
    const other = await serve(path.join(root, 'shell', 'dist'), { REMOTE_CONTENT_URL: `http://127.0.0.1:${await closedPort()}` });
    const html = await page(`${other}/faq`);
    expect(html).toContain('<div id=root></div>');
    expect(html).not.toContain('rel=stylesheet');
  });

  it("serves a remote's loading screen of a route at every address of the route (decision 051), and none for a route the release has none of", async () => {
    const track = await page(`${shell}/track-msic`);
    expect(h1(track)).toBe('track screen');
    expect(track).toContain('<title>track | MSIC</title>');
    expect(h1(await page(`${shell}/status/77`))).toBe('status screen');
    expect(h1(await page(`${shell}/status/1234`))).toBe('status screen');
    // the legacy status address redirects in the client: no screen of its own, and not the 404 page
    expect(rootOf(await page(`${shell}/status/77/12`))).toBe('');
  });

  it('follows the release the pointers name: a content release alone changes the page', async () => {
    expect(h1(await page(`${shell}/faq`, 'bne.localhost'))).toBe('faq of bne');
    pointers.set({ remotes: { content: { stable: '1.0.1-abcdef1234', canary: null } } });
    const html = await page(`${shell}/faq`, 'bne.localhost');
    expect(h1(html)).toBe('faq of bne, release 1.0.1');
    expect(html).toContain('data-prerendered="1.0.1-abcdef1234"');
    // and back
    pointers.set(NO_POINTERS);
    expect(h1(await page(`${shell}/faq`, 'bne.localhost'))).toBe('faq of bne');
  });

  it("serves the last screen of a build at a remote's root while it is fetched again, then the rebuilt one", async () => {
    const file = path.join(root, 'mfe-content', 'dist', 'first-screens', 'bne', 'faq.json');
    const before = readFileSync(file, 'utf8');
    expect(h1(await page(`${shell}/faq`, 'bne.localhost'))).toBe('faq of bne');
    writeFileSync(file, before.replace(/faq of bne/g, 'faq of bne, rebuilt'));
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    try {
      // past the few seconds a build's file is kept: this page does not wait for the remote
      expect(h1(await page(`${shell}/faq`, 'bne.localhost'))).toBe('faq of bne');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(h1(await page(`${shell}/faq`, 'bne.localhost'))).toBe('faq of bne, rebuilt');
    } finally {
      clock.mockRestore();
      writeFileSync(file, before);
    }
  });

  it('a release without first screens (published before them) gives the page as it was', async () => {
    pointers.set({ remotes: { content: { stable: '0.9.0-0000000000', canary: null } } });
    mkdirSync(path.join(root, 'mfe-content', 'releases', '0.9.0-0000000000'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-content', 'releases', '0.9.0-0000000000', 'mf-manifest.json'), JSON.stringify(MANIFEST));
    expect(rootOf(await page(`${shell}/faq`))).toBe('');
  });
});

describe('writing a screen into a page', () => {
  const screen = { company: 'bne', html: '<h1>Costs $& and $1</h1>', version: '1.0.0' };
  it('escapes what the server writes in attributes, and takes the fragment as it is (no replacement patterns)', () => {
    const html = withFirstScreen('<html><head></head><body><div id="root"></div></body></html>', { ...screen, version: '"><script>alert(1)</script>' }, { apiBase: 'http://api' }, '');
    expect(html).toContain('data-prerendered="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>Costs $& and $1</h1>');
  });
  it("writes the company's theme colour in place of the build's, and leaves the icon link to /favicon.png (a page the app does not start on keeps them)", () => {
    const built = '<html><head><link rel="icon" type="image/png" href="/favicon.png"><meta name=theme-color content=#0b3d62></head><body><div id=root></div></body></html>';
    const html = withFirstScreen(built, { ...screen, themeColour: '#1d4f91' }, { apiBase: 'http://api' }, '');
    expect(html).toContain('<link rel="icon" type="image/png" href="/favicon.png">');
    expect(html).toContain('<meta name="theme-color" content="#1d4f91">');
    expect(html).not.toContain('#0b3d62');
  });
  it("writes the theme's style sheets in the head, after the page's styles, and never in the body (issue 40: HTML allows <style> in the head only)", () => {
    const sheets = '<style data-precedence="mantine" data-href="mantine-variables-bne mantine-classes-bne">:root, :host{--mantine-color-white: #ffffff;}</style>';
    const html = withFirstScreen('<html><head><title>x</title></head><body><div id="root"></div></body></html>', { ...screen, headStyles: sheets }, { apiBase: 'http://api' }, '<link rel=stylesheet href="/a.css">');
    expect(html).toContain(`<link rel=stylesheet href="/a.css">${sheets}</head>`);
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<style');
  });
  it('leaves a page without an empty root unchanged', () => {
    const page = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withFirstScreen(page, screen, { apiBase: 'http://api' }, '<link rel=stylesheet href="/a.css">')).toBe(page);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetPageData } from './page-data-block.mjs';
import { startStaticServer } from './static-server.mjs';

/**
 * Issue 17, the route's API data with the page: the shell's static server writes the public answers a route lists
 * (`data` of the route table, shared-contracts ROUTES `pageData`) into its page, fetched for the company of the
 * request's host with the portal headers of spec §7, kept, and never holding a page up when the API is slow or down.
 */
const TABLE = {
  routes: [
    { id: 'formStep2', path: '/apply/form/:id/step2', remote: 'application', data: [{ name: 'states', path: '/api/state/list' }, { name: 'countries', path: '/api/country/list' }] },
    { id: 'faq', path: '/faq', remote: 'content' },
  ],
  companies: ['msic', 'bne'],
  defaultCompany: 'msic',
};

let root: string;
const servers: Server[] = [];
const calls: { url: string; headers: IncomingHttpHeaders }[] = [];
let apiDown = false;
let apiDelayMs = 0;
let api: string;
let shell: string;

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'msic-page-data-'));
  api = await listen(
    createServer((request, response) => {
      calls.push({ url: request.url ?? '', headers: request.headers });
      setTimeout(() => {
        if (apiDown) return response.writeHead(503).end();
        const company = String(request.headers.company);
        const body = request.url === '/api/state/list' ? [{ Code: 'WA', Name: `Western Australia for ${company} </script>` }] : [{ Id: 1, Name: 'Australia' }];
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, apiDelayMs);
    }),
  );
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
  writeFileSync(path.join(dist, 'route-table.json'), JSON.stringify(TABLE));
  const server = await startStaticServer({
    dir: dist,
    port: 0,
    host: '127.0.0.1',
    env: { API_BASE: api, RELEASES_URL: 'off', COMPANY_SUBDOMAINS: 'true' },
    releasesDir: path.join(root, 'releases'),
  });
  servers.push(server);
  shell = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  forgetPageData();
  calls.length = 0;
  apiDown = false;
  apiDelayMs = 0;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(root, { recursive: true, force: true });
});

/** A page asked for with the host name of a company's site (fetch does not let a Host header through). */
function page(pathname: string, host: string): Promise<{ html: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    get(`${shell}${pathname}`, { headers: { host } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve({ html, ms: Date.now() - started }) : reject(new Error(`HTTP ${response.statusCode}`))));
    }).on('error', reject);
  });
}

const block = (html: string) => {
  const text = /<script type=application\/json id=page-data>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as { company: string; answers: Record<string, unknown> });
};

describe("a page's public API answers", () => {
  it("are in the page of a route that lists them, fetched for the host's company with the portal headers", async () => {
    const { html } = await page('/apply/form/12/step2', 'bne.localhost');
    const data = block(html);
    expect(data?.company).toBe('bne');
    expect(data?.answers.states).toEqual([{ Code: 'WA', Name: 'Western Australia for bne </script>' }]);
    expect(data?.answers.countries).toEqual([{ Id: 1, Name: 'Australia' }]);
    // nothing in an answer closes the element early
    expect(html).not.toContain('bne </script>');
    // (the server's start-up also asked for the default company's: those calls carry Company: msic)
    const ofBne = calls.filter((call) => call.headers.company === 'bne');
    expect(ofBne.map((call) => call.url).sort()).toEqual(['/api/country/list', '/api/state/list']);
    for (const call of ofBne) expect(call.headers).toMatchObject({ websitetype: 'msic', accept: 'application/json' });
  });

  it('are kept: the next page of the same company asks the API nothing', async () => {
    await page('/apply/form/12/step2', 'msic.localhost');
    const asked = calls.length;
    const { html } = await page('/apply/form/13/step2', 'msic.localhost');
    expect(block(html)?.company).toBe('msic');
    expect(calls.length).toBe(asked);
  });

  it('are not in the page of a route that lists none', async () => {
    const { html } = await page('/faq', 'bne.localhost');
    expect(block(html)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('do not hold a page up: an API that is down or slow leaves them out, and the client asks for them itself', async () => {
    apiDown = true;
    expect(block((await page('/apply/form/12/step2', 'bne.localhost')).html)).toBeUndefined();
    forgetPageData();
    apiDown = false;
    apiDelayMs = 1_200;
    const slow = await page('/apply/form/12/step2', 'bne.localhost');
    expect(block(slow.html)).toBeUndefined();
    expect(slow.ms).toBeLessThan(1_000);
  });
});

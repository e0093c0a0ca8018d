// The worker's rules (decision 047): which requests it keeps a copy of, and which answers may be kept. The worker
// runs network first; these rules decide only what a reload without a network can find.
const sw = require('./sw.js') as {
  kindOf(request: { method: string; url: string; mode: string; headers: Headers }, origins: { api: string; remotes: string[] } | undefined, own: string): string | null;
  keepable(kind: string, response: { status: number; type: string; redirected: boolean; headers: Headers }): boolean;
  originsOf(config: unknown): { api: string; remotes: string[] };
  isFormPage(request: { url: string; mode: string; headers: Headers }): boolean;
};

const own = 'http://shell.test';
const origins = { api: 'http://api.test', remotes: ['http://app.test', 'http://content.test'] };
const get = (url: string, headers: Record<string, string> = {}, mode = 'no-cors') => ({ method: 'GET', url, mode, headers: new Headers(headers) });
const response = (status: number, headers: Record<string, string> = {}, type = 'cors', redirected = false) => ({ status, type, redirected, headers: new Headers(headers) });

describe('what the service worker keeps for a reload without a network', () => {
  it.each([
    ['the shell page of a wizard step', get(`${own}/apply/form/12/step2`, {}, 'navigate'), 'shell'],
    ['the shell start-up code', get(`${own}/js/main.0123456789.js`), 'shell'],
    ['the runtime configuration', get(`${own}/config.json`, {}, 'cors'), 'shell'],
    ["a remote's manifest, entry and chunks", get('http://app.test/v/1.0.1-abc/remoteEntry.js'), 'remote'],
    ['reference data of the API', get('http://api.test/api/country/list', { Company: 'msic' }, 'cors'), 'api'],
  ])('%s', (_, request, kind) => {
    expect(sw.kindOf(request, origins, own)).toBe(kind);
  });

  it.each([
    ['the worker itself', get(`${own}/sw.js`)],
    ['a draft form (personal data)', get('http://api.test/api/form/12', { FormKey: 'k' }, 'cors')],
    ['anything sent with the bearer token', get('http://api.test/api/country/list', { Authorization: 'Bearer x' }, 'cors')],
    ['a POST', { ...get(`${own}/config.json`), method: 'POST' }],
    ['another origin', get('https://maps.example/tile.png')],
  ])('never %s', (_, request) => {
    expect(sw.kindOf(request, origins, own)).toBeNull();
  });

  it('knows no cross-origin request before it has read the runtime configuration', () => {
    expect(sw.kindOf(get('http://app.test/remoteEntry.js'), undefined, own)).toBeNull();
  });

  it('keeps complete readable answers; of the API only the public JSON it marks cacheable', () => {
    expect(sw.keepable('remote', response(200))).toBe(true);
    expect(sw.keepable('shell', response(200, { 'cache-control': 'no-cache, no-store' }, 'basic'))).toBe(true);
    expect(sw.keepable('remote', response(200, {}, 'opaque'))).toBe(false);
    expect(sw.keepable('remote', response(404))).toBe(false);
    expect(sw.keepable('shell', response(200, {}, 'basic', true))).toBe(false);
    expect(sw.keepable('api', response(200, { 'cache-control': 'public, max-age=3600', 'content-type': 'application/json; charset=utf-8' }))).toBe(true);
    expect(sw.keepable('api', response(200, { 'cache-control': 'no-store', 'content-type': 'application/json' }))).toBe(false);
    expect(sw.keepable('api', response(200, { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'audio/mpeg' }))).toBe(false);
  });

  it("reads the API's and the remotes' origins from the runtime configuration", () => {
    expect(sw.originsOf({ apiBase: 'http://api.test/base', remotes: { application: { manifest: 'http://app.test/v/1/mf-manifest.json' }, content: { manifest: 'http://app.test/mf-manifest.json' }, bad: { manifest: 'nope' } } })).toEqual({
      api: 'http://api.test',
      remotes: ['http://app.test'],
    });
  });

  it('answers any wizard address offline with the app shell, and only those', () => {
    expect(sw.isFormPage(get(`${own}/apply/form/12/step2?key=k`, {}, 'navigate'))).toBe(true);
    expect(sw.isFormPage(get(`${own}/apply/form/`, { Accept: 'text/html' }, 'cors'))).toBe(true);
    expect(sw.isFormPage(get(`${own}/faq`, {}, 'navigate'))).toBe(false);
    expect(sw.isFormPage(get(`${own}/apply/form/12/step2`, {}, 'cors'))).toBe(false);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASE_VISITOR_COOKIE, ReleasePointers, ReleaseVersion } from 'shared-contracts/releases';
import * as z from 'zod/mini';
import {
  apiPointers,
  fixedPointers,
  parsePointers,
  pointersUrl,
  RELEASE_VERSION,
  releaseFor,
  VISITOR_COOKIE,
  visitorBucket,
  visitorCookie,
  visitorOf,
  newVisitorId,
} from './release-pointers.mjs';
import { buildStaticServer } from './static-server.mjs';

/**
 * Issue 42: every static server reads the release pointers from the API (a cache of at most 2 s, the last pointers
 * when the API does not answer), and serves a canary to a share of visitors, sticky per visitor by an anonymous
 * cookie; the pages and /config.json that name a visitor's releases are private to that visitor.
 */
const CANARY = '1.0.1-0123456789';
const STABLE = '1.0.0-abcdef0123';

describe('the pointers and the contract', () => {
  it('keep the contract’s cookie name and version form', () => {
    expect(VISITOR_COOKIE).toBe(RELEASE_VISITOR_COOKIE);
    for (const version of ['1.0.0', CANARY, '1.0.1-012345678', '1.0.1-ABCDEF0123', 'x']) {
      expect({ version, tools: RELEASE_VERSION.test(version) }).toEqual({ version, tools: z.safeParse(ReleaseVersion, version).success });
    }
  });

  it('take what is well formed of an answer, and nothing of an answer that is not pointers', () => {
    const answer = { remotes: { content: { stable: STABLE, canary: { version: CANARY, percent: 10, startedAt: '2026-11-29T00:00:00Z' } }, application: { stable: '1.0.0', canary: null } } };
    expect(z.safeParse(ReleasePointers, answer).success).toBe(true);
    expect(parsePointers(answer)).toEqual({ remotes: { content: { stable: STABLE, canary: { version: CANARY, percent: 10 } }, application: { stable: '1.0.0', canary: null } } });
    expect(parsePointers({ remotes: { nope: { stable: '1.0.0', canary: null }, content: { stable: '../../etc', canary: null }, induction: { stable: '1.0.0', canary: { version: CANARY, percent: 100 } } } })).toEqual({
      remotes: { induction: { stable: '1.0.0', canary: null } },
    });
    expect(parsePointers({ message: 'Server error' })).toBeUndefined();
    expect(parsePointers(null)).toBeUndefined();
  });

  it('are read from API_BASE, RELEASES_URL, or not at all', () => {
    expect(pointersUrl({})).toBe('http://localhost:8080/api/releases');
    expect(pointersUrl({ API_BASE: 'https://api.example/' })).toBe('https://api.example/api/releases');
    expect(pointersUrl({ API_BASE: 'https://api.example', RELEASES_URL: 'http://10.0.0.2:8080/api/releases' })).toBe('http://10.0.0.2:8080/api/releases');
    expect(pointersUrl({ RELEASES_URL: 'off' })).toBeUndefined();
  });
});

describe('a canary for a share of visitors', () => {
  const pointer = { stable: STABLE, canary: { version: CANARY, percent: 10 } };

  it('gives each visitor the same release every time, and about the share asked for', () => {
    const ids = Array.from({ length: 10_000 }, () => newVisitorId());
    for (const percent of [1, 10, 50, 90]) {
      const p = { ...pointer, canary: { version: CANARY, percent } };
      const canary = ids.filter((id) => releaseFor('content', p, id).canary).length;
      // binomial: the share within 4 standard deviations
      const sd = Math.sqrt(ids.length * (percent / 100) * (1 - percent / 100));
      expect(Math.abs(canary - ids.length * (percent / 100))).toBeLessThan(4 * sd);
    }
    for (const id of ids.slice(0, 100)) expect(releaseFor('content', pointer, id)).toEqual(releaseFor('content', pointer, id));
  });

  it('draws each remote apart (hash of remote and id): one visitor is not in every canary', () => {
    const ids = Array.from({ length: 2_000 }, () => newVisitorId());
    const both = ids.filter((id) => visitorBucket('content', id) < 50 && visitorBucket('application', id) < 50).length;
    expect(both / ids.length).toBeGreaterThan(0.2);
    expect(both / ids.length).toBeLessThan(0.3);
  });

  it('gives stable to a request with no visitor, and the built-in release with no pointer', () => {
    expect(releaseFor('content', pointer, undefined)).toEqual({ version: STABLE, canary: false });
    expect(releaseFor('content', undefined, 'a-visitor-id-0000000')).toEqual({ version: '1.0.0', canary: false });
    const id = Array.from({ length: 200 }, () => newVisitorId()).find((candidate) => visitorBucket('content', candidate) < 10)!;
    expect(releaseFor('content', pointer, id)).toEqual({ version: CANARY, canary: true });
  });

  it('keeps the visitor id in an HttpOnly, SameSite=Lax, long-lived cookie of a random id only', () => {
    const id = newVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newVisitorId()).not.toBe(id);
    expect(visitorCookie(id)).toBe(`msic_visitor=${id}; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax`);
    expect(visitorCookie(id, { secure: true })).toMatch(/; Secure$/);
    expect(visitorOf(`a=1; msic_visitor=${id}; b=2`)).toBe(id);
    expect(visitorOf('msic_visitor=<script>')).toBeUndefined();
    expect(visitorOf('')).toBeUndefined();
  });
});

describe('reading the pointers from the API', () => {
  const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('reads at most once per 2 s, shares a read in flight, and keeps the last pointers when the API fails', async () => {
    const fetch = jest.fn();
    const source = apiPointers({ url: 'http://api/api/releases', fetch });
    fetch.mockImplementationOnce(() => answer({ remotes: { content: { stable: STABLE, canary: null } } }));
    const [a, b] = await Promise.all([source.get(), source.get()]);
    expect(a).toEqual({ remotes: { content: { stable: STABLE, canary: null } } });
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 1_999;
    await source.get();
    expect(fetch).toHaveBeenCalledTimes(1);

    now += 1;
    fetch.mockImplementationOnce(() => answer({ remotes: { content: { stable: STABLE, canary: { version: CANARY, percent: 50 } } } }));
    expect((await source.get()).remotes.content?.canary).toEqual({ version: CANARY, percent: 50 });
    expect(fetch).toHaveBeenCalledTimes(2);

    // the API down, then answering an error: the last pointers, asked again a second later
    now += 2_000;
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('fetch failed')));
    expect((await source.get()).remotes.content?.canary?.version).toBe(CANARY);
    now += 500;
    await source.get();
    expect(fetch).toHaveBeenCalledTimes(3);
    now += 500;
    fetch.mockImplementationOnce(() => answer({ message: 'Server error' }, 500));
    expect((await source.get()).remotes.content?.stable).toBe(STABLE);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('starts on the built-in releases when the API has never answered', async () => {
    const source = apiPointers({ url: 'http://api/api/releases', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect(await source.get()).toEqual({ remotes: {} });
  });
});

describe('a static server serving a canary', () => {
  let root: string;
  const pointers = fixedPointers({ remotes: { content: { stable: STABLE, canary: { version: CANARY, percent: 50 } } } });
  let app: Awaited<ReturnType<typeof buildStaticServer>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'msic-canary-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
    app = await buildStaticServer({ dir: dist, env: { API_BASE: 'http://api.example', REMOTE_CONTENT_URL: 'http://content.example' }, pointers });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const configOf = (html: string) => JSON.parse(/<script type=application\/json id=runtime-config>(.*?)<\/script>/.exec(html)![1]!) as { remotes: Record<string, { manifest: string; version?: string }> };

  it('gives a new visitor an id and the releases of that id, in the page and in /config.json, and keeps them', async () => {
    const seen = new Set<string | undefined>();
    for (let visitor = 0; visitor < 20; visitor++) {
      const page = await app.inject({ url: '/faq' });
      const cookie = String(page.headers['set-cookie']);
      expect(cookie).toMatch(/^msic_visitor=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toMatch(/Cookie/);
      const id = cookie.split(';')[0]!.split('=')[1]!;
      const content = configOf(page.body).remotes.content!;
      expect(content.version).toBe(releaseFor('content', { stable: STABLE, canary: { version: CANARY, percent: 50 } }, id).version);
      expect(content.manifest).toBe(`http://content.example/v/${content.version}/mf-manifest.json`);
      seen.add(content.version);

      const again = await app.inject({ url: '/config.json', headers: { cookie: `msic_visitor=${id}` } });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.headers['cache-control']).toBe('private, no-store');
      expect(again.json().remotes.content).toEqual(content);
      expect(configOf((await app.inject({ url: '/faq', headers: { cookie: `msic_visitor=${id}` } })).body).remotes.content).toEqual(content);
    }
    // 20 visitors at 50 %: both releases served (the chance of one only is 2 in a million)
    expect(seen).toEqual(new Set([STABLE, CANARY]));
  });

  it('follows the pointers: a rollback puts every visitor back on stable', async () => {
    pointers.set({ remotes: { content: { stable: STABLE, canary: null } } });
    for (let visitor = 0; visitor < 10; visitor++) expect((await app.inject({ url: '/config.json' })).json().remotes.content.version).toBe(STABLE);
  });

  it('marks the cookie Secure behind https', async () => {
    expect(String((await app.inject({ url: '/config.json', headers: { 'x-forwarded-proto': 'https' } })).headers['set-cookie'])).toMatch(/; Secure$/);
  });
});

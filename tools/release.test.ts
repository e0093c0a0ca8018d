import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { publish } from './publish.mjs';
import { parseArgs, promote, release } from './release.mjs';
import { rollback } from './rollback.mjs';
import { runtimeConfig } from './runtime-config.mjs';

const ROOT = path.resolve(__dirname, '..');

/** A container build as webpack leaves it, plus the standalone files that must not be published. */
function fakeBuild(label: string, contractsMajor = 1) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'msic-build-'));
  mkdirSync(path.join(dir, 'js'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildVersion: '1.0.0', contractsMajor, contractsVersion: `${contractsMajor}.0.0`, remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(path.join(dir, 'js', 'chunk.0123456789.js'), `console.log(${JSON.stringify(label)})`);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'app', 'main.js'), '');
  return dir;
}

interface Pointer {
  stable: string;
  canary: { version: string; percent: number; startedAt: string } | null;
}

/**
 * The API's side of the releases contract, as far as the command uses it (the API's own tests hold the API to it):
 * GET /api/releases, POST /api/staff/releases/:remote with the operator token; every change is recorded.
 */
async function fakeApi() {
  const pointers: Record<string, Pointer> = {};
  const history: Record<string, string[]> = {};
  const changes: { remote: string; body: Record<string, unknown>; authorization: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method === 'GET' && request.url === '/api/releases') return send(200, { remotes: pointers });
      const remote = /^\/api\/staff\/releases\/(\w+)$/.exec(request.url ?? '')?.[1];
      if (request.method !== 'POST' || !remote) return send(404, { message: 'Not found' });
      if (request.headers.authorization !== 'Bearer test-operator-token-0000000000000000') return send(401, { message: 'Unauthorised' });
      const body = JSON.parse(text) as { action: string; version?: string; percent?: number };
      changes.push({ remote, body, authorization: request.headers.authorization });
      const pointer = pointers[remote] ?? { stable: '1.0.0', canary: null };
      const past = (history[remote] ??= []);
      if (body.action === 'release') {
        past.push(pointer.stable);
        pointers[remote] = { stable: body.version!, canary: null };
      } else if (body.action === 'canary') pointers[remote] = { ...pointer, canary: { version: body.version!, percent: body.percent!, startedAt: new Date().toISOString() } };
      else if (body.action === 'promote') {
        if (!pointer.canary) return send(409, { message: `${remote} has no canary to promote` });
        past.push(pointer.stable);
        pointers[remote] = { stable: pointer.canary.version, canary: null };
      } else if (body.action === 'rollback') pointers[remote] = pointer.canary ? { ...pointer, canary: null } : { stable: past.pop() ?? '1.0.0', canary: null };
      return send(200, { remote, pointer: pointers[remote], settings: { margin: 0.05, minVisits: 20 }, published: [], health: [], events: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, changes, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('independent releases: publish, release, rollback (issues 11 and 42)', () => {
  const made: string[] = [];
  let env: Record<string, string>;
  let api: Awaited<ReturnType<typeof fakeApi>>;
  beforeEach(async () => {
    api = await fakeApi();
    env = { OPS_API_URL: api.url, OPERATOR_TOKEN: 'test-operator-token-0000000000000000' };
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => api.close());
  afterAll(() => made.forEach((version) => rmSync(path.join(ROOT, 'mfe-content/releases', version), { recursive: true, force: true })));

  it('publishes the container files only, under version plus content hash, and never rewrites a release', () => {
    const version = publish('mfe-content', fakeBuild('one'));
    made.push(version);
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    const dir = path.join(ROOT, 'mfe-content/releases', version);
    expect(existsSync(path.join(dir, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'js/chunk.0123456789.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'app'))).toBe(false);
    expect(publish('mfe-content', fakeBuild('one'))).toBe(version);
    expect(publish('mfe-content', fakeBuild('two'))).not.toBe(version);
    made.push(publish('mfe-content', fakeBuild('two')));
  });

  it('asks the API for each change with the operator token, prints what changed, and the runtime configuration follows', async () => {
    const one = publish('mfe-content', fakeBuild('release one'));
    const two = publish('mfe-content', fakeBuild('release two'));
    made.push(one, two);
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const config = async () => runtimeConfig(env, { pointers: await (await fetch(`${api.url}/api/releases`)).json(), visitor: 'a-visitor-id-0000000' }).remotes.content;
    expect(await config()).toEqual({ manifest: 'http://localhost:3005/mf-manifest.json' });

    await release('content', one, { env, log });
    await release('mfe-content', two, { env, log, canary: 50 });
    expect(api.changes).toEqual([
      { remote: 'content', body: { action: 'release', version: one }, authorization: 'Bearer test-operator-token-0000000000000000' },
      { remote: 'content', body: { action: 'canary', version: two, percent: 50 }, authorization: 'Bearer test-operator-token-0000000000000000' },
    ]);
    expect(lines).toEqual([`content: stable 1.0.0 (built in)\n       → stable ${one}`, `content: stable ${one}\n       → stable ${one}, canary ${two} to 50 % of visitors`]);
    expect(await config()).toEqual({ manifest: `http://localhost:3005/v/${one}/mf-manifest.json`, version: one });

    await promote('content', { env, log });
    expect(await config()).toEqual({ manifest: `http://localhost:3005/v/${two}/mf-manifest.json`, version: two });
    await rollback('content', { env, log });
    expect(await config()).toEqual({ manifest: `http://localhost:3005/v/${one}/mf-manifest.json`, version: one });
    expect(lines.slice(2)).toEqual([`content: stable ${one}, canary ${two} to 50 % of visitors\n       → stable ${two}`, `content: stable ${two}\n       → stable ${one}`]);
    expect(api.changes.slice(2).map((change) => change.body)).toEqual([{ action: 'promote' }, { action: 'rollback' }]);
  });

  it('says why the API refused a change, and when it cannot be reached', async () => {
    await expect(promote('content', { env, log: () => undefined })).rejects.toThrow('409: content has no canary to promote');
    await expect(rollback('content', { env: { OPS_API_URL: 'http://127.0.0.1:9' }, log: () => undefined })).rejects.toThrow('Cannot reach the API at http://127.0.0.1:9');
  });

  it('refuses an unknown remote, an unpublished version or a share out of range before asking the API, and warns about another contracts major', async () => {
    await expect(release('nope', '1.0.0-x', { env })).rejects.toThrow('Unknown remote');
    await expect(release('content', '9.9.9-missing', { env })).rejects.toThrow('has no published release');
    const other = publish('mfe-content', fakeBuild('major two', 2));
    made.push(other);
    await expect(release('content', other, { env, canary: 100 })).rejects.toThrow('from 1 to 99');
    expect(api.changes).toEqual([]);
    await release('content', other, { env, log: () => undefined });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('will refuse it'));
  });

  it('reads the command line', () => {
    expect(parseArgs(['content', '1.0.1-0123456789'])).toEqual({ kind: 'release', name: 'content', version: '1.0.1-0123456789', canary: undefined });
    expect(parseArgs(['content', '1.0.1-0123456789', '--canary', '10'])).toEqual({ kind: 'release', name: 'content', version: '1.0.1-0123456789', canary: 10 });
    expect(parseArgs(['content', '--promote'])).toEqual({ kind: 'promote', name: 'content' });
    expect(() => parseArgs(['content'])).toThrow('Usage');
    expect(() => parseArgs(['content', '--canary', 'half'])).toThrow('--canary needs');
    expect(() => parseArgs(['content', '1.0.1-0123456789', '--promote'])).toThrow('--promote takes a remote only');
  });

  it('keeps an explicit manifest URL out of the registry', () => {
    expect(runtimeConfig({ ...env, REMOTE_CONTENT_URL: 'https://cdn.example.net/content/mf-manifest.json' }).remotes.content).toEqual({ manifest: 'https://cdn.example.net/content/mf-manifest.json' });
  });
});

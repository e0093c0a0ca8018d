import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish } from './publish.mjs';
import { release } from './release.mjs';
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

describe('independent releases: publish, release, rollback (issue 11)', () => {
  const made: string[] = [];
  let env: Record<string, string>;
  beforeEach(() => {
    env = { REMOTE_REGISTRY_FILE: path.join(mkdtempSync(path.join(os.tmpdir(), 'msic-registry-')), 'registry.json') };
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
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

  it('points the registry at a release, then back, and the runtime configuration follows', () => {
    const one = publish('mfe-content', fakeBuild('release one'));
    const two = publish('mfe-content', fakeBuild('release two'));
    made.push(one, two);
    expect(runtimeConfig(env).remotes.content?.manifest).toBe('http://localhost:3005/mf-manifest.json');

    release('content', one, env);
    release('mfe-content', two, env);
    expect(runtimeConfig(env).remotes.content).toEqual({ manifest: `http://localhost:3005/v/${two}/mf-manifest.json`, version: two });
    expect(JSON.parse(readFileSync(env.REMOTE_REGISTRY_FILE as string, 'utf8')).remotes.content).toEqual({ version: two, previous: [one] });

    rollback('content', env);
    expect(runtimeConfig(env).remotes.content?.manifest).toBe(`http://localhost:3005/v/${one}/mf-manifest.json`);
    rollback('content', env);
    expect(runtimeConfig(env).remotes.content?.manifest).toBe('http://localhost:3005/mf-manifest.json');
    expect(() => rollback('content', env)).toThrow('no release to roll back from');
  });

  it('refuses an unknown remote or an unpublished version, and warns about another contracts major', () => {
    expect(() => release('nope', '1.0.0-x', env)).toThrow('Unknown remote');
    expect(() => release('content', '9.9.9-missing', env)).toThrow('has no published release');
    const other = publish('mfe-content', fakeBuild('major two', 2));
    made.push(other);
    release('content', other, env);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('will refuse it'));
  });

  it('keeps an explicit manifest URL out of the registry', () => {
    expect(runtimeConfig({ ...env, REMOTE_CONTENT_URL: 'https://cdn.example.net/content/mf-manifest.json' }).remotes.content).toEqual({ manifest: 'https://cdn.example.net/content/mf-manifest.json' });
  });
});

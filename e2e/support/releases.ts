// Releases in the journeys (issues 11 and 42): the operator's commands (tools/release.mjs, tools/rollback.mjs) against
// the test system's API, what the shell's static server gives a visitor, and visitor ids chosen for a canary's share.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts';
import { API_URL, SHELL_URL } from './ports';

const ROOT = path.resolve(__dirname, '../..');

// The tools are ES modules; the suite runs as CommonJS: loaded with a dynamic import, which Node keeps as ESM
export const releaseTools = async () => ({
  ...(await import('../../tools/publish.mjs')),
  ...(await import('../../tools/release.mjs')),
  ...(await import('../../tools/rollback.mjs')),
  ...(await import('../../tools/release-pointers.mjs')),
});

/** What the commands read: the test system's API, with the development operator token its test mode accepts. */
export const operatorEnv = (apiUrl = API_URL) => ({ OPS_API_URL: apiUrl });
/** The commands print what changed; the journeys keep their output to the failures. */
export const quiet = { log: () => undefined, warn: () => undefined };

/** The release of a remote the shell's server names for a visitor (a new visitor when none is given). */
export async function servedVersion(remote: RemoteName, visitor?: string, shellUrl = SHELL_URL): Promise<string> {
  const response = await fetch(`${shellUrl}/config.json`, { headers: visitor ? { cookie: `msic_visitor=${visitor}` } : {} });
  if (!response.ok) throw new Error(`${shellUrl}/config.json answered ${response.status}`);
  const config = (await response.json()) as { remotes: Record<string, { version?: string }> };
  return config.remotes[remote]?.version ?? '1.0.0';
}

/**
 * Waits until the shell's servers name `version` of a remote for the visitor (they read the pointers with a cache of
 * at most 2 s); returns how long it took, in milliseconds. Behind a round-robin proxy (the two-process project) one
 * answer is one server's: the version must be named by several answers in a row, so that every server has said it.
 */
export async function untilServed(remote: RemoteName, version: string, { visitor, shellUrl = SHELL_URL, timeoutMs = 10_000 }: { visitor?: string; shellUrl?: string; timeoutMs?: number } = {}): Promise<number> {
  const IN_A_ROW = 4;
  const started = Date.now();
  let last = '';
  let inARow = 0;
  while (Date.now() - started < timeoutMs) {
    last = await servedVersion(remote, visitor, shellUrl);
    inARow = last === version ? inARow + 1 : 0;
    if (inARow === IN_A_ROW) return Date.now() - started;
    if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${shellUrl} still names ${remote} ${last}, not ${version}, after ${timeoutMs} ms`);
}

/** Visitor ids in and out of a canary of `percent` of a remote (the same rule as the static server's). */
export async function visitorsOf(remote: RemoteName, percent: number): Promise<{ inCanary: string; outOfCanary: string }> {
  const { newVisitorId, visitorBucket } = await releaseTools();
  let inCanary: string | undefined;
  let outOfCanary: string | undefined;
  while (!inCanary || !outOfCanary) {
    const id = newVisitorId();
    if (visitorBucket(remote, id) < percent) inCanary ??= id;
    else outOfCanary ??= id;
  }
  return { inCanary, outOfCanary };
}

/** Puts a remote back on the build the shell ships with (ending any canary), and waits until the server says so. */
export async function backToBuiltIn(remote: RemoteName, { apiUrl = API_URL, shellUrl = SHELL_URL }: { apiUrl?: string; shellUrl?: string } = {}): Promise<void> {
  const { release } = await releaseTools();
  await release(remote, '1.0.0', { env: operatorEnv(apiUrl), ...quiet });
  await untilServed(remote, '1.0.0', { shellUrl });
}

/**
 * The content remote's current build, published as a release of its own (the build's postbuild published it
 * already: the same content is the same release).
 */
export async function currentContentRelease(): Promise<string> {
  const { publish } = await releaseTools();
  return publish('mfe-content');
}

/**
 * A release of the content remote whose exposed module throws as it loads: the current build with the first
 * script of its exposed App (the manifest's) made to throw first. Published under its own content hash.
 */
export async function brokenContentRelease(): Promise<string> {
  const { publish } = await releaseTools();
  const dist = path.join(ROOT, 'mfe-content', 'dist');
  const copy = mkdtempSync(path.join(tmpdir(), 'msic-broken-release-'));
  try {
    cpSync(dist, copy, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(copy, 'mf-manifest.json'), 'utf8')) as { exposes: { path: string; name: string; assets: { js: { sync: string[] } } }[] };
    const app = manifest.exposes.find((expose) => expose.path === './App' || expose.name === 'App');
    const file = app?.assets.js.sync.find((script) => existsSync(path.join(copy, script)));
    if (!file) throw new Error('The content build names no script of its exposed App');
    writeFileSync(path.join(copy, file), `throw new Error('A broken canary: the exposed module fails as it loads');\n${readFileSync(path.join(copy, file), 'utf8')}`);
    // the precompressed copies would be served in place of the file
    rmSync(path.join(copy, `${file}.br`), { force: true });
    rmSync(path.join(copy, `${file}.gz`), { force: true });
    return publish('mfe-content', copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Removes published releases a journey made (never the build's own). */
export function removeReleases(pkg: string, versions: string[]): void {
  for (const version of versions) rmSync(path.join(ROOT, pkg, 'releases', version), { recursive: true, force: true });
}

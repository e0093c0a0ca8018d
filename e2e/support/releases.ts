// Releases in the journeys (issues 11 and 42): the operator's commands (tools/release.mjs, tools/rollback.mjs) against
// the test system's API, what the shell's static server gives a visitor, and visitor ids chosen for a canary's share.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts';
import { API_URL, SHELL_URL } from './ports';
import { buildOf, shellServers, test } from './system';

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
 * Waits until every shell server names `version` of a remote for the visitor, asking each one by its own address
 * (system.ts shellServers: in the two-process project each shell process, not the round-robin proxy, whose answers do
 * not say which process gave them); returns how long each server took, in milliseconds, in the order of `shellUrls`.
 * Each server reads the pointers with a cache of at most 2 s, one read at a time, each begun after the one before
 * (tools/release-pointers.mjs apiPointers): once a server names the new version it names no older one, so every
 * request after this, through the proxy too, is answered from the new pointers.
 */
export async function untilServed(remote: RemoteName, version: string, { visitor, shellUrls = shellServers(), timeoutMs = 10_000 }: { visitor?: string; shellUrls?: string[]; timeoutMs?: number } = {}): Promise<number[]> {
  const started = Date.now();
  return Promise.all(
    shellUrls.map(async (shellUrl) => {
      let last = '';
      while (Date.now() - started < timeoutMs) {
        last = await servedVersion(remote, visitor, shellUrl);
        if (last === version) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${shellUrl} still names ${remote} ${last}, not ${version}, ${timeoutMs} ms after the change`);
    }),
  );
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

/** Puts a remote back on the build the shell ships with (ending any canary), and waits until every server says so. */
export async function backToBuiltIn(remote: RemoteName): Promise<void> {
  const { release } = await releaseTools();
  await release(remote, '1.0.0', { env: operatorEnv(), ...quiet });
  await untilServed(remote, '1.0.0');
}

/**
 * The content remote's build that the running system serves as 1.0.0, published as a release of its own (the
 * build's postbuild published it already: the same content is the same release). Published from the system's copy
 * (system.ts buildOf), not from mfe-content/dist: a build on this machine empties and rewrites that folder while the
 * journeys run, and a release published from it halfway, or built after the system's shell, fails to load.
 */
export async function currentContentRelease(): Promise<string> {
  const { publish } = await releaseTools();
  return publish('mfe-content', buildOf('content'));
}

/**
 * A release of the content remote whose exposed module throws as it loads: the system's build (as for
 * currentContentRelease) with the first script of its exposed App (the manifest's) made to throw first. Published
 * under its own content hash.
 */
export async function brokenContentRelease(): Promise<string> {
  const { publish } = await releaseTools();
  const dist = buildOf('content');
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

/**
 * Called in a describe block whose tests publish releases of the content remote: the list each such release goes
 * into. After the block's tests the remote is back on its built-in release (every server saying so) and the listed
 * releases are removed.
 */
export function contentReleasesMade(): string[] {
  const made: string[] = [];
  test.afterAll(async () => {
    await backToBuiltIn('content');
    removeReleases('mfe-content', made);
  });
  return made;
}

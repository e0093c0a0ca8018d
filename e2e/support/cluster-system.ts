// The two-process system (issue 42): the deployment of a replicated site on one machine. Two API processes on
// PostgreSQL (a database of the run's own, made afresh) and Redis (a database index of the run's own, emptied), and
// two shell static servers, each in a process of its own, each pair behind a round-robin proxy (proxy.ts) on the
// test ports the journeys know (shell and API); the six remotes' servers in this process, as in test-system.ts.
// Every server reads the release pointers from the API, so a release or a rollback reaches both shell processes
// through the database. Selected by E2E_SYSTEM=cluster (playwright.cluster.config.ts).
//
//   shell :base ─ proxy ─┬─ shell process :base+10        API :base+80 ─ proxy ─┬─ API process :base+90
//                        └─ shell process :base+11                              └─ API process :base+91
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';
import { API_URL, PORT_BASE, SHELL_URL, TEST_PORTS, origin } from './ports';
import { startRoundRobinProxy, type RoundRobinProxy } from './proxy';
import { ApiProcess, assertPortFree, closeServer, frontEndEnv, loadTools, packageOf, snapshotBuilds, type FrontEnd, type TestSystem } from './test-system';

export const CLUSTER_PORTS = { shells: [PORT_BASE + 10, PORT_BASE + 11], apis: [PORT_BASE + 90, PORT_BASE + 91] } as const;

/** The PostgreSQL server (trust authentication) whose maintenance database the run's own database is made from. */
const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** One database per port block: two runs on other blocks never share one. */
export const CLUSTER_DATABASE = `msic_e2e_cluster_${PORT_BASE}`;
/** Redis databases 8-15, one per port block, emptied at start. */
const REDIS_DB = 8 + (Math.floor(PORT_BASE / 100) % 8);

export interface ClusterSystem extends TestSystem {
  /** the two shell processes and the two API processes, by their own addresses */
  readonly shellBackends: string[];
  readonly apiBackends: string[];
  /** requests each shell process and each API process was sent */
  served(): { shells: number[]; apis: number[] };
}

async function freshDatabase(): Promise<string> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The two-process system needs PostgreSQL at ${POSTGRES_URL} (E2E_POSTGRES_URL): ${(error as Error).message}`, { cause: error });
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${CLUSTER_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${CLUSTER_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${CLUSTER_DATABASE}`;
  return url.href;
}

async function freshRedis(): Promise<string> {
  const { default: Redis } = await import('ioredis');
  const url = `${REDIS_URL.replace(/\/\d*$/, '')}/${REDIS_DB}`;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
  try {
    await redis.connect();
    await redis.flushdb();
  } catch (error) {
    throw new Error(`The two-process system needs Redis at ${REDIS_URL} (E2E_REDIS_URL): ${(error as Error).message}`, { cause: error });
  } finally {
    redis.disconnect();
  }
  return url;
}

/** A shell static server in a process of its own (serve-front-end.mjs); resolves once it answers. */
async function startShellProcess(root: string, dir: string, port: number, env: NodeJS.ProcessEnv, verbose: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'e2e/support/serve-front-end.mjs'), dir, String(port), path.join(root, 'shell', 'releases')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    if (verbose) process.stderr.write(`[shell:${port}] ${chunk.toString()}`);
    log.push(chunk.toString());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  process.once('exit', () => child.kill('SIGKILL'));
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The shell process on ${port} exited (${child.exitCode}):\n${log.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The shell process on ${port} did not answer within 30 s:\n${log.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startClusterSystem(options: { verbose?: boolean } = {}): Promise<ClusterSystem> {
  const { ROOT, startStaticServer, pointerSource } = await loadTools();
  const verbose = options.verbose ?? process.env.E2E_DEBUG === '1';
  for (const port of [...Object.values(TEST_PORTS), ...CLUSTER_PORTS.shells, ...CLUSTER_PORTS.apis]) await assertPortFree(port);
  const [databaseUrl, redisUrl, builds] = await Promise.all([freshDatabase(), freshRedis(), snapshotBuilds(ROOT)]);
  const env = frontEndEnv();

  const apis: ApiProcess[] = [];
  const shells: ChildProcess[] = [];
  const proxies: RoundRobinProxy[] = [];
  const remotes = new Map<FrontEnd, Server>();
  const pointers = pointerSource(env);

  const startFrontEnd = async (name: FrontEnd) => {
    if (name === 'shell') throw new Error('The two-process system runs two shell processes: a journey cannot stop or start them');
    if (remotes.has(name)) return;
    const releasesDir = path.join(ROOT, packageOf(name), 'releases');
    remotes.set(name, await startStaticServer({ dir: path.join(builds, name), port: TEST_PORTS[name], host: '127.0.0.1', env, releasesDir, pointers }));
  };
  const stopFrontEnd = async (name: FrontEnd) => {
    if (name === 'shell') throw new Error('The two-process system runs two shell processes: a journey cannot stop or start them');
    const server = remotes.get(name);
    if (!server) return;
    remotes.delete(name);
    await closeServer(server);
  };
  const notHere = async () => {
    throw new Error('The two-process system does not stop its API processes: this journey belongs to the one-process project');
  };
  const stop = async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await Promise.all([...remotes.keys()].map(stopFrontEnd));
    await Promise.all(shells.map(stopProcess));
    await Promise.all(apis.map((api) => api.stop()));
    const { rmSync } = await import('node:fs');
    rmSync(builds, { recursive: true, force: true });
  };

  try {
    // the first API runs the migrations on the new database; the second starts on a migrated one
    for (const port of CLUSTER_PORTS.apis) {
      const api = new ApiProcess(ROOT, verbose, undefined, { port, databaseUrl, redisUrl, label: `api:${port}` });
      apis.push(api);
      await api.waitUntilHealthy();
    }
    proxies.push(await startRoundRobinProxy(TEST_PORTS.api, [...CLUSTER_PORTS.apis]));
    for (const port of CLUSTER_PORTS.shells) shells.push(await startShellProcess(ROOT, path.join(builds, 'shell'), port, env, verbose));
    proxies.push(await startRoundRobinProxy(TEST_PORTS.shell, [...CLUSTER_PORTS.shells]));
    for (const name of REMOTE_NAMES) await startFrontEnd(name);
  } catch (error) {
    await stop();
    throw error;
  }
  const [apiProxy, shellProxy] = proxies as [RoundRobinProxy, RoundRobinProxy];
  return {
    shellUrl: SHELL_URL,
    apiUrl: API_URL,
    builds,
    shellBackends: CLUSTER_PORTS.shells.map(origin),
    apiBackends: CLUSTER_PORTS.apis.map(origin),
    served: () => ({ shells: [...shellProxy.served], apis: [...apiProxy.served] }),
    stopFrontEnd,
    startFrontEnd,
    stopApi: notHere,
    startApi: notHere,
    stop,
  };
}

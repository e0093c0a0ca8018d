// Starts the built system the way it is deployed, on the test ports: the API as a child process (fresh PGlite
// data folder, so every run starts from an empty database) and one static server per front end, in this
// process, so that a test can take one remote down and bring it back. The front ends are served from a copy
// of their dist/ folders taken at start, so a rebuild during the run does not change what is tested. Used by the Playwright fixture
// (support/system.ts) and by the benchmark (bench/run.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPANY_IDS, REMOTE_NAMES, REMOTES, type RemoteName } from 'shared-contracts';
import { API_URL, SHELL_URL, TEST_PORTS, origin } from './ports';

// The deployment tools are ES modules; the suite runs as CommonJS (shared-contracts is TypeScript source that
// Playwright compiles to CommonJS), so they are loaded with a dynamic import, which Node keeps as ESM.
export const loadTools = async () => ({
  ...(await import('../../tools/runtime-config.mjs')),
  ...(await import('../../tools/static-server.mjs')),
  ...(await import('../../tools/release-pointers.mjs')),
});

export type FrontEnd = RemoteName | 'shell';

export interface TestSystem {
  readonly shellUrl: string;
  readonly apiUrl: string;
  /**
   * The run's own copy of the front ends' builds (snapshotBuilds), one folder a front end: what the servers serve as
   * the built-in release, which another build on this machine does not change under a running test.
   */
  readonly builds: string;
  /** Stops one front end's static server and drops its open connections: the browser sees it as down. */
  stopFrontEnd(name: FrontEnd): Promise<void>;
  /** Starts a stopped front end again on the same port. */
  startFrontEnd(name: FrontEnd): Promise<void>;
  /** Stops the API process (SIGTERM, as a deployment would): calls to it are refused until it is started again. */
  stopApi(): Promise<void>;
  /** Starts the API again on the same port and database; resolves once it answers its health check. */
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** print the API's log lines as they come (E2E_DEBUG=1 does the same) */
  verbose?: boolean;
}

/** The active entities of the local ABN register (api/migrations/008): fictional, never a real supplier. */
const FICTIONAL_ABNS = ['10474582823', '10474598661', '10476309165', '10477132741', '10478906597'];

const remoteEnvName = (remote: string) => `REMOTE_${remote.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;

const FRONT_END_NAMES: readonly FrontEnd[] = ['shell', ...REMOTE_NAMES];

/** The environment /config.json is built from: nothing from the caller's shell leaks into the tests. */
export function frontEndEnv(): NodeJS.ProcessEnv {
  // the release pointers are read from this system's API (GET /api/releases), as in service
  const env: NodeJS.ProcessEnv = { API_BASE: API_URL };
  for (const key of REMOTE_NAMES) env[remoteEnvName(key)] = origin(TEST_PORTS[key]);
  return env;
}

export const packageOf = (name: FrontEnd) => (name === 'shell' ? 'shell' : REMOTES[name].package);
const distDir = (root: string, name: FrontEnd) => path.join(root, packageOf(name), 'dist');

/** What a usable build of a front end has; a build in progress has emptied its dist/ folder first. */
const isBuilt = (dir: string, name: FrontEnd) =>
  existsSync(path.join(dir, 'index.html')) && (name === 'shell' || (existsSync(path.join(dir, 'remoteEntry.js')) && existsSync(path.join(dir, 'mf-manifest.json'))));

const BUILD_WAIT_MS = 150_000;

/**
 * Waits while some front end is being rebuilt (another engineer's build on this machine), then fails with the
 * names of what is not built. Nothing built at all fails at once: `node tools/build.mjs` was not run.
 */
async function waitUntilBuilt(root: string): Promise<void> {
  const until = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    const missing = FRONT_END_NAMES.filter((name) => !isBuilt(distDir(root, name), name)).map((name) => distDir(root, name));
    if (!existsSync(path.join(root, 'api/dist/server.cjs'))) missing.push(path.join(root, 'api/dist/server.cjs'));
    if (!missing.length) return;
    if (missing.length === FRONT_END_NAMES.length + 1 || Date.now() > until) {
      throw new Error(`Not built: ${missing.join(', ')}. Run \`node tools/build.mjs\` first.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * Copies every front end's dist/ folder aside, so that a rebuild during the run (dist/ is emptied first) does not
 * pull the system out from under the tests. Retries when a copy caught a build half-way.
 */
export async function snapshotBuilds(root: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await waitUntilBuilt(root);
    const snapshot = mkdtempSync(path.join(tmpdir(), 'msic-e2e-dist-'));
    try {
      for (const name of FRONT_END_NAMES) cpSync(distDir(root, name), path.join(snapshot, name), { recursive: true });
      if (FRONT_END_NAMES.every((name) => isBuilt(path.join(snapshot, name), name))) return snapshot;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
    rmSync(snapshot, { recursive: true, force: true });
    if (attempt >= 3) throw new Error('The builds kept changing while they were copied: run the tests when no build is running');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: stop what runs there or set E2E_PORT_BASE` : String(error))),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // keep-alive connections would otherwise keep serving the "stopped" remote
    server.closeAllConnections();
  });
}

export interface ApiOptions {
  /** the port it listens on (the test API's by default) */
  port?: number;
  /** PostgreSQL and Redis instead of PGlite and counts in the process (the two-process system, cluster-system.ts) */
  databaseUrl?: string;
  redisUrl?: string;
  /** shown before each of its log lines when verbose */
  label?: string;
}

export class ApiProcess {
  private readonly log: string[] = [];
  private exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private readonly child: ChildProcess;
  readonly port: number;

  /** `dataDir`: the database folder of an API stopped earlier (a restart keeps its data) */
  constructor(
    root: string,
    verbose: boolean,
    readonly dataDir = mkdtempSync(path.join(tmpdir(), 'msic-e2e-pglite-')),
    private readonly options: ApiOptions = {},
  ) {
    this.port = options.port ?? TEST_PORTS.api;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: SHELL_URL,
      // the induction's slides count as completed after 2 % of their narration or reading time, so that a journey
      // through a whole programme takes seconds; everything else about proof of attendance is as in service
      INDUCTION_TIME_SCALE: '0.02',
      // the ABN on every variant's tax invoices: the active fictional entities of the local ABN register
      SUPPLIER_ABNS: COMPANY_IDS.map((id, i) => `${id}=${FICTIONAL_ABNS[i % FICTIONAL_ABNS.length]}`).join(','),
      CORS_ORIGINS: [SHELL_URL, ...REMOTE_NAMES.map((key) => origin(TEST_PORTS[key])), `http://*.localhost:${TEST_PORTS.shell}`].join(','),
      // the front ends that may call the staff API with the session cookie: the shell and the console on its own (issue 19)
      STAFF_ORIGINS: [SHELL_URL, origin(TEST_PORTS.staffConsole)].join(','),
    };
    // the embedded database and in-memory services: a developer's PostgreSQL, Redis or SMTP is never touched
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.SMTP_URL;
    if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
    if (options.redisUrl) env.REDIS_URL = options.redisUrl;
    this.child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/server.cjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      if (verbose) process.stderr.write(`[${options.label ?? 'api'}] ${text}`);
      this.log.push(...text.split('\n').filter(Boolean));
      if (this.log.length > 200) this.log.splice(0, this.log.length - 200);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.child.on('exit', (code, signal) => {
      this.exited = { code, signal };
      process.off('exit', this.killOnExit);
    });
    // a runner that dies without tearing down must not leave the API holding the test port
    process.once('exit', this.killOnExit);
  }

  private readonly killOnExit = () => {
    this.child.kill('SIGKILL');
  };

  // PGlite's start and the migrations took 61 s with six builds and test runs on the two cores (load 23, issue 42)
  async waitUntilHealthy(timeoutMs = 120_000): Promise<void> {
    const url = `http://127.0.0.1:${this.port}/api/health`;
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.exited) throw new Error(`The API exited (code ${this.exited.code}) before answering ${url}:\n${this.log.slice(-30).join('\n')}`);
      try {
        const response = await fetch(url);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s:\n${this.log.slice(-30).join('\n')}`);
  }

  /** Ends the process and keeps its database folder (a restart reuses it). */
  async halt(): Promise<void> {
    if (!this.exited) {
      const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    await this.halt();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Starts the API and the six static servers on the test ports; resolves once the API answers its health check. */
export async function startTestSystem(options: StartOptions = {}): Promise<TestSystem> {
  const { ROOT, startStaticServer, pointerSource } = await loadTools();
  for (const port of Object.values(TEST_PORTS)) await assertPortFree(port);
  const builds = await snapshotBuilds(ROOT);
  const verbose = options.verbose ?? process.env.E2E_DEBUG === '1';
  const env = frontEndEnv();
  // one reader of the API's release pointers for the seven servers (a restarted front end keeps it)
  const pointers = pointerSource(env);
  const servers = new Map<FrontEnd, Server>();
  let api = new ApiProcess(ROOT, verbose);
  let apiStopped = false;

  const startFrontEnd = async (name: FrontEnd) => {
    if (servers.has(name)) return;
    // published releases (/v/<version>/) are read where tools/publish.mjs puts them, beside the package's dist/
    const releasesDir = path.join(ROOT, packageOf(name), 'releases');
    servers.set(name, await startStaticServer({ dir: path.join(builds, name), port: TEST_PORTS[name], host: '127.0.0.1', env, releasesDir, pointers }));
  };
  const stopFrontEnd = async (name: FrontEnd) => {
    const server = servers.get(name);
    if (!server) return;
    servers.delete(name);
    await closeServer(server);
  };
  const stopApi = async () => {
    apiStopped = true;
    await api.halt();
  };
  const startApi = async () => {
    if (!apiStopped) return;
    api = new ApiProcess(ROOT, verbose, api.dataDir);
    apiStopped = false;
    await api.waitUntilHealthy();
  };
  const stop = async () => {
    await Promise.all([...servers.keys()].map(stopFrontEnd));
    await api.stop();
    rmSync(builds, { recursive: true, force: true });
  };

  try {
    for (const name of FRONT_END_NAMES) await startFrontEnd(name);
    await api.waitUntilHealthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return { shellUrl: SHELL_URL, apiUrl: API_URL, builds, stopFrontEnd, startFrontEnd, stopApi, startApi, stop };
}

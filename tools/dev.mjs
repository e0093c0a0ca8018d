// `npm run dev [-- <package> ...]`: the dev loop. The shell and the named remotes (all six when none is named) run
// from source on webpack-dev-server with hot module replacement and React Fast Refresh; the other remotes are
// served from their last build (built first if they have none); the API runs from source and restarts on change.
// README "Working on one remote" says how a team uses it; e2e/tests/dev-loop.spec.ts drives it.
//
// Options: --standalone  also serve each remote's standalone app (its own index.html) from its dev server
//          --no-api      do not start the API (one already runs, or API_BASE points elsewhere)
//          --dir <package>=<folder>  run that package from another checkout of its folder (the e2e test edits a copy)
// Environment: DEV_PORT_BASE (default 3000: shell, remotes +1..+6, API 8080, or base+80 when the base moves),
//              API_PORT, and everything the API and /config.json read (README: environment variables).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from './build.mjs';
import { FRONT_ENDS, REMOTE_KEYS, ROOT, runtimeConfig } from './runtime-config.mjs';
import { faviconFile, startStaticServer } from './static-server.mjs';

const require = createRequire(import.meta.url);

/** Generated sources a package needs before webpack can compile it (what its `prebuild` script makes). */
const PREPARE = { 'mfe-content': ['tools/build-content.ts'] };

export function parseArgs(argv) {
  const options = { packages: [], standalone: false, api: true, dirs: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--standalone') options.standalone = true;
    else if (arg === '--no-api') options.api = false;
    else if (arg === '--dir') {
      const [pkg, dir] = (argv[(i += 1)] ?? '').split('=');
      if (!pkg || !dir) throw new Error('--dir takes <package>=<folder>');
      options.dirs[pkg] = path.resolve(dir);
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.packages.push(arg);
  }
  const known = Object.entries(FRONT_ENDS).map(([key, { package: pkg }]) => pkg ?? key);
  for (const pkg of [...options.packages, ...Object.keys(options.dirs)]) {
    if (!known.includes(pkg)) throw new Error(`unknown package ${pkg}: one of ${known.join(', ')}`);
  }
  return options;
}

/** The ports of one dev block: the shell on the base, the remotes on base+1..+6, the API on 8080 (or base+80). */
export function devPorts(env = process.env) {
  const base = Number(env.DEV_PORT_BASE ?? 3000);
  const ports = Object.fromEntries(Object.entries(FRONT_ENDS).map(([key, { port }]) => [key, base + (port - FRONT_ENDS.shell.port)]));
  return { ...ports, api: Number(env.API_PORT ?? (base === 3000 ? 8080 : base + 80)) };
}

const remoteEnvName = (key) => `REMOTE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_URL`;

/** What /config.json says in the dev loop: the API and every remote on this block's ports. */
export function devEnv(ports, env = process.env) {
  const frontEnd = {
    ...env,
    API_BASE: env.API_BASE ?? `http://localhost:${ports.api}`,
    // a release chosen with `npm run release` lives under /v/<version>/ of a built remote: the dev loop serves what
    // is in each remote's dist/ or its source, so no release pointers apply (tools/release-pointers.mjs)
    RELEASES_URL: 'off',
  };
  for (const key of REMOTE_KEYS) frontEnd[remoteEnvName(key)] = `http://localhost:${ports[key]}`;
  return frontEnd;
}

async function healthy(url, ms) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
  }
  return false;
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

async function startDevServer({ pkg, packageDir, port, standalone, env }) {
  const webpack = require('webpack');
  const WebpackDevServer = require('webpack-dev-server');
  const { createConfig } = require('./webpack/create-config.js');
  const federation = { ...require(path.join(packageDir, 'federation.config.js')), packageDir };
  const made = createConfig(federation, { mode: 'development', hot: true });
  // a remote's container is what the shell loads; its standalone app is a second compilation, on request
  const configs = (Array.isArray(made) ? made : [made]).filter((config) => standalone || config.name !== 'standalone');
  // one cache per dev port block and compilation (two dev loops never write one cache), and per checkout of the
  // package (--dir: the usual cache is not overwritten)
  const checkout = packageDir === path.join(ROOT, pkg) ? '' : `-${createHash('sha256').update(packageDir).digest('hex').slice(0, 12)}`;
  for (const config of configs) if (config.cache) config.cache = { ...config.cache, name: `dev-${port}-${config.name ?? 'host'}${checkout}` };
  const compiler = webpack(configs.length === 1 ? configs[0] : configs);
  const serveHtml = federation.host || standalone;
  const server = new WebpackDevServer(
    {
      port,
      // every interface, as npm start: company host names (toll.localhost) resolve to 127.0.0.1, localhost may be ::1
      host: '0.0.0.0',
      // company variants are host names (toll.localhost:3000); remotes are fetched from the shell's origin
      allowedHosts: 'all',
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: true,
      liveReload: true,
      static: false,
      historyApiFallback: serveHtml ? { disableDotRule: true, index: '/index.html' } : false,
      // the shell's page loads every remote's hot client: each must reach its own server, whatever the page's origin
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
      setupMiddlewares(middlewares) {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(runtimeConfig(env)));
          },
        });
        middlewares.unshift({
          name: 'favicon',
          path: '/favicon.png',
          middleware: (req, res) => {
            const file = faviconFile(configs[0].output.path, req.headers.host, env);
            res.statusCode = file ? 200 : 404;
            res.setHeader('Content-Type', file ? 'image/png' : 'text/plain');
            res.end(file ? readFileSync(file) : 'Not found');
          },
        });
        return middlewares;
      },
    },
    compiler,
  );
  // ready once the first compilation is done (for several compilations, once they all are)
  const firstBuild = new Promise((resolve) => compiler.hooks.done.tap('dev-ready', () => resolve()));
  await server.start();
  await firstBuild;
  return server;
}

export async function dev(options, env = process.env) {
  const started = Date.now();
  const ports = devPorts(env);
  const frontEndEnv = devEnv(ports, env);
  const fromSource = new Set(['shell', ...(options.packages.length ? options.packages : REMOTE_KEYS.map((key) => FRONT_ENDS[key].package))]);
  const stops = [];

  if (options.api) {
    const apiEnv = {
      ...env,
      PORT: String(ports.api),
      PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? `http://localhost:${ports.shell}`,
      CORS_ORIGINS:
        env.CORS_ORIGINS ??
        [...Object.keys(FRONT_ENDS).map((key) => `http://localhost:${ports[key]}`), `http://*.localhost:${ports.shell}`, `http://*.localhost:${ports.induction}`].join(','),
    };
    // tsx watch restarts the server when a file it imported changes (api/src, shared-contracts)
    const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'src/server.ts'], { cwd: path.join(ROOT, 'api'), env: apiEnv, stdio: 'inherit' });
    stops.push(() => api.kill('SIGTERM'));
    // the API first, alone: its database start-up (PGlite, migrations) must finish within Fastify's plugin timeout,
    // which webpack's compilations on the same two cores could otherwise make it miss
    if (!(await healthy(`http://127.0.0.1:${ports.api}/api/health`, 120_000))) {
      console.error(`The API did not answer on port ${ports.api}: see its log above; it restarts when a file of api/src changes.`);
    }
  }

  const built = [...Object.entries(FRONT_ENDS)].filter(([key, { package: pkg }]) => !fromSource.has(pkg ?? key));
  const unbuilt = built.map(([key, { package: pkg }]) => pkg ?? key).filter((pkg) => !existsSync(path.join(ROOT, pkg, 'dist', 'mf-manifest.json')));
  if (unbuilt.length) await build({ only: unbuilt });
  for (const [key, { package: pkg }] of built) {
    const server = await startStaticServer({ dir: path.join(ROOT, pkg, 'dist'), port: ports[key], env: frontEndEnv });
    stops.push(() => server.close());
  }

  for (const [key, { package: pkg = key }] of Object.entries(FRONT_ENDS)) {
    if (!fromSource.has(pkg)) continue;
    const packageDir = options.dirs[pkg] ?? path.join(ROOT, pkg);
    const prepare = PREPARE[pkg];
    if (prepare) await run(process.execPath, [require.resolve('tsx/cli'), ...prepare], packageDir);
  }
  // one compilation at a time on start-up (two cores), then they all watch
  for (const [key, { package: pkg = key }] of Object.entries(FRONT_ENDS)) {
    if (!fromSource.has(pkg)) continue;
    const packageDir = options.dirs[pkg] ?? path.join(ROOT, pkg);
    const compiling = Date.now();
    const server = await startDevServer({ pkg, packageDir, port: ports[key], standalone: options.standalone, env: frontEndEnv });
    stops.push(() => server.stop());
    console.log(`dev ${pkg}: compiled in ${((Date.now() - compiling) / 1000).toFixed(1)} s`);
  }

  const line = (key, label) => `  ${label.padEnd(22)} http://localhost:${ports[key]}   ${fromSource.has(FRONT_ENDS[key].package ?? key) ? 'source, hot reload' : 'last build'}`;
  console.log(`
MSIC portal dev loop ready in ${((Date.now() - started) / 1000).toFixed(1)} s
${line('shell', 'site (shell)')}
${line('application', 'application remote')}
${line('statusTracking', 'status remote')}
${line('induction', 'induction remote')}
${line('opneedSigning', 'signing remote')}
${line('content', 'content remote')}
${line('staffConsole', 'staff console remote')}
  API                    ${options.api ? `http://localhost:${ports.api}   source, restarts on change` : `not started (${frontEndEnv.API_BASE})`}
Press Ctrl+C to stop.`);
  return { ports, stop: () => Promise.all(stops.map((stop) => stop())) };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  let running;
  const stop = async (code) => {
    // open keep-alive connections must not hold the exit
    await Promise.race([running?.stop().catch(() => undefined), new Promise((r) => setTimeout(r, 5_000))]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  dev(parseArgs(process.argv.slice(2)))
    .then((handle) => {
      running = handle;
    })
    .catch((error) => {
      console.error(error.message ?? error);
      void stop(1);
    });
}

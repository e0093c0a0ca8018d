// `npm start`: builds what is out of date, then serves the shell on :3000, the six remotes on :3001-3006 and
// the API on :8080 with the embedded database (PGlite under .data/) unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { FRONT_ENDS, ROOT } from './runtime-config.mjs';
import { pointerSource } from './release-pointers.mjs';
import { startStaticServer } from './static-server.mjs';

const children = [];
function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForApi(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not answer ${url} within ${ms / 1000} s`);
}

async function main() {
  if (!process.argv.includes('--no-build')) await build();
  const apiPort = Number(process.env.API_PORT ?? 8080);
  const api = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'api/dist/server.cjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort) },
  });
  children.push(api);
  api.on('exit', (code) => {
    console.error(`API stopped (exit ${code})`);
    stopAll(code ?? 1);
  });
  // one reader of the API's release pointers for the seven servers of this process
  const pointers = pointerSource(process.env);
  for (const [key, { package: pkg, port }] of Object.entries(FRONT_ENDS)) {
    await startStaticServer({ dir: path.join(ROOT, pkg ?? key, 'dist'), port, pointers });
  }
  await waitForApi(`http://127.0.0.1:${apiPort}/api/health`);
  console.log(`
MSIC portal running
  site (shell)           http://localhost:3000   (a company: http://toll.localhost:3000)
  application remote     http://localhost:3001
  status remote          http://localhost:3002
  induction remote       http://localhost:3003   (also a complete app on its own)
  signing remote         http://localhost:3004
  content remote         http://localhost:3005
  staff console          http://localhost:3000/staff   (remote :3006, also on its own; development sign-in: README "The staff console")
  API                    http://localhost:${apiPort}
  database               ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite in .data/pglite'}
Press Ctrl+C to stop.`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  stopAll(1);
});
